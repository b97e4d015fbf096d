// `npm run bench`: measured figures for the closing notes. Never a pass/fail test.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { benchArticle, formatArticleBench } from './article.ts'
import { firstLoadJsBytes, readManifest } from './first-load-js.ts'
import { benchColdStart } from './cold-start.ts'
import { compareWithBareNode, startProductionServer } from './http.ts'
import { ARTICLE, benchRenderedRoutes } from './render.ts'
import { benchSearch } from './search.ts'
import { benchSerial } from './serial.ts'
import { benchStreamTtfb } from './stream-ttfb.ts'
import { printWishlistLoad, runWishlistLoad } from './wishlist-load.ts'

const BUILD_DIR = process.env.BUILD_DIR ?? 'build'
const EMPTY_BUILD = 'build-bench-empty'
const seconds = Number(process.env.BENCH_SECONDS ?? 10)

/** The site's routes (ids as in the build's manifest: the module path under app/) and their budget class. */
const ROUTES: { id: string; label: string; kind: 'content' | 'interactive' }[] = [
  { id: 'routes/home', label: '/', kind: 'content' },
  { id: 'routes/guides/hub', label: '/guides', kind: 'content' },
  { id: 'routes/guides/pillar', label: '/guides/:pillar', kind: 'content' },
  { id: 'routes/guides/subcategory', label: '/guides/:pillar/:sub', kind: 'content' },
  { id: 'routes/guides/article', label: '/guides/…/blog/:slug', kind: 'content' },
  { id: 'routes/pages/about', label: '/about', kind: 'content' },
  { id: 'routes/contact/page', label: '/contact', kind: 'content' },
  { id: 'routes/pages/privacy', label: '/privacy', kind: 'content' },
  { id: 'routes/pages/affiliate-disclosure', label: '/affiliate-disclosure', kind: 'content' },
  { id: 'routes/gift-finder/page', label: '/gift-finder', kind: 'interactive' },
  { id: 'routes/gift-search/page', label: '/gift-search', kind: 'interactive' },
  { id: 'routes/wishlist/page', label: '/wishlist', kind: 'interactive' },
  { id: 'routes/profile/page', label: '/profile', kind: 'interactive' },
  { id: 'routes/auth/page', label: '/auth', kind: 'interactive' },
]
const BUDGET = { content: 1.15, interactive: 1.5 }

function build(args: string[], cwd = process.cwd(), env: Record<string, string> = {}) {
  const result = spawnSync('npx', ['react-router', 'build', ...args], {
    cwd,
    stdio: 'ignore',
    env: { ...process.env, ...env },
  })
  if (result.status !== 0) throw new Error(`react-router build failed in ${cwd}`)
}

function kb(bytes: number) {
  return `${(bytes / 1024).toFixed(1)} KB`
}

/**
 * Sections, all by default; `npm run bench -- render stream` runs only those named.
 * BENCH_PROFILE=<dir> adds a CPU profile of each rendered route and its top costs.
 * TEST_DATABASE_URL (or BENCH_DATABASE_URL) adds the rendered routes on that Postgres server.
 * `serial` serves the rendered routes one at a time; BENCH_COMPARE=<another build dir> measures
 * that build in turns with BUILD_DIR (not part of the default run); with BENCH_PROFILE, each build's
 * server is profiled (with BENCH_ROUTE, one route's work).
 */
const SECTIONS = ['first-load', 'cache', 'render', 'serial', 'stream', 'cold-start', 'search', 'wishlist'] as const
type Section = (typeof SECTIONS)[number]
const asked = process.argv.slice(2).filter((arg) => arg !== '--')
const unknown = asked.filter((arg) => !(SECTIONS as readonly string[]).includes(arg))
if (unknown.length) throw new Error(`Unknown bench sections: ${unknown.join(', ')} (known: ${SECTIONS.join(', ')})`)
const runs = (section: Section) => (!asked.length && section !== 'serial') || asked.includes(section)
const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined

async function firstLoad() {
  console.log('\n# First-load JavaScript (gzip), against an empty React Router app of the same versions')
  const baseline = firstLoadJsBytes(EMPTY_BUILD, readManifest(EMPTY_BUILD), 'routes/home')
  console.log(`empty app: ${kb(baseline)}`)
  const manifest = readManifest(BUILD_DIR)
  console.log('| route | kind | first-load JS | ratio | budget |')
  console.log('|---|---|---|---|---|')
  // A route renamed in app/routes.ts must fail here, not drop silently out of the table.
  const missing = ROUTES.filter((route) => !manifest.routes[route.id]).map((route) => route.id)
  if (missing.length) throw new Error(`Routes not in the build's manifest: ${missing.join(', ')}`)
  for (const route of ROUTES) {
    const bytes = firstLoadJsBytes(BUILD_DIR, manifest, route.id)
    const ratio = bytes / baseline
    const budget = BUDGET[route.kind]
    console.log(
      `| ${route.label} | ${route.kind} | ${kb(bytes)} | ${ratio.toFixed(2)}x | ${budget}x ${ratio <= budget ? 'ok' : 'OVER'} |`,
    )
  }
}

async function renderCache() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'giftwise-bench-'))
  const server = await startProductionServer({ PORT: process.env.BENCH_PORT ?? '3900', DATA_DIR: dataDir, BUILD_DIR })
  try {
    console.log(
      `\n# Render cache: requests per second at 50 connections, ${seconds} s each, beside a bare Node server sending the same bytes`,
    )
    const home = await compareWithBareNode(`${server.url}/`, { seconds })
    console.log(
      `/ : ${home.app.requestsPerSecond} req/s (p99 ${home.app.p99Ms} ms) vs bare ${home.bare.requestsPerSecond} req/s -> ${(home.ratio * 100).toFixed(1)}% (${home.bytes} bytes)`,
    )
    console.log(formatArticleBench(await benchArticle(server.url, ARTICLE, { seconds })))
  } finally {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

async function rendered() {
  const profileDir = process.env.BENCH_PROFILE ? path.resolve(process.env.BENCH_PROFILE) : undefined
  const only = process.env.BENCH_ROUTE || undefined
  console.log(
    `\n# Pages rendered on every request, 50 connections, ${seconds} s each, beside the empty app rendering the same markup`,
  )
  const common = { buildDir: BUILD_DIR, emptyBuildDir: EMPTY_BUILD, seconds, profileDir, only }
  await benchRenderedRoutes({ ...common, port: 3910, baselinePort: 3911 })
  if (postgresUrl) await benchRenderedRoutes({ ...common, port: 3912, baselinePort: 3913, postgresUrl })
}

async function main() {
  if (!existsSync(`${BUILD_DIR}/server/index.js`)) build([], process.cwd(), { BUILD_DIR })
  if (runs('first-load') || runs('render')) build([], path.resolve('scripts/bench/empty-app'))

  if (runs('first-load')) await firstLoad()
  if (runs('cache')) await renderCache()
  if (runs('render')) await rendered()
  if (runs('serial')) {
    console.log('\n# Rendered routes served one at a time (PGlite)')
    const builds = [BUILD_DIR, ...(process.env.BENCH_COMPARE ? [process.env.BENCH_COMPARE] : [])]
    const profileDir = process.env.BENCH_PROFILE ? path.resolve(process.env.BENCH_PROFILE) : undefined
    await benchSerial({ builds, port: 3915, only: process.env.BENCH_ROUTE || undefined, profileDir })
  }
  if (runs('stream')) {
    console.log('\n# Time to first byte of the streamed gift chat, model answering at once')
    await benchStreamTtfb({ buildDir: BUILD_DIR, port: 3920 })
  }
  if (runs('cold-start')) {
    console.log('\n# Cold start')
    await benchColdStart({ buildDir: BUILD_DIR, port: 3930 })
  }

  if (runs('search')) {
    console.log('\n# Offline search latency (catalogue adapter over PGlite)')
    for (const scale of [1, 3]) {
      const search = await benchSearch({ queries: 600, scale })
      console.log(
        `${search.catalogueSize} listings, ${search.queries} queries: p50 ${search.p50Ms} ms, p95 ${search.p95Ms} ms, p99 ${search.p99Ms} ms`,
      )
    }
  }

  if (runs('wishlist')) {
    console.log('\n# Wishlist writes: 50 signed-in sessions adding and toggling items at once')
    printWishlistLoad(
      await runWishlistLoad({ buildDir: BUILD_DIR, port: 3951, databaseUrl: process.env.BENCH_DATABASE_URL }),
    )
  }
}

await main()
