import { SuggestGiftsRequestSchema, type SuggestGiftsResponse } from '#app/lib/gift-finder/contract.ts'
import { getRequester } from '#app/server/auth/session.server.ts'
import { getServices } from '#app/server/context.server.ts'
import { answerJson, readJson } from '#app/server/http/answer.server.ts'

import type { Route } from './+types/api.suggest'

/**
 * A batch of gift suggestions as real listings (the suggest-gifts call): the search criteria
 * spread in, condition, mode 'suggest', batchSize, excludeItemIds and excludeTitles.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return answerJson(async (): Promise<SuggestGiftsResponse> => {
    const {
      condition,
      batchSize,
      excludeItemIds,
      excludeTitles,
      excludeIdeaIds,
      mode: _mode,
      ...criteria
    } = await readJson(request, SuggestGiftsRequestSchema)
    const suggestions = await getServices(context).giftFinder.suggest(await getRequester(request, context), {
      criteria,
      condition,
      batchSize,
      excludeItemIds,
      excludeTitles,
      excludeIdeaIds,
    })
    return { suggestions }
  })
}
