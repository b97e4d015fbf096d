import { sql } from 'drizzle-orm'
import { customType, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

import { user, wishlistItems, wishlists } from '#app/server/db/schema.server.ts'

/*
 * Tables of the wishlist feature added with share links and claims: how a list is shared, who is
 * getting what on a 'me' list, and the images of items added by link. The lists, items,
 * collaborators and invitations themselves are in schema.server.ts.
 */

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' })
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/**
 * The share link of a list (at most one; sharing again replaces it, stopping deletes it). The token
 * in the link is an HMAC of `seed` under the server secret, so the owner can be shown the link again,
 * while the database alone holds nothing that opens the list: `token_hash` (SHA-256 of the token) is
 * what a visit is looked up by.
 */
export const wishlistShareLinks = pgTable('wishlist_share_links', {
  wishlistId: uuid('wishlist_id')
    .primaryKey()
    .references(() => wishlists.id, { onDelete: 'cascade' }),
  seed: text('seed').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
})

/**
 * A giver's claim on an item of a 'me' list: 'pending' until a visitor without an account follows
 * the emailed link, 'confirmed' once it counts. One claim per item and giver address. Only
 * confirmed claims take units of the item's quantity.
 */
export const wishlistClaims = pgTable(
  'wishlist_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => wishlistItems.id, { onDelete: 'cascade' }),
    wishlistId: uuid('wishlist_id')
      .notNull()
      .references(() => wishlists.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
    status: text('status', { enum: ['pending', 'confirmed'] })
      .notNull()
      .default('pending'),
    claimerUserId: text('claimer_user_id').references(() => user.id, { onDelete: 'set null' }),
    claimerName: text('claimer_name').notNull(),
    // Stored lower-cased.
    claimerEmail: text('claimer_email').notNull(),
    // SHA-256 of the random tokens in the emailed confirm and undo links; the tokens are only ever emailed.
    confirmTokenHash: text('confirm_token_hash').unique(),
    undoTokenHash: text('undo_token_hash').unique(),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('wishlist_claims_one_per_giver_idx').on(table.itemId, table.claimerEmail),
    index('wishlist_claims_wishlist_idx').on(table.wishlistId, table.status),
    index('wishlist_claims_claimer_idx').on(table.claimerUserId),
    index('wishlist_claims_pending_idx')
      .on(table.confirmExpiresAt)
      .where(sql`${table.status} = 'pending'`),
  ],
)

/**
 * Our copy of the image of an item added by link, served from our own origin (so the page's CSP
 * stays as it is and visitors of a shared list are not shown to the shop). `key` is random and is
 * the only way to ask for it; the row goes with its item.
 */
export const wishlistItemImages = pgTable('wishlist_item_images', {
  itemId: uuid('item_id')
    .primaryKey()
    .references(() => wishlistItems.id, { onDelete: 'cascade' }),
  key: text('key').notNull().unique(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
})
