import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'

import { user, wishlists } from '#app/server/db/schema.server.ts'

/*
 * Secret Santa: groups run by an organiser, the people invited and the members who joined, who may
 * not draw whom, the draw itself, and the anonymous questions between a giver and their match.
 * People are user ids throughout, so last year's pairs can be carried into a repeated group
 * before anyone has joined it.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

export const santaGroups = pgTable(
  'santa_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organiserId: text('organiser_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    exchangeDate: date('exchange_date', { mode: 'string' }).notNull(),
    budget: numeric('budget', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    message: text('message'),
    /** The organiser is also a member (and then never sees the pairs). */
    organiserTakesPart: boolean('organiser_takes_part').notNull().default(true),
    /** Only an organiser who is not taking part may choose to see who buys for whom; members are told. */
    organiserSeesPairs: boolean('organiser_sees_pairs').notNull().default(false),
    repeatedFromId: uuid('repeated_from_id').references((): AnyPgColumn => santaGroups.id, {
      onDelete: 'set null',
    }),
    /** Set while a draw stands; null before the first draw and after a draw is cancelled. */
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    /** How many draws have been made, so members can be told when names were drawn again. */
    drawCount: integer('draw_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    index('santa_groups_organiser_id_idx').on(table.organiserId, table.createdAt),
    check(
      'santa_groups_pairs_only_for_outsiders',
      sql`not (${table.organiserSeesPairs} and ${table.organiserTakesPart})`,
    ),
    check('santa_groups_budget_positive', sql`${table.budget} > 0`),
  ],
)

export const santaMembers = pgTable(
  'santa_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => santaGroups.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The name the other members see, chosen when joining. */
    displayName: text('display_name').notNull(),
    /** One of the member's own wishlists, shown to whoever draws them. */
    wishlistId: uuid('wishlist_id').references(() => wishlists.id, { onDelete: 'set null' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.userId] }),
    index('santa_members_user_id_idx').on(table.userId),
  ],
)

export const santaInvitations = pgTable(
  'santa_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => santaGroups.id, { onDelete: 'cascade' }),
    /** Lower-cased; only a signed-in user with this verified address may join with it. */
    email: text('email').notNull(),
    status: text('status', { enum: ['pending', 'accepted', 'declined', 'revoked'] })
      .notNull()
      .default('pending'),
    acceptedBy: text('accepted_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('santa_invitations_one_pending_idx')
      .on(table.groupId, table.email)
      .where(sql`${table.status} = 'pending'`),
    index('santa_invitations_email_idx').on(table.email),
  ],
)

export const santaExclusions = pgTable(
  'santa_exclusions',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => santaGroups.id, { onDelete: 'cascade' }),
    giverId: text('giver_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    receiverId: text('receiver_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** 'organiser': set by the organiser, both ways; 'last-year': a pair from the group this one repeats, hidden. */
    kind: text('kind', { enum: ['organiser', 'last-year'] }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.giverId, table.receiverId, table.kind] }),
    check('santa_exclusions_not_self', sql`${table.giverId} <> ${table.receiverId}`),
  ],
)

/**
 * The person `userId` is a member of the group `groupId`: a draw or a question only ever joins
 * members, and it goes when either of them leaves the group.
 */
function memberOfGroup(name: string, groupId: AnyPgColumn, userId: AnyPgColumn) {
  return foreignKey({
    name,
    columns: [groupId, userId],
    foreignColumns: [santaMembers.groupId, santaMembers.userId],
  }).onDelete('cascade')
}

export const santaAssignments = pgTable(
  'santa_assignments',
  {
    groupId: uuid('group_id').notNull(),
    giverId: text('giver_id').notNull(),
    receiverId: text('receiver_id').notNull(),
    /** When the giver first revealed their match on the site; a re-draw is refused once anyone has. */
    openedAt: timestamp('opened_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.giverId] }),
    uniqueIndex('santa_assignments_receiver_idx').on(table.groupId, table.receiverId),
    memberOfGroup('santa_assignments_giver_fk', table.groupId, table.giverId),
    memberOfGroup('santa_assignments_receiver_fk', table.groupId, table.receiverId),
    check('santa_assignments_not_self', sql`${table.giverId} <> ${table.receiverId}`),
  ],
)

export const santaQuestions = pgTable(
  'santa_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id').notNull(),
    /** Never shown to the receiver, in any form. */
    askerId: text('asker_id').notNull(),
    receiverId: text('receiver_id').notNull(),
    question: text('question').notNull(),
    answer: text('answer'),
    createdAt: createdAt(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [
    index('santa_questions_receiver_idx').on(table.groupId, table.receiverId),
    index('santa_questions_asker_idx').on(table.groupId, table.askerId),
    memberOfGroup('santa_questions_asker_fk', table.groupId, table.askerId),
    memberOfGroup('santa_questions_receiver_fk', table.groupId, table.receiverId),
  ],
)
