import { data } from 'react-router'

import { SearchProductsRequestSchema } from '#app/lib/gift-search/contract.ts'
import { getRequester } from '#app/server/auth/session.server.ts'
import { getServices } from '#app/server/context.server.ts'
import { answerJson, readJson } from '#app/server/http/answer.server.ts'

import type { Route } from './+types/api'

/**
 * POST /api/search-products: one marketplace search per suggestion. Answers { suggestions } or
 * { ok: false, error } with 400 (bad body), 429 (rate limit), 502 (the marketplace failed) or
 * 503 (the marketplace is busy or slow).
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') {
    return data({ ok: false as const, error: 'Use POST' }, { status: 405, headers: { Allow: 'POST' } })
  }
  return answerJson(async () => {
    const input = await readJson(request, SearchProductsRequestSchema)
    const suggestions = await getServices(context).giftSearch.search(await getRequester(request, context), input)
    return { suggestions }
  })
}
