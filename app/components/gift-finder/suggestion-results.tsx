import { Plus, RefreshCw, RotateCcw } from 'lucide-react'

import { Button } from '#app/components/ui/button.tsx'
import { Skeleton } from '#app/components/ui/skeleton.tsx'
import { Spinner } from '#app/components/ui/spinner.tsx'
import type { GiftSuggestion } from '#app/lib/gift-finder/contract.ts'
import type { ProductForPerson } from '#app/lib/product/wishlist-product.ts'
import { SITE } from '#app/lib/site.ts'

import { SuggestionCard } from '#app/components/gift-finder/suggestion-card.tsx'

const GRID = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4'

/** Shown while the first batch of suggestions is fetched. */
export function SuggestionsLoading() {
  return (
    <div role="status" aria-live="polite" className="space-y-4">
      <p className="flex items-center gap-2 font-medium">
        <Spinner label="Finding gift ideas" />
        Finding gift ideas…
      </p>
      <ul className={GRID} aria-hidden="true">
        {Array.from({ length: 4 }, (_, index) => (
          <li key={index} className="overflow-hidden rounded-xl border border-slate-200 dark:border-slate-800">
            <Skeleton className="aspect-square w-full" />
            <div className="space-y-3 p-4">
              <Skeleton className="h-5 w-4/5" />
              <Skeleton className="h-6 w-1/4" />
              <Skeleton className="h-12 w-full" />
              <Skeleton className="h-9 w-full" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** The suggestions grid with 'Refine Search' and 'Find More' once loaded, and the affiliate line. */
export function SuggestionResults({
  suggestions,
  revealing,
  loadingMore,
  onRefine,
  onFindMore,
  onNewSearch,
  forPerson,
}: {
  suggestions: GiftSuggestion[]
  /** The person the finder was opened for: cards offer saving to their list. */
  forPerson?: ProductForPerson
  /** True while chunks are still being added: the buttons wait until all are shown. */
  revealing: boolean
  loadingMore: boolean
  onRefine: () => void
  onFindMore: () => void
  onNewSearch: () => void
}) {
  return (
    <section aria-labelledby="suggestions-title" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="suggestions-title" className="text-2xl font-bold">
          Your Gift Suggestions
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
          {suggestions.length} {suggestions.length === 1 ? 'idea' : 'ideas'}
        </p>
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">{SITE.affiliateNotice}</p>
      {suggestions.length ? (
        <ul className={GRID} aria-label="Gift suggestions">
          {suggestions.map((suggestion) => (
            <li key={suggestion.itemId ?? suggestion.name}>
              <SuggestionCard suggestion={suggestion} forPerson={forPerson} />
            </li>
          ))}
        </ul>
      ) : revealing ? null : (
        <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
          We couldn&apos;t find gift ideas for that brief. Try Refine Search to tell us a little more.
        </p>
      )}
      <div className="flex flex-wrap justify-center gap-3">
        {!revealing ? (
          <>
            <Button type="button" variant="outline" onClick={onRefine}>
              <RefreshCw aria-hidden="true" />
              Refine Search
            </Button>
            <Button type="button" onClick={onFindMore} disabled={loadingMore}>
              {loadingMore ? <Spinner label="Loading more gifts" /> : <Plus aria-hidden="true" />}
              Find More
            </Button>
          </>
        ) : null}
        <Button type="button" variant="ghost" onClick={onNewSearch}>
          <RotateCcw aria-hidden="true" />
          New Search
        </Button>
      </div>
    </section>
  )
}
