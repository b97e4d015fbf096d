import type { GiftSuggestion } from '#app/lib/gift-finder/contract.ts'
import type { SearchResult } from '#app/lib/gift-search/contract.ts'
import { parsePrice } from '#app/lib/format.ts'
import type { ProductSummary } from '#app/lib/guides/guides.ts'

/** A product as the 'Add to Wishlist' button saves it: name, image, price in pounds and the retailer link. */
export interface WishlistProduct {
  name: string
  imageUrl: string | null
  /** Pounds. */
  price: number
  url: string
  /** The finder's gift idea, kept when it is saved for a person (their gift history uses it). */
  ideaId?: string | null
}

/** The person the finder was opened for: their list is where 'Save to {name}'s list' puts a product. */
export interface ProductForPerson {
  id: string
  name: string
}

/** Anything a card can offer to a wishlist: a search result, a finder suggestion or a curated guide product. */
export type ProductSource =
  | { kind: 'search-result'; result: Pick<SearchResult, 'name' | 'imageUrl' | 'totalPrice' | 'ebayItemUrl'> }
  | {
      kind: 'suggestion'
      suggestion: Pick<GiftSuggestion, 'name' | 'imageUrl' | 'price' | 'ebayItemUrl' | 'amazonUrl'> &
        Partial<Pick<GiftSuggestion, 'ideaId'>>
    }
  | { kind: 'curated'; product: Pick<ProductSummary, 'name' | 'imageUrl' | 'price' | 'affiliateLink'> }

/**
 * The one adapter from what a card shows to what a wishlist item stores; null when there is
 * nothing to save yet (a curated product without a retailer link shows 'Coming Soon').
 */
export function toWishlistProduct(source: ProductSource): WishlistProduct | null {
  switch (source.kind) {
    case 'search-result': {
      const { name, imageUrl, totalPrice, ebayItemUrl } = source.result
      return { name, imageUrl, price: totalPrice, url: ebayItemUrl }
    }
    case 'suggestion': {
      const { name, imageUrl, price, ebayItemUrl, amazonUrl, ideaId } = source.suggestion
      return { name, imageUrl, price: parsePrice(price), url: ebayItemUrl ?? amazonUrl, ideaId: ideaId ?? null }
    }
    case 'curated': {
      const { name, imageUrl, price, affiliateLink } = source.product
      return affiliateLink ? { name, imageUrl, price: price ?? 0, url: affiliateLink } : null
    }
  }
}
