import { ExternalLink } from 'lucide-react'
import type { ReactNode } from 'react'

import { Card } from '#app/components/ui/card.tsx'
import { buttonVariants } from '#app/components/ui/button.tsx'
import type { SearchResult } from '#app/lib/gift-search/search.ts'
import { cn } from '#app/lib/utils.ts'

import { AddToWishlistButton } from '#app/components/search/add-to-wishlist-button.tsx'
import { SellerBadge } from '#app/components/product/seller-badge.tsx'

export type ProductCardProduct = Pick<
  SearchResult,
  'name' | 'imageUrl' | 'price' | 'totalPrice' | 'ebayItemUrl' | 'condition' | 'sellerFeedbackPercentage'
>

/**
 * One marketplace result: image, name, seller badge, price, condition, the outbound eBay link and
 * 'Add to Wishlist' (spec section 2). `actions` adds buttons, e.g. the finder's product chat.
 */
export function ProductCard({
  product,
  actions,
  eagerImage = false,
}: {
  product: ProductCardProduct
  actions?: ReactNode
  /** The first row is above the fold: load it at once. */
  eagerImage?: boolean
}) {
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <img
        src={product.imageUrl}
        alt=""
        width={400}
        height={400}
        loading={eagerImage ? 'eager' : 'lazy'}
        decoding="async"
        className="aspect-square w-full bg-slate-100 object-cover dark:bg-slate-800"
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h3 className="line-clamp-2 text-base leading-snug font-semibold">{product.name}</h3>
        <SellerBadge feedbackPercentage={product.sellerFeedbackPercentage} />
        <div className="mt-auto flex items-baseline justify-between gap-2">
          <p className="text-xl font-bold text-brand-800 dark:text-brand-200">
            <span className="sr-only">Price: </span>
            {product.price}
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            <span className="sr-only">Condition: </span>
            {product.condition}
          </p>
        </div>
        <div className="flex flex-col gap-2">
          <a
            href={product.ebayItemUrl}
            target="_blank"
            rel="sponsored nofollow noopener"
            className={cn(buttonVariants({ size: 'sm' }), 'w-full')}
          >
            View on eBay
            <ExternalLink aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
          <AddToWishlistButton product={product} />
          {actions}
        </div>
      </div>
    </Card>
  )
}
