import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

import { MAGIC_LINK_TTL_SECONDS } from '#app/server/auth/token-hash.server.ts'

/*
 * Binds an emailed sign-in link to the browser that asked for it (docs/decisions/001-magic-link-confirmation-page.md).
 * When /auth sends a link it sets a short-lived HttpOnly cookie holding a random secret, and the
 * link carries the secret's SHA-256 fingerprint. The confirmation page signs in by itself only
 * when the two match; anywhere else it names the account and waits for a click, so a link an
 * attacker asked for and forwarded cannot silently sign a victim into the attacker's account.
 */

const COOKIE = 'giftwise.link_browser'
/** Only /auth and /auth/confirm ever read it, so guide pages stay anonymous and cacheable. */
const COOKIE_PATH = '/auth'

const cookieName = (secure: boolean) => (secure ? `__Secure-${COOKIE}` : COOKIE)

const fingerprintOf = (secret: string) => createHash('sha256').update(secret).digest('base64url')

/** A new secret for the browser asking for a link: its Set-Cookie header and the fingerprint for the link. */
export function newLinkBrowser(secure: boolean): { setCookie: string; fingerprint: string } {
  const secret = randomBytes(16).toString('base64url')
  const attributes = [`Path=${COOKIE_PATH}`, `Max-Age=${MAGIC_LINK_TTL_SECONDS}`, 'HttpOnly', 'SameSite=Lax']
  if (secure) attributes.push('Secure')
  return { setCookie: `${cookieName(secure)}=${secret}; ${attributes.join('; ')}`, fingerprint: fingerprintOf(secret) }
}

/** Forgets the secret once the link has been used. */
export function clearLinkBrowser(secure: boolean): string {
  const attributes = [`Path=${COOKIE_PATH}`, 'Max-Age=0', 'HttpOnly', 'SameSite=Lax']
  if (secure) attributes.push('Secure')
  return `${cookieName(secure)}=; ${attributes.join('; ')}`
}

/** True when this request comes from the browser that asked for the link carrying `fingerprint`. */
export function isRequestingBrowser(cookieHeader: string | null, fingerprint: string, secure: boolean): boolean {
  if (!cookieHeader || !fingerprint) return false
  const name = cookieName(secure)
  for (const pair of cookieHeader.split(';')) {
    const index = pair.indexOf('=')
    if (index === -1 || pair.slice(0, index).trim() !== name) continue
    const actual = Buffer.from(fingerprintOf(pair.slice(index + 1).trim()))
    const expected = Buffer.from(fingerprint)
    if (actual.length === expected.length && timingSafeEqual(actual, expected)) return true
  }
  return false
}
