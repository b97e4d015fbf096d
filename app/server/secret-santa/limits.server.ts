import type { RateLimitRule } from '#app/server/limits/rate-limit.server.ts'

/**
 * The Secret Santa feature's rate limits (fixed windows in Postgres, like every limit of the
 * site, so they hold across server processes). docs/features/secret-santa.md lists what each says.
 */
export const SANTA_RATE_LIMITS = {
  /** Groups started (or repeated) per organiser per day. */
  groupsPerUser: { name: 'santa-group:user', max: 10, windowSeconds: 24 * 60 * 60 },
  /** Invitation emails per organiser per hour, one per address. */
  invitesPerUser: { name: 'santa-invite:user', max: 100, windowSeconds: 60 * 60 },
  /** Draws and re-draws per organiser per hour: each one emails every member. */
  drawsPerUser: { name: 'santa-draw:user', max: 10, windowSeconds: 60 * 60 },
  /** Anonymous questions per member and group per hour. */
  questionsPerMember: { name: 'santa-question:member', max: 10, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitRule>
