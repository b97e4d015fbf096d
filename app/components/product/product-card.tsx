import type { ReactNode } from 'react'

import { buttonVariants, type ButtonProps } from '#app/components/ui/button.tsx'
import { Icon } from '#app/components/ui/icon.tsx'
import { cn } from '#app/lib/utils.ts'

/**
 * The one product card: search results, finder suggestions and curated guide products are all
 * this card with different slots filled. Every slot but the name is optional.
 */
export function ProductCard({
  image,
  name,
  headingLevel = 3,
  eyebrow,
  badges,
  price,
  aside,
  children,
  actions,
}: {
  image: ReactNode
  name: string
  headingLevel?: 3 | 4
  /** Above the name, e.g. the brand. */
  eyebrow?: ReactNode
  /** Under the name: a seller badge, a rating. */
  badges?: ReactNode
  /** The price as shown, already formatted in GBP. */
  price?: string | null
  /** Beside the price, e.g. the condition. */
  aside?: ReactNode
  /** A description or why it suits them. */
  children?: ReactNode
  /** Outbound links and buttons, stacked full width. */
  actions?: ReactNode
}) {
  const Heading = `h${headingLevel}` as const
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      {image}
      <div className="flex flex-1 flex-col gap-3 p-4">
        {eyebrow ? (
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-200">{eyebrow}</p>
        ) : null}
        <Heading className="line-clamp-2 text-base leading-snug font-semibold">{name}</Heading>
        {badges}
        {children}
        <div className="mt-auto flex flex-col gap-3">
          {price || aside ? (
            <div className="flex items-baseline justify-between gap-2">
              {price ? (
                <p className="text-xl font-bold text-brand-800 dark:text-brand-200">
                  <span className="sr-only">Price: </span>
                  {price}
                </p>
              ) : null}
              {aside}
            </div>
          ) : null}
          {actions ? <div className="flex flex-col gap-2">{actions}</div> : null}
        </div>
      </div>
    </article>
  )
}

/** A card's picture: a square illustration or photo, or a gift icon when there is none. */
export function ProductImage({
  src,
  alt = '',
  fit = 'cover',
  eager = false,
}: {
  src: string | null
  alt?: string
  /** 'contain' keeps whole product illustrations in view. */
  fit?: 'cover' | 'contain'
  /** The first row is above the fold: load it at once. */
  eager?: boolean
}) {
  if (!src) {
    return (
      <div
        aria-hidden="true"
        className="flex aspect-square w-full items-center justify-center bg-brand-50 dark:bg-slate-800"
      >
        <Icon name="Gift" className="size-16 text-brand-300" />
      </div>
    )
  }
  return (
    <img
      src={src}
      alt={alt}
      width={400}
      height={400}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={cn(
        'aspect-square w-full bg-slate-100 dark:bg-slate-800',
        fit === 'cover' ? 'object-cover' : 'bg-slate-50 object-contain p-4',
      )}
    />
  )
}

/**
 * An affiliate link out to a retailer, opening in a new tab. Retailers we earn from are
 * `sponsored`; all are `nofollow noopener`.
 */
export function OutboundLink({
  href,
  productName,
  icon = 'ExternalLink',
  variant = 'default',
  children,
}: {
  href: string
  /** Read after the link text by screen readers, so each card's links are told apart. */
  productName: string
  icon?: 'ExternalLink' | 'Search'
  variant?: ButtonProps['variant']
  children: ReactNode
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="sponsored nofollow noopener"
      className={cn(buttonVariants({ size: 'sm', variant }), 'w-full')}
    >
      {children}
      <Icon name={icon} />
      <span className="sr-only">: {productName} (opens in a new tab)</span>
    </a>
  )
}
