import { mkdirSync } from 'node:fs'
import path from 'node:path'

import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'

import * as schema from '#app/server/db/schema.server.ts'

/** One query API over both drivers. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

/**
 * Whether the database can be reached, as the queries of this process found: down from a failure
 * to connect (refused, reset, restarting, shutting down) until a ping answers again. The server
 * answers 503 at once while it is down instead of letting each request find out (server/app.ts).
 */
export interface DatabaseHealth {
  readonly down: boolean
  /** When a connection failure was last seen (ms since the epoch), 0 if never. */
  readonly lastFailureAt: number
}

const ALWAYS_UP: DatabaseHealth = { down: false, lastFailureAt: 0 }

/** Node's codes for a connection that failed, and Postgres's for a server that cannot serve now. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown: the server is stopping
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
])
const CONNECTION_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|not queryable/i

/** True when an error (or its cause) says the database could not be reached, not that a query was wrong. */
export function isConnectionFailure(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown }
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08'))) return true
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true
    current = cause
  }
  return false
}

export interface DatabaseHandle {
  db: Database
  driver: 'postgres' | 'pglite'
  health: DatabaseHealth
  /** Applies the drizzle-kit migrations in ./drizzle. */
  migrate(): Promise<void>
  /** Runs `select 1`; used by /healthz. */
  ping(): Promise<void>
  close(): Promise<void>
}

const MIGRATIONS_FOLDER = path.resolve('drizzle')

/** Opens Postgres when a URL is given, otherwise PGlite stored in `dataDir` (or in memory for ':memory:'). */
export async function openDatabase(options: {
  databaseUrl?: string
  dataDir?: string
  pglite?: PGlite
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl)
  return openPglite(options.pglite ?? (await createPglite(options.dataDir)))
}

async function createPglite(dataDir?: string): Promise<PGlite> {
  if (!dataDir || dataDir === ':memory:') return PGlite.create()
  const dir = path.join(dataDir, 'pglite')
  // PGlite does not create missing parent folders.
  mkdirSync(dir, { recursive: true })
  return PGlite.create(dir)
}

function openPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Database
  return {
    db,
    driver: 'pglite',
    // Embedded in this process: there is no connection to lose.
    health: ALWAYS_UP,
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await db.execute(sql`select 1`)
    },
    close: async () => {
      if (!client.closed) await client.close()
    },
  }
}

/** How often a database found down is pinged until it answers. */
const PROBE_MS = 500

function openPostgres(connectionString: string): DatabaseHandle {
  // A connection that cannot be made within 5 s fails the request rather than holding it.
  const pool = new pg.Pool({ connectionString, max: 10, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 5_000 })
  // An idle client can lose its connection (a database restart, a failover); without a listener
  // node-postgres would crash the process. The pool replaces the client on the next query.
  pool.on('error', (error) => {
    console.warn(`[db] idle connection lost: ${error.message}`)
    noteFailure(error)
  })
  const health = watchHealth(pool)
  const noteFailure = (error: unknown) => health.noteFailure(error)
  const db = drizzlePg(pool, { schema }) as unknown as Database
  return {
    db,
    driver: 'postgres',
    health,
    migrate: async () => {
      // Several instances may start at once on one database: an advisory lock serialises their migrations.
      const client = await pool.connect()
      try {
        await client.query('select pg_advisory_lock(727274)')
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER })
      } finally {
        await client.query('select pg_advisory_unlock(727274)').catch(() => {})
        client.release()
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`)
    },
    close: async () => {
      health.stop()
      await pool.end()
    },
  }
}

/**
 * Watches every query and connection of the pool: a connection failure marks the database down
 * and starts a ping every PROBE_MS until it answers, which marks it up again. The callers still get
 * their own errors; this only notices them.
 */
function watchHealth(pool: pg.Pool): DatabaseHealth & { noteFailure(error: unknown): void; stop(): void } {
  const ping = pool.query.bind(pool) as (text: string) => Promise<unknown>
  let down = false
  let lastFailureAt = 0
  let probe: NodeJS.Timeout | undefined
  let stopped = false

  function noteFailure(error: unknown) {
    if (stopped || !isConnectionFailure(error)) return
    lastFailureAt = Date.now()
    if (down) return
    down = true
    console.warn('[db] database unreachable: answering 503 until it is back')
    probe = setInterval(() => {
      ping('select 1').then(
        () => {
          if (!down) return
          down = false
          clearInterval(probe)
          console.warn('[db] database reachable again')
        },
        () => {
          lastFailureAt = Date.now()
        },
      )
    }, PROBE_MS)
    probe.unref()
  }

  const watch = <Fn extends (...args: never[]) => unknown>(fn: Fn): Fn =>
    function (this: unknown, ...args: Parameters<Fn>) {
      const result = fn.apply(this, args)
      // A second listener: the caller still receives the rejection.
      if (result instanceof Promise) result.catch(noteFailure)
      return result
    } as Fn
  pool.query = watch(pool.query.bind(pool)) as typeof pool.query
  pool.connect = watch(pool.connect.bind(pool)) as typeof pool.connect
  // Queries inside a transaction go through a checked-out client, not the pool.
  pool.on('connect', (client) => {
    client.query = watch(client.query.bind(client)) as typeof client.query
    // A checked-out client between two queries (a transaction awaiting other work) has no pool
    // listener: a restart's "terminating connection" would otherwise crash the process. Its next
    // query fails, the caller sees that, and the pool discards the client on release.
    client.on('error', (error) => {
      console.warn(`[db] connection lost while in use: ${error.message}`)
      noteFailure(error)
    })
  })

  return {
    get down() {
      return down
    },
    get lastFailureAt() {
      return lastFailureAt
    },
    noteFailure,
    stop() {
      stopped = true
      clearInterval(probe)
    },
  }
}
