import { sql } from 'drizzle-orm'

import type { Database } from '#app/server/db/client.server.ts'
import { people as peopleTable, profiles, user } from '#app/server/db/schema.server.ts'
import { queryRows } from '#app/server/db/rows.server.ts'
import type { PeopleService } from '#app/server/people/people.server.ts'
import type { WishlistService } from '#app/server/wishlist/wishlist.server.ts'

/**
 * A signed-in giver's claim on someone's own wish list goes into the giver's gift history for that
 * someone: the one of the giver's people named as the list's owner is (their display name, or its
 * first word: "Priya" for "Priya Shah"). With no such person, or two, nothing is recorded; the
 * giver can still type the gift in. The owner never sees any of it: the history is the giver's.
 * Returns the function that stops listening.
 */
export function recordClaimsInHistory(deps: { db: Database; wishlists: WishlistService; people: PeopleService }) {
  return deps.wishlists.onGiftEvent(async (event) => {
    if (event.type !== 'claimed' && event.type !== 'claim-undone') return
    const giverId = event.giver.userId
    if (!giverId) return
    const matches = await queryRows<{ id: string }>(
      deps.db,
      sql`
        with owner as (
          select lower(coalesce(nullif(trim(p.name), ''), nullif(trim(u.name), ''), '')) as name
          from ${user} u left join ${profiles} p on p.user_id = u.id
          where u.id = ${event.wishlist.ownerId}
        )
        select person.id from ${peopleTable} person, owner
        where person.user_id = ${giverId} and owner.name <> ''
          and lower(trim(person.name)) in (owner.name, split_part(owner.name, ' ', 1))`,
    )
    if (matches.length !== 1) return
    await deps.people.recordListGift(
      { id: giverId },
      {
        wishlistId: event.wishlist.id,
        itemId: event.item.id,
        given: event.type === 'claimed',
        source: 'claimed',
        personId: matches[0]!.id,
      },
    )
  })
}
