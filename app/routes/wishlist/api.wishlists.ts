import { z } from 'zod'

import { getOptionalUser } from '#app/server/auth/session.server.ts'
import { getServices } from '#app/server/context.server.ts'
import { errorData, signInRequired } from '#app/server/http/domain-response.server.ts'
import { wishlistService } from '#app/server/wishlist/wishlists.server.ts'

import type { Route } from './+types/api.wishlists'

// The name itself is checked by the service, whose message the dialog shows.
const CreateWishlistSchema = z.object({ name: z.string().default('') })

/** The signed-in user's own and shared wishlists, for the 'Add to Wishlist' dialog. */
export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    const user = await getOptionalUser(request, context)
    if (!user) return signInRequired()
    const lists = await wishlistService(getServices(context).db).listForUser(user)
    return {
      ok: true as const,
      wishlists: lists.map(({ id, name, isOwner, ownerName, itemCount }) => ({
        id,
        name,
        isOwner,
        ownerName,
        itemCount,
      })),
    }
  } catch (error) {
    return errorData(error)
  }
}

/** Creates a wishlist from the dialog; it answers the new list, which the dialog prepends and selects. */
export async function action({ request, context }: Route.ActionArgs) {
  try {
    const user = await getOptionalUser(request, context)
    if (!user) return signInRequired()
    const parsed = CreateWishlistSchema.safeParse(Object.fromEntries(await request.formData()))
    if (!parsed.success) return errorData(parsed.error)
    const { id, name, isOwner, ownerName, itemCount } = await wishlistService(getServices(context).db).create(
      user,
      parsed.data.name,
    )
    return { ok: true as const, wishlist: { id, name, isOwner, ownerName, itemCount } }
  } catch (error) {
    return errorData(error)
  }
}
