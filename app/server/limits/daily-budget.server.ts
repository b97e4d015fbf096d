import { sql } from 'drizzle-orm'

import type { Database } from '#app/server/db/client.server.ts'
import { queryRow, queryRows } from '#app/server/db/rows.server.ts'
import type { aiUsage, marketplaceUsage } from '#app/server/db/schema.server.ts'

/** A table counting calls per UK day: `day` is its key, `calls` how many that day. */
export type DailyCallsTable = typeof aiUsage | typeof marketplaceUsage

const londonDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' })

/** Today's date in the UK, e.g. '2026-11-21': the daily budgets reset at midnight London time. */
export function budgetDay(now = new Date()): string {
  return londonDay.format(now)
}

/**
 * Reserves one call against today's budget in `table`. Atomic across every server process: the
 * counter only moves while it is under the budget, so it never passes it. False when the budget is spent.
 */
export async function reserveDailyCall(
  db: Database,
  table: DailyCallsTable,
  dailyBudget: number,
  now = new Date(),
): Promise<boolean> {
  if (dailyBudget <= 0) return false
  const reserved = await queryRows<{ calls: number }>(
    db,
    sql`
    insert into ${table} (day, calls) values (${budgetDay(now)}, 1)
    on conflict (day) do update set calls = ${table}.calls + 1 where ${table}.calls < ${dailyBudget}
    returning calls`,
  )
  return reserved.length > 0
}

/** The calls counted in `table` today, across every process. */
export async function dailyCallsToday(db: Database, table: DailyCallsTable, now = new Date()): Promise<number> {
  const row = await queryRow<{ calls: number }>(db, sql`select calls from ${table} where day = ${budgetDay(now)}`)
  return row ? Number(row.calls) : 0
}
