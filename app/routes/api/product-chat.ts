import { ProductChatRequestSchema } from '#app/lib/gift-finder-schemas.ts'
import { aiErrorData, readAiRequest } from '#app/server/ai/http.server.ts'

import type { Route } from './+types/product-chat'

/** A question about one product (spec section 7 "product-chat"): product, question -> answer. */
export async function action({ request, context }: Route.ActionArgs) {
  try {
    const { input, advisor } = await readAiRequest(ProductChatRequestSchema, request, context)
    const { answer } = await advisor.productChat(input)
    return { answer }
  } catch (error) {
    return aiErrorData(error)
  }
}
