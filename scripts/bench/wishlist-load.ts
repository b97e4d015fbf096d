/**
 * Wishlist write load: 50 signed-in sessions add and toggle items at the
 * same time against a running production build on loopback, then every row is checked: no write
 * may be lost, every purchased flag must be the last one sent, and no request may answer 5xx.
 *
 * How the sessions are made: before the server starts, this script opens the same database
 * (PGlite under a fresh DATA_DIR, or DATABASE_URL), migrates it, creates the users, wishlists and
 * collaborators, and signs each user in through better-auth's own magic-link flow
 * (auth.api.signInMagicLink stores the link in the mail outbox; auth.api.magicLinkVerify answers the
 * Set-Cookie a browser would get). The server is then started on that DATA_DIR, so it reads the
 * same generated AUTH_SECRET and accepts those cookies. Requests are the ones the browser sends:
 * the dialog's POST /api/wishlists/items and the wishlist page's fetcher POST /wishlist.data.
 *
 *   BUILD_DIR=build npx tsx scripts/bench/wishlist-load.ts      (SESSIONS, ITEMS, BENCH_PORT optional)
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { eq, inArray, isNull } from 'drizzle-orm'

import { parseConfig } from '#app/server/config.server.ts'
import { openDatabase, type DatabaseHandle } from '#app/server/db/client.server.ts'
import { mailOutbox, user, wishlistCollaborators, wishlistItems } from '#app/server/db/schema.server.ts'
import { createServices, stopServices } from '#app/server/services.server.ts'

import { sessionCookie } from '#tests/session-cookie.ts'

import { startProductionServer } from './http.ts'

export interface WishlistLoadOptions {
  /** Signed-in sessions working at the same time (50). */
  sessions?: number
  /** Items each session adds (20); each is then marked, and every third one unmarked again. */
  itemsPerSession?: number
  /** Sessions sharing one wishlist: its owner and collaborators (5). */
  sessionsPerList?: number
  buildDir?: string
  port?: number
  /** A Postgres URL; PGlite under a temporary DATA_DIR otherwise. */
  databaseUrl?: string
}

export interface WishlistLoadFigures {
  driver: 'postgres' | 'pglite'
  sessions: number
  wishlists: number
  requests: number
  seconds: number
  requestsPerSecond: number
  latencyMs: { p50: number; p95: number; p99: number; max: number }
  /** HTTP status -> count ('network' for failed connections). */
  statuses: Record<string, number>
  serverErrors: number
  itemsSent: number
  itemsStored: number
  lostWrites: number
  duplicateRows: number
  wrongPurchasedFlags: number
}

interface Session {
  cookie: string
  wishlistId: string
  index: number
}

const PRODUCT = {
  imageUrl: '/images/products/headphones.svg',
  url: 'https://www.amazon.co.uk/s?k=headphones&tag=giftwise-21',
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! * 10) / 10
}

/** Users, shared wishlists and signed-in cookies, written straight to the database before the server starts. */
async function prepare(env: Record<string, string>, sessions: number, perList: number) {
  const config = parseConfig(env)
  const database: DatabaseHandle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir })
  await database.migrate()
  const services = createServices(config, database, { startWorkers: false })
  const run = Date.now().toString(36)
  const actors: { id: string; email: string; cookie: string }[] = []
  for (let index = 0; index < sessions; index++) {
    const email = `load-${run}-${index}@bench.giftwise.test`
    const cookie = await sessionCookie(services, email, 'wishlist-load')
    const [row] = await services.db.select({ id: user.id }).from(user).where(eq(user.email, email))
    actors.push({ id: row!.id, email, cookie })
  }
  const lists = services.wishlists
  const result: Session[] = []
  for (let start = 0; start < sessions; start += perList) {
    const owner = actors[start]!
    const list = await lists.create(owner, `Load list ${start / perList + 1}`)
    for (let index = start; index < Math.min(start + perList, sessions); index++) {
      if (index !== start) {
        await services.db.insert(wishlistCollaborators).values({ wishlistId: list.id, userId: actors[index]!.id })
      }
      result.push({ cookie: actors[index]!.cookie, wishlistId: list.id, index })
    }
  }
  // The sign-in mails were only the way to the cookies: nothing to deliver.
  await services.db.update(mailOutbox).set({ sentAt: new Date() }).where(isNull(mailOutbox.sentAt))
  await stopServices(services)
  await database.close()
  return result
}

/** Runs the load against a production build and checks every row afterwards. */
export async function runWishlistLoad(options: WishlistLoadOptions = {}): Promise<WishlistLoadFigures> {
  const sessionCount = options.sessions ?? 50
  const itemsPerSession = options.itemsPerSession ?? 20
  const perList = options.sessionsPerList ?? 5
  const port = String(options.port ?? 3950)
  const appUrl = `http://127.0.0.1:${port}`
  const dataDir = mkdtempSync(path.join(tmpdir(), 'giftwise-wishlist-load-'))
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    APP_URL: appUrl,
    DATA_DIR: dataDir,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  }
  try {
    const sessions = await prepare(env, sessionCount, perList)
    const server = await startProductionServer({ ...env, PORT: port, BUILD_DIR: options.buildDir ?? 'build' })

    const latencies: number[] = []
    const statuses: Record<string, number> = {}
    /** item name -> the purchased flag last sent (and acknowledged) for it. */
    const expected = new Map<string, { wishlistId: string; purchased: boolean }>()
    let requests = 0

    async function send(session: Session, pathname: string, form: Record<string, string>) {
      const started = performance.now()
      requests++
      try {
        const response = await fetch(`${appUrl}${pathname}`, {
          method: 'POST',
          headers: {
            cookie: session.cookie,
            origin: appUrl,
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: new URLSearchParams(form),
          redirect: 'manual',
        })
        const body = await response.text()
        statuses[response.status] = (statuses[response.status] ?? 0) + 1
        return { status: response.status, body }
      } catch {
        statuses.network = (statuses.network ?? 0) + 1
        return { status: 0, body: '' }
      } finally {
        latencies.push(performance.now() - started)
      }
    }

    async function work(session: Session) {
      for (let n = 0; n < itemsPerSession; n++) {
        const name = `Load item s${session.index} n${n}`
        const added = await send(session, '/api/wishlists/items', {
          wishlistId: session.wishlistId,
          name,
          imageUrl: PRODUCT.imageUrl,
          price: (5 + n).toFixed(2),
          url: PRODUCT.url,
        })
        if (added.status !== 200) continue
        const itemId = (JSON.parse(added.body) as { item: { id: string } }).item.id
        expected.set(name, { wishlistId: session.wishlistId, purchased: false })
        // Marked, and every third one unmarked again: the last flag sent is the one to find.
        const flags = n % 3 === 0 ? [true, false] : [true]
        for (const purchased of flags) {
          const toggled = await send(session, `/wishlist.data?id=${session.wishlistId}`, {
            intent: 'toggle',
            wishlistId: session.wishlistId,
            itemId,
            purchased: String(purchased),
          })
          if (toggled.status === 200) expected.set(name, { wishlistId: session.wishlistId, purchased })
        }
      }
    }

    const started = performance.now()
    await Promise.all(sessions.map((session) => work(session)))
    const seconds = (performance.now() - started) / 1000
    await server.stop()

    // Read back what was stored, with the server stopped (PGlite has one owner at a time).
    const config = parseConfig(env)
    const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir })
    const listIds = [...new Set(sessions.map((session) => session.wishlistId))]
    const rows = await database.db
      .select({
        name: wishlistItems.productName,
        wishlistId: wishlistItems.wishlistId,
        purchased: wishlistItems.purchased,
      })
      .from(wishlistItems)
      .where(inArray(wishlistItems.wishlistId, listIds))
    await database.close()

    const stored = new Map<string, number>()
    let wrongPurchasedFlags = 0
    for (const row of rows) {
      stored.set(row.name, (stored.get(row.name) ?? 0) + 1)
      const want = expected.get(row.name)
      if (want && (want.purchased !== row.purchased || want.wishlistId !== row.wishlistId)) wrongPurchasedFlags++
    }
    const itemsSent = sessionCount * itemsPerSession
    let lostWrites = 0
    for (let index = 0; index < sessionCount; index++) {
      for (let n = 0; n < itemsPerSession; n++) {
        if (!stored.has(`Load item s${index} n${n}`)) lostWrites++
      }
    }
    latencies.sort((a, b) => a - b)
    return {
      driver: options.databaseUrl ? 'postgres' : 'pglite',
      sessions: sessionCount,
      wishlists: listIds.length,
      requests,
      seconds: Math.round(seconds * 100) / 100,
      requestsPerSecond: Math.round(requests / seconds),
      latencyMs: {
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        p99: percentile(latencies, 99),
        max: percentile(latencies, 100),
      },
      statuses,
      serverErrors: Object.entries(statuses)
        .filter(([status]) => status === 'network' || Number(status) >= 500)
        .reduce((sum, [, count]) => sum + count, 0),
      itemsSent,
      itemsStored: rows.length,
      lostWrites,
      duplicateRows: [...stored.values()].filter((count) => count > 1).length,
      wrongPurchasedFlags,
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** The figures as the closing notes quote them; true when no write was lost and nothing failed. */
export function printWishlistLoad(figures: WishlistLoadFigures): boolean {
  const ok =
    figures.serverErrors === 0 &&
    figures.lostWrites === 0 &&
    figures.duplicateRows === 0 &&
    figures.wrongPurchasedFlags === 0 &&
    figures.itemsStored === figures.itemsSent
  console.log(
    `\n# Wishlist writes: ${figures.sessions} signed-in sessions on ${figures.wishlists} shared wishlists (${figures.driver})`,
  )
  console.log(
    `${figures.requests} requests (add + toggle) in ${figures.seconds} s: ${figures.requestsPerSecond} req/s, ` +
      `latency p50 ${figures.latencyMs.p50} ms, p95 ${figures.latencyMs.p95} ms, p99 ${figures.latencyMs.p99} ms, max ${figures.latencyMs.max} ms`,
  )
  console.log(`statuses: ${JSON.stringify(figures.statuses)}; 5xx or failed connections: ${figures.serverErrors}`)
  console.log(
    `items sent ${figures.itemsSent}, stored ${figures.itemsStored}; lost ${figures.lostWrites}, duplicated ${figures.duplicateRows}, ` +
      `purchased flags not as last sent ${figures.wrongPurchasedFlags} -> ${ok ? 'no write lost' : 'WRITES LOST OR FAILED'}`,
  )
  return ok
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figures = await runWishlistLoad({
    sessions: Number(process.env.SESSIONS ?? 50),
    itemsPerSession: Number(process.env.ITEMS ?? 20),
    buildDir: process.env.BUILD_DIR ?? 'build',
    port: Number(process.env.BENCH_PORT ?? 3950),
    databaseUrl: process.env.DATABASE_URL || undefined,
  })
  process.exitCode = printWishlistLoad(figures) ? 0 : 1
}
