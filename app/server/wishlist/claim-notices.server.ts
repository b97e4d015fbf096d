import { sql, type SQL } from 'drizzle-orm'

import type { Database } from '#app/server/db/client.server.ts'
import { queryRows } from '#app/server/db/rows.server.ts'
import { profiles, user, wishlistClaims, wishlistItems, wishlists } from '#app/server/db/schema.server.ts'
import type { MailOutbox } from '#app/server/mail/outbox.server.ts'
import { claimedItemRemovedEmail } from '#app/server/wishlist/claim-emails.server.ts'
import { displayName } from '#app/lib/wishlist/wishlist.ts'
import { logError } from '#app/server/logging/redact.server.ts'

/** A confirmed claim about to go with its item or list, and what its giver is told. */
export interface DroppedClaim {
  email: string
  itemName: string
  listName: string
  ownerName: string
}

/**
 * The confirmed claims on the items `where` selects (over item `i` and its list `w`), read inside
 * the transaction that deletes them. The items are locked first, as every claim locks its item
 * before it counts, so no claim confirmed in between goes untold (and locks are always taken in
 * the same order: item, then claim).
 */
export async function confirmedClaimsWhere(tx: Pick<Database, 'execute'>, where: SQL): Promise<DroppedClaim[]> {
  await tx.execute(
    sql`select i.id from ${wishlistItems} i join ${wishlists} w on w.id = i.wishlist_id where ${where} for update of i`,
  )
  const rows = await queryRows<{ email: string; item_name: string; list_name: string; owner_name: string | null }>(
    tx,
    sql`
    select c.claimer_email as email, i.product_name as item_name, w.name as list_name,
           coalesce(nullif(trim(p.name), ''), nullif(trim(u.name), '')) as owner_name
    from ${wishlistClaims} c
    join ${wishlistItems} i on i.id = c.item_id
    join ${wishlists} w on w.id = i.wishlist_id
    join ${user} u on u.id = w.user_id
    left join ${profiles} p on p.user_id = w.user_id
    where c.status = 'confirmed' and ${where}`,
  )
  return rows.map((row) => ({
    email: row.email,
    itemName: row.item_name,
    listName: row.list_name,
    ownerName: displayName(row.owner_name),
  }))
}

/** Tells each giver that what they were getting is gone; a mail that cannot be queued is logged. */
export async function tellClaimers(
  mail: Pick<MailOutbox, 'enqueue'>,
  appUrl: string,
  dropped: readonly DroppedClaim[],
  listDeleted: boolean,
): Promise<void> {
  for (const claim of dropped) {
    try {
      await mail.enqueue(claimedItemRemovedEmail({ to: claim.email, appUrl, listDeleted, ...claim }))
    } catch (error) {
      logError('[wishlist] could not queue a removed-item email', error)
    }
  }
}
