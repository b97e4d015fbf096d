import { date, integer, pgTable } from 'drizzle-orm/pg-core'

/** eBay calls per day (London date), capped by EBAY_DAILY_CALL_BUDGET; past it the built-in catalogue answers. */
export const marketplaceUsage = pgTable('marketplace_usage', {
  day: date('day').primaryKey(),
  calls: integer('calls').notNull().default(0),
})
