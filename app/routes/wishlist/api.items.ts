import { AddItemRequestSchema, type AddedItemResponse } from '#app/lib/wishlist/contract.ts'
import { requireSignedIn } from '#app/server/auth/session.server.ts'
import { getServices } from '#app/server/context.server.ts'
import { answerJson, readForm } from '#app/server/http/answer.server.ts'

import type { Route } from './+types/api.items'

/** Adds a product to a wishlist the user owns or collaborates on (the 'Add to Wishlist' dialog). */
export async function action({ request, context }: Route.ActionArgs) {
  return answerJson(async (): Promise<AddedItemResponse> => {
    const user = await requireSignedIn(request, context)
    const input = await readForm(request, AddItemRequestSchema)
    const item = await getServices(context).wishlists.addItem(user, input)
    return { ok: true, item: { id: item.id, wishlistId: item.wishlistId, productName: item.productName } }
  })
}
