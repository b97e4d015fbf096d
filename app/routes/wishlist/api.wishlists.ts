import {
  CreateWishlistRequestSchema,
  type CreatedWishlistResponse,
  type WishlistsResponse,
} from '#app/lib/wishlist/contract.ts'
import { requireSignedIn } from '#app/server/auth/session.server.ts'
import { getServices } from '#app/server/context.server.ts'
import { answerJson, readForm } from '#app/server/http/answer.server.ts'

import type { Route } from './+types/api.wishlists'

/** The signed-in user's own and shared wishlists, for the 'Add to Wishlist' dialog. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return answerJson(async (): Promise<WishlistsResponse> => {
    const user = await requireSignedIn(request, context)
    return { ok: true, wishlists: await getServices(context).wishlists.options(user) }
  })
}

/** Creates a wishlist from the dialog; it answers the new list, which the dialog prepends and selects. */
export async function action({ request, context }: Route.ActionArgs) {
  return answerJson(async (): Promise<CreatedWishlistResponse> => {
    const user = await requireSignedIn(request, context)
    const { name, kind } = await readForm(request, CreateWishlistRequestSchema)
    return { ok: true, wishlist: await getServices(context).wishlists.createOption(user, name, kind) }
  })
}
