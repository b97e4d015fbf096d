import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

import { people } from '#app/server/db/schema/people.server.ts'

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

// ---------------------------------------------------------------------------
// Authentication (better-auth's tables)
// ---------------------------------------------------------------------------

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull().default(''),
  // Stored lower-cased; better-auth normalises on the way in.
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (table) => [index('session_user_id_idx').on(table.userId)],
)

export const account = pgTable('account', {
  id: text('id').primaryKey(),
  accountId: text('account_id').notNull(),
  providerId: text('provider_id').notNull(),
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  accessToken: text('access_token'),
  refreshToken: text('refresh_token'),
  idToken: text('id_token'),
  accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
  refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
  scope: text('scope'),
  password: text('password'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('verification_identifier_idx').on(table.identifier)],
)

// ---------------------------------------------------------------------------
// Profiles and wishlists
// ---------------------------------------------------------------------------

export const profiles = pgTable('profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  name: text('name'),
  avatarUrl: text('avatar_url'),
  newsletterOptIn: boolean('newsletter_opt_in').notNull().default(false),
  favoriteCategories: text('favorite_categories')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export const wishlists = pgTable(
  'wishlists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    // 'me': the owner's own wish list, claimed secretly by givers; 'someone-else': a gift plan whose
    // items collaborators mark purchased. Lists made before there were kinds are gift plans.
    kind: text('kind', { enum: ['me', 'someone-else'] })
      .notNull()
      .default('someone-else'),
    occasionDate: date('occasion_date', { mode: 'string' }),
    // Set when the owner of a 'me' list chose to see its claims, once the occasion had passed.
    claimsRevealedAt: timestamp('claims_revealed_at', { withTimezone: true }),
    /** The person the list is for (people feature); the list stays when the person is deleted. */
    personId: uuid('person_id').references((): AnyPgColumn => people.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('wishlists_user_id_idx').on(table.userId, table.createdAt)],
)

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    wishlistId: uuid('wishlist_id')
      .notNull()
      .references(() => wishlists.id, { onDelete: 'cascade' }),
    productName: text('product_name').notNull(),
    productImage: text('product_image'),
    productPrice: numeric('product_price', { precision: 12, scale: 2, mode: 'number' }),
    productUrl: text('product_url'),
    productCurrency: text('product_currency').notNull().default('GBP'),
    // The product's identity on this list (a normalised link, or the name of a thing added by hand),
    // so the same product cannot be added twice; null on items added before it existed.
    productKey: text('product_key'),
    note: text('note'),
    quantity: integer('quantity').notNull().default(1),
    mostWanted: boolean('most_wanted').notNull().default(false),
    purchased: boolean('purchased').notNull().default(false),
    purchasedBy: text('purchased_by').references(() => user.id, { onDelete: 'set null' }),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('wishlist_items_wishlist_id_idx').on(table.wishlistId, table.createdAt),
    uniqueIndex('wishlist_items_product_key_idx').on(table.wishlistId, table.productKey),
  ],
)

export const wishlistCollaborators = pgTable(
  'wishlist_collaborators',
  {
    wishlistId: uuid('wishlist_id')
      .notNull()
      .references(() => wishlists.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['editor'] })
      .notNull()
      .default('editor'),
    createdAt: createdAt(),
  },
  // One collaborator row per user and wishlist.
  (table) => [
    primaryKey({ columns: [table.wishlistId, table.userId] }),
    index('wishlist_collaborators_user_id_idx').on(table.userId),
  ],
)

export const wishlistInvitations = pgTable(
  'wishlist_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    wishlistId: uuid('wishlist_id')
      .notNull()
      .references(() => wishlists.id, { onDelete: 'cascade' }),
    inviterId: text('inviter_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    inviteeEmail: text('invitee_email').notNull(),
    inviteeId: text('invitee_id').references(() => user.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['pending', 'accepted', 'declined'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
  },
  // One pending invitation per wishlist and email.
  (table) => [
    uniqueIndex('wishlist_invitations_one_pending_idx')
      .on(table.wishlistId, table.inviteeEmail)
      .where(sql`${table.status} = 'pending'`),
    index('wishlist_invitations_invitee_email_idx').on(table.inviteeEmail),
    index('wishlist_invitations_inviter_id_idx').on(table.inviterId),
  ],
)

// ---------------------------------------------------------------------------
// Content: curated products, guides, and the offline catalogue
// ---------------------------------------------------------------------------

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    imageUrl: text('image_url'),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }),
    currency: text('currency').notNull().default('GBP'),
    brand: text('brand'),
    rating: real('rating'),
    affiliateLink: text('affiliate_link'),
    pillarSlug: text('pillar_slug').notNull(),
    subcategorySlug: text('subcategory_slug').notNull(),
    isFeatured: boolean('is_featured').notNull().default(false),
    displayOrder: integer('display_order').notNull().default(0),
    schemaJson: jsonb('schema_json'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('products_natural_key_idx').on(table.pillarSlug, table.subcategorySlug, table.name),
    index('products_listing_idx').on(table.pillarSlug, table.subcategorySlug, table.isFeatured, table.displayOrder),
  ],
)

export const guides = pgTable(
  'guides',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    excerpt: text('excerpt'),
    content: text('content'),
    author: text('author').notNull().default('the team'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    featuredImageUrl: text('featured_image_url'),
    ogImage: text('og_image'),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    canonicalUrl: text('canonical_url'),
    schemaJson: jsonb('schema_json'),
    pillarSlug: text('pillar_slug').notNull(),
    subcategorySlug: text('subcategory_slug').notNull(),
  },
  (table) => [
    uniqueIndex('guides_location_idx').on(table.pillarSlug, table.subcategorySlug, table.slug),
    index('guides_listing_idx').on(table.pillarSlug, table.subcategorySlug, table.publishedAt),
  ],
)

/**
 * The built-in marketplace: searched with Postgres full-text search when no eBay account is
 * configured. Listings of gift ideas (content/finder/knowledge) name their idea; none has a seller,
 * because the catalogue invents none.
 */
export const catalogueItems = pgTable(
  'catalogue_items',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    brand: text('brand').notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    imageUrl: text('image_url').notNull(),
    condition: text('condition').notNull().default('New'),
    sellerUsername: text('seller_username'),
    sellerFeedbackPercentage: real('seller_feedback_percentage'),
    /** The gift idea of the finder's knowledge base this listing is for, if any. */
    ideaId: text('idea_id'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // tags joined by spaces: generated columns may only use immutable functions, and array_to_string is not.
    keywords: text('keywords').notNull().default(''),
    minAge: integer('min_age').notNull().default(0),
    pillarSlug: text('pillar_slug'),
    subcategorySlug: text('subcategory_slug'),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', brand || ' ' || keywords), 'B') || setweight(to_tsvector('english', description), 'C')`,
    ),
  },
  (table) => [
    index('catalogue_items_search_idx').using('gin', table.searchVector),
    index('catalogue_items_subcategory_idx').on(table.pillarSlug, table.subcategorySlug),
    index('catalogue_items_idea_idx').on(table.ideaId),
  ],
)

// ---------------------------------------------------------------------------
// Messages, newsletter, mail outbox, limits
// ---------------------------------------------------------------------------

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
})

export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  status: text('status', { enum: ['pending', 'confirmed', 'unsubscribed'] })
    .notNull()
    .default('pending'),
  // SHA-256 of the random token in the confirmation link; the token itself is only ever emailed.
  // Unsubscribe links are signed instead (newsletter.server.ts), so every newsletter email can carry one.
  tokenHash: text('token_hash').notNull(),
  createdAt: createdAt(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
})

/** Every email goes through here, so an SMTP outage delays mail but loses none. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (table) => [index('mail_outbox_due_idx').on(table.sentAt, table.nextAttemptAt)],
)

/** Fixed-window counters shared by every server process. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull().default(0),
})

/** Model calls per day, capped by AI_DAILY_CALL_BUDGET. */
export const aiUsage = pgTable('ai_usage', {
  day: date('day').primaryKey(),
  calls: integer('calls').notNull().default(0),
})

/** Hash of the content last seeded, so start-up skips an unchanged seed. */
export const contentState = pgTable('content_state', {
  key: text('key').primaryKey(),
  hash: text('hash').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

// ---------------------------------------------------------------------------
// Feature tables, one file per feature
// ---------------------------------------------------------------------------

export * from '#app/server/db/schema/wishlist.server.ts'
export * from '#app/server/db/schema/people.server.ts'
export * from '#app/server/db/schema/secret-santa.server.ts'
export * from '#app/server/db/schema/marketplace.server.ts'
