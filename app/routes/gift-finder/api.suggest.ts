import { SuggestGiftsRequestSchema } from '#app/lib/gift-finder/contract.ts'
import { aiErrorData, readAiRequest } from '#app/server/gift-finder/requests.server.ts'

import type { Route } from './+types/api.suggest'

/**
 * A batch of gift suggestions as real listings (spec section 7 "suggest-gifts"): the search
 * criteria spread in, condition, mode 'suggest', batchSize, excludeItemIds and excludeTitles.
 */
export async function action({ request, context }: Route.ActionArgs) {
  try {
    const { input, advisor } = await readAiRequest(SuggestGiftsRequestSchema, request, context)
    const { condition, batchSize, excludeItemIds, excludeTitles, mode: _mode, ...criteria } = input
    const suggestions = await advisor.suggest({ criteria, condition, batchSize, excludeItemIds, excludeTitles })
    return { suggestions }
  } catch (error) {
    return aiErrorData(error)
  }
}
