import { Link } from 'react-router'

import type { Crumb } from '#app/lib/json-ld.ts'
import { Icon } from '#app/components/ui/icon.tsx'

/** The visible trail matching the BreadcrumbList JSON-LD; the last crumb is the current page. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600 dark:text-slate-400">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1
          return (
            <li key={crumb.path} className="flex items-center gap-1">
              {index > 0 ? <Icon name="ChevronRight" className="size-4" /> : null}
              {last ? (
                <span aria-current="page" className="font-medium text-slate-900 dark:text-slate-100">
                  {crumb.name}
                </span>
              ) : (
                <Link to={crumb.path} className="hover:text-brand-700 hover:underline dark:hover:text-brand-200">
                  {crumb.name}
                </Link>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
