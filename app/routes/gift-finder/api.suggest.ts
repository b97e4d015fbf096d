import { SuggestGiftsRequestSchema, type SuggestGiftsResponse } from '#app/lib/gift-finder/contract.ts'
import { getRequester } from '#app/server/auth/session.server.ts'
import { getServices } from '#app/server/context.server.ts'
import { answerJson, readJson } from '#app/server/http/answer.server.ts'
import { personForFinder } from '#app/server/people/finder-person.server.ts'

import type { Route } from './+types/api.suggest'

/**
 * A batch of gift suggestions as real listings (the suggest-gifts call): the search criteria
 * spread in, condition, mode 'suggest', batchSize, what was already shown, and the saved person if any.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return answerJson(async (): Promise<SuggestGiftsResponse> => {
    const {
      condition,
      batchSize,
      excludeItemIds,
      excludeTitles,
      excludeIdeaIds,
      personId,
      mode: _mode,
      ...criteria
    } = await readJson(request, SuggestGiftsRequestSchema)
    const person = await personForFinder(request, context, personId)
    const suggestions = await getServices(context).giftFinder.suggest(
      await getRequester(request, context),
      { criteria, condition, batchSize, excludeItemIds, excludeTitles, excludeIdeaIds },
      person,
    )
    return { suggestions }
  })
}
