import { data } from 'react-router'
import type { z } from 'zod'

import { SearchProductsRequestSchema } from '#app/lib/gift-search/contract.ts'
import type { SearchProductsResponse } from '#app/lib/gift-search/search.ts'
import { getClientIp, getServices } from '#app/server/context.server.ts'
import { hitRateLimit, RATE_LIMITS } from '#app/server/limits/rate-limit.server.ts'
import { MarketplaceError } from '#app/server/marketplace/port.server.ts'
import { searchProducts } from '#app/server/gift-search/gift-search.server.ts'

import type { Route } from './+types/api'

const NO_STORE = { 'Cache-Control': 'no-store' }

/** The first problem with a body, in words a caller can act on. */
function describeIssue(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return 'Invalid request body'
  // Our own messages read as sentences; zod's generic ones need the field they are about.
  const generic = /^(Invalid|Too (small|big)|Unrecognized)/.test(issue.message)
  return generic && issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message
}

/**
 * POST /api/search-products: spec section 7's search-ebay-products call. Answers
 * { suggestions: SearchResult[] } or { error } with 400 (bad body), 429 (rate limit),
 * 502 (the marketplace failed) or 503 (the marketplace is busy or slow).
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') {
    return data<SearchProductsResponse>({ error: 'Use POST' }, { status: 405, headers: { Allow: 'POST' } })
  }
  const services = getServices(context)
  const limit = await hitRateLimit(services.db, RATE_LIMITS.searchPerIp, getClientIp(context))
  if (!limit.allowed) {
    return data<SearchProductsResponse>(
      { error: 'Too many searches. Please wait a moment and try again.' },
      { status: 429, headers: { ...NO_STORE, 'Retry-After': String(limit.retryAfterSeconds) } },
    )
  }

  const body: unknown = await request.json().catch(() => undefined)
  if (body === undefined) {
    return data<SearchProductsResponse>({ error: 'The body must be JSON' }, { status: 400, headers: NO_STORE })
  }
  const parsed = SearchProductsRequestSchema.safeParse(body)
  if (!parsed.success) {
    return data<SearchProductsResponse>(
      { error: describeIssue(parsed.error.issues[0]) },
      { status: 400, headers: NO_STORE },
    )
  }

  try {
    const suggestions = await searchProducts(services, parsed.data)
    return data<SearchProductsResponse>({ suggestions }, { headers: NO_STORE })
  } catch (error) {
    if (!(error instanceof MarketplaceError)) throw error
    console.error(`search-products: ${error.message}`)
    const busy = error.status === 429 || error.status === 504
    return data<SearchProductsResponse>(
      { error: busy ? 'The marketplace is busy right now. Please try again shortly.' : error.message },
      { status: busy ? 503 : 502, headers: busy ? { ...NO_STORE, 'Retry-After': '30' } : NO_STORE },
    )
  }
}
