import { and, desc, eq, sql } from 'drizzle-orm'

import type { Database } from '#app/server/db/client.server.ts'
import { queryRow } from '#app/server/db/rows.server.ts'
import { profiles, user, wishlistItems, wishlists } from '#app/server/db/schema.server.ts'
import { ForbiddenError, InvalidError, NotFoundError } from '#app/server/domain-errors.server.ts'

import type { MailOutbox } from '#app/server/mail/outbox.server.ts'
import { confirmedClaimsWhere, tellClaimers } from '#app/server/wishlist/claim-notices.server.ts'
import { assertId, londonToday, roleOn, visibleTo, type Actor } from '#app/server/wishlist/access.server.ts'
import {
  collaboratorsJsonSql,
  collaboratorsOf,
  displayNameSql,
  type Collaborator,
} from '#app/server/wishlist/collaborators.server.ts'
import {
  NewWishlistSchema,
  OccasionDateSchema,
  WishlistNameSchema,
  type NewWishlistInput,
} from '#app/lib/wishlist/contract.ts'
import { WISHLIST_LIMITS, WISHLIST_MESSAGES, type ListKind } from '#app/lib/wishlist/wishlist.ts'

/** A wishlist as lists, the dialog and the profile show it. */
export interface WishlistSummary {
  id: string
  name: string
  kind: ListKind
  /** 'YYYY-MM-DD', or null. */
  occasionDate: string | null
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
  productCurrency: string
  productUrl: string | null
  note: string | null
  quantity: number
  mostWanted: boolean
  purchased: boolean
  createdAt: Date
}

export const itemColumns = {
  id: wishlistItems.id,
  wishlistId: wishlistItems.wishlistId,
  productName: wishlistItems.productName,
  productImage: wishlistItems.productImage,
  productPrice: wishlistItems.productPrice,
  productCurrency: wishlistItems.productCurrency,
  productUrl: wishlistItems.productUrl,
  note: wishlistItems.note,
  quantity: wishlistItems.quantity,
  mostWanted: wishlistItems.mostWanted,
  purchased: wishlistItems.purchased,
  createdAt: wishlistItems.createdAt,
}

/** Items in the order every list shows them: 'Most wanted' first, then newest first. */
export const itemOrder = [desc(wishlistItems.mostWanted), desc(wishlistItems.createdAt), desc(wishlistItems.id)]

function summaryColumns(actor: Actor) {
  return {
    id: wishlists.id,
    name: wishlists.name,
    kind: wishlists.kind,
    occasionDate: wishlists.occasionDate,
    createdAt: wishlists.createdAt,
    isOwner: sql<boolean>`${wishlists.userId} = ${actor.id}`,
    itemCount: sql<number>`(select count(*)::int from ${wishlistItems} i where i.wishlist_id = ${wishlists.id})`,
    ownerName: displayNameSql,
  }
}

/** The columns of listForUser: a list's summary and, for lists the actor owns, its collaborators. */
function listColumns(actor: Actor) {
  return {
    ...summaryColumns(actor),
    // Only for lists the actor owns: collaborators are the owner's business.
    collaborators: sql<
      Collaborator[]
    >`case when ${wishlists.userId} = ${actor.id} then ${collaboratorsJsonSql(wishlists.id)} else '[]'::json end`,
  }
}

/** The fields of a list on the profile's card, as listForUser reads them. */
const CARD_FIELDS = [
  'id',
  'name',
  'kind',
  'isOwner',
  'ownerName',
  'itemCount',
  'occasionDate',
  'collaborators',
] as const

/** A list as the profile's card reads it: the JSON twin of listForUser's rows, without createdAt. */
export type ListCardRow = Pick<WishlistSummary, (typeof CARD_FIELDS)[number]>

/**
 * The actor's lists, as listForUser reads and orders them, as one JSON array: a column of a query
 * that reads more beside them (the profile's cards), so the lists cost no round trip of their own.
 */
export function listCardsJsonSql(actor: Actor) {
  const columns = listColumns(actor)
  const fields = sql.join(
    CARD_FIELDS.map((key) => sql`${sql.raw(`'${key}'`)}, ${columns[key]}`),
    sql`, `,
  )
  return sql<ListCardRow[]>`coalesce((
    select json_agg(json_build_object(${fields})
      order by ${columns.isOwner} desc, ${wishlists.createdAt} desc, ${wishlists.id} desc)
    from ${wishlists}
    inner join ${user} on ${user.id} = ${wishlists.userId}
    left join ${profiles} on ${profiles.userId} = ${wishlists.userId}
    where ${visibleTo(actor.id, wishlists.id)}
  ), '[]'::json)`
}

/**
 * Serialises writes that must count first (a quota) for one subject, across every server process:
 * a transaction-scoped advisory lock, released at commit or rollback.
 */
export async function lockFor(tx: Pick<Database, 'execute'>, subject: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${subject}))`)
}

/** An occasion date may not be set in the past; `keep` (the list's current date) may stay as it is. */
function checkOccasionDate(value: string | null, keep: string | null = null): string | null {
  if (value !== null && value < londonToday() && value !== keep) {
    throw new InvalidError(WISHLIST_MESSAGES.occasionDatePast, { occasionDate: WISHLIST_MESSAGES.occasionDatePast })
  }
  return value
}

function parseOrThrow<T>(
  result:
    { success: true; data: T } | { success: false; error: { issues: { message: string; path: PropertyKey[] }[] } },
): T {
  if (result.success) return result.data
  throw new InvalidError(result.error.issues[0]!.message)
}

export interface ListDeps {
  db: Database
  mail: Pick<MailOutbox, 'enqueue'>
  appUrl: string
}

/** A JSON column as the driver hands it over: parsed already (both drivers parse json), or as text. */
function parseJson<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value
}

/** Wishlists: listing, creating, renaming, reading and deleting, each checked against the acting user. */
export function listOperations({ db, mail, appUrl }: ListDeps) {
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
      const columns = listColumns(actor)
      const rows = await db
        .select(columns)
        .from(wishlists)
        .innerJoin(user, eq(user.id, wishlists.userId))
        .leftJoin(profiles, eq(profiles.userId, wishlists.userId))
        .where(visibleTo(actor.id, wishlists.id))
        .orderBy(desc(columns.isOwner), desc(wishlists.createdAt), desc(wishlists.id))
      return rows.map((row) => ({
        ...row,
        itemCount: Number(row.itemCount),
        collaborators: parseJson(row.collaborators),
      }))
    },

    /**
     * Creates a list owned by the actor: a name (trimmed, 1 to 100 characters), who it is for ('me'
     * or 'someone-else', a gift plan when only a name is given) and an optional occasion date, not
     * in the past. At most WISHLIST_LIMITS.listsPerUser lists per owner.
     */
    async create(actor: Actor, input: string | NewWishlistInput): Promise<WishlistSummary> {
      const fields = typeof input === 'string' ? { name: input, kind: 'someone-else' as const } : input
      const { name, kind, occasionDate } = parseOrThrow(NewWishlistSchema.safeParse(fields))
      checkOccasionDate(occasionDate)
      const row = await db.transaction(async (tx) => {
        await lockFor(tx, `wishlists-of:${actor.id}`)
        return queryRow<{ id: string; name: string; created_at: string | Date }>(
          tx,
          sql`
          insert into ${wishlists} (name, user_id, kind, occasion_date)
          select ${name}, ${actor.id}, ${kind}, ${occasionDate}::date
          where (select count(*) from ${wishlists} w where w.user_id = ${actor.id}) < ${WISHLIST_LIMITS.listsPerUser}
          returning id, name, created_at`,
        )
      })
      if (!row) throw new InvalidError(WISHLIST_MESSAGES.listsQuota)
      return {
        id: row.id,
        name: row.name,
        kind,
        occasionDate,
        createdAt: new Date(row.created_at),
        itemCount: 0,
        isOwner: true,
        ownerName: null,
        collaborators: [],
      }
    },

    /** Renames a list the actor owns and sets or clears its occasion date. */
    async rename(
      actor: Actor,
      input: { wishlistId: string; name: string; occasionDate?: string | null },
    ): Promise<{ name: string; occasionDate: string | null }> {
      assertId(input.wishlistId)
      const name = parseOrThrow(WishlistNameSchema.safeParse(input.name))
      const occasionDate = parseOrThrow(OccasionDateSchema.safeParse(input.occasionDate ?? ''))
      const [current] = await db
        .select({ occasionDate: wishlists.occasionDate })
        .from(wishlists)
        .where(and(eq(wishlists.id, input.wishlistId), eq(wishlists.userId, actor.id)))
      if (!current) {
        const role = await roleOn(db, actor, input.wishlistId)
        if (role !== 'owner') throw new ForbiddenError('Only the owner can rename this wishlist')
        throw new NotFoundError('Wishlist not found')
      }
      checkOccasionDate(occasionDate, current.occasionDate)
      const [row] = await db
        .update(wishlists)
        .set({ name, occasionDate })
        .where(and(eq(wishlists.id, input.wishlistId), eq(wishlists.userId, actor.id)))
        .returning({ name: wishlists.name, occasionDate: wishlists.occasionDate })
      if (!row) throw new NotFoundError('Wishlist not found')
      return row
    },

    /**
     * The owner of a 'me' list chooses to see who claimed what: only once its occasion date has
     * passed (a date can never be set in the past, so it has to pass on its own).
     */
    async revealClaims(actor: Actor, wishlistId: string): Promise<void> {
      assertId(wishlistId)
      const [row] = await db
        .update(wishlists)
        .set({ claimsRevealedAt: sql`coalesce(${wishlists.claimsRevealedAt}, now())` })
        .where(
          and(
            eq(wishlists.id, wishlistId),
            eq(wishlists.userId, actor.id),
            eq(wishlists.kind, 'me'),
            sql`${wishlists.occasionDate} < ${londonToday()}::date`,
          ),
        )
        .returning({ id: wishlists.id })
      if (row) return
      const role = await roleOn(db, actor, wishlistId)
      if (role !== 'owner') throw new ForbiddenError('Only the owner can reveal claims')
      throw new InvalidError('Claims can be revealed once the occasion date of a list for yourself has passed')
    },

    /**
     * Deletes a list the actor owns; its items, collaborators, invitations, claims and share link go
     * with it (cascades). Givers who were getting something from it are told by email.
     */
    async delete(actor: Actor, wishlistId: string): Promise<void> {
      assertId(wishlistId)
      const dropped = await db.transaction(async (tx) => {
        const claims = await confirmedClaimsWhere(tx, sql`w.id = ${wishlistId} and w.user_id = ${actor.id}`)
        const deleted = await tx
          .delete(wishlists)
          .where(and(eq(wishlists.id, wishlistId), eq(wishlists.userId, actor.id)))
          .returning({ id: wishlists.id })
        return deleted.length ? claims : null
      })
      if (dropped) return tellClaimers(mail, appUrl, dropped, true)
      // Not deleted: a collaborator is told they may not; anyone else finds nothing.
      await roleOn(db, actor, wishlistId)
      throw new ForbiddenError('Only the owner can delete this wishlist')
    },

    /**
     * One page of the items of a list the actor may see ('Most wanted' first, then newest first),
     * for a caller that already holds the list's summary, and whether its claims are revealed.
     */
    async itemsPage(
      actor: Actor,
      wishlistId: string,
      page: { offset: number; limit: number },
      options: { readClaimsRevealed: boolean },
    ): Promise<{ items: WishlistItem[]; claimsRevealed: boolean }> {
      assertId(wishlistId)
      const [items, revealed] = await Promise.all([
        db
          .select(itemColumns)
          .from(wishlistItems)
          .where(and(eq(wishlistItems.wishlistId, wishlistId), visibleTo(actor.id, wishlistItems.wishlistId)))
          .orderBy(...itemOrder)
          .limit(page.limit)
          .offset(page.offset),
        // Only the owner of a 'me' list is told about revealed claims: nobody else needs the query.
        options.readClaimsRevealed
          ? db
              .select({ at: wishlists.claimsRevealedAt })
              .from(wishlists)
              .where(and(eq(wishlists.id, wishlistId), visibleTo(actor.id, wishlists.id)))
          : [],
      ])
      return { items, claimsRevealed: revealed[0]?.at != null }
    },

    /** One list the actor may see, with one page of its items ('Most wanted' first, then newest first). */
    async getWithItems(
      actor: Actor,
      wishlistId: string,
      page: { offset: number; limit: number } = { offset: 0, limit: WISHLIST_LIMITS.itemsPerList },
    ): Promise<{ wishlist: WishlistSummary; items: WishlistItem[]; claimsRevealed: boolean }> {
      assertId(wishlistId)
      const rows = await db
        .select({ ...summaryColumns(actor), claimsRevealedAt: wishlists.claimsRevealedAt })
        .from(wishlists)
        .innerJoin(user, eq(user.id, wishlists.userId))
        .leftJoin(profiles, eq(profiles.userId, wishlists.userId))
        .where(and(eq(wishlists.id, wishlistId), visibleTo(actor.id, wishlists.id)))
      if (!rows.length) throw new NotFoundError('Wishlist not found')
      const [{ claimsRevealedAt, ...summary }] = rows as [(typeof rows)[number]]
      const [[wishlist], items] = await Promise.all([
        withCollaborators([summary]),
        db
          .select(itemColumns)
          .from(wishlistItems)
          .where(and(eq(wishlistItems.wishlistId, wishlistId), visibleTo(actor.id, wishlistItems.wishlistId)))
          .orderBy(...itemOrder)
          .limit(page.limit)
          .offset(page.offset),
      ])
      return { wishlist: wishlist!, items, claimsRevealed: claimsRevealedAt !== null }
    },
  }
}
