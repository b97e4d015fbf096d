import { sql } from 'drizzle-orm'

import type { Database } from '#app/server/db/client.server.ts'

export interface RateLimitRule {
  /** Name of what is limited, e.g. 'sign-in:ip'. */
  name: string
  max: number
  windowSeconds: number
}

/** Limits of the site (issue 3 item 4, issue 6 item 9). */
export const RATE_LIMITS = {
  signInPerIp: { name: 'sign-in:ip', max: 10, windowSeconds: 15 * 60 },
  signInPerEmail: { name: 'sign-in:email', max: 5, windowSeconds: 15 * 60 },
  contactPerIp: { name: 'contact:ip', max: 5, windowSeconds: 60 * 60 },
  newsletterPerIp: { name: 'newsletter:ip', max: 5, windowSeconds: 60 * 60 },
  aiPerIp: { name: 'ai:ip', max: 60, windowSeconds: 10 * 60 },
  aiPerUser: { name: 'ai:user', max: 120, windowSeconds: 10 * 60 },
  searchPerIp: { name: 'search:ip', max: 120, windowSeconds: 60 },
  invitePerUser: { name: 'invite:user', max: 20, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitRule>

export interface RateLimitResult {
  allowed: boolean
  remaining: number
  retryAfterSeconds: number
}

/**
 * Counts one hit against a fixed window stored in Postgres, so the limit holds across every
 * server process on the database (design section 5). One atomic upsert per hit.
 */
export async function hitRateLimit(db: Database, rule: RateLimitRule, subject: string): Promise<RateLimitResult> {
  const key = `${rule.name}:${subject.toLowerCase()}`
  const result = await db.execute(sql`
    insert into rate_limits (key, window_start, count)
    values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start <= now() - make_interval(secs => ${rule.windowSeconds})
                   then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= now() - make_interval(secs => ${rule.windowSeconds})
                   then now() else rate_limits.window_start end
    returning count, window_start`)
  // Both drivers (pg and PGlite) answer raw SQL with { rows }.
  const row = (result as unknown as { rows: { count: number; window_start: string | Date }[] }).rows[0]!
  const count = Number(row.count)
  const windowStart = new Date(row.window_start)
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((windowStart.getTime() + rule.windowSeconds * 1000 - Date.now()) / 1000),
  )
  return { allowed: count <= rule.max, remaining: Math.max(0, rule.max - count), retryAfterSeconds }
}
