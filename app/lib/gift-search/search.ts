/* The gift search's constants and messages, free of zod so the page's first load stays small. */

/** Results per request. */
export const SEARCH_BATCH_SIZE = 20

/** What the /gift-search page always asks for: no price ceiling to speak of, new items, no AI filtering. */
export const PAGE_SEARCH = { budget: 10000, condition: 'new', skipAiFilter: true } as const

/** The search page's messages (docs/features/gift-search.md lists them). */
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

export const SEARCH_REQUIRED = {
  title: 'Search Required',
  description: 'Please enter a product name to search',
} as const

export type SellerBadge = { label: 'Top-rated seller'; tone: 'green' } | { label: 'Trusted seller'; tone: 'yellow' }

/** Seller badge for a feedback percentage: >= 99 top-rated, 95 to under 99 trusted, else none. */
export function sellerBadge(feedbackPercentage: number | null | undefined): SellerBadge | null {
  if (feedbackPercentage == null || !Number.isFinite(feedbackPercentage)) return null
  if (feedbackPercentage >= 99) return { label: 'Top-rated seller', tone: 'green' }
  if (feedbackPercentage >= 95) return { label: 'Trusted seller', tone: 'yellow' }
  return null
}
