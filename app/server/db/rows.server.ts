import type { SQL } from 'drizzle-orm'

import type { Database } from '#app/server/db/client.server.ts'

/** Anything that runs raw SQL: the database or a transaction on it. */
type Executor = Pick<Database, 'execute'>

/**
 * Runs raw SQL and returns its rows typed as `Row`. Both drivers (node-postgres and PGlite)
 * answer `execute` with `{ rows }`, which Drizzle's shared type does not say, so the one cast lives here.
 * The caller names the columns it selects; Postgres types such as bigint or numeric arrive as strings.
 */
export async function queryRows<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query)
  return (result as { rows: Row[] }).rows
}

/** The first row of raw SQL, or undefined. */
export async function queryRow<Row>(db: Executor, query: SQL): Promise<Row | undefined> {
  return (await queryRows<Row>(db, query))[0]
}
