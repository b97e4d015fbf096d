import { z } from '#app/lib/zod.ts'

import { BUDGETS, CONDITIONS } from '#app/lib/gift-finder/form-options.ts'
import type { MetaDescriptor } from 'react-router'

import type { ErrorBody } from '#app/lib/action-result.ts'
import { PAGE_SEARCH, SEARCH_BATCH_SIZE, SEARCH_REQUIRED } from '#app/lib/gift-search/search.ts'

/*
 * The gift search's contract: the request schemas and result types shared by the page, the JSON
 * route, the components and the service. Kept apart from search.ts so the browser bundle of the
 * page does not carry zod (components import only types from here).
 */

const QuerySchema = z.string().trim().max(100, 'Search terms can be at most 100 characters')

export const SuggestionSchema = z
  .object({
    name: z.string().trim().max(200).default(''),
    searchQuery: QuerySchema.default(''),
  })
  .transform((suggestion) => ({
    name: suggestion.name || suggestion.searchQuery,
    searchQuery: suggestion.searchQuery || suggestion.name.slice(0, 100),
  }))
  .refine((suggestion) => suggestion.searchQuery !== '', { message: SEARCH_REQUIRED.description })

/**
 * The body of POST /api/search-products (the search-ebay-products call).
 * budget is a maximum price in pounds (the page sends 10000) or one of the finder's budget options.
 */
export const SearchProductsRequestSchema = z.object({
  suggestions: z
    .array(SuggestionSchema, { error: 'suggestions must be a list of { name, searchQuery }' })
    .min(1, 'Add at least one suggestion to search for')
    .max(SEARCH_BATCH_SIZE, `At most ${SEARCH_BATCH_SIZE} suggestions per request`),
  budget: z
    .union([z.number().positive().max(1_000_000), z.enum(BUDGETS)], {
      error: 'budget must be a maximum price in pounds or a budget option',
    })
    .default(PAGE_SEARCH.budget),
  condition: z.enum(CONDITIONS, { error: 'condition must be new, used or both' }).default('new'),
  skipAiFilter: z.boolean().default(false),
  excludeItemIds: z.array(z.string().trim().min(1).max(64)).max(1000).default([]),
})
export type SearchProductsRequest = z.infer<typeof SearchProductsRequestSchema>

/** The /gift-search page's query string: ?q= is the search (null: none yet); ?page= is how many batches a visitor without JavaScript has loaded. */
export const SearchPageParamsSchema = z.object({
  // eBay reads at most 100 characters of a query: longer ones are cut, not refused.
  q: z
    .string()
    .nullable()
    .catch(null)
    .transform((q) => (q === null ? null : q.trim().slice(0, 100))),
  page: z.coerce.number().int().min(1).max(10).catch(1),
})

/**
 * One marketplace listing in our own terms: what the marketplace port answers and the page shows.
 */
export interface MarketplaceListing {
  itemId: string
  /** The listing's name (its title when it has no other name). */
  name: string
  /** Display price, e.g. '£12.99'. */
  price: string
  /** Numeric price in pounds (item plus postage where known). */
  totalPrice: number
  imageUrl: string
  /** Outbound link to the listing, carrying the affiliate parameters when available. */
  ebayItemUrl: string
  /**
   * 'item' links to the listing itself (eBay); 'search' to an eBay search for the product (the
   * offline catalogue has no eBay listings of its own), so its button says 'Find on eBay'.
   */
  linkKind: 'item' | 'search'
  condition: string
  sellerUsername: string | null
  sellerFeedbackPercentage: number | null
}

/** One marketplace result as the page, the JSON endpoint and the finder see it, with its affiliate searches. */
export interface SearchResult extends MarketplaceListing {
  /** amazon.co.uk search for the suggestion, with the Associates tag. */
  amazonUrl: string
  /** eBay UK search for the suggestion, with eBay Partner Network parameters. */
  ebaySearchUrl: string
  /** The suggestion this result answers, so the finder can group results. */
  searchQuery: string
}

/** A message shown in the page itself (so it also reaches visitors without JavaScript). */
export interface SearchNotice {
  title: string
  description?: string
}

/** The answer of POST /api/search-products: results, or an error the page shows. */
export type SearchProductsResponse = { suggestions: SearchResult[] } | ErrorBody

/** The /gift-search page's data. */
export interface SearchPageData {
  query: string | null
  page: number
  /** The search as the server ran it; null when the browser runs it through the API instead. */
  server: { results: SearchResult[]; lastBatchCount: number; notice: SearchNotice | null } | null
  meta: MetaDescriptor[]
}
