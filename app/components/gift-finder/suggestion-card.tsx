import { ExternalLink, Gift, Search } from 'lucide-react'
import type { ReactNode } from 'react'

import { ProductChatButton } from '#app/components/product-chat/product-chat-button.tsx'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { AddToWishlistButton } from '#app/components/product/add-to-wishlist-button.tsx'
import { parsePrice } from '#app/lib/format.ts'
import type { GiftSuggestion, ProductFacts } from '#app/lib/gift-finder/finder.ts'
import { cn } from '#app/lib/utils.ts'

/** What the product chat may know about a suggestion: only what the card shows. */
export function suggestionFacts(suggestion: GiftSuggestion): ProductFacts {
  return {
    name: suggestion.name,
    description: suggestion.description,
    price: suggestion.price,
    brand: suggestion.brand ?? null,
    condition: suggestion.condition ?? null,
    seller: suggestion.sellerUsername ?? null,
  }
}

function OutboundLink({ href, children, label }: { href: string; children: ReactNode; label: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="sponsored nofollow noopener"
      className={cn(buttonVariants({ size: 'sm', variant: 'outline' }), 'w-full')}
    >
      {children}
      <span className="sr-only">: {label} (opens in a new tab)</span>
    </a>
  )
}

/**
 * One gift suggestion (spec sections 2 and 3): image, name, price, reason, the outbound eBay and
 * Amazon links (affiliate links built on the server), 'AI Chat' and 'Add to Wishlist'.
 */
export function SuggestionCard({ suggestion }: { suggestion: GiftSuggestion }) {
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      {suggestion.imageUrl ? (
        <img
          src={suggestion.imageUrl}
          alt=""
          width={400}
          height={400}
          loading="lazy"
          decoding="async"
          className="aspect-square w-full bg-slate-100 object-cover dark:bg-slate-800"
        />
      ) : (
        <div
          aria-hidden="true"
          className="flex aspect-square w-full items-center justify-center bg-brand-50 dark:bg-slate-800"
        >
          <Gift className="size-16 text-brand-300" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h3 className="line-clamp-2 text-base leading-snug font-semibold">{suggestion.name}</h3>
        <p className="text-xl font-bold text-brand-800 dark:text-brand-200">
          <span className="sr-only">Price: </span>
          {suggestion.price}
        </p>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          <span className="sr-only">Why it suits them: </span>
          {suggestion.reason}
        </p>
        <div className="mt-auto flex flex-col gap-2">
          <OutboundLink href={suggestion.ebayItemUrl ?? suggestion.ebaySearchUrl} label={suggestion.name}>
            View on eBay
            <ExternalLink aria-hidden="true" />
          </OutboundLink>
          <OutboundLink href={suggestion.amazonUrl} label={suggestion.name}>
            Search on Amazon
            <Search aria-hidden="true" />
          </OutboundLink>
          <ProductChatButton product={suggestionFacts(suggestion)} className="w-full" />
          <AddToWishlistButton
            product={{
              name: suggestion.name,
              imageUrl: suggestion.imageUrl,
              price: parsePrice(suggestion.price),
              url: suggestion.ebayItemUrl ?? suggestion.amazonUrl,
            }}
            size="sm"
            className="w-full"
          />
        </div>
      </div>
    </Card>
  )
}
