import { GiftChatRequestSchema } from '#app/lib/gift-finder/contract.ts'
import type { GiftChatResponse } from '#app/lib/gift-finder/finder.ts'
import { aiErrorData, readAiRequest } from '#app/server/gift-finder/requests.server.ts'

import type { Route } from './+types/api.chat'

/** One turn of the gift finder chat (spec section 7 "gift-chat"): messages, formData, condition. */
export async function action({ request, context }: Route.ActionArgs) {
  try {
    const { input, advisor } = await readAiRequest(GiftChatRequestSchema, request, context)
    const turn = await advisor.chatTurn(input)
    return {
      message: turn.message,
      type: turn.type,
      searchCriteria: turn.searchCriteria ?? null,
    } satisfies GiftChatResponse
  } catch (error) {
    return aiErrorData(error)
  }
}
