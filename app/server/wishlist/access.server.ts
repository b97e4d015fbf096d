import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm'

import { NotFoundError } from '#app/server/domain-errors.server.ts'
import type { Database } from '#app/server/db/client.server.ts'
import { wishlistCollaborators, wishlists } from '#app/server/db/schema.server.ts'

/** The signed-in user a service acts for: id and verified (lower-cased) email. */
export interface Actor {
  id: string
  email: string
}

export type WishlistRole = 'owner' | 'editor'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Ids that are not UUIDs name nothing; saying so up front keeps Postgres from raising a cast error. */
export function assertId(value: string, what = 'Wishlist'): void {
  if (!UUID.test(value)) throw new NotFoundError(`${what} not found`)
}

/**
 * SQL condition: `wishlistId` (a column or a value) names a wishlist the user owns or
 * collaborates on. Services put it in the WHERE clause of the very query it guards.
 */
export function visibleTo(userId: string, wishlistId: SQLWrapper | string): SQL {
  return sql`exists (select 1 from ${wishlists} w where w.id = ${wishlistId} and (w.user_id = ${userId} or exists (select 1 from ${wishlistCollaborators} c where c.wishlist_id = w.id and c.user_id = ${userId})))`
}

/**
 * The actor's role on a wishlist, or NotFound when they have none: to a stranger a list they
 * cannot see does not exist.
 */
export async function roleOn(db: Database, actor: Actor, wishlistId: string): Promise<WishlistRole> {
  assertId(wishlistId)
  const [row] = await db
    .select({ ownerId: wishlists.userId, collaboratorId: wishlistCollaborators.userId })
    .from(wishlists)
    .leftJoin(
      wishlistCollaborators,
      and(eq(wishlistCollaborators.wishlistId, wishlists.id), eq(wishlistCollaborators.userId, actor.id)),
    )
    .where(eq(wishlists.id, wishlistId))
  if (row?.ownerId === actor.id) return 'owner'
  if (row?.collaboratorId === actor.id) return 'editor'
  throw new NotFoundError('Wishlist not found')
}

/** SQL condition: `wishlistId` names a wishlist `userId` owns. */
export function ownedBy(userId: string, wishlistId: SQLWrapper | string): SQL {
  return sql`exists (select 1 from ${wishlists} w where w.id = ${wishlistId} and w.user_id = ${userId})`
}

const londonDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** Today's date in London as 'YYYY-MM-DD': occasions are days in the UK, whatever the server's clock zone. */
export function londonToday(now = new Date()): string {
  return londonDate.format(now)
}

/** Page `requested` of `total` things, `pageSize` a page: clamped to the pages there are (at least one). */
export function pageOf(requested: number, total: number, pageSize: number) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize))
  const page = Math.min(Math.max(1, Math.floor(requested) || 1), pageCount)
  return { page, pageCount, pageSize, total, offset: (page - 1) * pageSize }
}
