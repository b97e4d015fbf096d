import { createHash } from 'node:crypto'

/** How magic-link tokens are stored: SHA-256, base64url. Only the emailed link holds the token itself. */
export function hashMagicLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url')
}

/** The key better-auth's magic-link plugin files a token under in the verification table. */
export const magicLinkIdentifier = (token: string) => `magic-link:${hashMagicLinkToken(token)}`

/** Magic links are valid for 15 minutes. */
export const MAGIC_LINK_TTL_SECONDS = 15 * 60
