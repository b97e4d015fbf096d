import { MarketplaceError } from '#app/server/marketplace/port.server.ts'

import { fetchWithRetry, type HttpPolicy } from '#app/server/marketplace/ebay/http.server.ts'
import { OAuthErrorSchema, TokenResponseSchema } from '#app/server/marketplace/ebay/schemas.server.ts'

/** The scope item_summary/search requires (buy_browse_v1_oas3.json, securitySchemes.api_auth). */
export const EBAY_API_SCOPE = 'https://api.ebay.com/oauth/api_scope'

/** Mint a new token this long before eBay's expiry, so no request goes out with a dying one. */
const EXPIRY_MARGIN_MS = 5 * 60 * 1000

export interface TokenSettings {
  apiBase: string
  clientId: string
  clientSecret: string
  http: HttpPolicy
  now(): number
}

/**
 * Application access token by OAuth client credentials (contracts/ebay/oauth_client_credentials):
 * no refresh token exists, so a new one is minted shortly before expiry or after a 401. Concurrent
 * callers share one mint.
 */
export class EbayTokenProvider {
  private cached: { token: string; expiresAt: number } | null = null
  private minting: Promise<string> | null = null

  constructor(private readonly settings: TokenSettings) {}

  async get(): Promise<string> {
    if (this.cached && this.settings.now() < this.cached.expiresAt) return this.cached.token
    this.minting ??= this.mint().finally(() => {
      this.minting = null
    })
    return this.minting
  }

  /** Forgets `token` after eBay refused it, unless a newer one has replaced it already. */
  invalidate(token: string): void {
    if (this.cached?.token === token) this.cached = null
  }

  private async mint(): Promise<string> {
    const { apiBase, clientId, clientSecret, http, now } = this.settings
    const credentials = Buffer.from(`${clientId}:${clientSecret}`).toString('base64')
    const response = await fetchWithRetry(
      `${apiBase}/identity/v1/oauth2/token`,
      {
        method: 'POST',
        headers: {
          Authorization: `Basic ${credentials}`,
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'application/json',
        },
        body: new URLSearchParams({ grant_type: 'client_credentials', scope: EBAY_API_SCOPE }).toString(),
      },
      http,
    )
    const body: unknown = await response.json().catch(() => null)
    if (!response.ok) {
      const oauth = OAuthErrorSchema.safeParse(body)
      const reason = oauth.success
        ? `${oauth.data.error}${oauth.data.error_description ? `: ${oauth.data.error_description}` : ''}`
        : `HTTP ${response.status}`
      throw new MarketplaceError(`eBay refused the application token (${reason})`, response.status)
    }
    const parsed = TokenResponseSchema.safeParse(body)
    if (!parsed.success) throw new MarketplaceError('eBay sent an unreadable token answer', 502)
    const lifetimeMs = parsed.data.expires_in * 1000
    this.cached = {
      token: parsed.data.access_token,
      expiresAt: now() + Math.max(lifetimeMs - EXPIRY_MARGIN_MS, lifetimeMs / 2),
    }
    return parsed.data.access_token
  }
}
