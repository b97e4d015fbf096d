import { ProductChatRequestSchema } from '#app/lib/gift-finder-schemas.ts'
import { aiErrorData, readJsonBody } from '#app/server/ai/http.server.ts'
import { getOptionalUser } from '#app/server/auth/session.server.ts'
import { getClientIp, getServices } from '#app/server/context.server.ts'

import type { Route } from './+types/product-chat'

/** A question about one product (spec section 7 "product-chat"): product, question -> answer. */
export async function action({ request, context }: Route.ActionArgs) {
  try {
    const parsed = ProductChatRequestSchema.safeParse(await readJsonBody(request))
    if (!parsed.success) return aiErrorData(parsed.error)
    const { advisor } = getServices(context)
    const user = await getOptionalUser(request, context)
    await advisor.checkLimits({ ip: getClientIp(context), userId: user?.id })
    const { answer } = await advisor.productChat(parsed.data)
    return { answer }
  } catch (error) {
    return aiErrorData(error)
  }
}
