import { and, asc, eq, inArray, sql } from 'drizzle-orm'

import type { Database } from '#app/server/db/client.server.ts'
import { profiles, user, wishlistCollaborators, wishlists } from '#app/server/db/schema.server.ts'
import { ForbiddenError, InvalidError, NotFoundError } from '#app/server/domain-errors.server.ts'

import { assertId, roleOn, type Actor } from '#app/server/wishlist/access.server.ts'

/** A collaborator as the owner sees them: never their email, only the display name. */
export interface Collaborator {
  wishlistId: string
  userId: string
  role: 'editor'
  /** Profile name (or the name given at sign-up); null shows as 'Anonymous User'. */
  name: string | null
  avatarUrl: string | null
}

/** The display name of a user: profile name, else the sign-up name, else null. */
export const displayNameSql = sql<
  string | null
>`coalesce(nullif(trim(${profiles.name}), ''), nullif(trim(${user.name}), ''))`

/**
 * The collaborators of the list `wishlistId` names, oldest first, as a JSON array in the query that
 * reads the list (one query for a page of lists instead of a second for their collaborators). The
 * caller decides whom it may show them to: the owner only.
 */
export function collaboratorsJsonSql(wishlistId: unknown) {
  return sql<Collaborator[]>`coalesce((
    select json_agg(json_build_object(
      'wishlistId', c.wishlist_id,
      'userId', c.user_id,
      'role', c.role,
      'name', coalesce(nullif(trim(cp.name), ''), nullif(trim(cu.name), '')),
      'avatarUrl', cp.avatar_url
    ) order by c.created_at, c.user_id)
    from ${wishlistCollaborators} c
    join ${user} cu on cu.id = c.user_id
    left join ${profiles} cp on cp.user_id = c.user_id
    where c.wishlist_id = ${wishlistId}
  ), '[]'::json)`
}

/** Collaborators of the given wishlists, oldest first. Callers have already checked ownership. */
export async function collaboratorsOf(db: Database, wishlistIds: readonly string[]): Promise<Collaborator[]> {
  if (wishlistIds.length === 0) return []
  return db
    .select({
      wishlistId: wishlistCollaborators.wishlistId,
      userId: wishlistCollaborators.userId,
      role: wishlistCollaborators.role,
      name: displayNameSql,
      avatarUrl: profiles.avatarUrl,
    })
    .from(wishlistCollaborators)
    .innerJoin(user, eq(user.id, wishlistCollaborators.userId))
    .leftJoin(profiles, eq(profiles.userId, wishlistCollaborators.userId))
    .where(inArray(wishlistCollaborators.wishlistId, [...wishlistIds]))
    .orderBy(asc(wishlistCollaborators.createdAt), asc(wishlistCollaborators.userId))
}

/** Collaborator management: the owner only. */
export function collaboratorOperations(db: Database) {
  return {
    /** The collaborators of a list the actor owns. */
    async listCollaborators(actor: Actor, wishlistId: string): Promise<Collaborator[]> {
      const role = await roleOn(db, actor, wishlistId)
      if (role !== 'owner') throw new ForbiddenError('Only the owner can see who collaborates on this wishlist')
      return collaboratorsOf(db, [wishlistId])
    },

    /** Removes a collaborator; their next request already finds no access. */
    async removeCollaborator(actor: Actor, input: { wishlistId: string; userId: string }): Promise<void> {
      assertId(input.wishlistId)
      const removed = await db
        .delete(wishlistCollaborators)
        .where(
          and(
            eq(wishlistCollaborators.wishlistId, input.wishlistId),
            eq(wishlistCollaborators.userId, input.userId),
            sql`exists (select 1 from ${wishlists} w where w.id = ${wishlistCollaborators.wishlistId} and w.user_id = ${actor.id})`,
          ),
        )
        .returning({ userId: wishlistCollaborators.userId })
      if (removed.length) return
      const role = await roleOn(db, actor, input.wishlistId)
      if (role !== 'owner') throw new ForbiddenError('Only the owner can remove collaborators')
      throw new NotFoundError('Collaborator not found')
    },

    /** A collaborator leaves a list; it is gone from their lists at once. The owner cannot leave their own list. */
    async leave(actor: Actor, wishlistId: string): Promise<void> {
      assertId(wishlistId)
      const left = await db
        .delete(wishlistCollaborators)
        .where(and(eq(wishlistCollaborators.wishlistId, wishlistId), eq(wishlistCollaborators.userId, actor.id)))
        .returning({ userId: wishlistCollaborators.userId })
      if (left.length) return
      const role = await roleOn(db, actor, wishlistId)
      if (role === 'owner') throw new InvalidError('You own this wishlist: delete it instead of leaving')
      throw new NotFoundError('Wishlist not found')
    },
  }
}
