import { eq } from 'drizzle-orm'
import { z } from 'zod'

import { verification } from '#app/server/db/schema.server.ts'
import type { Auth } from '#app/server/auth/auth.server.ts'
import type { Database } from '#app/server/db/client.server.ts'
import { RateLimitedError } from '#app/server/domain-errors.server.ts'
import { enforceRateLimit, hitRateLimit, RATE_LIMITS, tryAgainIn } from '#app/server/limits/rate-limit.server.ts'

import { newLinkBrowser } from '#app/server/auth/link-browser.server.ts'
import { magicLinkIdentifier } from '#app/server/auth/token-hash.server.ts'

import type { SignInMode } from '#app/lib/auth/contract.ts'

type Services = { db: Database; auth: Auth; secureCookies: boolean }

export interface MagicLinkRequest {
  email: string
  /** Only used when the account is created (sign-up). */
  name?: string
  mode: SignInMode
  /** Where the link leads after sign-in: a safe same-site path (see postSignInPath). */
  redirectTo: string
  /** The requester's address as the limits count it (IPv6 by its /64). */
  ip: string
  headers: Headers
}

export interface MagicLinkAnswer {
  /** The Set-Cookie header binding the link to this browser (link-browser.server.ts). */
  setCookie: string
}

/**
 * Emails a sign-in link, whether or not an account exists for the address: the answer and the
 * work done are the same either way (no account enumeration), and the email itself goes
 * through the outbox, so the time taken does not depend on the mail server either.
 *
 * Two limits, counted differently on purpose. The requester's own limit (per address, IPv6 by
 * its /64) is the one that says 'Too many sign-in requests'. The per-email ceiling only stops the
 * sending, silently, with the same answer: it protects an inbox from a flood without letting
 * anyone lock its owner out, since the window is as long as a link lives and every link counted
 * in it still works.
 */
async function requestMagicLink(services: Services, input: MagicLinkRequest): Promise<MagicLinkAnswer> {
  const email = input.email.trim().toLowerCase()
  const tooMany = (seconds: number) => `Too many sign-in requests. ${tryAgainIn(seconds)}`
  await enforceRateLimit(services.db, RATE_LIMITS.signInPerIp, input.ip, tooMany)
  const browser = newLinkBrowser(services.secureCookies)
  const ceiling = await hitRateLimit(services.db, RATE_LIMITS.signInPerEmail, email)
  if (!ceiling.allowed) return { setCookie: browser.setCookie }
  await services.auth.api.signInMagicLink({
    body: {
      email,
      name: input.mode === 'sign-up' ? input.name?.trim() : undefined,
      metadata: { mode: input.mode, redirectTo: input.redirectTo, browser: browser.fingerprint },
    },
    headers: input.headers,
  })
  return { setCookie: browser.setCookie }
}

/** Why a link cannot sign anyone in: used or unknown (also tampered), past its 15 minutes, sent to another address, or too many attempts. */
export type MagicLinkFailure = 'invalid' | 'expired' | 'other-email' | 'too-many'

const StoredLinkSchema = z.object({ type: z.literal('magic-link'), email: z.string() })

export interface ConfirmLinkInput {
  token: string
  email: string
  headers: Headers
  /** The requester's address as the limits count it. */
  ip: string
}

/**
 * Completes sign-in with the token from an emailed link (by POST from the confirmation page,
 * never on GET, so mail scanners cannot use links up). On success the caller forwards
 * `cookies`, the new session's Set-Cookie headers.
 */
async function confirmMagicLink(
  services: Services,
  input: ConfirmLinkInput,
): Promise<{ ok: true; cookies: string[] } | { ok: false; reason: MagicLinkFailure; retryAfterSeconds?: number }> {
  // Signing in passes the site's limits too, however unguessable the tokens are.
  try {
    await enforceRateLimit(services.db, RATE_LIMITS.signInConfirmPerIp, input.ip, 'Too many sign-in attempts.')
  } catch (error) {
    if (error instanceof RateLimitedError) {
      return { ok: false, reason: 'too-many', retryAfterSeconds: error.retryAfterSeconds }
    }
    throw error
  }
  const failure = await inspectLink(services.db, input)
  if (failure) return { ok: false, reason: failure }

  // better-auth consumes the token atomically: of two racing requests only one signs in.
  const response = await services.auth.api.magicLinkVerify({
    query: { token: input.token },
    headers: input.headers,
    asResponse: true,
  })
  if (response.status !== 200) return { ok: false, reason: 'invalid' }
  return { ok: true, cookies: response.headers.getSetCookie() }
}

/**
 * Why a link cannot sign anyone in, or null when it can, read without spending it: the
 * confirmation page says so on GET, and the POST checks again before the token is spent.
 */
async function inspectLink(db: Database, input: { token: string; email: string }): Promise<MagicLinkFailure | null> {
  const [stored] = await db
    .select({ value: verification.value, expiresAt: verification.expiresAt })
    .from(verification)
    .where(eq(verification.identifier, magicLinkIdentifier(input.token)))
    .limit(1)
  if (!stored) return 'invalid'
  if (stored.expiresAt.getTime() <= Date.now()) return 'expired'
  // The link names the address it was sent to; a link edited to name another one is refused
  // (and left usable for the rightful owner).
  const record = StoredLinkSchema.safeParse(safeJson(stored.value))
  if (!record.success) return 'invalid'
  if (record.data.email.toLowerCase() !== input.email.trim().toLowerCase()) return 'other-email'
  return null
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
    confirmLink: (input: ConfirmLinkInput) => confirmMagicLink(services, input),
    /** What the confirmation page shows on GET: why the link fails, or null. Spends nothing. */
    checkLink: (input: { token: string; email: string }) => inspectLink(services.db, input),
  }
}

export type SignInService = ReturnType<typeof createSignInService>
