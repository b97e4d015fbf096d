/**
 * Session cookies better-auth verified a moment ago, and whose user they named.
 *
 * A page's session comes from the signed copy in its cookie (docs/decisions/013-session-cookie-cache.md),
 * which costs two HMAC checks through WebCrypto (the session token's signature, then the copy's),
 * each a round trip to Node's thread pool, plus better-auth's endpoint machinery, on every request.
 * A browser sends the very same two values for the minute the copy lasts, so the answer for those
 * exact bytes is kept for a few seconds:
 *
 * - only byte-for-byte the values that were verified find an entry: an edited or forged cookie is
 *   another key, and goes to better-auth;
 * - an entry never outlives the copy it was read from, nor the session it names, so nothing is
 *   believed longer than better-auth itself would believe it;
 * - only reads use it (the session middleware asks the database for every write);
 * - at most `maxEntries` are kept, the oldest dropped first.
 */
import type { SessionUser } from '#app/server/auth/session-user.server.ts'

export const VERIFIED_SESSION_TTL_MS = 5_000
export const VERIFIED_SESSION_MAX_ENTRIES = 1_000

interface Entry {
  user: SessionUser
  validUntil: number
}

export class VerifiedSessions {
  private readonly entries = new Map<string, Entry>()

  constructor(
    private readonly options: { ttlMs: number; maxEntries: number } = {
      ttlMs: VERIFIED_SESSION_TTL_MS,
      maxEntries: VERIFIED_SESSION_MAX_ENTRIES,
    },
  ) {}

  get size() {
    return this.entries.size
  }

  /** The user these exact cookie values were verified for, if that was less than the TTL ago and the copy is still current. */
  get(key: string, now: number): SessionUser | null {
    const entry = this.entries.get(key)
    if (!entry) return null
    if (entry.validUntil <= now) {
      this.entries.delete(key)
      return null
    }
    return entry.user
  }

  /** Keeps what better-auth answered for these values, until `expiresAt` (the copy's or the session's end) at the latest. */
  remember(key: string, user: SessionUser, expiresAt: number, now: number) {
    const validUntil = Math.min(now + this.options.ttlMs, expiresAt)
    if (!(validUntil > now)) return
    this.entries.delete(key)
    while (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next().value
      if (oldest === undefined) break
      this.entries.delete(oldest)
    }
    this.entries.set(key, { user, validUntil })
  }
}

/**
 * The raw values of the session cookie and of its signed copy, as one key; null unless each is
 * sent exactly once and the copy is in one piece (better-auth splits a large one into `.0`, `.1`…),
 * so the key is always exactly what better-auth reads.
 */
export function sessionCookieKey(cookieHeader: string | null, tokenName: string, dataName: string): string | null {
  if (!cookieHeader) return null
  let token: string | undefined
  let data: string | undefined
  for (const pair of cookieHeader.split(';')) {
    const at = pair.indexOf('=')
    if (at === -1) continue
    const name = pair.slice(0, at).trim()
    const value = pair.slice(at + 1).trim()
    if (name === tokenName) {
      if (token !== undefined) return null
      token = value
    } else if (name === dataName) {
      if (data !== undefined) return null
      data = value
    } else if (name.startsWith(`${dataName}.`)) return null
  }
  if (!token || !data) return null
  return `${token}\n${data}`
}

/** Whether the request sends the session cookie at all (without it there is no session to look up). */
export function sendsCookie(cookieHeader: string | null, name: string): boolean {
  if (!cookieHeader) return false
  return cookieHeader.split(';').some((pair) => {
    const at = pair.indexOf('=')
    return at !== -1 && pair.slice(0, at).trim() === name
  })
}

/** When the signed copy (better-auth's compact cookie cache) stops being believed: its `expiresAt`, read after better-auth verified it. */
export function copyExpiresAt(dataCookieValue: string): number | null {
  try {
    const decoded = JSON.parse(Buffer.from(decodeURIComponent(dataCookieValue), 'base64url').toString('utf8')) as {
      expiresAt?: unknown
    }
    return typeof decoded.expiresAt === 'number' && Number.isFinite(decoded.expiresAt) ? decoded.expiresAt : null
  } catch {
    return null
  }
}
