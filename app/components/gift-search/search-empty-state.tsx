import { Search } from 'lucide-react'

/** What the page shows before any search. */
export function SearchEmptyState() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 px-6 py-16 text-center dark:border-slate-700">
      <Search aria-hidden="true" className="size-12 text-brand-600" />
      <h2 className="text-2xl font-bold">Start Your Search</h2>
      <p className="max-w-md text-slate-600 dark:text-slate-400">
        Type what you have in mind above, from wireless headphones to a personalised mug, and we&apos;ll find listings
        from UK sellers.
      </p>
    </div>
  )
}
