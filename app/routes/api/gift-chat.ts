import { GiftChatRequestSchema } from '#app/lib/gift-finder-schemas.ts'
import type { GiftChatResponse } from '#app/lib/gift-finder.ts'
import { aiErrorData, readAiRequest } from '#app/server/ai/http.server.ts'

import type { Route } from './+types/gift-chat'

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
