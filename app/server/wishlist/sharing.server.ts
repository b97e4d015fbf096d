import { createHash, createHmac, randomBytes } from 'node:crypto'

import { and, eq, sql } from 'drizzle-orm'

import type { Database } from '#app/server/db/client.server.ts'
import { queryRow } from '#app/server/db/rows.server.ts'
import { wishlistShareLinks, wishlists } from '#app/server/db/schema.server.ts'
import { ForbiddenError, NotFoundError } from '#app/server/domain-errors.server.ts'
import { assertId, ownedBy, roleOn, type Actor } from '#app/server/wishlist/access.server.ts'

/*
 * Share links (/shared/{token}). The token is an HMAC-SHA256 of a random 128-bit seed under the
 * server secret (256 bits, base64url); the table keeps the seed, so the owner can be shown the link
 * again, and the SHA-256 of the token, which visits are looked up by. Neither opens the list without
 * the secret. Sharing again draws a new seed, so the old link stops working; stopping deletes it.
 */

export interface SharingDeps {
  db: Database
  appUrl: string
  secret: string
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url')

/** The shared page's path for a token. */
export const sharedPath = (token: string) => `/shared/${token}`

export function sharingOperations({ db, appUrl, secret }: SharingDeps) {
  const tokenOf = (seed: string) => createHmac('sha256', secret).update(`wishlist-share:${seed}`).digest('base64url')
  const urlOf = (seed: string) => new URL(sharedPath(tokenOf(seed)), appUrl).toString()

  async function ownerOnly(actor: Actor, wishlistId: string, message: string): Promise<never> {
    const role = await roleOn(db, actor, wishlistId)
    if (role !== 'owner') throw new ForbiddenError(message)
    throw new NotFoundError('Wishlist not found')
  }

  return {
    /** Makes a new share link for a list the actor owns (replacing any other) and returns its URL. */
    async share(actor: Actor, wishlistId: string): Promise<string> {
      assertId(wishlistId)
      const seed = randomBytes(16).toString('base64url')
      const tokenHash = hashToken(tokenOf(seed))
      const row = await queryRow<{ wishlist_id: string }>(
        db,
        sql`
        insert into ${wishlistShareLinks} (wishlist_id, seed, token_hash)
        select ${wishlistId}::uuid, ${seed}, ${tokenHash}
        where ${ownedBy(actor.id, wishlistId)}
        on conflict (wishlist_id) do update set seed = excluded.seed, token_hash = excluded.token_hash, created_at = now()
        returning wishlist_id`,
      )
      if (!row) return ownerOnly(actor, wishlistId, 'Only the owner can share this wishlist')
      return urlOf(seed)
    },

    /** Deletes the share link of a list the actor owns: the link stops working at once. */
    async stopSharing(actor: Actor, wishlistId: string): Promise<void> {
      assertId(wishlistId)
      const [owned] = await db
        .select({ id: wishlists.id })
        .from(wishlists)
        .where(and(eq(wishlists.id, wishlistId), eq(wishlists.userId, actor.id)))
      if (!owned) return ownerOnly(actor, wishlistId, 'Only the owner can stop sharing this wishlist')
      await db
        .delete(wishlistShareLinks)
        .where(and(eq(wishlistShareLinks.wishlistId, wishlistId), ownedBy(actor.id, wishlistShareLinks.wishlistId)))
    },

    /** The share link of a list the actor owns, or null when it is not shared. */
    async shareUrlFor(actor: Actor, wishlistId: string): Promise<string | null> {
      const [row] = await db
        .select({ seed: wishlistShareLinks.seed })
        .from(wishlistShareLinks)
        .where(and(eq(wishlistShareLinks.wishlistId, wishlistId), ownedBy(actor.id, wishlistShareLinks.wishlistId)))
      return row ? urlOf(row.seed) : null
    },

    /**
     * SQL condition: `wishlistId` is the list the share token opens. Services that act through a
     * share link put it in the WHERE of the query it guards.
     */
    sharedBy(token: string, wishlistId: unknown): ReturnType<typeof sql> {
      const tokenHash = TOKEN.test(token) ? hashToken(token) : ''
      return sql`exists (select 1 from ${wishlistShareLinks} s where s.wishlist_id = ${wishlistId} and s.token_hash = ${tokenHash})`
    },

    /** The list a share token opens; NotFound for a token that is malformed, revoked or replaced. */
    async resolveToken(token: string): Promise<string> {
      if (!TOKEN.test(token)) throw new NotFoundError('This shared list does not exist')
      const [row] = await db
        .select({ wishlistId: wishlistShareLinks.wishlistId })
        .from(wishlistShareLinks)
        .where(eq(wishlistShareLinks.tokenHash, hashToken(token)))
      if (!row) throw new NotFoundError('This shared list does not exist')
      return row.wishlistId
    },
  }
}

export type SharingOperations = ReturnType<typeof sharingOperations>
