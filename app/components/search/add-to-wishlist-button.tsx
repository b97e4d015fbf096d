import { AddToWishlistButton as WishlistButton } from '#app/components/product/add-to-wishlist-button.tsx'
import type { SearchResult } from '#app/lib/gift-search/search.ts'

/** What a search result gives a wishlist item (spec section 3: name, image, price, URL). */
export type WishlistProduct = Pick<SearchResult, 'name' | 'imageUrl' | 'totalPrice' | 'ebayItemUrl'>

/** 'Add to Wishlist' on a search result card: the wishlist dialog, or sign-in first (issue 7). */
export function AddToWishlistButton({ product }: { product: WishlistProduct }) {
  return (
    <WishlistButton
      product={{ name: product.name, imageUrl: product.imageUrl, price: product.totalPrice, url: product.ebayItemUrl }}
      size="sm"
      className="w-full"
    />
  )
}
