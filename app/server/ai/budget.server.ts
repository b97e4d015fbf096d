import { sql } from 'drizzle-orm'

import type { AppConfig } from '#app/server/config.server.ts'
import type { Database } from '#app/server/db/client.server.ts'
import { queryRow, queryRows } from '#app/server/db/rows.server.ts'
import { hitRateLimit, RATE_LIMITS, type Requester } from '#app/server/limits/rate-limit.server.ts'

const londonDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' })

/** Today's date in the UK, e.g. '2026-11-21': the budget resets at midnight London time. */
export function budgetDay(now = new Date()): string {
  return londonDay.format(now)
}

/**
 * Reserves one model call against today's budget (table ai_usage). Atomic across every server
 * process: the counter only moves while it is under the budget, so it never passes it.
 * Returns false when the budget is spent and the offline concierge should answer instead.
 */
export async function reserveModelCall(db: Database, dailyBudget: number, now = new Date()): Promise<boolean> {
  if (dailyBudget <= 0) return false
  const reserved = await queryRows<{ calls: number }>(
    db,
    sql`
    insert into ai_usage (day, calls) values (${budgetDay(now)}, 1)
    on conflict (day) do update set calls = ai_usage.calls + 1 where ai_usage.calls < ${dailyBudget}
    returning calls`,
  )
  return reserved.length > 0
}

/** Model calls made today. */
export async function modelCallsToday(db: Database, now = new Date()): Promise<number> {
  const row = await queryRow<{ calls: number }>(db, sql`select calls from ai_usage where day = ${budgetDay(now)}`)
  return row ? Number(row.calls) : 0
}

/**
 * What a model call costs before it is made: one call of today's site budget for every HTTP
 * request, retries included, and one of the visitor's daily share for every operation. Past
 * either, the offline concierge answers (or a retry is not sent).
 */
export function createModelMeter(
  db: Database,
  config: Pick<AppConfig, 'AI_DAILY_CALL_BUDGET' | 'AI_DAILY_CALLS_PER_VISITOR'>,
) {
  const visitorRule = { ...RATE_LIMITS.aiModelPerIpDaily, max: config.AI_DAILY_CALLS_PER_VISITOR }
  return {
    /** The first attempt of an operation for this visitor: false when their share or the day's budget is spent. */
    async reserveCall(requester: Requester): Promise<boolean> {
      if (!(await hitRateLimit(db, visitorRule, requester.ip)).allowed) return false
      return reserveModelCall(db, config.AI_DAILY_CALL_BUDGET)
    },
    /** A retry the SDK is about to send: counted like any call; throws when the day's budget is spent. */
    async reserveRetry(): Promise<void> {
      if (!(await reserveModelCall(db, config.AI_DAILY_CALL_BUDGET))) {
        throw new Error("Today's model call budget is spent")
      }
    },
  }
}
