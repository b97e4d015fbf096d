import { GiftChatRequestSchema, type GiftChatResponse } from '#app/lib/gift-finder/contract.ts'
import { getRequester } from '#app/server/auth/session.server.ts'
import { getServices } from '#app/server/context.server.ts'
import { answerJson, readJson } from '#app/server/http/answer.server.ts'
import { personForFinder } from '#app/server/people/finder-person.server.ts'

import type { Route } from './+types/api.chat'

/** One turn of the gift finder chat (the gift-chat call): messages, formData, condition. */
export async function action({ request, context }: Route.ActionArgs) {
  return answerJson(async (): Promise<GiftChatResponse> => {
    const { personId, ...input } = await readJson(request, GiftChatRequestSchema)
    const person = await personForFinder(request, context, personId)
    const turn = await getServices(context).giftFinder.chatTurn(await getRequester(request, context), {
      ...input,
      person,
    })
    return { message: turn.message, type: turn.type, searchCriteria: turn.searchCriteria ?? null }
  })
}
