import { SITE } from '#app/lib/site.ts'

/** The affiliate line on every page with product links. */
export function AffiliateNote() {
  return (
    <p className="mx-auto max-w-7xl px-4 text-sm text-slate-600 sm:px-6 lg:px-8 dark:text-slate-400">
      {SITE.affiliateNotice}
    </p>
  )
}
