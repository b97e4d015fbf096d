import { sql } from 'drizzle-orm'

import { budgetDay } from '#app/server/ai/budget.server.ts'
import type { Database } from '#app/server/db/client.server.ts'
import { queryRow, queryRows } from '#app/server/db/rows.server.ts'

/**
 * Reserves one eBay call against today's site-wide budget (table marketplace_usage), the way the
 * AI budget reserves model calls: one atomic upsert that only moves while under the budget, so
 * every server process together never passes it. False when today's calls are spent.
 */
export async function reserveMarketplaceCall(db: Database, dailyBudget: number, now = new Date()): Promise<boolean> {
  if (dailyBudget <= 0) return false
  const reserved = await queryRows<{ calls: number }>(
    db,
    sql`
    insert into marketplace_usage (day, calls) values (${budgetDay(now)}, 1)
    on conflict (day) do update set calls = marketplace_usage.calls + 1 where marketplace_usage.calls < ${dailyBudget}
    returning calls`,
  )
  return reserved.length > 0
}

/** eBay calls made today, across every process. */
export async function marketplaceCallsToday(db: Database, now = new Date()): Promise<number> {
  const row = await queryRow<{ calls: number }>(
    db,
    sql`select calls from marketplace_usage where day = ${budgetDay(now)}`,
  )
  return row ? Number(row.calls) : 0
}
