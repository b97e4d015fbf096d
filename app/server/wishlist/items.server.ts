import { and, eq, sql } from 'drizzle-orm'

import type { Database } from '#app/server/db/client.server.ts'
import { queryRow } from '#app/server/db/rows.server.ts'
import { wishlistItems } from '#app/server/db/schema.server.ts'
import { InvalidError, NotFoundError } from '#app/server/domain-errors.server.ts'

import { assertId, visibleTo, type Actor } from '#app/server/wishlist/access.server.ts'
import { WishlistProductSchema, type WishlistProductInput } from '#app/lib/wishlist/contract.ts'
import { itemColumns, type WishlistItem } from '#app/server/wishlist/lists.server.ts'

interface ItemRef {
  wishlistId: string
  itemId: string
}

/** Wishlist items: owner and collaborators may add, remove and mark them. */
export function itemOperations(db: Database) {
  /** The item, if it is on `wishlistId` and the actor may see that list; swapped ids find nothing. */
  function itemWhere(actor: Actor, ref: ItemRef) {
    assertId(ref.wishlistId)
    assertId(ref.itemId, 'Item')
    return and(
      eq(wishlistItems.id, ref.itemId),
      eq(wishlistItems.wishlistId, ref.wishlistId),
      visibleTo(actor.id, wishlistItems.wishlistId),
    )
  }

  return {
    /**
     * Adds a product. Its link must be an https retailer link on an allowed host and its image
     * our own or from an allowed host, whatever the client claims.
     */
    async addItem(actor: Actor, input: { wishlistId: string; product: WishlistProductInput }): Promise<WishlistItem> {
      assertId(input.wishlistId)
      const parsed = WishlistProductSchema.safeParse(input.product)
      if (!parsed.success) throw new InvalidError(parsed.error.issues[0]!.message)
      const product = parsed.data
      // One statement: the access check and the insert cannot be split by a collaborator's removal.
      const inserted = await queryRow<{ id: string }>(
        db,
        sql`
        insert into ${wishlistItems} (wishlist_id, product_name, product_image, product_price, product_url)
        select ${input.wishlistId}::uuid, ${product.name}::text, ${product.imageUrl}::text,
               ${product.price}::numeric, ${product.url}::text
        where ${visibleTo(actor.id, input.wishlistId)}
        returning id`,
      )
      if (!inserted) throw new NotFoundError('Wishlist not found')
      const [item] = await db.select(itemColumns).from(wishlistItems).where(eq(wishlistItems.id, inserted.id))
      return item!
    },

    async removeItem(actor: Actor, ref: ItemRef): Promise<void> {
      const removed = await db.delete(wishlistItems).where(itemWhere(actor, ref)).returning({ id: wishlistItems.id })
      if (!removed.length) throw new NotFoundError('Item not found')
    },

    /** Sets (not flips) the purchased flag, so a repeated request cannot undo itself. */
    async setPurchased(actor: Actor, ref: ItemRef & { purchased: boolean }): Promise<WishlistItem> {
      const [item] = await db
        .update(wishlistItems)
        .set({ purchased: ref.purchased })
        .where(itemWhere(actor, ref))
        .returning(itemColumns)
      if (!item) throw new NotFoundError('Item not found')
      return item
    },
  }
}
