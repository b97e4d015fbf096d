import { ProductChatRequestSchema } from '#app/lib/gift-finder/contract.ts'
import { aiErrorData, readAiRequest } from '#app/server/gift-finder/requests.server.ts'

import type { Route } from './+types/api'

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
