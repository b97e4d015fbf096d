import { eq } from 'drizzle-orm'
import { z } from 'zod'

import { verification } from '#app/server/db/schema.server.ts'
import type { Auth } from '#app/server/auth/auth.server.ts'
import type { Database } from '#app/server/db/client.server.ts'
import { enforceRateLimit, RATE_LIMITS, tryAgainIn } from '#app/server/limits/rate-limit.server.ts'

import { magicLinkIdentifier } from '#app/server/auth/token-hash.server.ts'

import type { SignInMode } from '#app/lib/auth/contract.ts'

type Services = { db: Database; auth: Auth }

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
async function requestMagicLink(services: Services, input: MagicLinkRequest): Promise<void> {
  const email = input.email.trim().toLowerCase()
  const tooMany = (seconds: number) => `Too many sign-in requests. ${tryAgainIn(seconds)}`
  await enforceRateLimit(services.db, RATE_LIMITS.signInPerIp, input.ip, tooMany)
  await enforceRateLimit(services.db, RATE_LIMITS.signInPerEmail, email, tooMany)
  await services.auth.api.signInMagicLink({
    body: {
      email,
      name: input.mode === 'sign-up' ? input.name?.trim() : undefined,
      metadata: { mode: input.mode, redirectTo: input.redirectTo },
    },
    headers: input.headers,
  })
}

/** Why a link cannot sign anyone in: used or unknown (also tampered), past its 15 minutes, or sent to another address. */
export type MagicLinkFailure = 'invalid' | 'expired' | 'other-email'

const StoredLinkSchema = z.object({ type: z.literal('magic-link'), email: z.string() })

/**
 * Completes sign-in with the token from an emailed link (by POST from the confirmation page,
 * never on GET, so mail scanners cannot use links up). On success the caller forwards
 * `cookies`, the new session's Set-Cookie headers.
 */
async function confirmMagicLink(
  services: Services,
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

/** Sign-in by emailed link: sending a link (within the sign-in limits) and completing sign-in with it. */
export function createSignInService(services: Services) {
  return {
    requestLink: (input: MagicLinkRequest) => requestMagicLink(services, input),
    confirmLink: (input: { token: string; email: string; headers: Headers }) => confirmMagicLink(services, input),
  }
}

export type SignInService = ReturnType<typeof createSignInService>
