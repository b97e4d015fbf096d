import type { Database } from '#app/server/db/client.server.ts'
import { marketplaceUsage } from '#app/server/db/schema.server.ts'
import { dailyCallsToday, reserveDailyCall } from '#app/server/limits/daily-budget.server.ts'

/**
 * Reserves one eBay call against today's site-wide budget (table marketplace_usage), the way the
 * AI budget reserves model calls, so every server process together never passes it. False when
 * today's calls are spent.
 */
export function reserveMarketplaceCall(db: Database, dailyBudget: number, now = new Date()): Promise<boolean> {
  return reserveDailyCall(db, marketplaceUsage, dailyBudget, now)
}

/** eBay calls made today, across every process. */
export function marketplaceCallsToday(db: Database, now = new Date()): Promise<number> {
  return dailyCallsToday(db, marketplaceUsage, now)
}
