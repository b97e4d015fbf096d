import { RecordGivenButton } from '#app/components/people/record-given-button.tsx'
import { AddToWishlistButton } from '#app/components/product/add-to-wishlist-button.tsx'
import { OutboundLink, ProductCard, ProductImage } from '#app/components/product/product-card.tsx'
import { ProductChatButton } from '#app/components/product-chat/product-chat-button.tsx'
import type { GiftSuggestion, ProductFacts } from '#app/lib/gift-finder/contract.ts'
import type { ProductForPerson } from '#app/lib/product/wishlist-product.ts'

/** What the product chat may know about a suggestion: only what the card shows. */
export function suggestionFacts(suggestion: GiftSuggestion): ProductFacts {
  return {
    itemId: suggestion.itemId,
    name: suggestion.name,
    description: suggestion.description,
    price: suggestion.price,
    brand: suggestion.brand ?? null,
    condition: suggestion.condition ?? null,
    seller: suggestion.sellerUsername ?? null,
  }
}

/**
 * One gift suggestion: image, name, price, why it suits them, the outbound eBay and Amazon links
 * (affiliate links built on the server), 'AI Chat' and 'Add to Wishlist'.
 */
export function SuggestionCard({
  suggestion,
  forPerson,
}: {
  suggestion: GiftSuggestion
  forPerson?: ProductForPerson
}) {
  return (
    <ProductCard
      image={<ProductImage src={suggestion.imageUrl} />}
      name={suggestion.name}
      price={suggestion.price}
      actions={
        <>
          <OutboundLink
            href={suggestion.ebayItemUrl ?? suggestion.ebaySearchUrl}
            productName={suggestion.name}
            variant="outline"
          >
            {suggestion.linkKind === 'item' ? 'View on eBay' : 'Find on eBay'}
          </OutboundLink>
          <OutboundLink href={suggestion.amazonUrl} productName={suggestion.name} variant="outline" icon="Search">
            Search on Amazon
          </OutboundLink>
          <ProductChatButton product={suggestionFacts(suggestion)} className="w-full" />
          <AddToWishlistButton
            source={{ kind: 'suggestion', suggestion }}
            forPerson={forPerson}
            size="sm"
            className="w-full"
          />
          {forPerson ? <RecordGivenButton person={forPerson} suggestion={suggestion} className="w-full" /> : null}
        </>
      }
    >
      <p className="text-sm text-slate-700 dark:text-slate-300">
        <span className="sr-only">Why it suits them: </span>
        {suggestion.reason}
      </p>
    </ProductCard>
  )
}
