import type { ReactNode } from 'react'

import type { ProductSummary } from '#app/lib/guides/guides.ts'

import { AffiliateNote } from '#app/components/guides/affiliate-note.tsx'
import { CategoryGrid, type CategoryCardData } from '#app/components/guides/category-card.tsx'
import { CuratedProductCard } from '#app/components/guides/curated-product-card.tsx'

/** A titled block of a guide page, named for assistive technology by its heading. */
export function GuideSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <h2 id={id} className="text-3xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  )
}

/**
 * Curated products with 'Add to Wishlist' (Editor's Picks, Featured Products), `empty` when there
 * are none, and the affiliate line once any of them links out.
 */
export function CuratedProductsSection({
  id,
  title,
  products,
  empty,
}: {
  id: string
  title: ReactNode
  products: readonly ProductSummary[]
  empty: ReactNode
}) {
  return (
    <>
      <GuideSection id={id} title={title}>
        {products.length > 0 ? (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {products.map((product) => (
              <li key={product.id}>
                <CuratedProductCard product={product} />
              </li>
            ))}
          </ul>
        ) : (
          empty
        )}
      </GuideSection>
      {products.some((product) => product.affiliateLink) ? <AffiliateNote /> : null}
    </>
  )
}

/** 'You Might Also Like': three other pillars or sibling subcategories. */
export function AlsoLikeSection({
  categories,
  basePath,
}: {
  categories: readonly CategoryCardData[]
  basePath: string
}) {
  return (
    <GuideSection id="also-title" title="You Might Also Like">
      <CategoryGrid categories={categories} basePath={basePath} className="md:grid-cols-3" />
    </GuideSection>
  )
}
