import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm'

import { formatGBP } from '#app/lib/format.ts'
import { INTERESTS_MAX } from '#app/lib/gift-finder/finder.ts'
import { GENDERS, RECIPIENTS } from '#app/lib/gift-finder/form-options.ts'
import type { GiftFormValues } from '#app/lib/gift-finder/contract.ts'
import {
  ageOn,
  daysLeftText,
  daysUntil,
  longDate,
  mediumDate,
  nextOccurrence,
  UK_DATES,
  ukToday,
  type UkDate,
} from '#app/lib/people/dates.ts'
import type {
  FinderContext,
  FinderPrefill,
  GiftInput,
  GiftView,
  NextDate,
  OccasionInput,
  OccasionView,
  PeoplePageData,
  PersonInput,
  PersonListView,
  PersonSummary,
  PersonView,
  UpcomingDate,
} from '#app/lib/people/contract.ts'
import {
  ageBandFor,
  budgetBandFor,
  finderOccasion,
  GIFT_SOURCE_LABELS,
  GIFTS_MAX,
  MONTHS,
  occasionLabel,
  OCCASIONS_MAX,
  PEOPLE_MAX,
  PEOPLE_MESSAGES,
  reminderDaysText,
} from '#app/lib/people/people.ts'
import type { WishlistProductInput } from '#app/lib/wishlist/contract.ts'
import type { Database } from '#app/server/db/client.server.ts'
import { queryRow } from '#app/server/db/rows.server.ts'
import {
  giftHistory,
  people,
  personListIdeas,
  personOccasions,
  reminderSettings,
  wishlistItems,
  wishlists,
} from '#app/server/db/schema.server.ts'
import { InvalidError, NotFoundError } from '#app/server/domain-errors.server.ts'
import { giftsGivenTo } from '#app/server/people/given.server.ts'
import type { WishlistService } from '#app/server/wishlist/wishlist.server.ts'
import { visibleTo } from '#app/server/wishlist/access.server.ts'

import type { Clock } from '#app/server/people/clock.server.ts'
import type { ReminderScheduler } from '#app/server/people/reminders.server.ts'

/** The signed-in user the service acts for. */
export interface PeopleActor {
  id: string
}

export interface PeopleDeps {
  db: Database
  clock: Clock
  reminders: Pick<ReminderScheduler, 'replan'>
  wishlists: Pick<WishlistService, 'create' | 'addItem'>
}

type PersonRow = typeof people.$inferSelect
type OccasionRow = typeof personOccasions.$inferSelect
type GiftRow = typeof giftHistory.$inferSelect
type GiftSource = GiftRow['source']

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Ids that are not UUIDs name nothing (and would make Postgres raise a cast error). */
function assertUuid(value: string, what: string): void {
  if (!UUID.test(value)) throw new NotFoundError(`${what} not found`)
}

/** SQL condition: the person `personId` (a column or a value) belongs to `userId`. */
export function personOwnedBy(userId: string, personId: SQLWrapper | string): SQL {
  return sql`exists (select 1 from ${people} p where p.id = ${personId} and p.user_id = ${userId})`
}

/**
 * SQL condition: `rowId` is a row of the person `personId`'s dates or gift history, and that person
 * is `userId`'s, checked in the same statement as the change it guards.
 */
function rowOfOwnPerson(
  table: typeof personOccasions | typeof giftHistory,
  rowId: string,
  personId: string,
  userId: string,
): SQL | undefined {
  return and(eq(table.id, rowId), eq(table.personId, personId), personOwnedBy(userId, table.personId))
}

/** The next date of a set of occasions, soonest first. */
function nextDates(occasions: readonly OccasionRow[], today: string): NextDate[] {
  const dates: NextDate[] = []
  for (const occasion of occasions) {
    const date = nextOccurrence(occasion, today)
    if (!date) continue
    const daysLeft = daysUntil(today, date)
    dates.push({
      occasionId: occasion.id,
      label: occasionLabel(occasion),
      date,
      dateText: longDate(date),
      daysLeft,
      daysLeftText: daysLeftText(daysLeft),
    })
  }
  return dates.sort((a, b) => a.daysLeft - b.daysLeft || a.label.localeCompare(b.label))
}

function giftView(row: GiftRow): GiftView {
  return {
    id: row.id,
    name: row.name,
    givenOn: row.givenOn,
    givenOnText: mediumDate(row.givenOn),
    occasion: row.occasion,
    price: row.price === null ? null : formatGBP(row.price),
    source: row.source,
    sourceText: GIFT_SOURCE_LABELS[row.source],
  }
}

/** What the finder's form gets from a person: only what the person says. */
function prefillValues(person: PersonRow, occasions: readonly OccasionRow[], today: string): Partial<GiftFormValues> {
  const values: Partial<GiftFormValues> = {}
  if ((RECIPIENTS as readonly string[]).includes(person.relationship ?? '')) {
    values.recipient = person.relationship as GiftFormValues['recipient']
  }
  if ((GENDERS as readonly string[]).includes(person.gender ?? '')) {
    values.gender = person.gender as GiftFormValues['gender']
  }
  const birthday = occasions.find((occasion) => occasion.kind === 'birthday')
  if (birthday?.year && birthday.day && birthday.month) {
    values.age = ageBandFor(ageOn({ day: birthday.day, month: birthday.month, year: birthday.year }, today))
  }
  if (person.interests.length) values.interests = person.interests.join(', ').slice(0, INTERESTS_MAX)
  if (person.usualBudget !== null) values.budget = budgetBandFor(person.usualBudget)
  const next = nextDates(occasions, today)[0]
  const nextOccasion = next && occasions.find((occasion) => occasion.id === next.occasionId)
  if (nextOccasion) values.occasion = finderOccasion(nextOccasion)
  return values
}

/**
 * The people feature's service: the people a user buys for, their dates, gift history and lists,
 * and what the finder and the profile read from them. Everything is visible to the user who created
 * it and nobody else: every read and write names the owner in its WHERE clause, and anyone else
 * gets NotFound, exactly as for a person who does not exist.
 */
export function createPeopleService(deps: PeopleDeps) {
  const { db, clock } = deps
  const today = () => ukToday(clock.now())

  /** The actor's person, or NotFound. */
  async function requirePerson(actor: PeopleActor, personId: string): Promise<PersonRow> {
    assertUuid(personId, 'Person')
    const [person] = await db
      .select()
      .from(people)
      .where(and(eq(people.id, personId), eq(people.userId, actor.id)))
    if (!person) throw new NotFoundError('Person not found')
    return person
  }

  async function occasionsOf(personIds: readonly string[]): Promise<OccasionRow[]> {
    if (personIds.length === 0) return []
    return db
      .select()
      .from(personOccasions)
      .where(inArray(personOccasions.personId, [...personIds]))
      .orderBy(asc(personOccasions.createdAt))
  }

  async function remindersOn(actor: PeopleActor): Promise<boolean> {
    const [row] = await db
      .select({ enabled: reminderSettings.enabled })
      .from(reminderSettings)
      .where(eq(reminderSettings.userId, actor.id))
    return row?.enabled ?? true
  }

  /** Sets or clears the birthday date from the person form's three fields. */
  async function saveBirthday(personId: string, input: PersonInput): Promise<void> {
    const { birthdayDay: day, birthdayMonth: month, birthdayYear: year } = input
    if (day === null || month === null) {
      await db
        .delete(personOccasions)
        .where(and(eq(personOccasions.personId, personId), eq(personOccasions.kind, 'birthday')))
      return
    }
    const [existing] = await db
      .update(personOccasions)
      .set({ day, month, year })
      .where(and(eq(personOccasions.personId, personId), eq(personOccasions.kind, 'birthday')))
      .returning({ id: personOccasions.id })
    if (!existing) {
      await db.insert(personOccasions).values({ personId, kind: 'birthday', day, month, year }).onConflictDoNothing()
    }
  }

  const personFields = (input: PersonInput) => ({
    name: input.name,
    relationship: input.relationship,
    gender: input.gender,
    interests: input.interests,
    likes: input.likes,
    dislikes: input.dislikes,
    doNotBuy: input.doNotBuy,
    clothesSize: input.clothesSize,
    shoeSize: input.shoeSize,
    ringSize: input.ringSize,
    usualBudget: input.usualBudget,
  })

  /** The label a gift recorded today gets: the next date within 60 days, else 'Just because'. */
  function occasionForToday(occasions: readonly OccasionRow[]): string {
    const next = nextDates(occasions, today())[0]
    return next && next.daysLeft <= 60 ? next.label : 'Just because'
  }

  /** Adds a gift to a person's history (the person already checked as the actor's). */
  async function insertGift(
    personId: string,
    gift: {
      name: string
      givenOn: string
      occasion: string
      price: number | null
      source: GiftSource
      ideaId?: string | null
      wishlistItemId?: string | null
    },
  ): Promise<boolean> {
    const row = await queryRow<{ id: string }>(
      db,
      sql`
      insert into ${giftHistory} (person_id, name, idea_id, price, given_on, occasion, source, wishlist_item_id)
      select ${personId}::uuid, ${gift.name}::text, ${gift.ideaId ?? null}::text, ${gift.price}::numeric,
             ${gift.givenOn}::date, ${gift.occasion}::text, ${gift.source}::text, ${gift.wishlistItemId ?? null}::uuid
      where (select count(*) from ${giftHistory} where person_id = ${personId}::uuid) < ${GIFTS_MAX}
      on conflict do nothing
      returning id`,
    )
    return Boolean(row)
  }

  async function listsFor(actor: PeopleActor, personId: string): Promise<PersonListView[]> {
    const rows = await db
      .select({ id: wishlists.id, name: wishlists.name, itemCount: count(wishlistItems.id) })
      .from(wishlists)
      .leftJoin(wishlistItems, eq(wishlistItems.wishlistId, wishlists.id))
      .where(and(eq(wishlists.userId, actor.id), eq(wishlists.personId, personId)))
      .groupBy(wishlists.id)
      .orderBy(desc(wishlists.createdAt))
    return rows.map((row) => ({ ...row, itemCount: Number(row.itemCount) }))
  }

  /** The newest list for the person, made ('Gifts for Sam') and linked when there is none. */
  async function listForSaving(actor: PeopleActor & { email: string }, person: PersonRow) {
    const [existing] = await db
      .select({ id: wishlists.id, name: wishlists.name })
      .from(wishlists)
      .where(and(eq(wishlists.userId, actor.id), eq(wishlists.personId, person.id)))
      .orderBy(desc(wishlists.createdAt))
      .limit(1)
    if (existing) return { ...existing, created: false }
    const list = await deps.wishlists.create(actor, `Gifts for ${person.name}`.slice(0, 100))
    await db
      .update(wishlists)
      .set({ personId: person.id })
      .where(and(eq(wishlists.id, list.id), eq(wishlists.userId, actor.id)))
    return { id: list.id, name: list.name, created: true }
  }

  return {
    /** The /people page: the actor's people with their next date, and the account's reminder switch. */
    async list(actor: PeopleActor): Promise<PeoplePageData> {
      const rows = await db
        .select()
        .from(people)
        .where(eq(people.userId, actor.id))
        .orderBy(asc(sql`lower(${people.name})`))
      const ids = rows.map((row) => row.id)
      const [occasions, gifts, on] = await Promise.all([
        occasionsOf(ids),
        ids.length
          ? db
              .select({ personId: giftHistory.personId, gifts: count() })
              .from(giftHistory)
              .where(inArray(giftHistory.personId, ids))
              .groupBy(giftHistory.personId)
          : Promise.resolve([]),
        remindersOn(actor),
      ])
      const now = today()
      const summaries: PersonSummary[] = rows.map((row) => ({
        id: row.id,
        name: row.name,
        relationship: row.relationship,
        next:
          nextDates(
            occasions.filter((occasion) => occasion.personId === row.id),
            now,
          )[0] ?? null,
        giftCount: Number(gifts.find((gift) => gift.personId === row.id)?.gifts ?? 0),
      }))
      return { people: summaries, remindersOn: on }
    },

    /** Everything /people/:personId shows; NotFound for anyone but the person's creator. */
    async get(actor: PeopleActor, personId: string): Promise<PersonView> {
      const person = await requirePerson(actor, personId)
      const [occasions, history, lists, linkable, on] = await Promise.all([
        occasionsOf([person.id]),
        db
          .select()
          .from(giftHistory)
          .where(eq(giftHistory.personId, person.id))
          .orderBy(desc(giftHistory.givenOn), desc(giftHistory.createdAt)),
        listsFor(actor, person.id),
        db
          .select({ id: wishlists.id, name: wishlists.name })
          .from(wishlists)
          .where(and(eq(wishlists.userId, actor.id), isNull(wishlists.personId)))
          .orderBy(desc(wishlists.createdAt)),
        remindersOn(actor),
      ])
      const now = today()
      const dates = nextDates(occasions, now)
      const birthday = occasions.find((occasion) => occasion.kind === 'birthday')
      const occasionViews: OccasionView[] = dates.map((next) => {
        const occasion = occasions.find((row) => row.id === next.occasionId)!
        return {
          ...next,
          kind: occasion.kind,
          dayMonth: occasion.day && occasion.month ? `${occasion.day} ${MONTHS[occasion.month - 1]}` : null,
          year: occasion.year,
          reminderDays: occasion.reminderDays,
          remindersText: reminderDaysText(occasion.reminderDays ?? person.reminderDays),
        }
      })
      return {
        id: person.id,
        name: person.name,
        relationship: person.relationship,
        gender: person.gender,
        birthday:
          birthday?.day && birthday.month ? { day: birthday.day, month: birthday.month, year: birthday.year } : null,
        age:
          birthday?.year && birthday.day && birthday.month
            ? ageOn({ day: birthday.day, month: birthday.month, year: birthday.year }, now)
            : null,
        interests: person.interests,
        likes: person.likes,
        dislikes: person.dislikes,
        doNotBuy: person.doNotBuy,
        sizes: { clothes: person.clothesSize, shoes: person.shoeSize, rings: person.ringSize },
        usualBudget: person.usualBudget,
        usualBudgetText: person.usualBudget === null ? null : formatGBP(person.usualBudget),
        reminderDays: person.reminderDays,
        remindersText: reminderDaysText(person.reminderDays),
        accountRemindersOn: on,
        occasions: occasionViews,
        ukDates: UK_DATES.map((kind) => {
          const date = nextOccurrence({ kind }, now)!
          return {
            kind,
            label: occasionLabel({ kind }),
            dateText: longDate(date),
            chosen: occasions.some((occasion) => occasion.kind === kind),
          }
        }),
        history: history.map(giftView),
        lists,
        linkableLists: linkable.map((list) => ({ ...list, itemCount: 0 })),
        today: now,
      }
    },

    /** Adds a person (with their birthday when given) and plans their reminders. */
    async create(actor: PeopleActor, input: PersonInput): Promise<{ id: string; name: string }> {
      const row = await queryRow<{ id: string }>(
        db,
        sql`
        insert into ${people} (user_id, name, relationship, gender, interests, likes, dislikes, do_not_buy,
                               clothes_size, shoe_size, ring_size, usual_budget)
        select ${actor.id}, ${input.name}, ${input.relationship}, ${input.gender},
               ${sqlTextArray(input.interests)}, ${sqlTextArray(input.likes)}, ${sqlTextArray(input.dislikes)},
               ${sqlTextArray(input.doNotBuy)}, ${input.clothesSize}, ${input.shoeSize}, ${input.ringSize},
               ${input.usualBudget}::numeric
        where (select count(*) from ${people} where user_id = ${actor.id}) < ${PEOPLE_MAX}
        returning id`,
      )
      if (!row) throw new InvalidError(PEOPLE_MESSAGES.tooManyPeople)
      await saveBirthday(row.id, input)
      await deps.reminders.replan([row.id])
      return { id: row.id, name: input.name }
    },

    /** Saves the person's details and birthday. */
    async update(actor: PeopleActor, personId: string, input: PersonInput): Promise<void> {
      assertUuid(personId, 'Person')
      const [updated] = await db
        .update(people)
        .set({ ...personFields(input), updatedAt: new Date() })
        .where(and(eq(people.id, personId), eq(people.userId, actor.id)))
        .returning({ id: people.id })
      if (!updated) throw new NotFoundError('Person not found')
      await saveBirthday(personId, input)
      await deps.reminders.replan([personId])
    },

    /** Deletes the person with their dates, history and reminders; lists for them stay, unlinked. */
    async remove(actor: PeopleActor, personId: string): Promise<void> {
      assertUuid(personId, 'Person')
      const removed = await db
        .delete(people)
        .where(and(eq(people.id, personId), eq(people.userId, actor.id)))
        .returning({ id: people.id })
      if (!removed.length) throw new NotFoundError('Person not found')
    },

    /** Adds an anniversary or a date of their own. */
    async addOccasion(actor: PeopleActor, personId: string, input: OccasionInput): Promise<void> {
      const person = await requirePerson(actor, personId)
      const row = await queryRow<{ id: string }>(
        db,
        sql`
        insert into ${personOccasions} (person_id, kind, label, day, month, year)
        select ${person.id}::uuid, ${input.kind}::text, ${input.label}::text, ${input.day}::int, ${input.month}::int,
               ${input.year}::int
        where ${personOwnedBy(actor.id, sql`${person.id}::uuid`)}
          and (select count(*) from ${personOccasions} where person_id = ${person.id}::uuid) < ${OCCASIONS_MAX}
        returning id`,
      )
      if (!row) throw new InvalidError(PEOPLE_MESSAGES.tooManyOccasions)
      await deps.reminders.replan([person.id])
    },

    /** Removes a date (its planned reminders go with it). */
    async removeOccasion(actor: PeopleActor, personId: string, occasionId: string): Promise<void> {
      const person = await requirePerson(actor, personId)
      assertUuid(occasionId, 'Date')
      const removed = await db
        .delete(personOccasions)
        .where(rowOfOwnPerson(personOccasions, occasionId, person.id, actor.id))
        .returning({ id: personOccasions.id })
      if (!removed.length) throw new NotFoundError('Date not found')
      await deps.reminders.replan([person.id])
    },

    /** Which of Christmas, Mothering Sunday and Father's Day matter to this person. */
    async setUkDates(actor: PeopleActor, personId: string, chosen: readonly UkDate[]): Promise<void> {
      const person = await requirePerson(actor, personId)
      const dropped = UK_DATES.filter((kind) => !chosen.includes(kind))
      if (dropped.length) {
        await db
          .delete(personOccasions)
          .where(and(eq(personOccasions.personId, person.id), inArray(personOccasions.kind, dropped)))
      }
      if (chosen.length) {
        await db
          .insert(personOccasions)
          .values(chosen.map((kind) => ({ personId: person.id, kind })))
          .onConflictDoNothing()
      }
      await deps.reminders.replan([person.id])
    },

    /** The person's reminder days ([] turns their reminders off). */
    async setReminders(actor: PeopleActor, personId: string, days: readonly number[]): Promise<void> {
      assertUuid(personId, 'Person')
      const [updated] = await db
        .update(people)
        .set({ reminderDays: [...days], updatedAt: new Date() })
        .where(and(eq(people.id, personId), eq(people.userId, actor.id)))
        .returning({ id: people.id })
      if (!updated) throw new NotFoundError('Person not found')
      await deps.reminders.replan([personId])
    },

    /** One date's reminder days: null follows the person's, [] is off. */
    async setOccasionReminders(
      actor: PeopleActor,
      personId: string,
      input: { occasionId: string; days: number[] | null },
    ): Promise<void> {
      const person = await requirePerson(actor, personId)
      assertUuid(input.occasionId, 'Date')
      const [updated] = await db
        .update(personOccasions)
        .set({ reminderDays: input.days })
        .where(rowOfOwnPerson(personOccasions, input.occasionId, person.id, actor.id))
        .returning({ id: personOccasions.id })
      if (!updated) throw new NotFoundError('Date not found')
      await deps.reminders.replan([person.id])
    },

    /** Every reminder email of the account on or off (the emailed "stop all" link turns it off). */
    async setAllReminders(actor: PeopleActor, enabled: boolean): Promise<void> {
      await db
        .insert(reminderSettings)
        .values({ userId: actor.id, enabled })
        .onConflictDoUpdate({ target: reminderSettings.userId, set: { enabled, updatedAt: new Date() } })
      const ids = await db.select({ id: people.id }).from(people).where(eq(people.userId, actor.id))
      await deps.reminders.replan(ids.map((row) => row.id))
    },

    /** A gift typed into the history. */
    async addGift(actor: PeopleActor, personId: string, input: GiftInput): Promise<void> {
      const person = await requirePerson(actor, personId)
      const added = await insertGift(person.id, { ...input, source: 'typed' })
      if (!added) throw new InvalidError(PEOPLE_MESSAGES.tooManyGifts)
    },

    async removeGift(actor: PeopleActor, personId: string, giftId: string): Promise<void> {
      const person = await requirePerson(actor, personId)
      assertUuid(giftId, 'Gift')
      const removed = await db
        .delete(giftHistory)
        .where(rowOfOwnPerson(giftHistory, giftId, person.id, actor.id))
        .returning({ id: giftHistory.id })
      if (!removed.length) throw new NotFoundError('Gift not found')
    },

    /**
     * Records (or, when unmarked, takes back) the gift of a list item in the history of the person the
     * list is for. Called after the wishlist service marked the item; the item must be on a list the
     * actor may see. Claims pass the person they claimed for (`personId`, which must be the actor's).
     */
    async recordListGift(
      actor: PeopleActor,
      input: {
        wishlistId: string
        itemId: string
        given: boolean
        source?: 'purchased' | 'claimed'
        personId?: string
      },
    ): Promise<{ personId: string } | null> {
      if (!UUID.test(input.wishlistId) || !UUID.test(input.itemId)) return null
      const source = input.source ?? 'purchased'
      // A claim is on someone else's list: only the claimer's own person can receive it.
      if (source === 'claimed' && !input.personId) return null
      const item = await queryRow<{
        name: string
        price: string | null
        person_id: string | null
        idea_id: string | null
        occasion: string | null
      }>(
        db,
        sql`
        select i.product_name as name, i.product_price as price, w.person_id, l.idea_id, l.occasion
        from ${wishlistItems} i
        join ${wishlists} w on w.id = i.wishlist_id
        left join ${personListIdeas} l on l.wishlist_item_id = i.id
        where i.id = ${input.itemId}::uuid and i.wishlist_id = ${input.wishlistId}::uuid
          and ${source === 'claimed' ? sql`true` : visibleTo(actor.id, sql`w.id`)}`,
      )
      if (!item) return null
      // The list's person belongs to the list's owner; a claimer names their own person.
      const personId = input.personId ?? item.person_id
      if (!personId) return null
      if (input.personId) await requirePerson(actor, input.personId)
      if (!input.given) {
        await db
          .delete(giftHistory)
          .where(
            and(
              eq(giftHistory.personId, personId),
              eq(giftHistory.wishlistItemId, input.itemId),
              eq(giftHistory.source, source),
            ),
          )
        return { personId }
      }
      await insertGift(personId, {
        name: item.name,
        givenOn: today(),
        occasion: item.occasion ?? occasionForToday(await occasionsOf([personId])),
        price: item.price === null ? null : Number(item.price),
        source,
        ideaId: item.idea_id,
        wishlistItemId: input.itemId,
      })
      return { personId }
    },

    /**
     * "Save to Sam's list" from the finder: the suggestion goes on the newest list for them (made
     * when there is none), remembering the idea so buying it records it in their history.
     */
    async saveSuggestion(
      actor: PeopleActor & { email: string },
      personId: string,
      suggestion: { product: WishlistProductInput; ideaId: string | null; occasion: string | null },
    ): Promise<{ wishlistId: string; listName: string; created: boolean }> {
      const person = await requirePerson(actor, personId)
      const list = await listForSaving(actor, person)
      const item = await deps.wishlists.addItem(actor, { wishlistId: list.id, product: suggestion.product })
      await db
        .insert(personListIdeas)
        .values({
          wishlistItemId: item.id,
          personId: person.id,
          ideaId: suggestion.ideaId,
          occasion: suggestion.occasion,
        })
        .onConflictDoNothing()
      return { wishlistId: list.id, listName: list.name, created: list.created }
    },

    /** "We gave this": a finder suggestion recorded straight into the history. */
    async recordSuggestion(
      actor: PeopleActor,
      personId: string,
      suggestion: { name: string; price: number | null; ideaId: string | null; occasion: string | null },
    ): Promise<{ personName: string }> {
      const person = await requirePerson(actor, personId)
      const added = await insertGift(person.id, {
        name: suggestion.name,
        price: suggestion.price,
        ideaId: suggestion.ideaId,
        givenOn: today(),
        occasion: suggestion.occasion ?? occasionForToday(await occasionsOf([person.id])),
        source: 'finder',
      })
      if (!added) throw new InvalidError(PEOPLE_MESSAGES.tooManyGifts)
      return { personName: person.name }
    },

    /** A new list for the person ('Gifts for Sam' unless named). */
    async createList(
      actor: PeopleActor & { email: string },
      personId: string,
      name?: string,
    ): Promise<{ wishlistId: string }> {
      const person = await requirePerson(actor, personId)
      const list = await deps.wishlists.create(actor, name?.trim() || `Gifts for ${person.name}`.slice(0, 100))
      await db
        .update(wishlists)
        .set({ personId: person.id })
        .where(and(eq(wishlists.id, list.id), eq(wishlists.userId, actor.id)))
      return { wishlistId: list.id }
    },

    /** Marks one of the actor's own lists as for this person. */
    async linkList(actor: PeopleActor, personId: string, wishlistId: string): Promise<void> {
      const person = await requirePerson(actor, personId)
      assertUuid(wishlistId, 'Wishlist')
      const [linked] = await db
        .update(wishlists)
        .set({ personId: person.id })
        .where(
          and(
            eq(wishlists.id, wishlistId),
            eq(wishlists.userId, actor.id),
            personOwnedBy(actor.id, sql`${person.id}::uuid`),
          ),
        )
        .returning({ id: wishlists.id })
      if (!linked) throw new NotFoundError('Wishlist not found')
    },

    /** The list stays; it is just no longer for this person. */
    async unlinkList(actor: PeopleActor, personId: string, wishlistId: string): Promise<void> {
      const person = await requirePerson(actor, personId)
      assertUuid(wishlistId, 'Wishlist')
      const [unlinked] = await db
        .update(wishlists)
        .set({ personId: null })
        .where(and(eq(wishlists.id, wishlistId), eq(wishlists.userId, actor.id), eq(wishlists.personId, person.id)))
        .returning({ id: wishlists.id })
      if (!unlinked) throw new NotFoundError('Wishlist not found')
    },

    /** 'Upcoming' on the profile: the next dates of all the actor's people, soonest first. */
    async upcoming(actor: PeopleActor, limit = 5): Promise<UpcomingDate[]> {
      // The dates with their person's name in one query (the profile's card; a person without
      // dates has nothing to show), rather than the people first and then their dates.
      const rows = await db
        .select({ occasion: personOccasions, personName: people.name })
        .from(personOccasions)
        .innerJoin(people, eq(people.id, personOccasions.personId))
        .where(eq(people.userId, actor.id))
        .orderBy(asc(personOccasions.createdAt))
      const now = today()
      return rows
        .flatMap(({ occasion, personName }) =>
          nextDates([occasion], now).map((next) => ({ ...next, personId: occasion.personId, personName })),
        )
        .sort(
          (a, b) =>
            a.daysLeft - b.daysLeft || a.personName.localeCompare(b.personName) || a.label.localeCompare(b.label),
        )
        .slice(0, limit)
    },

    /**
     * The finder's form filled from a person, or null: without a session, for a stranger's person or
     * an id that names nothing the finder simply opens empty (nothing says which).
     */
    async finderPrefill(actor: PeopleActor | null, personId: string | null): Promise<FinderPrefill | null> {
      if (!actor || !personId || !UUID.test(personId)) return null
      const [person] = await db
        .select()
        .from(people)
        .where(and(eq(people.id, personId), eq(people.userId, actor.id)))
      if (!person) return null
      const occasions = await occasionsOf([person.id])
      return { person: { id: person.id, name: person.name }, values: prefillValues(person, occasions, today()) }
    },

    /**
     * What the finder may know about a person: their dislikes and "do not buy" notes (it reads them as
     * constraints) and what they were given, newest first (never offered again; "last year you
     * gave..."). NotFound for anyone but their creator.
     */
    async finderContext(actor: PeopleActor, personId: string): Promise<FinderContext> {
      const person = await requirePerson(actor, personId)
      const given = await giftsGivenTo(db, person.id)
      return { name: person.name, dislikes: person.dislikes, doNotBuy: person.doNotBuy, given }
    },

    /** The people part of "Download my data": every person with their dates, and every gift given. */
    async exportFor(actor: PeopleActor) {
      const rows = await db.select().from(people).where(eq(people.userId, actor.id)).orderBy(asc(people.createdAt))
      const ids = rows.map((row) => row.id)
      const [occasions, history, on] = await Promise.all([
        occasionsOf(ids),
        ids.length
          ? db.select().from(giftHistory).where(inArray(giftHistory.personId, ids)).orderBy(asc(giftHistory.givenOn))
          : Promise.resolve([]),
        remindersOn(actor),
      ])
      return {
        reminderEmails: on ? 'on' : 'off',
        people: rows.map((row) => ({
          id: row.id,
          name: row.name,
          relationship: row.relationship,
          gender: row.gender,
          interests: row.interests,
          likes: row.likes,
          dislikes: row.dislikes,
          doNotBuy: row.doNotBuy,
          sizes: { clothes: row.clothesSize, shoes: row.shoeSize, rings: row.ringSize },
          usualBudget: row.usualBudget,
          reminderDaysBefore: row.reminderDays,
          dates: occasions
            .filter((occasion) => occasion.personId === row.id)
            .map((occasion) => ({
              kind: occasion.kind,
              label: occasionLabel(occasion),
              day: occasion.day,
              month: occasion.month,
              year: occasion.year,
              reminderDaysBefore: occasion.reminderDays,
            })),
          createdAt: row.createdAt.toISOString(),
        })),
        history: history.map((gift) => ({
          personId: gift.personId,
          personName: rows.find((row) => row.id === gift.personId)?.name ?? null,
          name: gift.name,
          ideaId: gift.ideaId,
          price: gift.price,
          givenOn: gift.givenOn,
          occasion: gift.occasion,
          source: gift.source,
        })),
      }
    },
  }
}

/** A text[] parameter that both drivers bind the same way. */
function sqlTextArray(values: readonly string[]): SQL {
  return values.length
    ? sql`array[${sql.join(
        values.map((value) => sql`${value}::text`),
        sql`, `,
      )}]::text[]`
    : sql`'{}'::text[]`
}

export type PeopleService = ReturnType<typeof createPeopleService>
