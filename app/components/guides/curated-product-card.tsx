import { AddToWishlistButton } from '#app/components/product/add-to-wishlist-button.tsx'
import { OutboundLink, ProductCard, ProductImage } from '#app/components/product/product-card.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Icon } from '#app/components/ui/icon.tsx'
import { formatGBP } from '#app/lib/format.ts'
import type { ProductSummary } from '#app/lib/guides/guides.ts'
import { cn } from '#app/lib/utils.ts'

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
 * A curated guide product: image, brand, name, rating, description, price in GBP and the
 * outbound affiliate link, or a disabled 'Coming Soon' button when it has none; 'Add to Wishlist'
 * once there is a link to save.
 */
export function CuratedProductCard({ product, headingLevel = 3 }: { product: ProductSummary; headingLevel?: 3 | 4 }) {
  return (
    <ProductCard
      image={product.imageUrl ? <ProductImage src={product.imageUrl} alt={product.name} fit="contain" /> : null}
      name={product.name}
      headingLevel={headingLevel}
      eyebrow={product.brand}
      badges={product.rating !== null ? <Rating value={product.rating} /> : null}
      price={product.price !== null ? formatGBP(product.price) : null}
      actions={
        <>
          {product.affiliateLink ? (
            <OutboundLink href={product.affiliateLink} productName={product.name}>
              View on Amazon
            </OutboundLink>
          ) : (
            <Button type="button" variant="secondary" className="w-full" disabled>
              Coming Soon
            </Button>
          )}
          <AddToWishlistButton source={{ kind: 'curated', product }} className="w-full" />
        </>
      }
    >
      {product.description ? <p className="text-sm text-slate-600 dark:text-slate-400">{product.description}</p> : null}
    </ProductCard>
  )
}
