import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'

import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'

import { parseConfig, type AppConfig } from '#app/server/config.server.ts'
import { openDatabase, type DatabaseHandle } from '#app/server/db/client.server.ts'
import { createServices, type AppServices, type ServiceOverrides } from '#app/server/services.server.ts'

import { TEMPLATE_FILE } from './setup/paths.ts'

/**
 * A fresh, migrated database for one test file: a copy of the PGlite template, or, when
 * TEST_DATABASE_URL is set, a new database on that Postgres server (dropped by close()).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) {
    const blob = new Blob([readFileSync(TEMPLATE_FILE)])
    const pglite = await PGlite.create({ loadDataDir: blob })
    return openDatabase({ pglite })
  }
  const name = `giftwise_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ databaseUrl: url.toString() })
  await database.migrate()
  testDatabaseUrls.set(database.db, url.toString())
  return {
    ...database,
    close: async () => {
      await database.close()
      const cleanup = new pg.Client({ connectionString: serverUrl })
      await cleanup.connect()
      await cleanup.query(`drop database if exists ${name} with (force)`)
      await cleanup.end()
    },
  }
}

const testDatabaseUrls = new WeakMap<object, string>()

/**
 * A second, independent connection to the same database, as a second server process would
 * open: its own pool on Postgres. PGlite is embedded (one process owns it), so there the
 * second "instance" shares the handle, which is what two processes on one Postgres share too.
 */
export async function openSecondHandle(database: DatabaseHandle): Promise<DatabaseHandle> {
  const url = testDatabaseUrls.get(database.db)
  if (!url) return { ...database, close: async () => {} }
  return openDatabase({ databaseUrl: url })
}

/** Configuration for tests: the embedded defaults plus what the test asks for. */
export function testConfig(env: Record<string, string> = {}): AppConfig {
  return parseConfig({ NODE_ENV: 'test', APP_URL: 'http://localhost:3000', DATA_DIR: 'test-results/data', ...env })
}

/** Services over a fresh test database; close() stops them and drops the database. */
export async function createTestServices(
  options: { env?: Record<string, string>; database?: DatabaseHandle } & ServiceOverrides = {},
): Promise<AppServices & { close(): Promise<void> }> {
  const database = options.database ?? (await createTestDatabase())
  const services = createServices(testConfig(options.env), database, { startWorkers: false, ...options })
  return {
    ...services,
    close: async () => {
      await services.mail.stop()
      if (!options.database) await database.close()
    },
  }
}
