import type { AppConfig } from '#app/server/config.server.ts'
import type { Database } from '#app/server/db/client.server.ts'
import { aiUsage } from '#app/server/db/schema.server.ts'
import { dailyCallsToday, reserveDailyCall } from '#app/server/limits/daily-budget.server.ts'
import { hitRateLimit, RATE_LIMITS, type Requester } from '#app/server/limits/rate-limit.server.ts'

/**
 * Reserves one model call against today's budget (table ai_usage), for every server process
 * together. Returns false when the budget is spent and the offline concierge should answer instead.
 */
export function reserveModelCall(db: Database, dailyBudget: number, now = new Date()): Promise<boolean> {
  return reserveDailyCall(db, aiUsage, dailyBudget, now)
}

/** Model calls made today. */
export function modelCallsToday(db: Database, now = new Date()): Promise<number> {
  return dailyCallsToday(db, aiUsage, now)
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
