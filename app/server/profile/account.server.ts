import { and, asc, eq, inArray, or, sql } from 'drizzle-orm'

import type { SessionUser } from '#app/server/auth/session-user.server.ts'
import type { Auth } from '#app/server/auth/auth.server.ts'
import type { Database } from '#app/server/db/client.server.ts'
import {
  contactMessages,
  mailOutbox,
  newsletterSubscriptions,
  profiles,
  rateLimits,
  user as users,
  verification,
  wishlistClaims,
  wishlistCollaborators,
  wishlistInvitations,
  wishlistItems,
  wishlists,
} from '#app/server/db/schema.server.ts'
import { NotFoundError } from '#app/server/domain-errors.server.ts'
import type { PeopleService } from '#app/server/people/people.server.ts'

export interface AccountDeps {
  db: Database
  auth: Pick<Auth, 'api'>
  people: Pick<PeopleService, 'exportFor'>
}

/**
 * The account as a whole: "Download my data" (everything kept about the signed-in user, as JSON) and
 * "Delete my account" (everything removed or anonymised, sessions and queued mail included). What
 * stays afterwards is listed on /profile/delete and the privacy page.
 */
export function createAccountService({ db, auth, people }: AccountDeps) {
  return {
    /** Everything kept about the actor, as one JSON-ready object. */
    async exportData(actor: SessionUser) {
      const [account] = await db
        .select({
          id: users.id,
          email: users.email,
          name: users.name,
          emailVerified: users.emailVerified,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(eq(users.id, actor.id))
      if (!account) throw new NotFoundError('Account not found')
      const [profile] = await db.select().from(profiles).where(eq(profiles.userId, actor.id))
      const [newsletter] = await db
        .select({
          status: newsletterSubscriptions.status,
          createdAt: newsletterSubscriptions.createdAt,
          confirmedAt: newsletterSubscriptions.confirmedAt,
        })
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, account.email))
      const ownLists = await db
        .select()
        .from(wishlists)
        .where(eq(wishlists.userId, actor.id))
        .orderBy(asc(wishlists.createdAt))
      const listIds = ownLists.map((list) => list.id)
      const [items, collaborators, shared, sentInvitations, receivedInvitations, messages, peopleData, claims] =
        await Promise.all([
          listIds.length
            ? db
                .select()
                .from(wishlistItems)
                .where(inArray(wishlistItems.wishlistId, listIds))
                .orderBy(asc(wishlistItems.createdAt))
            : Promise.resolve([]),
          listIds.length
            ? db
                .select({ wishlistId: wishlistCollaborators.wishlistId, name: profiles.name })
                .from(wishlistCollaborators)
                .leftJoin(profiles, eq(profiles.userId, wishlistCollaborators.userId))
                .where(inArray(wishlistCollaborators.wishlistId, listIds))
            : Promise.resolve([]),
          db
            .select({ id: wishlists.id, name: wishlists.name, role: wishlistCollaborators.role })
            .from(wishlistCollaborators)
            .innerJoin(wishlists, eq(wishlists.id, wishlistCollaborators.wishlistId))
            .where(eq(wishlistCollaborators.userId, actor.id)),
          db
            .select({
              wishlist: wishlists.name,
              inviteeEmail: wishlistInvitations.inviteeEmail,
              status: wishlistInvitations.status,
              createdAt: wishlistInvitations.createdAt,
            })
            .from(wishlistInvitations)
            .innerJoin(wishlists, eq(wishlists.id, wishlistInvitations.wishlistId))
            .where(eq(wishlistInvitations.inviterId, actor.id)),
          db
            .select({
              wishlist: wishlists.name,
              status: wishlistInvitations.status,
              createdAt: wishlistInvitations.createdAt,
            })
            .from(wishlistInvitations)
            .innerJoin(wishlists, eq(wishlists.id, wishlistInvitations.wishlistId))
            .where(
              or(eq(wishlistInvitations.inviteeEmail, account.email), eq(wishlistInvitations.inviteeId, actor.id)),
            ),
          db
            .select({ name: contactMessages.name, message: contactMessages.message, sentAt: contactMessages.createdAt })
            .from(contactMessages)
            .where(eq(contactMessages.email, account.email)),
          people.exportFor(actor),
          // Their claims on other people's lists (a list's owner never sees claims, so this is the only copy).
          db
            .select({
              list: wishlists.name,
              item: wishlistItems.productName,
              quantity: wishlistClaims.quantity,
              status: wishlistClaims.status,
              name: wishlistClaims.claimerName,
              email: wishlistClaims.claimerEmail,
              claimedAt: wishlistClaims.createdAt,
            })
            .from(wishlistClaims)
            .innerJoin(wishlistItems, eq(wishlistItems.id, wishlistClaims.itemId))
            .innerJoin(wishlists, eq(wishlists.id, wishlistClaims.wishlistId))
            .where(
              or(
                eq(wishlistClaims.claimerUserId, actor.id),
                eq(wishlistClaims.claimerEmail, account.email.toLowerCase()),
              ),
            )
            .orderBy(asc(wishlistClaims.createdAt)),
        ])
      return {
        exportedAt: new Date().toISOString(),
        account: { ...account, createdAt: account.createdAt.toISOString() },
        profile: profile
          ? {
              name: profile.name,
              newsletterOptIn: profile.newsletterOptIn,
              favouriteCategories: profile.favoriteCategories,
            }
          : null,
        newsletter: newsletter ?? null,
        people: peopleData.people,
        history: peopleData.history,
        reminderEmails: peopleData.reminderEmails,
        lists: ownLists.map((list) => ({
          id: list.id,
          name: list.name,
          forPersonId: list.personId,
          createdAt: list.createdAt.toISOString(),
          collaborators: collaborators
            .filter((collaborator) => collaborator.wishlistId === list.id)
            .map((collaborator) => collaborator.name ?? 'Anonymous User'),
          items: items
            .filter((item) => item.wishlistId === list.id)
            .map((item) => ({
              name: item.productName,
              price: item.productPrice,
              url: item.productUrl,
              image: item.productImage,
              purchased: item.purchased,
              addedAt: item.createdAt.toISOString(),
            })),
        })),
        listsSharedWithYou: shared,
        invitations: { sent: sentInvitations, received: receivedInvitations },
        claims: claims.map((claim) => ({ ...claim, claimedAt: claim.claimedAt.toISOString() })),
        contactMessages: messages,
      }
    },

    /**
     * Deletes the account: the session is ended (its cookie cleared in the answer), then in one
     * transaction everything addressed to or about the user goes, and deleting the user row cascades
     * to sessions, profile, own lists (with their items, collaborators and invitations), collaborations,
     * people, gift history and reminders. Returns the Set-Cookie headers that clear the session cookie.
     */
    async deleteAccount(actor: SessionUser, request: { headers: Headers }): Promise<{ cookies: string[] }> {
      const signOut = await auth.api.signOut({ headers: request.headers, asResponse: true })
      const email = actor.email.toLowerCase()
      await db.transaction(async (tx) => {
        // Mail to them, sent or still queued (sign-in links, invitations, reminders).
        await tx.delete(mailOutbox).where(eq(mailOutbox.to, email))
        // Invitations they received stay on the inviter's list as nothing: the address goes.
        await tx
          .delete(wishlistInvitations)
          .where(or(eq(wishlistInvitations.inviteeEmail, email), eq(wishlistInvitations.inviteeId, actor.id)))
        await tx.delete(contactMessages).where(eq(contactMessages.email, email))
        await tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email))
        // Sign-in tokens name the address inside their stored value.
        await tx.delete(verification).where(sql`position(${JSON.stringify(email)} in ${verification.value}) > 0`)
        // Rate-limit counters keyed by their address or id.
        await tx
          .delete(rateLimits)
          .where(
            or(
              sql`right(${rateLimits.key}, ${email.length + 1}) = ${`:${email}`}`,
              sql`right(${rateLimits.key}, ${actor.id.length + 1}) = ${`:${actor.id.toLowerCase()}`}`,
            ),
          )
        // Their claims on other people's lists: unconfirmed ones go; confirmed ones stay, without their
        // name or address, so the owner's surprise is neither spoiled nor lost.
        const theirs = or(eq(wishlistClaims.claimerUserId, actor.id), eq(wishlistClaims.claimerEmail, email))
        await tx.delete(wishlistClaims).where(and(theirs, eq(wishlistClaims.status, 'pending')))
        await tx
          .update(wishlistClaims)
          .set({
            claimerUserId: null,
            claimerName: 'A former Giftwise user',
            claimerEmail: sql`'deleted-' || ${wishlistClaims.id} || '@deleted.invalid'`,
            undoTokenHash: null,
          })
          .where(theirs)
        await tx.delete(users).where(and(eq(users.id, actor.id), eq(users.email, email)))
      })
      return { cookies: signOut.headers.getSetCookie() }
    },
  }
}

export type AccountService = ReturnType<typeof createAccountService>
