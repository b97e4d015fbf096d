import type { ReactNode } from 'react'

import { Skeleton } from '#app/components/ui/skeleton.tsx'

/** Eight skeleton cards while a search runs. */
export const SEARCH_SKELETON_COUNT = 8

const GRID = 'grid grid-cols-1 gap-6 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4'

/** The results grid: one column on phones, four on large screens. */
export function ResultsGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <ul className={GRID} aria-label={label}>
      {children}
    </ul>
  )
}

export function ResultsSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Searching for products…</span>
      <ul className={GRID} aria-hidden="true">
        {Array.from({ length: SEARCH_SKELETON_COUNT }, (_, index) => (
          <li
            key={index}
            data-testid="product-skeleton"
            className="overflow-hidden rounded-xl border border-slate-200 dark:border-slate-800"
          >
            <Skeleton className="aspect-square w-full" />
            <div className="space-y-3 p-4">
              <Skeleton className="h-5 w-4/5" />
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-6 w-1/4" />
              <Skeleton className="h-9 w-full" />
              <Skeleton className="h-9 w-full" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}
