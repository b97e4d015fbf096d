import { and, eq, sql } from 'drizzle-orm'

import type { Database } from '#app/server/db/client.server.ts'
import { queryRow } from '#app/server/db/rows.server.ts'
import { profiles, user, wishlistItemImages, wishlistItems, wishlists } from '#app/server/db/schema.server.ts'
import { InvalidError, NotFoundError } from '#app/server/domain-errors.server.ts'
import type { MailOutbox } from '#app/server/mail/outbox.server.ts'

import { assertId, visibleTo, type Actor } from '#app/server/wishlist/access.server.ts'
import { confirmedClaimsWhere, tellClaimers } from '#app/server/wishlist/claim-notices.server.ts'
import { displayNameSql } from '#app/server/wishlist/collaborators.server.ts'
import type { GiftEvents } from '#app/server/wishlist/gift-events.server.ts'
import { newImageKey, type ItemImage } from '#app/server/wishlist/item-images.server.ts'
import { itemColumns, lockFor, type WishlistItem } from '#app/server/wishlist/lists.server.ts'
import { productKey } from '#app/server/wishlist/product-key.server.ts'
import {
  ItemDetailsSchema,
  WishlistProductSchema,
  type ItemDetailsInput,
  type OwnItem,
  type WishlistProductInput,
} from '#app/lib/wishlist/contract.ts'
import { ITEM_IMAGE_PATH, WISHLIST_LIMITS, WISHLIST_MESSAGES } from '#app/lib/wishlist/wishlist.ts'

interface ItemRef {
  wishlistId: string
  itemId: string
}

/** What a new item stores, whichever way it came (a catalogue product, a link, by hand). */
interface NewItem {
  name: string
  imageUrl: string | null
  price: number | null
  currency: string
  url: string | null
  note: string | null
  quantity: number
  mostWanted: boolean
}

export interface ItemDeps {
  db: Database
  mail: Pick<MailOutbox, 'enqueue'>
  appUrl: string
  events: GiftEvents
}

/** Postgres' unique_violation, whether the driver error is thrown bare or wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) => (value as { code?: unknown } | null)?.code
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | null)?.cause) === '23505'
}

/** Wishlist items: owner and collaborators may add, change, remove and mark them. */
export function itemOperations({ db, mail, appUrl, events }: ItemDeps) {
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

  /**
   * Inserts an item on a list the actor may edit, in one transaction holding the list's lock: the
   * access check, the quota (WISHLIST_LIMITS.itemsPerList) and "not already on this list" sit in the
   * WHERE of the insert itself. `image` is our copy of the product page's image.
   */
  async function insertItem(actor: Actor, wishlistId: string, item: NewItem, image: ItemImage | null = null) {
    assertId(wishlistId)
    const key = productKey({ url: item.url, name: item.name })
    const imageKey = image ? newImageKey() : null
    const imageUrl = imageKey ? `${ITEM_IMAGE_PATH}${imageKey}` : item.imageUrl
    const legacySame = sql`(i.product_key is null and i.product_url is not distinct from ${item.url}::text and lower(trim(i.product_name)) = lower(trim(${item.name}::text)))`
    let outcome: { id: string } | 'quota' | 'duplicate' | 'missing'
    try {
      outcome = await db.transaction(async (tx) => {
        await lockFor(tx, `wishlist-items:${wishlistId}`)
        const inserted = await queryRow<{ id: string }>(
          tx,
          sql`
          insert into ${wishlistItems}
            (wishlist_id, product_name, product_image, product_price, product_currency, product_url, product_key,
             note, quantity, most_wanted)
          select ${wishlistId}::uuid, ${item.name}::text, ${imageUrl}::text, ${item.price}::numeric, ${item.currency}::text,
                 ${item.url}::text, ${key}::text, ${item.note}::text, ${item.quantity}::int, ${item.mostWanted}::boolean
          where ${visibleTo(actor.id, wishlistId)}
            and (select count(*) from ${wishlistItems} i where i.wishlist_id = ${wishlistId}) < ${WISHLIST_LIMITS.itemsPerList}
            and not exists (select 1 from ${wishlistItems} i where i.wishlist_id = ${wishlistId} and (i.product_key = ${key} or ${legacySame}))
          returning id`,
        )
        if (inserted) {
          if (image && imageKey) {
            await tx.insert(wishlistItemImages).values({
              itemId: inserted.id,
              key: imageKey,
              contentType: image.contentType,
              bytes: new Uint8Array(image.bytes),
            })
          }
          return inserted
        }
        // Nothing inserted: say why, to someone who may see the list, and nothing to anyone else.
        const why = await queryRow<{ visible: boolean; full: boolean; duplicate: boolean }>(
          tx,
          sql`
          select ${visibleTo(actor.id, wishlistId)} as visible,
                 (select count(*) from ${wishlistItems} i where i.wishlist_id = ${wishlistId}) >= ${WISHLIST_LIMITS.itemsPerList} as full,
                 exists (select 1 from ${wishlistItems} i where i.wishlist_id = ${wishlistId} and (i.product_key = ${key} or ${legacySame})) as duplicate`,
        )
        if (!why?.visible) return 'missing' as const
        return why.full ? ('quota' as const) : ('duplicate' as const)
      })
    } catch (error) {
      // Two adds of the same product at once: the unique index settles it.
      if (isUniqueViolation(error)) throw new InvalidError(WISHLIST_MESSAGES.alreadyOnList)
      throw error
    }
    if (outcome === 'missing') throw new NotFoundError('Wishlist not found')
    if (outcome === 'quota') throw new InvalidError(WISHLIST_MESSAGES.itemsQuota)
    if (outcome === 'duplicate') throw new InvalidError(WISHLIST_MESSAGES.alreadyOnList)
    const [row] = await db.select(itemColumns).from(wishlistItems).where(eq(wishlistItems.id, outcome.id))
    return row!
  }

  return {
    /**
     * Adds a catalogue product (the 'Add to Wishlist' button). Its link must be an https retailer
     * link on an allowed host and its image our own or from an allowed host, whatever the client claims.
     */
    async addItem(actor: Actor, input: { wishlistId: string; product: WishlistProductInput }): Promise<WishlistItem> {
      assertId(input.wishlistId)
      const parsed = WishlistProductSchema.safeParse(input.product)
      if (!parsed.success) throw new InvalidError(parsed.error.issues[0]!.message)
      const product = parsed.data
      return insertItem(actor, input.wishlistId, {
        name: product.name,
        imageUrl: product.imageUrl,
        price: product.price,
        currency: 'GBP',
        url: product.url,
        note: null,
        quantity: 1,
        mostWanted: false,
      })
    },

    /** Adds a thing from any shop's page or by hand (already parsed with OwnItemSchema), with our copy of its image. */
    async addOwnItem(actor: Actor, wishlistId: string, item: OwnItem, image: ItemImage | null): Promise<WishlistItem> {
      return insertItem(
        actor,
        wishlistId,
        {
          name: item.name,
          imageUrl: null,
          price: item.price,
          currency: item.currency,
          url: item.url,
          note: item.note,
          quantity: item.quantity,
          mostWanted: item.mostWanted,
        },
        image,
      )
    },

    /** Changes an item's note, quantity and 'Most wanted' (owner and editors). */
    async updateItem(actor: Actor, ref: ItemRef & ItemDetailsInput): Promise<WishlistItem> {
      const parsed = ItemDetailsSchema.safeParse(ref)
      if (!parsed.success) throw new InvalidError(parsed.error.issues[0]!.message)
      const [item] = await db.update(wishlistItems).set(parsed.data).where(itemWhere(actor, ref)).returning(itemColumns)
      if (!item) throw new NotFoundError('Item not found')
      return item
    },

    /**
     * Removes an item. Anyone getting it through a claim is told by email; the answer is the same
     * whether it was claimed or not.
     */
    async removeItem(actor: Actor, ref: ItemRef): Promise<void> {
      const where = itemWhere(actor, ref)
      const dropped = await db.transaction(async (tx) => {
        const claims = await confirmedClaimsWhere(
          tx,
          sql`i.id = ${ref.itemId} and i.wishlist_id = ${ref.wishlistId} and ${visibleTo(actor.id, sql`i.wishlist_id`)}`,
        )
        const removed = await tx.delete(wishlistItems).where(where).returning({ id: wishlistItems.id })
        return removed.length ? claims : null
      })
      if (!dropped) throw new NotFoundError('Item not found')
      await tellClaimers(mail, appUrl, dropped, false)
    },

    /**
     * Sets (not flips) the purchased flag of an item on a gift plan, so a repeated request cannot
     * undo itself. Items on a list someone made for themselves are claimed instead.
     */
    async setPurchased(actor: Actor, ref: ItemRef & { purchased: boolean }): Promise<WishlistItem> {
      const isGiftPlan = sql`exists (select 1 from ${wishlists} w where w.id = ${wishlistItems.wishlistId} and w.kind = 'someone-else')`
      const [changed] = await db
        .update(wishlistItems)
        .set({
          purchased: ref.purchased,
          purchasedBy: ref.purchased ? actor.id : null,
          purchasedAt: ref.purchased ? sql`now()` : null,
        })
        .where(and(itemWhere(actor, ref), isGiftPlan, sql`${wishlistItems.purchased} <> ${ref.purchased}`))
        .returning({ ...itemColumns, purchasedAt: wishlistItems.purchasedAt })
      if (!changed) {
        // Already so (a repeated request), on a list for oneself, or not there for this actor.
        const [same] = await db
          .select(itemColumns)
          .from(wishlistItems)
          .where(and(itemWhere(actor, ref), isGiftPlan))
        if (same) return same
        const [visible] = await db.select({ id: wishlistItems.id }).from(wishlistItems).where(itemWhere(actor, ref))
        if (visible) throw new InvalidError(WISHLIST_MESSAGES.notPurchasable)
        throw new NotFoundError('Item not found')
      }
      const { purchasedAt, ...item } = changed
      const [list] = await db
        .select({
          id: wishlists.id,
          name: wishlists.name,
          kind: wishlists.kind,
          ownerId: wishlists.userId,
          occasionDate: wishlists.occasionDate,
          giverName: sql<
            string | null
          >`(select ${displayNameSql} from ${user} left join ${profiles} on ${profiles.userId} = ${user.id} where ${user.id} = ${actor.id})`,
        })
        .from(wishlists)
        .where(eq(wishlists.id, item.wishlistId))
      if (list) {
        const { giverName, ...wishlist } = list
        await events.emit({
          type: ref.purchased ? 'purchased' : 'unpurchased',
          at: purchasedAt ?? new Date(),
          wishlist,
          item: {
            id: item.id,
            name: item.productName,
            price: item.productPrice,
            currency: item.productCurrency,
            link: item.productUrl,
          },
          quantity: 1,
          giver: { userId: actor.id, name: giverName, email: actor.email },
        })
      }
      return item
    },
  }
}
