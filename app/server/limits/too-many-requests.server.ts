import type { RateLimitResult } from '#app/server/limits/rate-limit.server.ts'

/** What a visitor over a limit is told (issue 3 item 4: a clear message, status 429). */
export function tooManyRequests(limit: RateLimitResult, what: string) {
  const minutes = Math.max(1, Math.ceil(limit.retryAfterSeconds / 60))
  return {
    message: `Too many ${what}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    status: 429,
    headers: { 'Retry-After': String(limit.retryAfterSeconds) },
  }
}
