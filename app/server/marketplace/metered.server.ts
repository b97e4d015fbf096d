import type { Database } from '#app/server/db/client.server.ts'
import { budgetDay } from '#app/server/limits/daily-budget.server.ts'
import { enforceRateLimit, RATE_LIMITS } from '#app/server/limits/rate-limit.server.ts'
import type {
  Marketplace,
  MarketplacePage,
  MarketplaceQuery,
  SearchContext,
} from '#app/server/marketplace/port.server.ts'

import { reserveMarketplaceCall } from '#app/server/marketplace/usage.server.ts'

/** What a visitor past their eBay allowance reads; the same words as the search limit. */
export const TOO_MANY_SEARCHES = 'Too many searches. Please wait a moment and try again.'

/** Thrown by the meter when today's eBay budget is spent; never leaves this module. */
class DailyBudgetSpent extends Error {
  override name = 'DailyBudgetSpent'
}

export interface MeteredMarketplaceOptions {
  db: Database
  /** The eBay adapter. */
  ebay: Marketplace
  /** What answers once the day's eBay calls are spent. */
  catalogue: Marketplace
  dailyBudget: number
  now?: () => Date
}

/**
 * eBay behind a meter (docs/features/limits.md#ebay-calls). Every call the adapter actually makes,
 * cache misses only, counts against the visitor it is made for (a short window and a daily cap)
 * and against the site-wide daily budget. Past the budget the built-in catalogue answers, with one
 * log line a day per process; a visitor past their own allowance is told to wait (429).
 */
export function createMeteredMarketplace(options: MeteredMarketplaceOptions): Marketplace {
  const { db, ebay, catalogue, dailyBudget } = options
  const now = options.now ?? (() => new Date())
  let loggedDay = ''

  async function meter(context: SearchContext) {
    const ip = context.requester?.ip
    // The visitor first, so one who is over their allowance spends nothing of the site's budget.
    if (ip) {
      await enforceRateLimit(db, RATE_LIMITS.ebayCallsPerIp, ip, TOO_MANY_SEARCHES)
      await enforceRateLimit(db, RATE_LIMITS.ebayCallsPerIpDaily, ip, TOO_MANY_SEARCHES)
    }
    if (!(await reserveMarketplaceCall(db, dailyBudget, now()))) throw new DailyBudgetSpent()
    await context.beforeCall?.()
  }

  return {
    kind: 'ebay',
    async search(query: MarketplaceQuery, context: SearchContext = {}): Promise<MarketplacePage> {
      try {
        return await ebay.search(query, { ...context, beforeCall: () => meter(context) })
      } catch (error) {
        if (!(error instanceof DailyBudgetSpent)) throw error
        const day = budgetDay(now())
        if (loggedDay !== day) {
          loggedDay = day
          console.warn(
            `[marketplace] today's eBay call budget (${dailyBudget}) is spent: the built-in catalogue answers until midnight UK time`,
          )
        }
        return catalogue.search(query, context)
      }
    },
  }
}
