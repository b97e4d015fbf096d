// `npm run bench`: measured figures for the closing notes. Never a pass/fail test.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { benchArticle, formatArticleBench } from './article.ts'
import { firstLoadJsBytes, readManifest } from './first-load-js.ts'
import { compareWithBareNode, load, startProductionServer } from './http.ts'
import { benchSearch } from './search.ts'
import { printWishlistLoad, runWishlistLoad } from './wishlist-load.ts'

const BUILD_DIR = process.env.BUILD_DIR ?? 'build'
const EMPTY_BUILD = 'build-bench-empty'
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const ARTICLE = '/guides/tech-gadgets/audio/blog/best-wireless-headphones-2025'

/** The site's routes and their budget class. */
const ROUTES: { id: string; label: string; kind: 'content' | 'interactive' }[] = [
  { id: 'routes/home', label: '/', kind: 'content' },
  { id: 'routes/guides/hub', label: '/guides', kind: 'content' },
  { id: 'routes/guides/pillar', label: '/guides/:pillar', kind: 'content' },
  { id: 'routes/guides/subcategory', label: '/guides/:pillar/:sub', kind: 'content' },
  { id: 'routes/guides/article', label: '/guides/…/blog/:slug', kind: 'content' },
  { id: 'routes/about', label: '/about', kind: 'content' },
  { id: 'routes/contact', label: '/contact', kind: 'content' },
  { id: 'routes/privacy', label: '/privacy', kind: 'content' },
  { id: 'routes/affiliate-disclosure', label: '/affiliate-disclosure', kind: 'content' },
  { id: 'routes/gift-finder', label: '/gift-finder', kind: 'interactive' },
  { id: 'routes/gift-search', label: '/gift-search', kind: 'interactive' },
  { id: 'routes/wishlist', label: '/wishlist', kind: 'interactive' },
  { id: 'routes/profile', label: '/profile', kind: 'interactive' },
  { id: 'routes/auth/index', label: '/auth', kind: 'interactive' },
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

async function main() {
  if (!existsSync(`${BUILD_DIR}/server/index.js`)) build([], process.cwd(), { BUILD_DIR })
  build([], path.resolve('scripts/bench/empty-app'))

  console.log('\n# First-load JavaScript (gzip), against an empty React Router app of the same versions')
  const baseline = firstLoadJsBytes(EMPTY_BUILD, readManifest(EMPTY_BUILD), 'routes/home')
  console.log(`empty app: ${kb(baseline)}`)
  const manifest = readManifest(BUILD_DIR)
  console.log('| route | kind | first-load JS | ratio | budget |')
  console.log('|---|---|---|---|---|')
  for (const route of ROUTES) {
    if (!manifest.routes[route.id]) continue
    const bytes = firstLoadJsBytes(BUILD_DIR, manifest, route.id)
    const ratio = bytes / baseline
    const budget = BUDGET[route.kind]
    console.log(
      `| ${route.label} | ${route.kind} | ${kb(bytes)} | ${ratio.toFixed(2)}x | ${budget}x ${ratio <= budget ? 'ok' : 'OVER'} |`,
    )
  }

  const dataDir = mkdtempSync(path.join(tmpdir(), 'giftwise-bench-'))
  const server = await startProductionServer({ PORT: process.env.BENCH_PORT ?? '3900', DATA_DIR: dataDir, BUILD_DIR })
  try {
    console.log(
      `\n# Requests per second at 50 connections, ${seconds} s each, beside a bare Node server sending the same bytes`,
    )
    const home = await compareWithBareNode(`${server.url}/`, { seconds })
    console.log(
      `/ : ${home.app.requestsPerSecond} req/s (p99 ${home.app.p99Ms} ms) vs bare ${home.bare.requestsPerSecond} req/s -> ${(home.ratio * 100).toFixed(1)}% (${home.bytes} bytes)`,
    )
    console.log(formatArticleBench(await benchArticle(server.url, ARTICLE, { seconds })))
    // The same pages rendered for every request: a cookie other than the theme bypasses the render cache.
    for (const path of ['/', ARTICLE]) {
      const uncached = await load(`${server.url}${path}`, { seconds, headers: { Cookie: 'bench=uncached' } })
      console.log(`${path} rendered on every request: ${uncached.requestsPerSecond} req/s (p99 ${uncached.p99Ms} ms)`)
    }
  } finally {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }

  console.log('\n# Offline search latency (catalogue adapter over PGlite)')
  for (const scale of [1, 3]) {
    const search = await benchSearch({ queries: 600, scale })
    console.log(
      `${search.catalogueSize} listings, ${search.queries} queries: p50 ${search.p50Ms} ms, p95 ${search.p95Ms} ms, p99 ${search.p99Ms} ms`,
    )
  }

  console.log('\n# Wishlist writes: 50 signed-in sessions adding and toggling items at once')
  printWishlistLoad(
    await runWishlistLoad({ buildDir: BUILD_DIR, port: 3951, databaseUrl: process.env.BENCH_DATABASE_URL }),
  )
}

await main()
