/**
 * Pages rendered on every request (signed-in visitors and render-cache misses), each beside the
 * empty React Router app of the same versions rendering the same body markup held in memory
 * (scripts/bench/empty-app, route render/*), measured one after the other in the same run.
 *
 * Before the server starts, the database is migrated and seeded and a signed-in visitor made
 * (better-auth's own magic-link flow, as the wishlist load does) with a wishlist of items, so
 * /wishlist and /profile render what a real account shows.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { eq, isNull } from 'drizzle-orm'
import pg from 'pg'

import { parseConfig } from '#app/server/config.server.ts'
import { openDatabase } from '#app/server/db/client.server.ts'
import { mailOutbox, user } from '#app/server/db/schema.server.ts'
import { seedContent } from '#app/server/db/seed.server.ts'
import { createServices, stopServices } from '#app/server/services.server.ts'

import { browserCookies, sessionCookie } from '#tests/session-cookie.ts'

import { loadInTurns, startProductionServer, type LoadFigures } from './http.ts'
import { formatCosts, topCosts } from './profile.ts'

export const ARTICLE = '/guides/tech-gadgets/audio/blog/best-wireless-headphones-2025'

/** A cookie the render cache does not know: the page is rendered for every request, as for a signed-in visitor. */
const UNCACHED = 'bench=uncached'

interface RenderRoute {
  label: string
  path: string
  signedIn: boolean
  /** Spread requests over many visitor addresses (the route counts a per-visitor limit). */
  spreadAddresses?: boolean
}

export interface RenderLine {
  label: string
  app: LoadFigures
  baseline: LoadFigures
  appBytes: number
  baselineBytes: number
  ratio: number
  profile?: string
}

export interface RenderBenchOptions {
  buildDir: string
  emptyBuildDir: string
  seconds: number
  port: number
  baselinePort: number
  /** A Postgres server URL: the bench creates (and drops) its own database on it. PGlite otherwise. */
  postgresUrl?: string
  /** Write a CPU profile of the server for each route under load here, and name its top costs. */
  profileDir?: string
  /** Only the routes whose label contains this. */
  only?: string
}

/** Users, a wishlist and a cookie for the signed-in pages, written before the server starts. */
export async function prepare(env: Record<string, string>) {
  const config = parseConfig(env)
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir })
  await database.migrate()
  await seedContent(database.db, config)
  const services = createServices(config, database, { startWorkers: false })
  const email = `render-${Date.now().toString(36)}@bench.giftwise.test`
  const cookie = await sessionCookie(services, email, 'render-bench')
  const [row] = await services.db.select({ id: user.id }).from(user).where(eq(user.email, email))
  const actor = { id: row!.id, email, name: '' }
  const list = await services.wishlists.create(actor, 'Birthday ideas')
  for (let n = 1; n <= 12; n++) {
    await services.wishlists.addItem(actor, {
      wishlistId: list.id,
      product: {
        name: `Wireless headphones model ${n}`,
        imageUrl: '/images/products/headphones.svg',
        price: 20 + n * 7,
        url: `https://www.amazon.co.uk/s?k=headphones+${n}&tag=giftwise-21`,
      },
    })
  }
  await services.db.update(mailOutbox).set({ sentAt: new Date() }).where(isNull(mailOutbox.sentAt))
  await stopServices(services)
  await database.close()
  return { cookie, wishlistId: list.id }
}

/** The markup the page's components rendered: the body up to the scripts React Router adds. */
export function bodyMarkup(html: string): string {
  const open = /<body[^>]*>/.exec(html)
  if (!open) throw new Error('No <body> in the page')
  const start = open.index + open[0].length
  const scripts = html.indexOf('<script', start)
  const end = scripts === -1 ? html.indexOf('</body>', start) : scripts
  return html.slice(start, end)
}

async function startBaseline(emptyBuildDir: string, pagesFile: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['scripts/bench/empty-app/serve.ts', emptyBuildDir, pagesFile, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve()
    })
    child.once('exit', (code) => reject(new Error(`baseline server exited with ${code}`)))
  })
  return child
}

async function createPostgresDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`drop database if exists ${name} with (force)`)
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

async function dropPostgresDatabase(serverUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`drop database if exists ${name} with (force)`)
  await admin.end()
}

/** Runs the render bench on one database; prints and returns one line per route. */
export async function benchRenderedRoutes(options: RenderBenchOptions): Promise<RenderLine[]> {
  const driver = options.postgresUrl ? 'postgres' : 'pglite'
  const dataDir = mkdtempSync(path.join(tmpdir(), 'giftwise-render-bench-'))
  const databaseName = 'bench_speed'
  const appUrl = `http://127.0.0.1:${options.port}`
  const env: Record<string, string> = { NODE_ENV: 'production', APP_URL: appUrl, DATA_DIR: dataDir }
  if (options.postgresUrl) env.DATABASE_URL = await createPostgresDatabase(options.postgresUrl, databaseName)
  const lines: RenderLine[] = []
  let baseline: ChildProcess | undefined
  try {
    const prepared = await prepare(env)
    const { wishlistId } = prepared
    let cookie = prepared.cookie
    const routes: RenderRoute[] = [
      { label: '/', path: '/', signedIn: false },
      { label: ARTICLE, path: ARTICLE, signedIn: false },
      { label: '/gift-search?q=headphones', path: '/gift-search?q=headphones', signedIn: false, spreadAddresses: true },
      { label: '/wishlist?id=…', path: `/wishlist?id=${wishlistId}`, signedIn: true },
      { label: '/profile', path: '/profile', signedIn: true },
    ].filter((route) => !options.only || route.label.includes(options.only))
    const headersOf = (route: RenderRoute) => ({ cookie: route.signedIn ? cookie : UNCACHED })
    const serverEnv = { ...env, PORT: String(options.port), BUILD_DIR: options.buildDir }

    // Each page as the site renders it, to hand the same markup to the baseline.
    const pages: Record<string, string> = {}
    const appBytes: Record<string, number> = {}
    const server = await startProductionServer(serverEnv)
    try {
      for (const [index, route] of routes.entries()) {
        const response = await fetch(`${appUrl}${route.path}`, { headers: headersOf(route), redirect: 'manual' })
        const html = await response.text()
        if (response.status !== 200) throw new Error(`${route.path} answered ${response.status}`)
        if (response.headers.get('x-render-cache') === 'HIT')
          throw new Error(`${route.path} came from the render cache`)
        pages[String(index)] = bodyMarkup(html)
        appBytes[String(index)] = Buffer.byteLength(html)
      }
    } finally {
      await server.stop()
    }
    const pagesFile = path.join(dataDir, 'baseline-pages.json')
    writeFileSync(pagesFile, JSON.stringify(pages))
    baseline = await startBaseline(options.emptyBuildDir, pagesFile, options.baselinePort)
    const baselineUrl = `http://127.0.0.1:${options.baselinePort}`

    // A server per route when profiling, so each profile holds one route's work only.
    let running = options.profileDir ? undefined : await startProductionServer(serverEnv)
    try {
      for (const [index, route] of routes.entries()) {
        const profileDir = options.profileDir && path.join(options.profileDir, `${driver}-${index}`)
        if (profileDir) {
          rmSync(profileDir, { recursive: true, force: true })
          running = await startProductionServer(serverEnv, { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] })
        }
        const skipMs = running ? performance.now() - running.startedAt : 0
        // The cookies a signed-in browser holds by now: the signed copy of the session the site hands
        // out lasts a minute, and a browser takes each new one (the bench's client does not).
        if (route.signedIn) {
          const visit = await fetch(`${appUrl}${route.path}`, { headers: { cookie }, redirect: 'manual' })
          await visit.arrayBuffer()
          cookie = browserCookies(cookie, visit.headers)
        }
        const baselinePage = `${baselineUrl}/render/${index}`
        const baselineBytes = Buffer.byteLength(await (await fetch(baselinePage)).text())
        const [app, base] = await loadInTurns(
          {
            url: `${appUrl}${route.path}`,
            options: { headers: headersOf(route), spreadAddresses: route.spreadAddresses },
          },
          { url: baselinePage },
          { seconds: options.seconds },
        )
        let profile: string | undefined
        if (profileDir) {
          await running!.stop()
          running = undefined
          const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'))
          if (file) {
            // The profile also holds the baseline's turns, when this server waited: idle time, left out.
            const costs = topCosts(path.join(profileDir, file), { skipMs })
            profile = `functions: ${formatCosts(costs.functions)}\n  packages: ${formatCosts(costs.places)}`
          }
        }
        const line: RenderLine = {
          label: route.label,
          app,
          baseline: base,
          appBytes: appBytes[String(index)]!,
          baselineBytes,
          ratio: app.requestsPerSecond / base.requestsPerSecond,
          profile,
        }
        lines.push(line)
        console.log(formatRenderLine(line, driver))
        if (profile) console.log(`  profile (${driver}) ${profile}`)
      }
    } finally {
      await running?.stop()
    }
  } finally {
    baseline?.kill('SIGTERM')
    rmSync(dataDir, { recursive: true, force: true })
    if (options.postgresUrl) await dropPostgresDatabase(options.postgresUrl, databaseName)
  }
  return lines
}

export function formatRenderLine(line: RenderLine, driver: string): string {
  const extra = [
    driver,
    `p50 ${line.app.p50Ms} ms`,
    line.app.non2xx || line.app.errors ? `non-2xx ${line.app.non2xx}, errors ${line.app.errors}` : '',
    `page ${(line.appBytes / 1024).toFixed(1)} KB vs baseline ${(line.baselineBytes / 1024).toFixed(1)} KB`,
  ].filter(Boolean)
  return (
    `render: ${line.label} ${line.app.requestsPerSecond} p99 ${line.app.p99Ms} ` +
    `baseline ${line.baseline.requestsPerSecond} ratio ${(line.ratio * 100).toFixed(0)}% (${extra.join(', ')})`
  )
}
