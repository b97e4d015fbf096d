/**
 * One marketplace listing in our own terms (spec section 3 "Search result"): what the marketplace
 * port answers and the page shows. Here rather than beside the port so browser code can use it.
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

/** Results per request (spec section 9: batch size 20). */
export const SEARCH_BATCH_SIZE = 20

/** What the /gift-search page always asks for (spec section 9). */
export const PAGE_SEARCH = { budget: 10000, condition: 'new', skipAiFilter: true } as const

/** The search toasts of spec section 8. */
export const SEARCH_TOASTS = {
  noProducts: 'No Products Found',
  noProductsText: "We couldn't find any matching products on eBay. Try a different search term.",
  searchFailed: 'Failed to search for products. Please try again.',
  loadMoreFailed: 'Failed to load more products. Please try again.',
  found: (count: number) => `Found ${count} products`,
  moreLoaded: 'More results loaded',
  noMore: 'No more results',
  noMoreText: "We couldn't find any more matching products.",
} as const

/** A message shown in the page itself (so it also reaches visitors without JavaScript). */
export interface SearchNotice {
  title: string
  description?: string
}

export const SEARCH_REQUIRED = {
  title: 'Search Required',
  description: 'Please enter a product name to search',
} as const

/** The answer of POST /api/search-products: results, or an error the page shows. */
export type SearchProductsResponse = { suggestions: SearchResult[]; error?: undefined } | { error: string }

export type SellerBadge = { label: 'Top-rated seller'; tone: 'green' } | { label: 'Trusted seller'; tone: 'yellow' }

/** Seller badge for a feedback percentage (spec section 9): >= 99 top-rated, 95 to under 99 trusted, else none. */
export function sellerBadge(feedbackPercentage: number | null | undefined): SellerBadge | null {
  if (feedbackPercentage == null || !Number.isFinite(feedbackPercentage)) return null
  if (feedbackPercentage >= 99) return { label: 'Top-rated seller', tone: 'green' }
  if (feedbackPercentage >= 95) return { label: 'Trusted seller', tone: 'yellow' }
  return null
}
