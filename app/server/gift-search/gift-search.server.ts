import { amazonSearchUrl, ebaySearchUrl } from '#app/lib/affiliate.ts'
import { budgetRange, type Budget, type Condition } from '#app/lib/gift-finder/form-options.ts'
import { parsePrice } from '#app/lib/format.ts'
import { SEARCH_BATCH_SIZE } from '#app/lib/gift-search/search.ts'
import type { SearchResult } from '#app/lib/gift-search/contract.ts'

import { PAGE_SEARCH, SEARCH_TOASTS, SEARCH_REQUIRED } from '#app/lib/gift-search/search.ts'
import type { SearchNotice } from '#app/lib/gift-search/contract.ts'
import type { SearchProductsRequest } from '#app/lib/gift-search/contract.ts'
import type { AppConfig } from '#app/server/config.server.ts'
import type { Database } from '#app/server/db/client.server.ts'
import { DomainError, RateLimitedError, UnavailableError, UpstreamError } from '#app/server/domain-errors.server.ts'
import { enforceRateLimit, RATE_LIMITS } from '#app/server/limits/rate-limit.server.ts'
import {
  MarketplaceError,
  type Marketplace,
  type MarketplaceItem,
  type SearchContext,
} from '#app/server/marketplace/port.server.ts'

export interface Suggestion {
  name: string
  searchQuery: string
}

export interface SearchProductsInput {
  suggestions: readonly Suggestion[]
  /** A maximum price in pounds (the page's 10000), one of the finder's budget options, or a range. */
  budget?: number | Budget | { min?: number; max?: number }
  condition: Condition
  excludeItemIds?: readonly string[]
  skipAiFilter?: boolean
  /** Results asked for per suggestion; by default the batch of 20 is shared among the suggestions. */
  perSuggestion?: number
}

export interface SearchDependencies {
  marketplace: Marketplace
  config: Pick<AppConfig, 'AMAZON_TAG' | 'EBAY_CAMPAIGN_ID' | 'EBAY_MARKETPLACE_ID'>
  /** The finder's AI relevance check, run unless skipAiFilter is set (the page always skips it). */
  relevanceFilter?: (suggestion: Suggestion, results: SearchResult[]) => Promise<SearchResult[]>
}

/** The price range a budget stands for, in pounds. */
export function toPriceRange(budget: SearchProductsInput['budget']): { min?: number; max?: number } {
  if (budget === undefined) return {}
  if (typeof budget === 'number') return { max: budget }
  if (typeof budget === 'string') return budgetRange(budget)
  return budget
}

/** A result is kept only with a price, an image, a name and an item URL (docs/features/gift-search.md). */
export function isComplete(item: Pick<MarketplaceItem, 'price' | 'imageUrl' | 'name' | 'ebayItemUrl'>): boolean {
  return parsePrice(item.price) > 0 && !!item.imageUrl?.trim() && !!item.name?.trim() && !!item.ebayItemUrl?.trim()
}

/** True when a listing's condition text answers the condition asked for ('New', 'New with tags', 'Used', ...). */
export function matchesCondition(itemCondition: string, wanted: Condition): boolean {
  if (wanted === 'both') return true
  const isNew = /^(brand )?new\b/i.test(itemCondition.trim() || 'New')
  return wanted === 'new' ? isNew : !isNew
}

function withinRange(price: number, range: { min?: number; max?: number }): boolean {
  return (range.min === undefined || price >= range.min) && (range.max === undefined || price <= range.max)
}

/**
 * The marketplace search behind the /gift-search page, POST /api/search-products and the finder:
 * one search per suggestion, incomplete results dropped, budget, condition and excluded ids applied,
 * duplicates removed, each result carrying its affiliate links.
 */
export async function searchProducts(
  deps: SearchDependencies,
  input: SearchProductsInput,
  context: SearchContext = {},
): Promise<SearchResult[]> {
  const { marketplace, config } = deps
  const range = toPriceRange(input.budget)
  const excluded = new Set(input.excludeItemIds ?? [])
  const suggestions = input.suggestions.filter((suggestion) => suggestion.searchQuery.trim())
  const perSuggestion =
    input.perSuggestion ?? Math.max(1, Math.ceil(SEARCH_BATCH_SIZE / Math.max(1, suggestions.length)))

  const settled = await Promise.allSettled(
    suggestions.map(async (suggestion) => {
      const page = await marketplace.search(
        {
          query: suggestion.searchQuery,
          budget: range,
          condition: input.condition,
          limit: perSuggestion,
          offset: 0,
          excludeItemIds: [...excluded],
        },
        context,
      )
      // Every result of a suggestion links to the same two shop searches: built once, not per result.
      const links = shopSearchLinks(suggestion, input.condition, config)
      const results = page.items
        .filter(
          (item) =>
            isComplete(item) &&
            !excluded.has(item.itemId) &&
            withinRange(parsePrice(item.price), range) &&
            matchesCondition(item.condition, input.condition),
        )
        .map((item) => toSearchResult(item, suggestion, links))
      if (input.skipAiFilter || !deps.relevanceFilter) return results
      return deps.relevanceFilter(suggestion, results)
    }),
  )

  // A visitor past their allowance is told so, not handed fewer results without a word.
  const refused = settled.find((outcome) => outcome.status === 'rejected' && outcome.reason instanceof RateLimitedError)
  if (refused) throw (refused as PromiseRejectedResult).reason
  // One failed suggestion should not hide the others' results; all failing is the marketplace failing.
  const fulfilled = settled.filter((outcome) => outcome.status === 'fulfilled')
  if (!fulfilled.length && settled.length) throw (settled[0] as PromiseRejectedResult).reason

  const seen = new Set<string>()
  const results: SearchResult[] = []
  for (const outcome of fulfilled) {
    for (const result of outcome.value) {
      if (seen.has(result.itemId)) continue
      seen.add(result.itemId)
      results.push(result)
    }
  }
  return results
}

/** The Amazon and eBay searches for a suggestion, with our affiliate parameters. */
function shopSearchLinks(
  suggestion: Suggestion,
  condition: Condition,
  config: SearchDependencies['config'],
): Pick<SearchResult, 'amazonUrl' | 'ebaySearchUrl'> {
  return {
    amazonUrl: amazonSearchUrl(suggestion.searchQuery, config.AMAZON_TAG),
    ebaySearchUrl: ebaySearchUrl(suggestion.searchQuery, {
      campaignId: config.EBAY_CAMPAIGN_ID,
      marketplaceId: config.EBAY_MARKETPLACE_ID,
      condition,
    }),
  }
}

function toSearchResult(
  item: MarketplaceItem,
  suggestion: Suggestion,
  links: Pick<SearchResult, 'amazonUrl' | 'ebaySearchUrl'>,
): SearchResult {
  return {
    itemId: item.itemId,
    name: item.name.trim(),
    price: item.price,
    totalPrice: item.totalPrice,
    imageUrl: item.imageUrl,
    ebayItemUrl: item.ebayItemUrl,
    linkKind: item.linkKind,
    condition: item.condition.trim() || 'New',
    sellerUsername: item.sellerUsername,
    sellerFeedbackPercentage: item.sellerFeedbackPercentage,
    ...links,
    searchQuery: suggestion.searchQuery,
  }
}

/** Who is searching, for the per-visitor limit. */
export interface Searcher {
  ip: string
}

/** What the /gift-search page shows for a query: the results so far, how many the last batch added, or a notice. */
export interface SearchPageResult {
  results: SearchResult[]
  lastBatchCount: number
  notice: SearchNotice | null
  /** The HTTP status the page answers with: 200, or the failure's (429, 502, 503). */
  status: number
}

/**
 * Gift search (the /gift-search page and POST /api/search-products): the per-visitor limit, the
 * marketplace search, and the marketplace's failures turned into messages a shopper can act on.
 */
export function createGiftSearchService(deps: SearchDependencies & { db: Database }) {
  async function run(searcher: Searcher, input: SearchProductsInput): Promise<SearchResult[]> {
    await enforceRateLimit(
      deps.db,
      RATE_LIMITS.searchPerIp,
      searcher.ip,
      'Too many searches. Please wait a moment and try again.',
    )
    try {
      // Each eBay call the search makes counts against this visitor too (metered.server.ts).
      return await searchProducts(deps, input, { requester: { ip: searcher.ip } })
    } catch (error) {
      if (!(error instanceof MarketplaceError)) throw error
      // The vendor's own words go to the log; the shopper gets general ones.
      console.error(`gift-search: ${error.message}`)
      if (error.busy) throw new UnavailableError('The marketplace is busy right now. Please try again shortly.')
      throw new UpstreamError(SEARCH_TOASTS.searchFailed, error.upstreamStatus, { cause: error })
    }
  }

  return {
    /** POST /api/search-products: one search per suggestion. */
    search(searcher: Searcher, input: SearchProductsRequest): Promise<SearchResult[]> {
      return run(searcher, input)
    },

    /**
     * The page's own search, run on the server for a document request so the page works without
     * JavaScript: `page` batches of results for `query`. Failures become the page's notice.
     */
    async searchPage(searcher: Searcher, query: string, page: number): Promise<SearchPageResult> {
      if (!query) return { results: [], lastBatchCount: 0, notice: SEARCH_REQUIRED, status: 200 }
      try {
        const results = await run(searcher, {
          suggestions: [{ name: query, searchQuery: query }],
          ...PAGE_SEARCH,
          perSuggestion: page * SEARCH_BATCH_SIZE,
        })
        const lastBatchCount = Math.max(0, results.length - (page - 1) * SEARCH_BATCH_SIZE)
        const notice = results.length
          ? null
          : { title: SEARCH_TOASTS.noProducts, description: SEARCH_TOASTS.noProductsText }
        return { results, lastBatchCount, notice, status: 200 }
      } catch (error) {
        if (!(error instanceof DomainError)) throw error
        return { results: [], lastBatchCount: 0, notice: { title: SEARCH_TOASTS.searchFailed }, status: error.status }
      }
    },
  }
}

export type GiftSearchService = ReturnType<typeof createGiftSearchService>
