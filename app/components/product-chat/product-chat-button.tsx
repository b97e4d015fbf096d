import { MessageCircle } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'

import { Button, type ButtonProps } from '#app/components/ui/button.tsx'
import type { ProductFacts } from '#app/lib/gift-finder/contract.ts'
import type { SearchResult } from '#app/lib/gift-search/contract.ts'

// Loaded on first use, so pages with many cards do not pay for the dialog up front.
const ProductChatDialog = lazy(() => import('#app/components/product-chat/product-chat-dialog.tsx'))

/** 'AI Chat' on a product card (finder suggestions and search results): opens the product chat dialog. */
export function ProductChatButton({
  product,
  variant = 'secondary',
  size = 'sm',
  className,
}: { product: ProductFacts } & Pick<ButtonProps, 'variant' | 'size' | 'className'>) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button type="button" variant={variant} size={size} className={className} onClick={() => setOpen(true)}>
        <MessageCircle aria-hidden="true" />
        AI Chat
        <span className="sr-only">: {product.name}</span>
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ProductChatDialog product={product} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  )
}

/** What the product chat may know about a marketplace search result: only what its card shows. */
export function searchResultFacts(
  result: Pick<SearchResult, 'itemId' | 'name' | 'price' | 'condition' | 'sellerUsername' | 'sellerFeedbackPercentage'>,
): ProductFacts {
  return {
    itemId: result.itemId,
    name: result.name,
    price: result.price,
    condition: result.condition,
    seller: result.sellerUsername,
    sellerFeedbackPercentage: result.sellerFeedbackPercentage,
  }
}
