import { GiftChatRequestSchema } from '#app/lib/gift-finder-schemas.ts'
import type { GiftChatResponse } from '#app/lib/gift-finder.ts'
import { aiErrorData, readJsonBody } from '#app/server/ai/http.server.ts'
import { getOptionalUser } from '#app/server/auth/session.server.ts'
import { getClientIp, getServices } from '#app/server/context.server.ts'

import type { Route } from './+types/gift-chat'

/** One turn of the gift finder chat (spec section 7 "gift-chat"): messages, formData, condition. */
export async function action({ request, context }: Route.ActionArgs) {
  try {
    const parsed = GiftChatRequestSchema.safeParse(await readJsonBody(request))
    if (!parsed.success) return aiErrorData(parsed.error)
    const { advisor } = getServices(context)
    const user = await getOptionalUser(request, context)
    await advisor.checkLimits({ ip: getClientIp(context), userId: user?.id })
    const turn = await advisor.chatTurn(parsed.data)
    return {
      message: turn.message,
      type: turn.type,
      searchCriteria: turn.searchCriteria ?? null,
    } satisfies GiftChatResponse
  } catch (error) {
    return aiErrorData(error)
  }
}
