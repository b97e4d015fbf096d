import type { ProductSummary } from '#app/lib/guides/guides.ts'

import { AddToWishlistButton } from '#app/components/product/add-to-wishlist-button.tsx'

/**
 * 'Add to Wishlist' for a curated guide product. A product without a retailer link ('Coming Soon')
 * has nothing to save yet, so it gets no button.
 */
export function CuratedProductWishlistButton({ product }: { product: ProductSummary }) {
  if (!product.affiliateLink) return null
  return (
    <AddToWishlistButton
      product={{
        name: product.name,
        imageUrl: product.imageUrl,
        price: product.price ?? 0,
        url: product.affiliateLink,
      }}
      className="w-full"
    />
  )
}
