import { and, desc, eq, inArray, ne, or, sql } from 'drizzle-orm'

import { formatDate, formatGBP } from '#app/lib/format.ts'
import {
  CreateGroupSchema,
  DisplayNameSchema,
  ExchangeDateSchema,
  GroupDetailsSchema,
  GroupSettingsSchema,
  type CreateGroupInput,
  type GroupDetailsInput,
  type GroupSettingsInput,
  type SantaHomeView,
} from '#app/lib/secret-santa/contract.ts'
import { SANTA_LIMITS, SANTA_MESSAGES } from '#app/lib/secret-santa/secret-santa.ts'
import type { Database } from '#app/server/db/client.server.ts'
import {
  profiles,
  santaAssignments,
  santaExclusions,
  santaGroups,
  santaInvitations,
  santaMembers,
  user,
} from '#app/server/db/schema.server.ts'
import { InvalidError } from '#app/server/domain-errors.server.ts'
import { enforceRateLimit } from '#app/server/limits/rate-limit.server.ts'

import {
  accountName,
  accountNameSql,
  addYears,
  assertId,
  lockOwnGroup,
  memberOf,
  parseWith,
  refuseNonOrganiser,
  ukToday,
  type Actor,
  type Executor,
} from '#app/server/secret-santa/access.server.ts'
import { groupDeletedEmail, invitationEmail } from '#app/server/secret-santa/emails.server.ts'
import { groupFacts, queueAll, type SantaMail } from '#app/server/secret-santa/mailing.server.ts'
import { SANTA_RATE_LIMITS } from '#app/server/secret-santa/limits.server.ts'

export interface GroupDeps extends SantaMail {
  db: Database
  now: () => Date
}

/** An exchange date must be a real day from today (UK) to two years ahead. */
export function checkExchangeDate(value: string, now: Date, field = 'exchangeDate'): string {
  const date = parseWith(ExchangeDateSchema, value)
  const today = ukToday(now)
  if (date < today) throw new InvalidError(SANTA_MESSAGES.datePassed, { [field]: SANTA_MESSAGES.datePassed })
  if (date > addYears(today, 2)) {
    throw new InvalidError(SANTA_MESSAGES.dateTooFar, { [field]: SANTA_MESSAGES.dateTooFar })
  }
  return date
}

function displayNameOrThrow(value: string | undefined): string {
  const parsed = DisplayNameSchema.safeParse(value ?? '')
  if (parsed.success) return parsed.data
  const message = parsed.error.issues[0]!.message
  throw new InvalidError(message, { displayName: message })
}

/** Groups: creating, repeating, editing, settings, deleting, and the /secret-santa overview. */
export function groupOperations({ db, mail, appUrl, now }: GroupDeps) {
  /** Invites each address to `group` inside `tx` (pending invitations); the emails go after commit. */
  async function insertInvitations(tx: Executor, groupId: string, emails: readonly string[]) {
    if (!emails.length) return []
    return tx
      .insert(santaInvitations)
      .values(emails.map((email) => ({ groupId, email })))
      .onConflictDoNothing()
      .returning({ id: santaInvitations.id, email: santaInvitations.email })
  }

  return {
    /** /secret-santa: the actor's groups (organised or joined), the invitations waiting for them, and today's date. */
    async home(actor: Actor): Promise<SantaHomeView> {
      const isMember = sql<boolean>`${memberOf(actor.id, santaGroups.id)}`
      const [groups, invitations, suggestedName] = await Promise.all([
        db
          .select({
            id: santaGroups.id,
            name: santaGroups.name,
            exchangeDate: santaGroups.exchangeDate,
            budget: santaGroups.budget,
            organiserId: santaGroups.organiserId,
            drawCount: santaGroups.drawCount,
            drawnAt: santaGroups.drawnAt,
            isMember,
            memberCount: sql<number>`(select count(*)::int from ${santaMembers} m where m.group_id = ${santaGroups.id})`,
          })
          .from(santaGroups)
          .where(or(eq(santaGroups.organiserId, actor.id), isMember))
          .orderBy(desc(santaGroups.exchangeDate), desc(santaGroups.createdAt)),
        db
          .select({
            id: santaInvitations.id,
            groupName: santaGroups.name,
            organiserName: accountNameSql,
            exchangeDate: santaGroups.exchangeDate,
            budget: santaGroups.budget,
          })
          .from(santaInvitations)
          .innerJoin(santaGroups, eq(santaGroups.id, santaInvitations.groupId))
          .innerJoin(user, eq(user.id, santaGroups.organiserId))
          .leftJoin(profiles, eq(profiles.userId, santaGroups.organiserId))
          .where(
            and(
              eq(santaInvitations.status, 'pending'),
              eq(santaInvitations.email, actor.email.toLowerCase()),
              sql`not ${memberOf(actor.id, santaInvitations.groupId)}`,
            ),
          )
          .orderBy(desc(santaInvitations.createdAt)),
        accountName(db, actor.id),
      ])
      const today = ukToday(now())
      return {
        groups: groups.map((group) => {
          const isOrganiser = group.organiserId === actor.id
          let repeatDate: string | null = null
          if (isOrganiser && group.drawnAt) {
            repeatDate = addYears(group.exchangeDate, 1)
            while (repeatDate < today) repeatDate = addYears(repeatDate, 1)
          }
          return {
            id: group.id,
            name: group.name,
            exchangeDate: formatDate(group.exchangeDate),
            budget: formatGBP(group.budget),
            isOrganiser,
            isMember: group.isMember,
            drawn: group.drawnAt !== null,
            memberCount: Number(group.memberCount),
            repeatDate,
          }
        }),
        invitations: invitations.map((invitation) => ({
          id: invitation.id,
          groupName: invitation.groupName,
          organiserName: invitation.organiserName,
          exchangeDate: formatDate(invitation.exchangeDate),
          budget: formatGBP(invitation.budget),
        })),
        suggestedName,
        today,
      }
    },

    /** Starts a group run by the actor, who is its first member when taking part. */
    async create(actor: Actor, input: CreateGroupInput): Promise<{ id: string }> {
      const details = parseWith(CreateGroupSchema, input)
      const exchangeDate = checkExchangeDate(details.exchangeDate, now())
      const displayName = details.takingPart ? displayNameOrThrow(details.displayName) : null
      await enforceRateLimit(
        db,
        SANTA_RATE_LIMITS.groupsPerUser,
        actor.id,
        'You have started a lot of groups today. Please try again tomorrow.',
      )
      return db.transaction(async (tx) => {
        const [group] = await tx
          .insert(santaGroups)
          .values({
            organiserId: actor.id,
            name: details.name,
            exchangeDate,
            budget: details.budget,
            message: details.message,
            organiserTakesPart: displayName !== null,
          })
          .returning({ id: santaGroups.id })
        if (displayName) await tx.insert(santaMembers).values({ groupId: group!.id, userId: actor.id, displayName })
        return { id: group!.id }
      })
    },

    /**
     * Runs a drawn group again for a new date: same name, budget, message and organiser, last
     * year's members invited again, the organiser's exclusions kept, and last year's pairs
     * excluded (hidden, like the pairs themselves).
     */
    async repeat(
      actor: Actor,
      input: { groupId: string; exchangeDate: string },
    ): Promise<{ id: string; invited: number; emailsSent: boolean }> {
      assertId(input.groupId)
      const exchangeDate = checkExchangeDate(input.exchangeDate, now())
      const [source] = await db
        .select()
        .from(santaGroups)
        .where(and(eq(santaGroups.id, input.groupId), eq(santaGroups.organiserId, actor.id)))
      if (!source) return refuseNonOrganiser(db, actor, input.groupId, 'repeat this group')
      if (!source.drawnAt) throw new InvalidError('A group can be repeated once its names have been drawn.')
      await enforceRateLimit(
        db,
        SANTA_RATE_LIMITS.groupsPerUser,
        actor.id,
        'You have started a lot of groups today. Please try again tomorrow.',
      )
      const previous = await db
        .select({ userId: santaMembers.userId, displayName: santaMembers.displayName, email: user.email })
        .from(santaMembers)
        .innerJoin(user, eq(user.id, santaMembers.userId))
        .where(eq(santaMembers.groupId, source.id))
      const emails = previous.filter((member) => member.userId !== actor.id).map((member) => member.email.toLowerCase())
      for (let index = 0; index < emails.length; index++) {
        await enforceRateLimit(
          db,
          SANTA_RATE_LIMITS.invitesPerUser,
          actor.id,
          'Too many invitations sent. Please try again later.',
        )
      }
      const ownName =
        previous.find((member) => member.userId === actor.id)?.displayName ?? (await accountName(db, actor.id))

      const { group, invitations } = await db.transaction(async (tx) => {
        const [group] = await tx
          .insert(santaGroups)
          .values({
            organiserId: actor.id,
            name: source.name,
            exchangeDate,
            budget: source.budget,
            message: source.message,
            organiserTakesPart: source.organiserTakesPart,
            repeatedFromId: source.id,
          })
          .returning()
        if (source.organiserTakesPart) {
          await tx.insert(santaMembers).values({ groupId: group!.id, userId: actor.id, displayName: ownName })
        }
        // Couples and housemates stay apart; last year's pairs are not repeated.
        await tx.execute(sql`
          insert into ${santaExclusions} (group_id, giver_id, receiver_id, kind)
          select ${group!.id}::uuid, giver_id, receiver_id, 'organiser' from ${santaExclusions}
          where group_id = ${source.id} and kind = 'organiser'
          union
          select ${group!.id}::uuid, giver_id, receiver_id, 'last-year' from ${santaAssignments}
          where group_id = ${source.id}
          on conflict do nothing`)
        const invitations = await insertInvitations(tx, group!.id, emails)
        return { group: group!, invitations }
      })

      const organiserName = ownName
      const facts = groupFacts(appUrl, group)
      const emailsSent = await queueAll(
        { mail, appUrl },
        invitations.map((invitation) =>
          invitationEmail({
            ...facts,
            to: invitation.email,
            organiserName,
            message: group.message,
            invitationId: invitation.id,
          }),
        ),
      )
      return { id: group.id, invited: invitations.length, emailsSent }
    },

    /** The organiser edits the name, date, budget or message; a date that has passed may stay as it is. */
    async updateDetails(actor: Actor, groupId: string, input: GroupDetailsInput): Promise<void> {
      const details = parseWith(GroupDetailsSchema, input)
      await db.transaction(async (tx) => {
        const group = await lockOwnGroup(tx, actor, groupId, 'change the group')
        const exchangeDate =
          details.exchangeDate === group.exchangeDate
            ? group.exchangeDate
            : checkExchangeDate(details.exchangeDate, now())
        await tx
          .update(santaGroups)
          .set({ name: details.name, exchangeDate, budget: details.budget, message: details.message })
          .where(eq(santaGroups.id, group.id))
      })
    },

    /**
     * Whether the organiser takes part, and whether (not taking part) they see the pairs. Fixed
     * once names are drawn: members are told in their match email who can see the pairs.
     */
    async updateSettings(actor: Actor, groupId: string, input: GroupSettingsInput): Promise<void> {
      const settings = parseWith(GroupSettingsSchema, input)
      if (settings.takingPart && settings.seesPairs) {
        const message = 'An organiser who takes part cannot see who buys for whom.'
        throw new InvalidError(message, { seesPairs: message })
      }
      await db.transaction(async (tx) => {
        const group = await lockOwnGroup(tx, actor, groupId, 'change the settings')
        if (group.drawnAt) {
          throw new InvalidError('Names have been drawn, so these settings can no longer change.')
        }
        const [own] = await tx
          .select({ userId: santaMembers.userId })
          .from(santaMembers)
          .where(and(eq(santaMembers.groupId, group.id), eq(santaMembers.userId, actor.id)))
        if (settings.takingPart && !own) {
          const displayName = displayNameOrThrow(settings.displayName)
          await assertRoom(tx, group.id, 1)
          await tx.insert(santaMembers).values({ groupId: group.id, userId: actor.id, displayName })
        }
        if (!settings.takingPart && own) {
          await tx
            .delete(santaMembers)
            .where(and(eq(santaMembers.groupId, group.id), eq(santaMembers.userId, actor.id)))
          await tx
            .delete(santaExclusions)
            .where(
              and(
                eq(santaExclusions.groupId, group.id),
                eq(santaExclusions.kind, 'organiser'),
                or(eq(santaExclusions.giverId, actor.id), eq(santaExclusions.receiverId, actor.id)),
              ),
            )
        }
        await tx
          .update(santaGroups)
          .set({ organiserTakesPart: settings.takingPart, organiserSeesPairs: settings.seesPairs })
          .where(eq(santaGroups.id, group.id))
      })
    },

    /** Deletes the group and everything in it; the other members are told it was cancelled. */
    async delete(actor: Actor, groupId: string): Promise<void> {
      const { name, emails } = await db.transaction(async (tx) => {
        const group = await lockOwnGroup(tx, actor, groupId, 'delete the group')
        const members = await tx
          .select({ email: user.email })
          .from(santaMembers)
          .innerJoin(user, eq(user.id, santaMembers.userId))
          .where(and(eq(santaMembers.groupId, group.id), ne(santaMembers.userId, actor.id)))
        await tx.delete(santaGroups).where(eq(santaGroups.id, group.id))
        return { name: group.name, emails: members.map((member) => member.email) }
      })
      await queueAll(
        { mail, appUrl },
        emails.map((to) => groupDeletedEmail({ to, groupName: name, appUrl })),
      )
    },
  }
}

/** Refuses growing a group past its size limit (members plus pending invitations). */
export async function assertRoom(tx: Executor, groupId: string, adding: number): Promise<void> {
  const [counts] = await tx
    .select({
      members: sql<number>`(select count(*)::int from ${santaMembers} m where m.group_id = ${groupId})`,
      pending: sql<number>`(select count(*)::int from ${santaInvitations} i where i.group_id = ${groupId} and i.status = 'pending')`,
    })
    .from(santaGroups)
    .where(eq(santaGroups.id, groupId))
  const size = Number(counts?.members ?? 0) + Number(counts?.pending ?? 0)
  if (size + adding > SANTA_LIMITS.groupSize) {
    throw new InvalidError(
      `A group can have up to ${SANTA_LIMITS.groupSize} people, counting invitations waiting for an answer.`,
    )
  }
}

/** Members' user ids among `userIds` in the group. */
export async function membersAmong(tx: Executor, groupId: string, userIds: readonly string[]): Promise<string[]> {
  if (!userIds.length) return []
  const rows = await tx
    .select({ userId: santaMembers.userId })
    .from(santaMembers)
    .where(and(eq(santaMembers.groupId, groupId), inArray(santaMembers.userId, [...userIds])))
  return rows.map((row) => row.userId)
}
