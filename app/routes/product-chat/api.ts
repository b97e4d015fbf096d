import { ProductChatRequestSchema, type ProductChatResponse } from '#app/lib/gift-finder/contract.ts'
import { getRequester } from '#app/server/auth/session.server.ts'
import { getServices } from '#app/server/context.server.ts'
import { answerJson, readJson } from '#app/server/http/answer.server.ts'

import type { Route } from './+types/api'

/** A question about one product (the product-chat call): product, question -> answer. */
export async function action({ request, context }: Route.ActionArgs) {
  return answerJson(async (): Promise<ProductChatResponse> => {
    const input = await readJson(request, ProductChatRequestSchema)
    return getServices(context).giftFinder.productChat(await getRequester(request, context), input)
  })
}
