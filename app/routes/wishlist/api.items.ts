import { z } from 'zod'

import { getOptionalUser } from '#app/server/auth/session.server.ts'
import { getServices } from '#app/server/context.server.ts'
import { errorData, signInRequired } from '#app/server/http/domain-response.server.ts'
import { itemService } from '#app/server/wishlist/items.server.ts'

import type { Route } from './+types/api.items'

// The product itself is checked by the service (allowed retailer link and image hosts).
const AddItemSchema = z.object({
  wishlistId: z.string({ error: 'Please select a wishlist' }).min(1, 'Please select a wishlist'),
  name: z.string().default(''),
  imageUrl: z.string().optional(),
  price: z.string().default(''),
  url: z.string().default(''),
})

/** Adds a product to a wishlist the user owns or collaborates on (the 'Add to Wishlist' dialog). */
export async function action({ request, context }: Route.ActionArgs) {
  try {
    const user = await getOptionalUser(request, context)
    if (!user) return signInRequired()
    const parsed = AddItemSchema.safeParse(Object.fromEntries(await request.formData()))
    if (!parsed.success) return errorData(parsed.error)
    const { wishlistId, name, imageUrl, price, url } = parsed.data
    const item = await itemService(getServices(context).db).addItem(user, {
      wishlistId,
      product: { name, imageUrl: imageUrl || null, price: price === '' ? Number.NaN : Number(price), url },
    })
    return { ok: true as const, item: { id: item.id, wishlistId: item.wishlistId, productName: item.productName } }
  } catch (error) {
    return errorData(error)
  }
}
