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

export interface DatabaseHandle {
  db: Database
  driver: 'postgres' | 'pglite'
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
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await db.execute(sql`select 1`)
    },
    close: async () => {
      if (!client.closed) await client.close()
    },
  }
}

function openPostgres(connectionString: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: 10, idleTimeoutMillis: 30_000 })
  // An idle client can lose its connection (a database restart, a failover); without a listener
  // node-postgres would crash the process. The pool replaces the client on the next query.
  pool.on('error', (error) => console.warn(`[db] idle connection lost: ${error.message}`))
  const db = drizzlePg(pool, { schema }) as unknown as Database
  return {
    db,
    driver: 'postgres',
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
    close: () => pool.end(),
  }
}
