import { sql } from 'drizzle-orm'

import type { Database } from '#app/server/db/client.server.ts'
import { RateLimitedError } from '#app/server/domain-errors.server.ts'
import { queryRow } from '#app/server/db/rows.server.ts'

/** Who is asking, for per-visitor and per-user limits. */
export interface Requester {
  /** The client's address through the trusted proxies, IPv6 by its /64 (client-address.server.ts). */
  ip: string
  userId?: string | null
}

export interface RateLimitRule {
  /** Name of what is limited, e.g. 'sign-in:ip'. */
  name: string
  max: number
  windowSeconds: number
}

/** Limits of the site (docs/features/limits.md). */
export const RATE_LIMITS = {
  signInPerIp: { name: 'sign-in:ip', max: 10, windowSeconds: 15 * 60 },
  /**
   * A ceiling, not a visible limit: past it links stop being sent, silently (magic-link.server.ts).
   * Its window is as long as a link lives, so every link it counted still works while it holds.
   */
  signInPerEmail: { name: 'sign-in:email', max: 5, windowSeconds: 15 * 60 },
  signInConfirmPerIp: { name: 'sign-in-confirm:ip', max: 30, windowSeconds: 15 * 60 },
  contactPerIp: { name: 'contact:ip', max: 5, windowSeconds: 60 * 60 },
  newsletterPerIp: { name: 'newsletter:ip', max: 5, windowSeconds: 60 * 60 },
  aiPerIp: { name: 'ai:ip', max: 60, windowSeconds: 10 * 60 },
  aiPerUser: { name: 'ai:user', max: 120, windowSeconds: 10 * 60 },
  searchPerIp: { name: 'search:ip', max: 120, windowSeconds: 60 },
  /** Calls made to eBay for one visitor (cache misses only): a finder batch may make twenty. */
  ebayCallsPerIp: { name: 'ebay:ip', max: 150, windowSeconds: 10 * 60 },
  ebayCallsPerIpDaily: { name: 'ebay:ip:day', max: 600, windowSeconds: 24 * 60 * 60 },
  /** Calls to the model for one visitor in a day, past which the offline concierge answers them. */
  aiModelPerIpDaily: { name: 'ai-model:ip:day', max: 100, windowSeconds: 24 * 60 * 60 },
  invitePerUser: { name: 'invite:user', max: 20, windowSeconds: 60 * 60 },
  claimPerIp: { name: 'claim:ip', max: 10, windowSeconds: 60 * 60 },
  claimPerEmail: { name: 'claim:email', max: 5, windowSeconds: 60 * 60 },
  linkFetchPerUser: { name: 'fetch:user', max: 30, windowSeconds: 10 * 60 },
} as const satisfies Record<string, RateLimitRule>

export interface RateLimitResult {
  allowed: boolean
  remaining: number
  retryAfterSeconds: number
}

/**
 * Counts one hit against a fixed window stored in Postgres, so the limit holds across every
 * server process on the database. One atomic upsert per hit.
 */
export async function hitRateLimit(db: Database, rule: RateLimitRule, subject: string): Promise<RateLimitResult> {
  const key = `${rule.name}:${subject.toLowerCase()}`
  const row = (await queryRow<{ count: number; window_start: string | Date }>(
    db,
    sql`
    insert into rate_limits (key, window_start, count)
    values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start <= now() - make_interval(secs => ${rule.windowSeconds})
                   then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= now() - make_interval(secs => ${rule.windowSeconds})
                   then now() else rate_limits.window_start end
    returning count, window_start`,
  ))!
  const count = Number(row.count)
  const windowStart = new Date(row.window_start)
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((windowStart.getTime() + rule.windowSeconds * 1000 - Date.now()) / 1000),
  )
  return { allowed: count <= rule.max, remaining: Math.max(0, rule.max - count), retryAfterSeconds }
}

/** Whole minutes until a limit's window ends, at least one. */
export function minutesUntil(retryAfterSeconds: number): number {
  return Math.max(1, Math.ceil(retryAfterSeconds / 60))
}

/** "Please try again in 3 minutes." */
export function tryAgainIn(retryAfterSeconds: number): string {
  const minutes = minutesUntil(retryAfterSeconds)
  return `Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
}

/**
 * Counts one hit and throws RateLimitedError when the subject is over the limit. `message` is
 * what the visitor reads, or a function of the seconds until the window ends.
 */
export async function enforceRateLimit(
  db: Database,
  rule: RateLimitRule,
  subject: string,
  message: string | ((retryAfterSeconds: number) => string),
): Promise<void> {
  const limit = await hitRateLimit(db, rule, subject)
  if (limit.allowed) return
  const text = typeof message === 'string' ? message : message(limit.retryAfterSeconds)
  throw new RateLimitedError(text, limit.retryAfterSeconds)
}
