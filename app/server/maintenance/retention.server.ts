import { and, eq, lt, or, sql } from 'drizzle-orm'

import type { Database } from '#app/server/db/client.server.ts'
import {
  aiUsage,
  contactMessages,
  mailOutbox,
  marketplaceUsage,
  newsletterSubscriptions,
  rateLimits,
  verification,
  wishlistClaims,
} from '#app/server/db/schema.server.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** How long data is kept (the privacy page promises contact messages for up to 12 months). */
export const RETENTION = {
  contactMessagesDays: 365,
  sentMailDays: 30,
  aiUsageDays: 90,
  marketplaceUsageDays: 90,
  /** Rate-limit windows are at most a day long; a day after one starts its counter means nothing. */
  rateLimitDays: 1,
  /** Unsubscribed addresses, and sign-ups never confirmed, are deleted after this long. */
  newsletterDays: 30,
  /** Sign-in tokens expire after 15 minutes; expired ones are kept a day for the error page's sake. */
  expiredTokenDays: 1,
} as const

export interface SweepResult {
  rateLimits: number
  sentMail: number
  contactMessages: number
  aiUsage: number
  marketplaceUsage: number
  expiredTokens: number
  newsletterAddresses: number
  /** Claims on wishlists whose emailed confirm link expired (48 hours) without being followed. */
  unconfirmedClaims: number
}

/** Deletes what the site no longer needs and should not keep. Safe to run on several instances at once. */
export async function sweepExpiredData(db: Database, now = new Date()): Promise<SweepResult> {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS)
  const day = (days: number) => sql`${before(days).toISOString().slice(0, 10)}::date`
  const [rateLimitRows, mailRows, contactRows, usageRows, marketplaceRows, tokenRows, newsletterRows, claimRows] =
    await Promise.all([
      db
        .delete(rateLimits)
        .where(lt(rateLimits.windowStart, before(RETENTION.rateLimitDays)))
        .returning({ key: rateLimits.key }),
      db
        .delete(mailOutbox)
        .where(lt(mailOutbox.sentAt, before(RETENTION.sentMailDays)))
        .returning({ id: mailOutbox.id }),
      db
        .delete(contactMessages)
        .where(lt(contactMessages.createdAt, before(RETENTION.contactMessagesDays)))
        .returning({ id: contactMessages.id }),
      db
        .delete(aiUsage)
        .where(lt(aiUsage.day, day(RETENTION.aiUsageDays)))
        .returning({ day: aiUsage.day }),
      db
        .delete(marketplaceUsage)
        .where(lt(marketplaceUsage.day, day(RETENTION.marketplaceUsageDays)))
        .returning({ day: marketplaceUsage.day }),
      db
        .delete(verification)
        .where(lt(verification.expiresAt, before(RETENTION.expiredTokenDays)))
        .returning({ id: verification.id }),
      db
        .delete(newsletterSubscriptions)
        .where(
          or(
            and(
              eq(newsletterSubscriptions.status, 'unsubscribed'),
              lt(newsletterSubscriptions.unsubscribedAt, before(RETENTION.newsletterDays)),
            ),
            and(
              eq(newsletterSubscriptions.status, 'pending'),
              lt(newsletterSubscriptions.createdAt, before(RETENTION.newsletterDays)),
            ),
          ),
        )
        .returning({ id: newsletterSubscriptions.id }),
      db
        .delete(wishlistClaims)
        .where(and(eq(wishlistClaims.status, 'pending'), lt(wishlistClaims.confirmExpiresAt, now)))
        .returning({ id: wishlistClaims.id }),
    ])
  return {
    rateLimits: rateLimitRows.length,
    sentMail: mailRows.length,
    contactMessages: contactRows.length,
    aiUsage: usageRows.length,
    marketplaceUsage: marketplaceRows.length,
    expiredTokens: tokenRows.length,
    newsletterAddresses: newsletterRows.length,
    unconfirmedClaims: claimRows.length,
  }
}

/** Runs the sweep a minute after start (away from start-up work) and then hourly, off the request path. */
export function createRetentionSweeper({ db, intervalMs = 60 * 60 * 1000 }: { db: Database; intervalMs?: number }) {
  let timers: NodeJS.Timeout[] = []
  return {
    start(): void {
      const run = () => {
        sweepExpiredData(db).catch((error: unknown) => console.warn('[retention] sweep failed', error))
      }
      timers.push(setTimeout(run, 60_000), setInterval(run, intervalMs))
      for (const timer of timers) timer.unref()
    },
    stop(): void {
      for (const timer of timers) clearTimeout(timer)
      timers = []
    },
  }
}

export type RetentionSweeper = ReturnType<typeof createRetentionSweeper>
