import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Link } from 'react-router'

import { buttonVariants } from '#app/components/ui/button.tsx'
import { cn } from '#app/lib/utils.ts'
import type { PageInfo } from '#app/lib/wishlist/contract.ts'

/** The page numbers shown: the first, the last, and two either side of the current one. */
function pageNumbers({ page, pageCount }: PageInfo): (number | 'gap')[] {
  const shown = new Set([1, pageCount, page - 2, page - 1, page, page + 1, page + 2])
  const pages = [...shown].filter((value) => value >= 1 && value <= pageCount).sort((a, b) => a - b)
  const numbers: (number | 'gap')[] = []
  pages.forEach((value, index) => {
    if (index > 0 && value - pages[index - 1]! > 1) numbers.push('gap')
    numbers.push(value)
  })
  return numbers
}

/**
 * Pages of a long list as plain links (`?page=n`, keeping the other query parameters), so they
 * work without JavaScript. Nothing when everything fits on one page.
 */
export function Paginator({ page: info, search, label }: { page: PageInfo; search: string; label: string }) {
  if (info.pageCount <= 1) return null
  const href = (page: number) => {
    const params = new URLSearchParams(search)
    if (page === 1) params.delete('page')
    else params.set('page', String(page))
    const query = params.toString()
    return query ? `?${query}` : '?'
  }
  const first = (info.page - 1) * info.pageSize + 1
  const last = Math.min(info.total, info.page * info.pageSize)
  return (
    <nav aria-label={label} className="mt-8 flex flex-col items-center gap-3">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Showing {first}–{last} of {info.total} items
      </p>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {info.page > 1 ? (
            <Link to={href(info.page - 1)} rel="prev" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              <ChevronLeft aria-hidden="true" />
              Previous
            </Link>
          ) : null}
        </li>
        {pageNumbers(info).map((value, index) =>
          value === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-2 text-slate-500">
              …
            </li>
          ) : (
            <li key={value}>
              <Link
                to={href(value)}
                aria-label={`Page ${value}`}
                aria-current={value === info.page ? 'page' : undefined}
                className={cn(
                  buttonVariants({ variant: value === info.page ? 'default' : 'ghost', size: 'sm' }),
                  'min-w-9',
                )}
              >
                {value}
              </Link>
            </li>
          ),
        )}
        <li>
          {info.page < info.pageCount ? (
            <Link to={href(info.page + 1)} rel="next" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              Next
              <ChevronRight aria-hidden="true" />
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  )
}
