import { eq } from 'drizzle-orm'
import { z } from 'zod'

import { verification } from '#app/server/db/schema.server.ts'
import { hitRateLimit, RATE_LIMITS, type RateLimitResult } from '#app/server/limits/rate-limit.server.ts'
import type { AppServices } from '#app/server/services.server.ts'

import { magicLinkIdentifier } from '#app/server/auth/token-hash.server.ts'

export type SignInMode = 'sign-in' | 'sign-up'

export interface MagicLinkRequest {
  email: string
  /** Only used when the account is created (sign-up). */
  name?: string
  mode: SignInMode
  /** Where the link leads after sign-in: a safe same-site path (see postSignInPath). */
  redirectTo: string
  ip: string
  headers: Headers
}

/**
 * Emails a sign-in link, whether or not an account exists for the address: the answer and the
 * work done are the same either way (no account enumeration), and the email itself goes
 * through the outbox, so the time taken does not depend on the mail server either.
 */
export async function requestMagicLink(
  services: Pick<AppServices, 'auth' | 'db'>,
  input: MagicLinkRequest,
): Promise<{ status: 'sent' } | { status: 'rate-limited'; limit: RateLimitResult }> {
  const email = input.email.trim().toLowerCase()
  const perIp = await hitRateLimit(services.db, RATE_LIMITS.signInPerIp, input.ip)
  if (!perIp.allowed) return { status: 'rate-limited', limit: perIp }
  const perEmail = await hitRateLimit(services.db, RATE_LIMITS.signInPerEmail, email)
  if (!perEmail.allowed) return { status: 'rate-limited', limit: perEmail }
  await services.auth.api.signInMagicLink({
    body: {
      email,
      name: input.mode === 'sign-up' ? input.name?.trim() : undefined,
      metadata: { mode: input.mode, redirectTo: input.redirectTo },
    },
    headers: input.headers,
  })
  return { status: 'sent' }
}

/** Why a link cannot sign anyone in: used or unknown (also tampered), past its 15 minutes, or sent to another address. */
export type MagicLinkFailure = 'invalid' | 'expired' | 'other-email'

const StoredLinkSchema = z.object({ type: z.literal('magic-link'), email: z.string() })

/**
 * Completes sign-in with the token from an emailed link (by POST from the confirmation page,
 * never on GET, so mail scanners cannot use links up). On success the caller forwards
 * `cookies`, the new session's Set-Cookie headers.
 */
export async function confirmMagicLink(
  services: Pick<AppServices, 'auth' | 'db'>,
  input: { token: string; email: string; headers: Headers },
): Promise<{ ok: true; cookies: string[] } | { ok: false; reason: MagicLinkFailure }> {
  const [stored] = await services.db
    .select({ value: verification.value, expiresAt: verification.expiresAt })
    .from(verification)
    .where(eq(verification.identifier, magicLinkIdentifier(input.token)))
    .limit(1)
  if (!stored) return { ok: false, reason: 'invalid' }
  if (stored.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' }
  // The link names the address it was sent to; a link edited to name another one is refused
  // (and left usable for the rightful owner).
  const record = StoredLinkSchema.safeParse(safeJson(stored.value))
  if (!record.success) return { ok: false, reason: 'invalid' }
  if (record.data.email.toLowerCase() !== input.email.trim().toLowerCase()) return { ok: false, reason: 'other-email' }

  // better-auth consumes the token atomically: of two racing requests only one signs in.
  const response = await services.auth.api.magicLinkVerify({
    query: { token: input.token },
    headers: input.headers,
    asResponse: true,
  })
  if (response.status !== 200) return { ok: false, reason: 'invalid' }
  return { ok: true, cookies: response.headers.getSetCookie() }
}

function safeJson(value: string): unknown {
  try {
    return JSON.parse(value)
  } catch {
    return null
  }
}
