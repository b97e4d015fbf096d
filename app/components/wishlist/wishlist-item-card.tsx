import { Check, ExternalLink, Gift, Square, SquareCheck, Trash2 } from 'lucide-react'
import { useFetcher } from 'react-router'

import { Button, buttonVariants } from '#app/components/ui/button.tsx'
import { useResultToast } from '#app/components/ui/use-result-toast.ts'
import { cn } from '#app/lib/utils.ts'
import type { WishlistItemResult, WishlistItemView } from '#app/lib/wishlist/contract.ts'

/**
 * One wishlist item: image, name, price, the retailer link, the purchased toggle (purchased
 * items are faded with a check overlay) and remove. Both controls are real form posts.
 */
export function WishlistItemCard({ item }: { item: WishlistItemView }) {
  const toggler = useFetcher<WishlistItemResult>()
  const remover = useFetcher<WishlistItemResult>()

  useResultToast(toggler)
  useResultToast(remover)

  // Show the answer we expect while the request is on its way.
  const pendingPurchased = toggler.formData?.get('purchased')
  const purchased = typeof pendingPurchased === 'string' ? pendingPurchased === 'true' : item.purchased
  if (remover.state !== 'idle' && remover.formData) return null

  return (
    <li
      className={cn(
        'flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-opacity dark:border-slate-800 dark:bg-slate-900',
        purchased && 'opacity-60',
      )}
    >
      <div className="relative aspect-square bg-slate-50 dark:bg-slate-800">
        {item.productImage ? (
          <img
            src={item.productImage}
            alt=""
            width={400}
            height={400}
            loading="lazy"
            decoding="async"
            className="size-full object-contain"
          />
        ) : (
          <Gift aria-hidden="true" className="absolute inset-0 m-auto size-16 text-slate-300" />
        )}
        {purchased ? (
          <div className="absolute inset-0 flex items-center justify-center bg-white/40 dark:bg-slate-950/40">
            <span className="rounded-full bg-emerald-600 p-3 text-white shadow-lg">
              <Check aria-hidden="true" className="size-8" />
            </span>
          </div>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="leading-snug font-semibold">{item.productName}</h3>
        {item.price ? <p className="text-lg font-bold">{item.price}</p> : null}
        {purchased ? <p className="text-sm font-medium text-emerald-800 dark:text-emerald-300">Purchased</p> : null}
        <div className="mt-auto flex flex-col gap-2 pt-2">
          {item.productUrl ? (
            <a
              href={item.productUrl}
              target="_blank"
              rel="sponsored nofollow noopener"
              className={cn(buttonVariants({ variant: 'default', size: 'sm' }), 'w-full')}
            >
              View at retailer
              <span className="sr-only">: {item.productName} (opens in a new tab)</span>
              <ExternalLink aria-hidden="true" />
            </a>
          ) : null}
          <div className="flex gap-2">
            <toggler.Form method="post" className="flex-1">
              <input type="hidden" name="intent" value="toggle" />
              <input type="hidden" name="wishlistId" value={item.wishlistId} />
              <input type="hidden" name="itemId" value={item.id} />
              <input type="hidden" name="purchased" value={String(!purchased)} />
              <Button
                type="submit"
                size="sm"
                variant={purchased ? 'secondary' : 'outline'}
                aria-pressed={purchased}
                className="w-full"
              >
                {purchased ? <SquareCheck aria-hidden="true" /> : <Square aria-hidden="true" />}
                Purchased
                <span className="sr-only">: {item.productName}</span>
              </Button>
            </toggler.Form>
            <remover.Form method="post">
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="wishlistId" value={item.wishlistId} />
              <input type="hidden" name="itemId" value={item.id} />
              <Button type="submit" size="sm" variant="ghost" className="text-red-700 dark:text-red-400">
                <Trash2 aria-hidden="true" />
                Remove
                <span className="sr-only">: {item.productName}</span>
              </Button>
            </remover.Form>
          </div>
        </div>
      </div>
    </li>
  )
}
