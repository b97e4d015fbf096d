import { AddToWishlistButton } from '#app/components/product/add-to-wishlist-button.tsx'
import { OutboundLink, ProductCard, ProductImage } from '#app/components/product/product-card.tsx'
import { SellerBadge } from '#app/components/product/seller-badge.tsx'
import { ProductChatButton, searchResultFacts } from '#app/components/product-chat/product-chat-button.tsx'
import type { SearchResult } from '#app/lib/gift-search/contract.ts'

/** One marketplace result: image, name, seller badge, price, condition, the listing link, 'Add to Wishlist' and 'AI Chat'. */
export function SearchResultCard({ result, eagerImage = false }: { result: SearchResult; eagerImage?: boolean }) {
  return (
    <ProductCard
      image={<ProductImage src={result.imageUrl} eager={eagerImage} />}
      name={result.name}
      badges={<SellerBadge feedbackPercentage={result.sellerFeedbackPercentage} />}
      price={result.price}
      aside={
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <span className="sr-only">Condition: </span>
          {result.condition}
        </p>
      }
      actions={
        <>
          <OutboundLink href={result.ebayItemUrl} productName={result.name}>
            {result.linkKind === 'search' ? 'Find on eBay' : 'View on eBay'}
          </OutboundLink>
          <AddToWishlistButton source={{ kind: 'search-result', result }} size="sm" className="w-full" />
          <ProductChatButton product={searchResultFacts(result)} className="w-full" />
        </>
      }
    />
  )
}
