import { and, desc, eq, sql } from 'drizzle-orm'

import type { Database } from '#app/server/db/client.server.ts'
import { profiles, user, wishlistItems, wishlists } from '#app/server/db/schema.server.ts'
import { ForbiddenError, InvalidError, NotFoundError } from '#app/server/domain-errors.server.ts'

import { assertId, roleOn, visibleTo, type Actor } from '#app/server/wishlist/access.server.ts'
import { collaboratorsOf, displayNameSql, type Collaborator } from '#app/server/wishlist/collaborators.server.ts'
import { WishlistNameSchema } from '#app/lib/wishlist/contract.ts'

/** A wishlist as lists, the dialog and the profile show it. */
export interface WishlistSummary {
  id: string
  name: string
  createdAt: Date
  itemCount: number
  isOwner: boolean
  /** The owner's display name (null shows as 'Anonymous User'); useful for shared lists. */
  ownerName: string | null
  /** Only for lists the actor owns: collaborators are the owner's business. */
  collaborators: Collaborator[]
}

export interface WishlistItem {
  id: string
  wishlistId: string
  productName: string
  productImage: string | null
  productPrice: number | null
  productUrl: string | null
  purchased: boolean
  createdAt: Date
}

export const itemColumns = {
  id: wishlistItems.id,
  wishlistId: wishlistItems.wishlistId,
  productName: wishlistItems.productName,
  productImage: wishlistItems.productImage,
  productPrice: wishlistItems.productPrice,
  productUrl: wishlistItems.productUrl,
  purchased: wishlistItems.purchased,
  createdAt: wishlistItems.createdAt,
}

function summaryColumns(actor: Actor) {
  return {
    id: wishlists.id,
    name: wishlists.name,
    createdAt: wishlists.createdAt,
    isOwner: sql<boolean>`${wishlists.userId} = ${actor.id}`,
    itemCount: sql<number>`(select count(*)::int from ${wishlistItems} i where i.wishlist_id = ${wishlists.id})`,
    ownerName: displayNameSql,
  }
}

/** Wishlists: listing, creating, reading and deleting, each checked against the acting user. */
export function listOperations(db: Database) {
  async function withCollaborators(rows: Omit<WishlistSummary, 'collaborators'>[]): Promise<WishlistSummary[]> {
    const owned = rows.filter((row) => row.isOwner).map((row) => row.id)
    const collaborators = await collaboratorsOf(db, owned)
    return rows.map((row) => ({
      ...row,
      itemCount: Number(row.itemCount),
      collaborators: collaborators.filter((collaborator) => collaborator.wishlistId === row.id),
    }))
  }

  return {
    /** The actor's own lists, newest first, then the lists shared with them, newest first. */
    async listForUser(actor: Actor): Promise<WishlistSummary[]> {
      const columns = summaryColumns(actor)
      const rows = await db
        .select(columns)
        .from(wishlists)
        .innerJoin(user, eq(user.id, wishlists.userId))
        .leftJoin(profiles, eq(profiles.userId, wishlists.userId))
        .where(visibleTo(actor.id, wishlists.id))
        .orderBy(desc(columns.isOwner), desc(wishlists.createdAt), desc(wishlists.id))
      return withCollaborators(rows)
    },

    /** Creates a list owned by the actor; the name is trimmed and must be 1 to 100 characters. */
    async create(actor: Actor, name: string): Promise<WishlistSummary> {
      const parsed = WishlistNameSchema.safeParse(name)
      if (!parsed.success) throw new InvalidError(parsed.error.issues[0]!.message)
      const [row] = await db
        .insert(wishlists)
        .values({ name: parsed.data, userId: actor.id })
        .returning({ id: wishlists.id, name: wishlists.name, createdAt: wishlists.createdAt })
      return { ...row!, itemCount: 0, isOwner: true, ownerName: null, collaborators: [] }
    },

    /** Deletes a list the actor owns; its items, collaborators and invitations go with it (foreign-key cascades). */
    async delete(actor: Actor, wishlistId: string): Promise<void> {
      assertId(wishlistId)
      const deleted = await db
        .delete(wishlists)
        .where(and(eq(wishlists.id, wishlistId), eq(wishlists.userId, actor.id)))
        .returning({ id: wishlists.id })
      if (deleted.length) return
      // Not deleted: a collaborator is told they may not; anyone else finds nothing.
      await roleOn(db, actor, wishlistId)
      throw new ForbiddenError('Only the owner can delete this wishlist')
    },

    /** One list the actor may see, with its items newest first. */
    async getWithItems(
      actor: Actor,
      wishlistId: string,
    ): Promise<{ wishlist: WishlistSummary; items: WishlistItem[] }> {
      assertId(wishlistId)
      const rows = await db
        .select(summaryColumns(actor))
        .from(wishlists)
        .innerJoin(user, eq(user.id, wishlists.userId))
        .leftJoin(profiles, eq(profiles.userId, wishlists.userId))
        .where(and(eq(wishlists.id, wishlistId), visibleTo(actor.id, wishlists.id)))
      if (!rows.length) throw new NotFoundError('Wishlist not found')
      const [[wishlist], items] = await Promise.all([
        withCollaborators(rows),
        db
          .select(itemColumns)
          .from(wishlistItems)
          .where(and(eq(wishlistItems.wishlistId, wishlistId), visibleTo(actor.id, wishlistItems.wishlistId)))
          .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id)),
      ])
      return { wishlist: wishlist!, items }
    },
  }
}
