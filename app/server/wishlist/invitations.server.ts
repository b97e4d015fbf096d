import { and, desc, eq, or, sql } from 'drizzle-orm'

import type { Database } from '#app/server/db/client.server.ts'
import { profiles, user, wishlistCollaborators, wishlistInvitations, wishlists } from '#app/server/db/schema.server.ts'
import { ForbiddenError, InvalidError, NotFoundError } from '#app/server/domain-errors.server.ts'
import { enforceRateLimit, RATE_LIMITS } from '#app/server/limits/rate-limit.server.ts'
import type { MailOutbox } from '#app/server/mail/outbox.server.ts'
import { assertId, roleOn, type Actor } from '#app/server/wishlist/access.server.ts'
import { InviteeEmailSchema } from '#app/lib/wishlist/contract.ts'
import { WISHLIST_LIMITS, WISHLIST_MESSAGES } from '#app/lib/wishlist/wishlist.ts'
import { queryRow } from '#app/server/db/rows.server.ts'
import { lockFor } from '#app/server/wishlist/lists.server.ts'

import { invitationEmail } from '#app/server/wishlist/invitation-emails.server.ts'
import { logError } from '#app/server/logging/redact.server.ts'

export type InvitationStatus = 'pending' | 'accepted' | 'declined'

export interface ReceivedInvitation {
  id: string
  wishlistId: string
  wishlistName: string
  inviterEmail: string
  createdAt: Date
}

export interface SentInvitation {
  id: string
  wishlistId: string
  wishlistName: string
  inviteeEmail: string
  status: InvitationStatus
  createdAt: Date
}

export interface InvitationDeps {
  db: Database
  mail: Pick<MailOutbox, 'enqueue'>
  /** APP_URL: links in emails come from configuration, never from the request. */
  appUrl: string
}

/** Postgres' unique_violation, whether the driver error is thrown bare or wrapped by Drizzle. */
function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) => (value as { code?: unknown } | null)?.code
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | null)?.cause) === '23505'
}

export const WRONG_ACCOUNT_MESSAGE = WISHLIST_MESSAGES.wrongAccount

/**
 * Refuses a new collaborator (and, with `invitations`, a new pending invitation) past the list's
 * quotas (WISHLIST_LIMITS). Called under the list's members lock.
 */
async function refuseOverQuota(
  tx: Pick<Database, 'execute'>,
  wishlistId: string,
  options: { invitations: boolean },
): Promise<void> {
  const counts = await queryRow<{ collaborators: number; pending: number }>(
    tx,
    sql`select (select count(*)::int from ${wishlistCollaborators} c where c.wishlist_id = ${wishlistId}) as collaborators,
               (select count(*)::int from ${wishlistInvitations} i where i.wishlist_id = ${wishlistId} and i.status = 'pending') as pending`,
  )
  if (Number(counts?.collaborators ?? 0) >= WISHLIST_LIMITS.collaboratorsPerList) {
    throw new InvalidError(WISHLIST_MESSAGES.collaboratorsQuota)
  }
  if (options.invitations && Number(counts?.pending ?? 0) >= WISHLIST_LIMITS.pendingInvitationsPerList) {
    throw new InvalidError(WISHLIST_MESSAGES.invitationsQuota)
  }
}

/** Who invited, and which invitations the actor received (pending) or sent: shared by both readers below. */
function invitationsOf(actor: Actor) {
  const inviter = sql<string>`(select u.email from ${user} u where u.id = ${wishlistInvitations.inviterId})`
  const receivedBy = and(
    eq(wishlistInvitations.status, 'pending'),
    or(eq(wishlistInvitations.inviteeId, actor.id), eq(wishlistInvitations.inviteeEmail, actor.email.toLowerCase())),
  )!
  const sentBy = eq(wishlistInvitations.inviterId, actor.id)
  return { inviter, receivedBy, sentBy }
}

/** The invitations as the profile's card shows them. */
export interface InvitationCards {
  received: { id: string; wishlistName: string; inviterEmail: string }[]
  sent: { id: string; wishlistName: string; inviteeEmail: string; status: 'pending' | 'accepted' | 'declined' }[]
}

/**
 * The invitations listReceivedAndSent reads, newest first, as the profile's card shows them, in one
 * JSON object: a column of a query that reads more beside them, so they cost no round trip of their own.
 */
export function invitationCardsJsonSql(actor: Actor) {
  const { inviter, receivedBy, sentBy } = invitationsOf(actor)
  const order = sql`order by ${wishlistInvitations.createdAt} desc, ${wishlistInvitations.id} desc`
  return sql<InvitationCards>`(
    select json_build_object(
      'received', coalesce(json_agg(json_build_object(
        'id', ${wishlistInvitations.id}, 'wishlistName', ${wishlists.name}, 'inviterEmail', ${inviter}
      ) ${order}) filter (where ${receivedBy}), '[]'::json),
      'sent', coalesce(json_agg(json_build_object(
        'id', ${wishlistInvitations.id}, 'wishlistName', ${wishlists.name},
        'inviteeEmail', ${wishlistInvitations.inviteeEmail}, 'status', ${wishlistInvitations.status}
      ) ${order}) filter (where ${sentBy}), '[]'::json)
    )
    from ${wishlistInvitations}
    inner join ${wishlists} on ${wishlists.id} = ${wishlistInvitations.wishlistId}
    where ${or(receivedBy, sentBy)}
  )`
}

/** Invitations to collaborate on a wishlist (docs/features/wishlist.md). */
export function invitationOperations({ db, mail, appUrl }: InvitationDeps) {
  /** The invitation, if the actor is its invitee: by id once accepted or declined, else by verified email. */
  async function loadForInvitee(actor: Actor, invitationId: string) {
    assertId(invitationId, 'Invitation')
    const [invitation] = await db
      .select({
        id: wishlistInvitations.id,
        wishlistId: wishlistInvitations.wishlistId,
        wishlistName: wishlists.name,
        inviteeEmail: wishlistInvitations.inviteeEmail,
        inviteeId: wishlistInvitations.inviteeId,
        status: wishlistInvitations.status,
      })
      .from(wishlistInvitations)
      .innerJoin(wishlists, eq(wishlists.id, wishlistInvitations.wishlistId))
      .where(eq(wishlistInvitations.id, invitationId))
    if (!invitation) throw new NotFoundError('Invitation not found')
    // The address must be the account's own, verified one, read from the database.
    const [account] = await db
      .select({ email: user.email, emailVerified: user.emailVerified })
      .from(user)
      .where(eq(user.id, actor.id))
    const matches =
      account?.emailVerified === true && account.email.toLowerCase() === invitation.inviteeEmail.toLowerCase()
    if (!matches) throw new ForbiddenError(WRONG_ACCOUNT_MESSAGE)
    return invitation
  }

  /**
   * Nothing matched an owner's change to an invitation: a stranger finds nothing (404), a
   * collaborator is told only the owner may (403); an owner falls through (no longer pending).
   */
  async function explainRefusal(actor: Actor, invitationId: string, forbidden: string): Promise<void> {
    const [invitation] = await db
      .select({ wishlistId: wishlistInvitations.wishlistId })
      .from(wishlistInvitations)
      .where(eq(wishlistInvitations.id, invitationId))
    if (!invitation) throw new NotFoundError('Invitation not found')
    const role = await roleOn(db, actor, invitation.wishlistId).catch(() => null)
    if (role === null) throw new NotFoundError('Invitation not found')
    if (role !== 'owner') throw new ForbiddenError(forbidden)
  }

  return {
    /**
     * Stores a pending invitation and emails its link. Only the owner invites; never themselves,
     * an existing collaborator, or an address with a pending invitation to the same list. When
     * the email cannot be queued the invitation stays and `emailSent` is false.
     */
    async invite(actor: Actor, input: { wishlistId: string; email: string }) {
      const role = await roleOn(db, actor, input.wishlistId)
      if (role !== 'owner') throw new ForbiddenError('Only the owner can invite collaborators')
      const parsedEmail = InviteeEmailSchema.safeParse(input.email)
      if (!parsedEmail.success) throw new InvalidError(parsedEmail.error.issues[0]!.message)
      const email = parsedEmail.data

      await enforceRateLimit(
        db,
        RATE_LIMITS.invitePerUser,
        actor.id,
        'Too many invitations sent. Please try again later.',
      )
      if (email === actor.email.toLowerCase()) throw new InvalidError('You cannot invite yourself')

      const [existing] = await db
        .select({ userId: wishlistCollaborators.userId })
        .from(wishlistCollaborators)
        .innerJoin(user, eq(user.id, wishlistCollaborators.userId))
        .where(and(eq(wishlistCollaborators.wishlistId, input.wishlistId), eq(user.email, email)))
      if (existing) throw new InvalidError('This person is already a collaborator on this wishlist')

      const [[wishlist], [inviter]] = await Promise.all([
        db.select({ name: wishlists.name }).from(wishlists).where(eq(wishlists.id, input.wishlistId)),
        db
          .select({
            name: sql<string>`coalesce(nullif(trim(${profiles.name}), ''), nullif(trim(${user.name}), ''), ${user.email})`,
          })
          .from(user)
          .leftJoin(profiles, eq(profiles.userId, user.id))
          .where(eq(user.id, actor.id)),
      ])

      let invitation: { id: string; wishlistId: string; inviteeEmail: string; status: InvitationStatus }
      try {
        invitation = await db.transaction(async (tx) => {
          // Counted and written under the list's lock, so two invitations at once cannot pass a quota.
          await lockFor(tx, `wishlist-members:${input.wishlistId}`)
          await refuseOverQuota(tx, input.wishlistId, { invitations: true })
          // The partial unique index (one pending invitation per list and email) settles races.
          const [row] = await tx
            .insert(wishlistInvitations)
            .values({ wishlistId: input.wishlistId, inviterId: actor.id, inviteeEmail: email, status: 'pending' })
            .returning({
              id: wishlistInvitations.id,
              wishlistId: wishlistInvitations.wishlistId,
              inviteeEmail: wishlistInvitations.inviteeEmail,
              status: wishlistInvitations.status,
            })
          return row!
        })
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new InvalidError('An invitation to this email is already pending for this wishlist')
        }
        throw error
      }

      try {
        await mail.enqueue(
          invitationEmail({
            to: email,
            inviterName: inviter?.name ?? actor.email,
            wishlistName: wishlist!.name,
            invitationId: invitation.id,
            appUrl,
          }),
        )
        return { invitation, emailSent: true }
      } catch (error) {
        logError('[invitations] could not queue the invitation email', error)
        return { invitation, emailSent: false }
      }
    },

    /**
     * Both lists the profile shows, in one query: what listReceived and listSent answer, each
     * newest first.
     */
    async listReceivedAndSent(actor: Actor): Promise<{ received: ReceivedInvitation[]; sent: SentInvitation[] }> {
      const { inviter, receivedBy, sentBy } = invitationsOf(actor)
      const rows = await db
        .select({
          id: wishlistInvitations.id,
          wishlistId: wishlistInvitations.wishlistId,
          wishlistName: wishlists.name,
          inviterEmail: inviter,
          inviteeEmail: wishlistInvitations.inviteeEmail,
          status: wishlistInvitations.status,
          createdAt: wishlistInvitations.createdAt,
          received: sql<boolean>`coalesce(${receivedBy}, false)`,
          sent: sql<boolean>`${sentBy}`,
        })
        .from(wishlistInvitations)
        .innerJoin(wishlists, eq(wishlists.id, wishlistInvitations.wishlistId))
        .where(or(receivedBy, sentBy))
        .orderBy(desc(wishlistInvitations.createdAt), desc(wishlistInvitations.id))
      return {
        received: rows
          .filter((row) => row.received)
          .map(({ id, wishlistId, wishlistName, inviterEmail, createdAt }) => ({
            id,
            wishlistId,
            wishlistName,
            inviterEmail,
            createdAt,
          })),
        sent: rows
          .filter((row) => row.sent)
          .map(({ id, wishlistId, wishlistName, inviteeEmail, status, createdAt }) => ({
            id,
            wishlistId,
            wishlistName,
            inviteeEmail,
            status,
            createdAt,
          })),
      }
    },

    /** Pending invitations for the actor, matched by invitee id or email; newest first. */
    async listReceived(actor: Actor): Promise<ReceivedInvitation[]> {
      const inviter = sql<string>`(select u.email from ${user} u where u.id = ${wishlistInvitations.inviterId})`
      return db
        .select({
          id: wishlistInvitations.id,
          wishlistId: wishlistInvitations.wishlistId,
          wishlistName: wishlists.name,
          inviterEmail: inviter,
          createdAt: wishlistInvitations.createdAt,
        })
        .from(wishlistInvitations)
        .innerJoin(wishlists, eq(wishlists.id, wishlistInvitations.wishlistId))
        .where(
          and(
            eq(wishlistInvitations.status, 'pending'),
            or(
              eq(wishlistInvitations.inviteeId, actor.id),
              eq(wishlistInvitations.inviteeEmail, actor.email.toLowerCase()),
            ),
          ),
        )
        .orderBy(desc(wishlistInvitations.createdAt), desc(wishlistInvitations.id))
    },

    /** Invitations the actor sent, with their status; newest first. */
    async listSent(actor: Actor): Promise<SentInvitation[]> {
      return db
        .select({
          id: wishlistInvitations.id,
          wishlistId: wishlistInvitations.wishlistId,
          wishlistName: wishlists.name,
          inviteeEmail: wishlistInvitations.inviteeEmail,
          status: wishlistInvitations.status,
          createdAt: wishlistInvitations.createdAt,
        })
        .from(wishlistInvitations)
        .innerJoin(wishlists, eq(wishlists.id, wishlistInvitations.wishlistId))
        .where(eq(wishlistInvitations.inviterId, actor.id))
        .orderBy(desc(wishlistInvitations.createdAt), desc(wishlistInvitations.id))
    },

    /**
     * Accepts for the invitee (verified email equal to the invitation's): status accepted,
     * invitee_id set, and the user added as an editor once. Two accepts at the same time leave
     * one collaborator row: the status update only applies to a pending invitation, and the
     * insert ignores an existing row.
     */
    async accept(actor: Actor, invitationId: string) {
      const invitation = await loadForInvitee(actor, invitationId)
      const result = { wishlistId: invitation.wishlistId, wishlistName: invitation.wishlistName }
      if (invitation.status === 'declined') throw new InvalidError('This invitation has already been declined')
      if (invitation.status === 'accepted') return { ...result, alreadyAccepted: true }
      const accepted = await db.transaction(async (tx) => {
        await lockFor(tx, `wishlist-members:${invitation.wishlistId}`)
        await refuseOverQuota(tx, invitation.wishlistId, { invitations: false })
        const [updated] = await tx
          .update(wishlistInvitations)
          .set({ status: 'accepted', inviteeId: actor.id })
          .where(and(eq(wishlistInvitations.id, invitation.id), eq(wishlistInvitations.status, 'pending')))
          .returning({ id: wishlistInvitations.id })
        if (!updated) return false
        await tx
          .insert(wishlistCollaborators)
          .values({ wishlistId: invitation.wishlistId, userId: actor.id, role: 'editor' })
          .onConflictDoNothing()
        return true
      })
      if (accepted) return { ...result, alreadyAccepted: false }
      // Another request changed it first. If that was an accept, it added the row: nothing to do.
      // (Re-adding here would let a removed collaborator back in through an old link.)
      const [now] = await db
        .select({ status: wishlistInvitations.status })
        .from(wishlistInvitations)
        .where(eq(wishlistInvitations.id, invitation.id))
      if (now?.status === 'accepted') return { ...result, alreadyAccepted: true }
      throw new InvalidError('This invitation is no longer pending')
    },

    /** Declines a pending invitation addressed to the actor. */
    async decline(actor: Actor, invitationId: string) {
      const invitation = await loadForInvitee(actor, invitationId)
      const [updated] = await db
        .update(wishlistInvitations)
        .set({ status: 'declined', inviteeId: actor.id })
        .where(and(eq(wishlistInvitations.id, invitation.id), eq(wishlistInvitations.status, 'pending')))
        .returning({ id: wishlistInvitations.id })
      if (!updated) throw new InvalidError('This invitation is no longer pending')
      return { wishlistId: invitation.wishlistId, wishlistName: invitation.wishlistName }
    },

    /** The owner cancels a pending invitation: its link stops working. */
    async cancel(actor: Actor, invitationId: string): Promise<{ wishlistName: string }> {
      assertId(invitationId, 'Invitation')
      const [cancelled] = await db
        .delete(wishlistInvitations)
        .where(
          and(
            eq(wishlistInvitations.id, invitationId),
            eq(wishlistInvitations.status, 'pending'),
            sql`exists (select 1 from ${wishlists} w where w.id = ${wishlistInvitations.wishlistId} and w.user_id = ${actor.id})`,
          ),
        )
        .returning({ wishlistId: wishlistInvitations.wishlistId })
      if (cancelled) {
        const [list] = await db
          .select({ name: wishlists.name })
          .from(wishlists)
          .where(eq(wishlists.id, cancelled.wishlistId))
        return { wishlistName: list?.name ?? '' }
      }
      await explainRefusal(actor, invitationId, 'Only the owner can cancel invitations')
      throw new InvalidError('This invitation is no longer pending')
    },

    /** The owner sends a pending invitation's email again (counted with the invitations they send). */
    async resend(actor: Actor, invitationId: string): Promise<{ emailSent: boolean }> {
      assertId(invitationId, 'Invitation')
      const [invitation] = await db
        .select({
          id: wishlistInvitations.id,
          email: wishlistInvitations.inviteeEmail,
          wishlistName: wishlists.name,
        })
        .from(wishlistInvitations)
        .innerJoin(wishlists, eq(wishlists.id, wishlistInvitations.wishlistId))
        .where(
          and(
            eq(wishlistInvitations.id, invitationId),
            eq(wishlistInvitations.status, 'pending'),
            eq(wishlists.userId, actor.id),
          ),
        )
      if (!invitation) {
        await explainRefusal(actor, invitationId, 'Only the owner can resend invitations')
        throw new InvalidError('This invitation is no longer pending')
      }
      await enforceRateLimit(
        db,
        RATE_LIMITS.invitePerUser,
        actor.id,
        'Too many invitations sent. Please try again later.',
      )
      const [inviter] = await db
        .select({
          name: sql<string>`coalesce(nullif(trim(${profiles.name}), ''), nullif(trim(${user.name}), ''), ${user.email})`,
        })
        .from(user)
        .leftJoin(profiles, eq(profiles.userId, user.id))
        .where(eq(user.id, actor.id))
      try {
        await mail.enqueue(
          invitationEmail({
            to: invitation.email,
            inviterName: inviter?.name ?? actor.email,
            wishlistName: invitation.wishlistName,
            invitationId: invitation.id,
            appUrl,
          }),
        )
        return { emailSent: true }
      } catch (error) {
        logError('[invitations] could not queue the invitation email again', error)
        return { emailSent: false }
      }
    },
  }
}
