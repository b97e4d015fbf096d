import type { AppConfig } from '#app/server/config.server.ts'
import {
  MarketplaceError,
  type Marketplace,
  type MarketplaceItem,
  type MarketplacePage,
  type MarketplaceQuery,
  type SearchContext,
} from '#app/server/marketplace/port.server.ts'

import { TtlCache } from '#app/server/marketplace/ebay/cache.server.ts'
import { DEFAULT_HTTP_POLICY, fetchWithRetry, type HttpPolicy } from '#app/server/marketplace/ebay/http.server.ts'
import { toMarketplaceItem } from '#app/server/marketplace/ebay/mapper.server.ts'
import {
  ErrorEnvelopeSchema,
  SearchPagedCollectionSchema,
  type SearchPagedCollection,
} from '#app/server/marketplace/ebay/schemas.server.ts'
import { EbayTokenProvider } from '#app/server/marketplace/ebay/token.server.ts'

type EbayConfig = Pick<
  AppConfig,
  'EBAY_CLIENT_ID' | 'EBAY_CLIENT_SECRET' | 'EBAY_API_BASE' | 'EBAY_MARKETPLACE_ID' | 'EBAY_CAMPAIGN_ID'
>

export interface EbayOptions extends Partial<HttpPolicy> {
  cacheTtlMs?: number
  cacheEntries?: number
  now?: () => number
}

/** eBay's page size limit (1-200) and offset rule: 0 or a multiple of limit (contracts README 1.3). */
const MAX_PAGE = 200
/** Pages of 200 walked at most to skip already-shown items (600 listings deep). */
const MAX_WALK_PAGES = 3

const CONDITION_FILTER = { new: 'conditions:{NEW}', used: 'conditions:{USED}', both: null } as const

/** The filter parameter: GBP price range, condition, Buy It Now only, delivery to the marketplace's country. */
export function searchFilter(query: MarketplaceQuery, marketplaceId: string): string {
  const parts: string[] = []
  const { min, max } = query.budget ?? {}
  if (min !== undefined || max !== undefined) {
    parts.push(`price:[${min ?? ''}..${max ?? ''}]`, 'priceCurrency:GBP')
  }
  const condition = CONDITION_FILTER[query.condition]
  if (condition) parts.push(condition)
  parts.push('buyingOptions:{FIXED_PRICE}')
  const country = marketplaceId.replace(/^EBAY_/, '')
  if (/^[A-Z]{2}$/.test(country)) parts.push(`deliveryCountry:${country}`)
  return parts.join(',')
}

/** The eBay Buy Browse API adapter; only this folder knows eBay's field names. */
export function createEbayMarketplace(config: EbayConfig, options: EbayOptions = {}): Marketplace {
  if (!config.EBAY_CLIENT_ID || !config.EBAY_CLIENT_SECRET) {
    throw new Error('The eBay adapter needs EBAY_CLIENT_ID and EBAY_CLIENT_SECRET')
  }
  const now = options.now ?? Date.now
  const http: HttpPolicy = { ...DEFAULT_HTTP_POLICY, ...options }
  const tokens = new EbayTokenProvider({
    apiBase: config.EBAY_API_BASE,
    clientId: config.EBAY_CLIENT_ID,
    clientSecret: config.EBAY_CLIENT_SECRET,
    http,
    now,
  })
  const cache = new TtlCache<SearchPagedCollection>({
    ttlMs: options.cacheTtlMs ?? 5 * 60_000,
    maxEntries: options.cacheEntries ?? 500,
    now,
  })
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': 'en-GB',
    'X-EBAY-C-MARKETPLACE-ID': config.EBAY_MARKETPLACE_ID,
  }
  // Without this header eBay sends no itemAffiliateWebUrl, and no commission (contracts README 1.8).
  if (config.EBAY_CAMPAIGN_ID) headers['X-EBAY-C-ENDUSERCTX'] = `affiliateCampaignId=${config.EBAY_CAMPAIGN_ID}`

  async function call(url: string, meter?: () => Promise<void>, retryAfter401 = true): Promise<SearchPagedCollection> {
    const token = await tokens.get()
    const response = await fetchWithRetry(
      url,
      { headers: { ...headers, Authorization: `Bearer ${token}` } },
      http,
      meter,
    )
    let body: unknown = null
    try {
      body = await response.json()
    } catch (error) {
      // The timeout covers reading the body as well as the headers.
      if (error instanceof DOMException && error.name === 'TimeoutError') {
        throw new MarketplaceError(`eBay did not answer within ${http.timeoutMs} ms`, 504)
      }
    }
    if (response.status === 401 && retryAfter401) {
      // Revoked or expired early: mint once more, then give up.
      tokens.invalidate(token)
      return call(url, meter, false)
    }
    if (!response.ok) {
      const envelope = ErrorEnvelopeSchema.safeParse(body)
      const first = envelope.success ? envelope.data.errors[0] : undefined
      const message = first?.longMessage ?? first?.message ?? `HTTP ${response.status}`
      throw new MarketplaceError(`eBay search failed: ${message}`, response.status)
    }
    const parsed = SearchPagedCollectionSchema.safeParse(body)
    if (!parsed.success) throw new MarketplaceError('eBay sent an unreadable search answer', 502)
    return parsed.data
  }

  /**
   * One page of results. Identical searches share one call: an answer cached in the last few
   * minutes, or one already on its way for someone else, costs nothing and is not metered. Every
   * request actually sent to eBay (retries included) passes `beforeCall`, charged to the search
   * that made it.
   */
  async function page(
    query: MarketplaceQuery,
    limit: number,
    offset: number,
    context: SearchContext,
  ): Promise<SearchPagedCollection> {
    const url = new URL(`${config.EBAY_API_BASE}/buy/browse/v1/item_summary/search`)
    url.searchParams.set('q', query.query.trim().slice(0, 100))
    url.searchParams.set('filter', searchFilter(query, config.EBAY_MARKETPLACE_ID))
    url.searchParams.set('limit', String(limit))
    url.searchParams.set('offset', String(offset))
    const key = `${url.toString()}|${headers['X-EBAY-C-MARKETPLACE-ID']}|${headers['X-EBAY-C-ENDUSERCTX'] ?? ''}`
    for (let attempt = 1; ; attempt++) {
      const shared = cache.peek(key)
      const answer = shared ?? cache.get(key, () => call(url.toString(), context.beforeCall))
      try {
        return await answer
      } catch (error) {
        // The search we joined was refused for its own visitor (their limit, the day's budget):
        // that is no answer for this one, which asks on its own account.
        if (shared && !(error instanceof MarketplaceError) && attempt < 3) continue
        throw error
      }
    }
  }

  function items(collection: SearchPagedCollection): MarketplaceItem[] {
    return collection.itemSummaries.map(toMarketplaceItem).filter((item): item is MarketplaceItem => item !== null)
  }

  return {
    kind: 'ebay',
    async search(query: MarketplaceQuery, context: SearchContext = {}): Promise<MarketplacePage> {
      const limit = Math.min(MAX_PAGE, Math.max(1, Math.floor(query.limit)))
      const offset = Math.max(0, Math.floor(query.offset))
      const excluded = new Set(query.excludeItemIds ?? [])
      if (!excluded.size && offset % limit === 0) {
        const collection = await page(query, limit, offset, context)
        return { items: items(collection), total: collection.total }
      }
      // Offsets count listings after the excluded ones, and eBay only pages in multiples of the
      // limit: walk pages of 200 from the start, leaving out what was shown. Each page is cached.
      const kept: MarketplaceItem[] = []
      let total = 0
      for (let index = 0; index < MAX_WALK_PAGES && kept.length < offset + limit; index++) {
        const collection = await page(query, MAX_PAGE, index * MAX_PAGE, context)
        total = collection.total
        kept.push(...items(collection).filter((item) => !excluded.has(item.itemId)))
        if (!collection.next || (index + 1) * MAX_PAGE >= collection.total) break
      }
      return { items: kept.slice(offset, offset + limit), total: Math.max(0, total - excluded.size) }
    },
  }
}
