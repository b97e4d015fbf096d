import { useCallback, useRef, useState } from 'react'

import { notify } from '#app/lib/notify.ts'
import { PAGE_SEARCH, SEARCH_TOASTS } from '#app/lib/gift-search/search.ts'
import type { SearchNotice, SearchProductsResponse, SearchResult } from '#app/lib/gift-search/contract.ts'

export interface ProductSearchState {
  /** The query the results belong to; '' before any search. */
  query: string
  results: SearchResult[]
  status: 'idle' | 'loading' | 'done'
  /** Items the last batch brought: 'Load More Results' shows only when it is at least one. */
  lastBatchCount: number
  loadingMore: boolean
  /** Shown in the page when a search found nothing or failed. */
  notice: SearchNotice | null
}

type Outcome =
  | { kind: 'results'; results: SearchResult[] }
  | { kind: 'rejected'; message: string }
  | { kind: 'failed' }
  | { kind: 'aborted' }

/** POST /api/search-products with the page's fixed budget, condition and skipped AI filter. */
async function requestResults(query: string, excludeItemIds: string[], signal: AbortSignal): Promise<Outcome> {
  try {
    const response = await fetch('/api/search-products', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ suggestions: [{ name: query, searchQuery: query }], ...PAGE_SEARCH, excludeItemIds }),
      signal,
    })
    const body = (await response.json().catch(() => null)) as SearchProductsResponse | null
    // The server turned the request down with a reason the visitor can act on (e.g. a 400).
    if (body && 'error' in body && body.error && (response.ok || response.status === 400)) {
      return { kind: 'rejected', message: body.error }
    }
    if (!response.ok || !body || !('suggestions' in body) || !Array.isArray(body.suggestions)) return { kind: 'failed' }
    return { kind: 'results', results: body.suggestions }
  } catch {
    return signal.aborted ? { kind: 'aborted' } : { kind: 'failed' }
  }
}

/** The in-page notice for a first search's outcome. */
function noticeFor(outcome: Outcome): SearchNotice | null {
  if (outcome.kind === 'failed') return { title: SEARCH_TOASTS.searchFailed }
  if (outcome.kind === 'rejected') return { title: SEARCH_TOASTS.noProducts, description: outcome.message }
  if (outcome.kind === 'results' && !outcome.results.length) {
    return { title: SEARCH_TOASTS.noProducts, description: SEARCH_TOASTS.noProductsText }
  }
  return null
}

/** Toasts a finished first search: 'Found {n} products', or the notice as a destructive toast. */
export function announceSearch(results: readonly SearchResult[], notice: SearchNotice | null): void {
  if (notice) void notify('error', notice.title, notice.description)
  else void notify('success', SEARCH_TOASTS.found(results.length))
}

/** The page's client-side search: the first batch, then 'Load More Results' excluding what is shown. */
export function useProductSearch(initial: ProductSearchState) {
  const [state, setState] = useState<ProductSearchState>(initial)
  const current = useRef<AbortController | null>(null)

  const search = useCallback(async (query: string) => {
    current.current?.abort()
    const controller = new AbortController()
    current.current = controller
    setState({ query, results: [], status: 'loading', lastBatchCount: 0, loadingMore: false, notice: null })
    const outcome = await requestResults(query, [], controller.signal)
    if (outcome.kind === 'aborted' || current.current !== controller) return
    const results = outcome.kind === 'results' ? outcome.results : []
    const notice = noticeFor(outcome)
    setState({ query, results, status: 'done', lastBatchCount: results.length, loadingMore: false, notice })
    announceSearch(results, notice)
  }, [])

  const loadMore = useCallback(async () => {
    const { query, results: shown } = state
    current.current?.abort()
    const controller = new AbortController()
    current.current = controller
    setState((previous) => ({ ...previous, loadingMore: true }))
    const outcome = await requestResults(
      query,
      shown.map((result) => result.itemId),
      controller.signal,
    )
    if (outcome.kind === 'aborted' || current.current !== controller) return
    if (outcome.kind !== 'results') {
      setState((previous) => ({ ...previous, loadingMore: false }))
      void notify('error', SEARCH_TOASTS.loadMoreFailed)
      return
    }
    const known = new Set(shown.map((result) => result.itemId))
    const fresh = outcome.results.filter((result) => !known.has(result.itemId))
    setState((previous) => ({
      ...previous,
      results: [...previous.results, ...fresh],
      lastBatchCount: fresh.length,
      loadingMore: false,
    }))
    if (fresh.length) void notify('success', SEARCH_TOASTS.moreLoaded)
    else void notify('info', SEARCH_TOASTS.noMore, SEARCH_TOASTS.noMoreText)
  }, [state])

  /** Replaces the state outright (a new page of the route without a search), dropping any answer in flight. */
  const reset = useCallback((next: ProductSearchState) => {
    current.current?.abort()
    current.current = null
    setState(next)
  }, [])

  return { state, search, loadMore, reset }
}
