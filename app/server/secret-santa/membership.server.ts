import { and, eq, isNotNull, or, sql } from 'drizzle-orm'

import { formatDate, formatGBP } from '#app/lib/format.ts'
import { DisplayNameSchema, InviteEmailsSchema, type SantaJoinView } from '#app/lib/secret-santa/contract.ts'
import { SANTA_LIMITS, SANTA_MESSAGES } from '#app/lib/secret-santa/secret-santa.ts'
import type { Database } from '#app/server/db/client.server.ts'
import {
  santaAssignments,
  santaExclusions,
  santaGroups,
  santaInvitations,
  santaMembers,
  santaQuestions,
  user,
  wishlists,
} from '#app/server/db/schema.server.ts'
import { ForbiddenError, InvalidError, NotFoundError } from '#app/server/domain-errors.server.ts'
import { enforceRateLimit } from '#app/server/limits/rate-limit.server.ts'

import {
  accessTo,
  accountName,
  assertId,
  lockOwnGroup,
  parseWith,
  refuseNonMember,
  ensureOrganiser,
  type Actor,
} from '#app/server/secret-santa/access.server.ts'
import { drawCancelledEmail, invitationEmail, removedEmail } from '#app/server/secret-santa/emails.server.ts'
import { assertRoom } from '#app/server/secret-santa/groups.server.ts'
import { SANTA_RATE_LIMITS } from '#app/server/secret-santa/limits.server.ts'
import { groupFacts, queueAll, type SantaMail } from '#app/server/secret-santa/mailing.server.ts'

export interface MembershipDeps extends SantaMail {
  db: Database
}

/** Invitations, joining, declining and removing members. */
export function membershipOperations({ db, mail, appUrl }: MembershipDeps) {
  /** The organiser's name as invitees see it: their name in the group when taking part, else their account name. */
  async function organiserNameOf(group: { id: string; organiserId: string }): Promise<string> {
    const [member] = await db
      .select({ name: santaMembers.displayName })
      .from(santaMembers)
      .where(and(eq(santaMembers.groupId, group.id), eq(santaMembers.userId, group.organiserId)))
    return member?.name ?? (await accountName(db, group.organiserId))
  }

  /**
   * The invitation, if the actor may answer it: their verified email, read from the database,
   * must be the one it was sent to. Anyone else is told it is for a different address.
   */
  async function invitationFor(actor: Actor, invitationId: string) {
    assertId(invitationId, 'Invitation')
    const [invitation] = await db
      .select({
        id: santaInvitations.id,
        groupId: santaInvitations.groupId,
        email: santaInvitations.email,
        status: santaInvitations.status,
        acceptedBy: santaInvitations.acceptedBy,
      })
      .from(santaInvitations)
      .where(eq(santaInvitations.id, invitationId))
    if (!invitation) throw new NotFoundError(SANTA_MESSAGES.invitationGone)
    const [account] = await db
      .select({ email: user.email, verified: user.emailVerified })
      .from(user)
      .where(eq(user.id, actor.id))
    if (!account?.verified || account.email.toLowerCase() !== invitation.email) {
      throw new ForbiddenError(SANTA_MESSAGES.wrongAccount)
    }
    return invitation
  }

  return {
    /**
     * Invites addresses by email (the organiser only, before the draw). Addresses already in the
     * group or already invited are skipped and named; each new one gets an email with the link.
     */
    async invite(
      actor: Actor,
      groupId: string,
      input: { emails: string | readonly string[] },
    ): Promise<{ invited: string[]; skipped: string[]; emailsSent: boolean }> {
      const emails = parseWith(
        InviteEmailsSchema,
        typeof input.emails === 'string' ? input.emails : input.emails.join('\n'),
      )
      assertId(groupId)
      // Refused before counting: only the organiser's invitations count against their limit.
      await ensureOrganiser(db, actor, groupId, 'invite people')
      for (let index = 0; index < emails.length; index++) {
        await enforceRateLimit(
          db,
          SANTA_RATE_LIMITS.invitesPerUser,
          actor.id,
          'Too many invitations sent. Please try again later.',
        )
      }
      const outcome = await db.transaction(async (tx) => {
        const group = await lockOwnGroup(tx, actor, groupId, 'invite people')
        if (group.drawnAt) throw new InvalidError(SANTA_MESSAGES.alreadyDrawn)
        const taken = await tx
          .select({ email: sql<string>`lower(${user.email})` })
          .from(santaMembers)
          .innerJoin(user, eq(user.id, santaMembers.userId))
          .where(eq(santaMembers.groupId, group.id))
        const pending = await tx
          .select({ email: santaInvitations.email })
          .from(santaInvitations)
          .where(and(eq(santaInvitations.groupId, group.id), eq(santaInvitations.status, 'pending')))
        const known = new Set([...taken, ...pending].map((row) => row.email))
        const fresh = emails.filter((email) => !known.has(email) && email !== actor.email.toLowerCase())
        const skipped = emails.filter((email) => !fresh.includes(email))
        if (!fresh.length) {
          throw new InvalidError(
            emails.includes(actor.email.toLowerCase()) && emails.length === 1
              ? 'You cannot invite yourself. To take part, tick "I am taking part" in the settings.'
              : 'Everyone on the list is already invited or in the group.',
          )
        }
        await assertRoom(tx, group.id, fresh.length)
        const rows = await tx
          .insert(santaInvitations)
          .values(fresh.map((email) => ({ groupId: group.id, email })))
          .onConflictDoNothing()
          .returning({ id: santaInvitations.id, email: santaInvitations.email })
        return { group, rows, skipped }
      })
      const facts = groupFacts(appUrl, outcome.group)
      const organiserName = await organiserNameOf(outcome.group)
      const emailsSent = await queueAll(
        { mail, appUrl },
        outcome.rows.map((row) =>
          invitationEmail({
            ...facts,
            to: row.email,
            organiserName,
            message: outcome.group.message,
            invitationId: row.id,
          }),
        ),
      )
      return { invited: outcome.rows.map((row) => row.email), skipped: outcome.skipped, emailsSent }
    },

    /** The organiser withdraws an invitation nobody has answered yet; its link stops working. */
    async cancelInvitation(actor: Actor, groupId: string, invitationId: string): Promise<void> {
      assertId(groupId)
      assertId(invitationId, 'Invitation')
      const cancelled = await db
        .update(santaInvitations)
        .set({ status: 'revoked' })
        .where(
          and(
            eq(santaInvitations.id, invitationId),
            eq(santaInvitations.groupId, groupId),
            eq(santaInvitations.status, 'pending'),
            sql`exists (select 1 from ${santaGroups} g where g.id = ${santaInvitations.groupId} and g.organiser_id = ${actor.id})`,
          ),
        )
        .returning({ id: santaInvitations.id })
      if (cancelled.length) return
      await ensureOrganiser(db, actor, groupId, 'cancel invitations')
      throw new NotFoundError('Invitation not found')
    },

    /**
     * The organiser removes a member. Their invitation stops working, so they cannot come back
     * through the old link. After a draw this is only possible while nobody has opened their
     * match, and it cancels the draw: everyone left is told, and names must be drawn again.
     */
    async removeMember(actor: Actor, groupId: string, userId: string): Promise<{ drawCancelled: boolean }> {
      const outcome = await db.transaction(async (tx) => {
        const group = await lockOwnGroup(tx, actor, groupId, 'remove members')
        if (userId === actor.id) {
          throw new InvalidError('To stop taking part yourself, untick "I am taking part" in the settings.')
        }
        const [member] = await tx
          .select({ userId: santaMembers.userId, email: user.email })
          .from(santaMembers)
          .innerJoin(user, eq(user.id, santaMembers.userId))
          .where(and(eq(santaMembers.groupId, group.id), eq(santaMembers.userId, userId)))
        if (!member) throw new NotFoundError('Member not found')
        let drawCancelled = false
        if (group.drawnAt) {
          const [opened] = await tx
            .select({ giverId: santaAssignments.giverId })
            .from(santaAssignments)
            .where(and(eq(santaAssignments.groupId, group.id), isNotNull(santaAssignments.openedAt)))
            .limit(1)
          if (opened) {
            throw new InvalidError('Someone has already opened their match, so nobody can leave this draw now.')
          }
          await tx.delete(santaQuestions).where(eq(santaQuestions.groupId, group.id))
          await tx.delete(santaAssignments).where(eq(santaAssignments.groupId, group.id))
          await tx.update(santaGroups).set({ drawnAt: null }).where(eq(santaGroups.id, group.id))
          drawCancelled = true
        }
        await tx.delete(santaMembers).where(and(eq(santaMembers.groupId, group.id), eq(santaMembers.userId, userId)))
        await tx
          .update(santaInvitations)
          .set({ status: 'revoked' })
          .where(
            and(
              eq(santaInvitations.groupId, group.id),
              or(eq(santaInvitations.acceptedBy, userId), eq(santaInvitations.email, member.email.toLowerCase())),
            ),
          )
        await tx
          .delete(santaExclusions)
          .where(
            and(
              eq(santaExclusions.groupId, group.id),
              eq(santaExclusions.kind, 'organiser'),
              or(eq(santaExclusions.giverId, userId), eq(santaExclusions.receiverId, userId)),
            ),
          )
        const others = drawCancelled
          ? await tx
              .select({ email: user.email })
              .from(santaMembers)
              .innerJoin(user, eq(user.id, santaMembers.userId))
              .where(eq(santaMembers.groupId, group.id))
          : []
        return { group, removedEmail: member.email, others: others.map((row) => row.email), drawCancelled }
      })
      const facts = groupFacts(appUrl, outcome.group)
      await queueAll({ mail, appUrl }, [
        removedEmail({ to: outcome.removedEmail, groupName: outcome.group.name, appUrl }),
        ...outcome.others.map((to) => drawCancelledEmail({ ...facts, to })),
      ])
      return { drawCancelled: outcome.drawCancelled }
    },

    /** The invitation page: what the signed-in user may do with this invitation. */
    async joinView(actor: Actor, invitationId: string): Promise<SantaJoinView> {
      let invitation
      try {
        invitation = await invitationFor(actor, invitationId)
      } catch (error) {
        if (error instanceof ForbiddenError) return { state: 'wrong-account' }
        if (error instanceof NotFoundError) return { state: 'gone' }
        throw error
      }
      const [group] = await db
        .select({
          id: santaGroups.id,
          name: santaGroups.name,
          organiserId: santaGroups.organiserId,
          exchangeDate: santaGroups.exchangeDate,
          budget: santaGroups.budget,
          message: santaGroups.message,
          isMember: sql<boolean>`exists (select 1 from ${santaMembers} m where m.group_id = ${santaGroups.id} and m.user_id = ${actor.id})`,
        })
        .from(santaGroups)
        .where(eq(santaGroups.id, invitation.groupId))
      if (!group) return { state: 'gone' }
      if (group.isMember) return { state: 'joined', groupId: group.id, groupName: group.name }
      if (invitation.status !== 'pending') return { state: 'gone' }
      return {
        state: 'invited',
        invitation: {
          id: invitation.id,
          groupName: group.name,
          organiserName: await organiserNameOf(group),
          exchangeDate: formatDate(group.exchangeDate),
          budget: formatGBP(group.budget),
          message: group.message,
        },
        suggestedName: await accountName(db, actor.id),
      }
    },

    /**
     * Joins the group of an invitation sent to the actor's verified address, under the name they
     * chose. Serialised with the draw on the group's row: nobody joins a group once its names are drawn.
     */
    async join(
      actor: Actor,
      input: { invitationId: string; displayName: string },
    ): Promise<{ groupId: string; groupName: string }> {
      const displayName = parseWith(DisplayNameSchema, input.displayName)
      const invitation = await invitationFor(actor, input.invitationId)
      return db.transaction(async (tx) => {
        const [group] = await tx.select().from(santaGroups).where(eq(santaGroups.id, invitation.groupId)).for('update')
        if (!group) throw new NotFoundError(SANTA_MESSAGES.invitationGone)
        const result = { groupId: group.id, groupName: group.name }
        const [already] = await tx
          .select({ userId: santaMembers.userId })
          .from(santaMembers)
          .where(and(eq(santaMembers.groupId, group.id), eq(santaMembers.userId, actor.id)))
        if (already) return result
        if (invitation.status !== 'pending') throw new InvalidError(SANTA_MESSAGES.invitationGone)
        if (group.drawnAt) throw new InvalidError(SANTA_MESSAGES.alreadyDrawn)
        const [members] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(santaMembers)
          .where(eq(santaMembers.groupId, group.id))
        if (Number(members?.count ?? 0) >= SANTA_LIMITS.groupSize) {
          throw new InvalidError(`This group is full (${SANTA_LIMITS.groupSize} people).`)
        }
        const [accepted] = await tx
          .update(santaInvitations)
          .set({ status: 'accepted', acceptedBy: actor.id })
          .where(and(eq(santaInvitations.id, invitation.id), eq(santaInvitations.status, 'pending')))
          .returning({ id: santaInvitations.id })
        if (!accepted) throw new InvalidError(SANTA_MESSAGES.invitationGone)
        await tx.insert(santaMembers).values({ groupId: group.id, userId: actor.id, displayName })
        return result
      })
    },

    /**
     * Links one of the member's own wish lists (a list for themselves, never a gift plan for
     * someone else) to the group, or none with '', for whoever draws them to see. Any other list
     * is not found.
     */
    async linkWishlist(actor: Actor, groupId: string, wishlistId: string): Promise<void> {
      assertId(groupId)
      if (wishlistId) assertId(wishlistId, 'Wishlist')
      const ownList = wishlistId
        ? sql`exists (select 1 from ${wishlists} w where w.id = ${wishlistId} and w.user_id = ${actor.id} and w.kind = 'me')`
        : sql`true`
      const [linked] = await db
        .update(santaMembers)
        .set({ wishlistId: wishlistId || null })
        .where(and(eq(santaMembers.groupId, groupId), eq(santaMembers.userId, actor.id), ownList))
        .returning({ userId: santaMembers.userId })
      if (linked) return
      const access = await accessTo(db, actor, groupId)
      if (!access.isMember) await refuseNonMember(db, actor, groupId)
      throw new NotFoundError('Wishlist not found')
    },

    /** Declines an invitation sent to the actor's verified address. */
    async decline(actor: Actor, invitationId: string): Promise<void> {
      const invitation = await invitationFor(actor, invitationId)
      const [declined] = await db
        .update(santaInvitations)
        .set({ status: 'declined' })
        .where(and(eq(santaInvitations.id, invitation.id), eq(santaInvitations.status, 'pending')))
        .returning({ id: santaInvitations.id })
      if (!declined) throw new InvalidError(SANTA_MESSAGES.invitationGone)
    },
  }
}
