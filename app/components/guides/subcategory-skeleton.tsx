import type { ReactNode } from 'react'
import { useNavigation } from 'react-router'

import { PageHero } from '#app/components/layout/page-hero.tsx'
import { Skeleton } from '#app/components/ui/skeleton.tsx'

const SUBCATEGORY_PATH = /^\/guides\/([^/]+)\/([^/]+)\/?$/

/** Links to a subcategory pass its name in the location state, so the skeleton can title itself. */
export interface PendingTitleState {
  pendingTitle?: string
}

/** 'smart-home' -> 'Smart Home': the title when a link did not pass one. */
function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}

/**
 * The name of the subcategory a client-side navigation is loading, if it is going to one. Read from
 * the link's state rather than the catalogue, which would otherwise ship in every guide page.
 */
export function usePendingSubcategory(): { name: string } | undefined {
  const navigation = useNavigation()
  if (navigation.state !== 'loading' || !navigation.location) return undefined
  const match = SUBCATEGORY_PATH.exec(navigation.location.pathname)
  if (!match) return undefined
  const state = navigation.location.state as PendingTitleState | null
  return { name: state?.pendingTitle ?? titleFromSlug(match[2]!) }
}

/**
 * Shows the subcategory skeleton (3 products, 2 guides) in place of the current
 * page while a client-side navigation into a subcategory loads; server renders never see it.
 */
export function SubcategoryPending({ children }: { children: ReactNode }) {
  const pending = usePendingSubcategory()
  return pending ? <SubcategorySkeleton name={pending.name} /> : children
}

export function SubcategorySkeleton({ name }: { name: string }) {
  return (
    <div aria-busy="true">
      <PageHero title={name} />
      <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <h2 className="text-2xl font-bold">Featured Products</h2>
        <div role="status" aria-label="Loading featured products">
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {[1, 2, 3].map((key) => (
              <li
                key={key}
                data-testid="product-skeleton"
                className="rounded-xl border border-slate-200 p-5 dark:border-slate-800"
              >
                <Skeleton className="aspect-square w-full" />
                <Skeleton className="mt-4 h-4 w-1/3" />
                <Skeleton className="mt-3 h-6 w-3/4" />
                <Skeleton className="mt-3 h-10 w-full" />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="mx-auto max-w-7xl px-4 pb-12 sm:px-6 lg:px-8">
        <h2 className="text-2xl font-bold">Latest Guides &amp; Reviews</h2>
        <div role="status" aria-label="Loading guides">
          <ul className="mt-6 grid gap-6 md:grid-cols-2">
            {[1, 2].map((key) => (
              <li
                key={key}
                data-testid="guide-skeleton"
                className="rounded-xl border border-slate-200 p-5 dark:border-slate-800"
              >
                <Skeleton className="aspect-[1200/630] w-full" />
                <Skeleton className="mt-4 h-6 w-2/3" />
                <Skeleton className="mt-3 h-4 w-full" />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </div>
  )
}
