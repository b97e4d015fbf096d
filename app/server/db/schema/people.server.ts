import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

import { user, wishlistItems } from '#app/server/db/schema.server.ts'

/*
 * The people feature: the people a user buys for, the dates that matter to them, what they were
 * given, and the reminder jobs sent before each date. Everything hangs off the user who created it
 * (cascading deletes), because nobody else may ever see it.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const phrases = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`)

/** Someone the user buys for. Short phrases (interests, likes, dislikes, do-not-buy) are kept one per entry. */
export const people = pgTable(
  'people',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** One of the finder's recipient options (Parent, Friend, ...). */
    relationship: text('relationship'),
    /** One of the finder's gender options, when the user gave one. */
    gender: text('gender'),
    interests: phrases('interests'),
    likes: phrases('likes'),
    dislikes: phrases('dislikes'),
    doNotBuy: phrases('do_not_buy'),
    clothesSize: text('clothes_size'),
    shoeSize: text('shoe_size'),
    ringSize: text('ring_size'),
    /** Pounds. */
    usualBudget: numeric('usual_budget', { precision: 12, scale: 2, mode: 'number' }),
    /** Days before each date that a reminder goes out, unless a date says otherwise; empty: no reminders. */
    reminderDays: integer('reminder_days')
      .array()
      .notNull()
      .default(sql`'{14,3}'::integer[]`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('people_user_id_idx').on(table.userId, table.name)],
)

export const OCCASION_KINDS = [
  'birthday',
  'anniversary',
  'custom',
  'christmas',
  'mothering-sunday',
  'fathers-day',
] as const

/**
 * A date that matters to a person. Birthday, anniversary and custom dates carry a day and month (and
 * optionally the year it started); Christmas, Mothering Sunday and Father's Day are computed for each
 * year by UK rules, so they carry neither.
 */
export const personOccasions = pgTable(
  'person_occasions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: OCCASION_KINDS }).notNull(),
    /** The name of a custom date ('Name day'), or of an anniversary ('Wedding anniversary'). */
    label: text('label'),
    day: integer('day'),
    month: integer('month'),
    year: integer('year'),
    /** Null: the person's reminder days. Empty: no reminders for this date. */
    reminderDays: integer('reminder_days').array(),
    createdAt: createdAt(),
  },
  (table) => [
    index('person_occasions_person_id_idx').on(table.personId),
    // One birthday, and each computed UK date at most once, per person.
    uniqueIndex('person_occasions_one_per_kind_idx')
      .on(table.personId, table.kind)
      .where(sql`${table.kind} in ('birthday', 'christmas', 'mothering-sunday', 'fathers-day')`),
  ],
)

export const GIFT_SOURCES = ['purchased', 'claimed', 'finder', 'typed'] as const

/** What a person was given: recorded from a list item marked purchased or claimed, a finder suggestion, or typed in. */
export const giftHistory = pgTable(
  'gift_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The finder's id for the idea or listing, so the finder can leave it out next time. */
    ideaId: text('idea_id'),
    /** Pounds. */
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }),
    givenOn: date('given_on', { mode: 'string' }).notNull(),
    occasion: text('occasion').notNull(),
    source: text('source', { enum: GIFT_SOURCES }).notNull(),
    /** The list item it was recorded from; unmarking the item takes the entry back. */
    wishlistItemId: uuid('wishlist_item_id').references(() => wishlistItems.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('gift_history_person_id_idx').on(table.personId, table.givenOn),
    uniqueIndex('gift_history_one_per_item_idx').on(table.personId, table.wishlistItemId),
  ],
)

/**
 * Where an item on a person's list came from when it was saved from the finder: the idea's id and
 * the occasion, carried into the gift history when the item is marked purchased.
 */
export const personListIdeas = pgTable('person_list_ideas', {
  wishlistItemId: uuid('wishlist_item_id')
    .primaryKey()
    .references(() => wishlistItems.id, { onDelete: 'cascade' }),
  personId: uuid('person_id')
    .notNull()
    .references(() => people.id, { onDelete: 'cascade' }),
  ideaId: text('idea_id'),
  occasion: text('occasion'),
})

/** A user's switch for every reminder email ("stop all reminders"); no row means on. */
export const reminderSettings = pgTable('reminder_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export const REMINDER_JOB_STATUSES = ['pending', 'claimed', 'sent', 'skipped'] as const

/**
 * One reminder email: a person, the date it is for and how many days before. The unique key makes
 * planning idempotent and a reminder impossible to send twice; workers claim due rows with
 * `FOR UPDATE SKIP LOCKED` (docs/decisions/009-reminder-scheduler.md).
 */
export const reminderJobs = pgTable(
  'reminder_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    occursOn: date('occurs_on', { mode: 'string' }).notNull(),
    daysBefore: integer('days_before').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: REMINDER_JOB_STATUSES }).notNull().default('pending'),
    claimToken: text('claim_token'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** The dates the email was about, for its "stop reminders for this date" link. */
    occasionIds: uuid('occasion_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('reminder_jobs_once_idx').on(table.personId, table.occursOn, table.daysBefore),
    index('reminder_jobs_due_idx').on(table.status, table.dueAt),
  ],
)
