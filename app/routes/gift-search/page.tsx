import { Loader2 } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { data, Form, type MetaDescriptor, type ShouldRevalidateFunctionArgs } from 'react-router'

import { PageHero } from '#app/components/layout/page-hero.tsx'
import { SearchResultCard } from '#app/components/gift-search/search-result-card.tsx'
import { ResultsGrid, ResultsSkeleton } from '#app/components/gift-search/results-grid.tsx'
import { SearchEmptyState } from '#app/components/gift-search/search-empty-state.tsx'
import { SearchForm } from '#app/components/gift-search/search-form.tsx'
import {
  announceSearch,
  useProductSearch,
  type ProductSearchState,
} from '#app/components/gift-search/use-product-search.ts'
import { Button } from '#app/components/ui/button.tsx'
import { itemListJsonLd } from '#app/lib/json-ld.ts'
import { SEARCH_REQUIRED, SEARCH_TOASTS } from '#app/lib/gift-search/search.ts'
import { SearchPageParamsSchema, type SearchPageData, type SearchResult } from '#app/lib/gift-search/contract.ts'
import { metaFromLoader } from '#app/lib/meta.ts'
import { notify } from '#app/lib/notify.ts'
import { buildMeta } from '#app/lib/seo.ts'
import { SITE } from '#app/lib/site.ts'
import { getRequester } from '#app/server/auth/session.server.ts'
import { getServices } from '#app/server/context.server.ts'
import { parseInput } from '#app/server/http/answer.server.ts'

import type { Route } from './+types/page'

function searchMeta(appUrl: string, query: string | null, results: readonly SearchResult[]): MetaDescriptor[] {
  return buildMeta({
    title: query ? `${query} - Gift Search` : 'Gift Search',
    description: 'Search thousands of gift ideas from UK sellers and compare prices, sellers and ratings.',
    path: query ? `/gift-search?${new URLSearchParams({ q: query }).toString()}` : '/gift-search',
    appUrl,
    // Result pages of an internal search are not worth indexing; the search page itself is.
    noindex: !!query,
    jsonLd: results.length ? [itemListJsonLd(appUrl, results, `Gift search results for ${query}`)] : [],
  })
}

/**
 * A document request with q runs the first batches on the server, so the page works as a plain GET
 * form without JavaScript and a shared link shows its results at once. The browser's own data
 * requests (fetch: Sec-Fetch-Dest 'empty') skip it: the page then searches through
 * POST /api/search-products and shows its skeleton cards meanwhile.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  const { q: query, page } = parseInput(SearchPageParamsSchema, {
    q: params.get('q'),
    page: params.get('page') ?? undefined,
  })
  const services = getServices(context)
  const respond = (server: SearchPageData['server'], status = 200) =>
    data<SearchPageData>(
      { query, page, server, meta: searchMeta(services.config.APP_URL, query, server?.results ?? []) },
      { status },
    )
  // No search yet, or the browser's own data request: the page then searches through the API.
  if (query === null || (query && request.headers.get('Sec-Fetch-Dest') === 'empty')) return respond(null)
  const { status, ...server } = await services.giftSearch.searchPage(await getRequester(request, context), query, page)
  return respond(server, status)
}

/** Posts elsewhere on the page (sign-out, newsletter) must not re-run the search. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod && formMethod.toUpperCase() !== 'GET' ? false : defaultShouldRevalidate
}

export const meta = metaFromLoader

function stateFrom(loaderData: SearchPageData): ProductSearchState {
  const query = loaderData.query ?? ''
  if (loaderData.server) {
    const { results, lastBatchCount, notice } = loaderData.server
    return { query, results, status: query ? 'done' : 'idle', lastBatchCount, loadingMore: false, notice }
  }
  return {
    query,
    results: [],
    status: query ? 'loading' : 'idle',
    lastBatchCount: 0,
    loadingMore: false,
    notice: null,
  }
}

export default function GiftSearch({ loaderData }: Route.ComponentProps) {
  const { state, search, loadMore, reset } = useProductSearch(stateFrom(loaderData))
  const [input, setInput] = useState(loaderData.query ?? '')
  const handled = useRef<SearchPageData | null>(null)

  // Each new loaderData is one arrival at the page: the server's search is announced, a client
  // navigation with q is searched through the API, and an empty q asks for a search term.
  useEffect(() => {
    if (handled.current === loaderData) return
    handled.current = loaderData
    setInput(loaderData.query ?? '')
    if (loaderData.server) {
      if (loaderData.query === '') void notify('error', SEARCH_REQUIRED.title, SEARCH_REQUIRED.description)
      else if (loaderData.query) announceSearch(loaderData.server.results, loaderData.server.notice)
    } else if (loaderData.query) {
      void search(loaderData.query)
    } else {
      reset(stateFrom(loaderData))
    }
  }, [loaderData, search, reset])

  const searching = state.status === 'loading'
  const showLoadMore = state.status === 'done' && state.results.length > 0 && state.lastBatchCount > 0

  return (
    <>
      <PageHero title="Gift Search" subtitle="Search marketplace listings for the exact gift you have in mind." />
      <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8" aria-label="Product search">
        <div className="mx-auto max-w-2xl">
          <SearchForm
            query={input}
            onQueryChange={setInput}
            busy={searching}
            onSubmit={(event) => {
              if (input.trim()) return
              event.preventDefault()
              void notify('error', SEARCH_REQUIRED.title, SEARCH_REQUIRED.description)
            }}
          />
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{SITE.affiliateNotice}</p>
        </div>

        <div className="mt-10">
          {searching ? (
            <ResultsSkeleton />
          ) : state.results.length ? (
            <>
              <h2 className="mb-6 text-2xl font-bold" aria-live="polite">
                {state.results.length} results for &ldquo;{state.query}&rdquo;
              </h2>
              <ResultsGrid label={`Results for ${state.query}`}>
                {state.results.map((result, index) => (
                  <li key={result.itemId}>
                    <SearchResultCard result={result} eagerImage={index < 4} />
                  </li>
                ))}
              </ResultsGrid>
            </>
          ) : state.notice ? (
            <div
              role="alert"
              className="rounded-xl border border-slate-200 px-6 py-12 text-center dark:border-slate-800"
            >
              <h2 className="text-2xl font-bold">{state.notice.title}</h2>
              {state.notice.description ? (
                <p className="mt-2 text-slate-600 dark:text-slate-400">{state.notice.description}</p>
              ) : null}
            </div>
          ) : (
            <SearchEmptyState />
          )}

          {showLoadMore ? (
            <Form
              method="get"
              action="/gift-search"
              className="mt-10 flex justify-center"
              onSubmit={(event) => {
                event.preventDefault()
                void loadMore()
              }}
            >
              <input type="hidden" name="q" value={state.query} />
              <input type="hidden" name="page" value={loaderData.page + 1} />
              <Button type="submit" variant="outline" size="lg" disabled={state.loadingMore}>
                {state.loadingMore ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
                Load More Results
              </Button>
            </Form>
          ) : null}
        </div>
      </section>
    </>
  )
}

export function ErrorBoundary() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Gift Search</h1>
      <p role="alert" className="mt-4 text-slate-600 dark:text-slate-400">
        {SEARCH_TOASTS.searchFailed}
      </p>
    </section>
  )
}
