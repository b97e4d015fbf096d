import type { ReactNode } from 'react'

import { Button, buttonVariants } from '#app/components/ui/button.tsx'
import { formatGBP } from '#app/lib/format.ts'
import { PRODUCT_IMAGE_SIZE, type ProductSummary } from '#app/lib/guides/guides.ts'
import { cn } from '#app/lib/utils.ts'
import { Icon } from '#app/components/ui/icon.tsx'

/** Stars for a rating out of 5; the number is read out, the stars are decoration. */
export function Rating({ value }: { value: number }) {
  const rounded = Math.round(value)
  return (
    <p className="flex items-center gap-1 text-sm text-slate-700 dark:text-slate-300">
      <span className="sr-only">Rated {value.toFixed(1)} out of 5</span>
      <span aria-hidden="true" className="flex">
        {[1, 2, 3, 4, 5].map((star) => (
          <Icon
            key={star}
            name="Star"
            className={cn(
              'size-4',
              star <= rounded ? 'fill-accent-400 text-accent-500' : 'text-slate-300 dark:text-slate-600',
            )}
          />
        ))}
      </span>
      <span aria-hidden="true">{value.toFixed(1)}</span>
    </p>
  )
}

/**
 * A curated product: image, name, brand, rating, price in GBP and the outbound affiliate link,
 * or a disabled 'Coming Soon' button when it has none (spec section 2). `actions` takes extra
 * buttons (e.g. 'Add to Wishlist').
 */
export function ProductCard({
  product,
  actions,
  headingLevel = 3,
}: {
  product: ProductSummary
  actions?: ReactNode
  headingLevel?: 3 | 4
}) {
  const Heading = `h${headingLevel}` as const
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      {product.imageUrl ? (
        <img
          src={product.imageUrl}
          alt={product.name}
          width={PRODUCT_IMAGE_SIZE.width}
          height={PRODUCT_IMAGE_SIZE.height}
          loading="lazy"
          decoding="async"
          className="aspect-[4/3] w-full bg-slate-50 object-contain p-4 dark:bg-slate-800"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-5">
        {product.brand ? (
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-200">
            {product.brand}
          </p>
        ) : null}
        <Heading className="text-lg leading-snug font-semibold">{product.name}</Heading>
        {product.rating !== null ? <Rating value={product.rating} /> : null}
        {product.description ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{product.description}</p>
        ) : null}
        <div className="mt-auto flex flex-col gap-3 pt-3">
          {product.price !== null ? <p className="text-xl font-bold">{formatGBP(product.price)}</p> : null}
          {product.affiliateLink ? (
            <a
              href={product.affiliateLink}
              target="_blank"
              rel="sponsored nofollow noopener"
              className={cn(buttonVariants({ variant: 'default' }), 'w-full')}
            >
              View on Amazon
              <span className="sr-only">: {product.name} (opens in a new tab)</span>
              <Icon name="ExternalLink" />
            </a>
          ) : (
            <Button type="button" variant="secondary" className="w-full" disabled>
              Coming Soon
            </Button>
          )}
          {actions}
        </div>
      </div>
    </article>
  )
}
