import { and, eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'

import { mailOutbox, user, wishlistCollaborators, wishlistInvitations } from '#app/server/db/schema.server.ts'
import { ForbiddenError, InvalidError, NotFoundError, RateLimitedError } from '#app/server/domain-errors.server.ts'
import { WRONG_ACCOUNT_MESSAGE } from '#app/server/wishlist/invitations.server.ts'
import { getToast } from '#app/server/http/toast.server.ts'
import type { Actor } from '#app/server/wishlist/access.server.ts'
import * as profilePage from '#app/routes/profile/page.tsx'
import { createWishlistService } from '#app/server/wishlist/wishlist.server.ts'

import { createUser, routeContext, sessionCookie, wishlistTestBed } from './fixtures.ts'

const { services, db, wishlists } = await wishlistTestBed()
const appUrl = services.config.APP_URL

let owner: Actor
let friend: Actor
let listId: string

beforeEach(async () => {
  owner = await createUser(db, 'owner', { profileName: 'Olivia' })
  friend = await createUser(db, 'friend')
  listId = (await wishlists.create(owner, 'Birthday 2025')).id
})

async function collaboratorRows(wishlistId: string) {
  return db.select().from(wishlistCollaborators).where(eq(wishlistCollaborators.wishlistId, wishlistId))
}

async function invitationRow(id: string) {
  const [row] = await db.select().from(wishlistInvitations).where(eq(wishlistInvitations.id, id))
  return row!
}

describe('sending', () => {
  it('stores a pending invitation and emails a link to APP_URL/profile?invitationId=<id>', async () => {
    const { invitation, emailSent } = await wishlists.invite(owner, {
      wishlistId: listId,
      email: `  ${friend.email.toUpperCase()} `,
    })
    expect(emailSent).toBe(true)
    expect(await invitationRow(invitation.id)).toMatchObject({
      wishlistId: listId,
      inviterId: owner.id,
      inviteeEmail: friend.email,
      inviteeId: null,
      status: 'pending',
    })
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, friend.email))
    expect(mail!.subject).toBe('Olivia invited you to a wishlist on Giftwise')
    expect(mail!.text).toContain('Birthday 2025')
    expect(mail!.text).toContain(`${appUrl}/profile?invitationId=${invitation.id}`)
    expect(mail!.html).toContain(`${appUrl}/profile?invitationId=${invitation.id}`)
  })

  it('refuses a second pending invitation for the same list and email, but allows one after a decline', async () => {
    const first = await wishlists.invite(owner, { wishlistId: listId, email: friend.email })
    await expect(wishlists.invite(owner, { wishlistId: listId, email: friend.email.toUpperCase() })).rejects.toThrow(
      new InvalidError('An invitation to this email is already pending for this wishlist'),
    )
    await wishlists.decline(friend, first.invitation.id)
    const second = await wishlists.invite(owner, { wishlistId: listId, email: friend.email })
    expect(second.invitation.status).toBe('pending')
  })

  it('refuses two pending invitations sent at the same time (the unique index decides)', async () => {
    const results = await Promise.allSettled([
      wishlists.invite(owner, { wishlistId: listId, email: friend.email }),
      wishlists.invite(owner, { wishlistId: listId, email: friend.email }),
    ])
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
    const rows = await db.select().from(wishlistInvitations).where(eq(wishlistInvitations.wishlistId, listId))
    expect(rows).toHaveLength(1)
  })

  it('refuses inviting yourself, in any letter case', async () => {
    await expect(wishlists.invite(owner, { wishlistId: listId, email: owner.email.toUpperCase() })).rejects.toThrow(
      new InvalidError('You cannot invite yourself'),
    )
  })

  it('refuses inviting an existing collaborator', async () => {
    await db.insert(wishlistCollaborators).values({ wishlistId: listId, userId: friend.id })
    await expect(wishlists.invite(owner, { wishlistId: listId, email: friend.email })).rejects.toThrow(
      new InvalidError('This person is already a collaborator on this wishlist'),
    )
  })

  it('refuses an address that is not an email', async () => {
    await expect(wishlists.invite(owner, { wishlistId: listId, email: 'not-an-email' })).rejects.toThrow(
      new InvalidError('Please enter a valid email address'),
    )
  })

  it('keeps the invitation and says so when the email cannot be queued', async () => {
    const failing = createWishlistService({
      db,
      config: services.config,
      mail: {
        enqueue: () => Promise.reject(new Error('outbox unavailable')),
      },
    })
    const { invitation, emailSent } = await failing.invite(owner, { wishlistId: listId, email: friend.email })
    expect(emailSent).toBe(false)
    expect((await invitationRow(invitation.id)).status).toBe('pending')
  })

  it('limits each user to 20 invitations an hour', async () => {
    const inviter = await createUser(db, 'busy')
    const list = await wishlists.create(inviter, 'Many friends')
    for (let index = 0; index < 20; index++) {
      await wishlists.invite(inviter, { wishlistId: list.id, email: `friend${index}@example.com` })
    }
    await expect(
      wishlists.invite(inviter, { wishlistId: list.id, email: 'one-too-many@example.com' }),
    ).rejects.toBeInstanceOf(RateLimitedError)
  })
})

describe('receiving and sent lists', () => {
  it('lists pending invitations for the invitee by email or by invitee id, with the list name and inviter email', async () => {
    const { invitation } = await wishlists.invite(owner, { wishlistId: listId, email: friend.email })
    expect(await wishlists.listReceived(friend)).toEqual([
      {
        id: invitation.id,
        wishlistId: listId,
        wishlistName: 'Birthday 2025',
        inviterEmail: owner.email,
        createdAt: expect.any(Date),
      },
    ])
    // Matched by id as well: an invitation already tied to the account still shows while pending.
    const other = await createUser(db, 'other')
    await db
      .update(wishlistInvitations)
      .set({ inviteeEmail: other.email, inviteeId: friend.id })
      .where(eq(wishlistInvitations.id, invitation.id))
    expect((await wishlists.listReceived(friend)).map((row) => row.id)).toEqual([invitation.id])
    expect(await wishlists.listReceived(owner)).toEqual([])
  })

  it("the profile's one query answers what listReceived and listSent answer, for each person", async () => {
    const second = await createUser(db, 'both-ways')
    const friendsList = await wishlists.create(friend, 'Friends list')
    const accepted = await wishlists.invite(owner, { wishlistId: listId, email: friend.email })
    await wishlists.accept(friend, accepted.invitation.id)
    await wishlists.invite(owner, { wishlistId: listId, email: second.email })
    await wishlists.invite(friend, { wishlistId: friendsList.id, email: owner.email })
    const declined = await wishlists.invite(friend, { wishlistId: friendsList.id, email: second.email })
    await wishlists.decline(second, declined.invitation.id)
    for (const actor of [owner, friend, second]) {
      const both = await wishlists.listReceivedAndSent(actor)
      expect(both).toEqual({ received: await wishlists.listReceived(actor), sent: await wishlists.listSent(actor) })
    }
    // Something on each side, so the comparison above means something.
    expect((await wishlists.listReceivedAndSent(owner)).received).toHaveLength(1)
    expect((await wishlists.listReceivedAndSent(owner)).sent).toHaveLength(2)
    expect((await wishlists.listReceivedAndSent(second)).received).toHaveLength(1)
    expect((await wishlists.listReceivedAndSent(friend)).sent).toHaveLength(2)
  })

  it("the profile's cards, read in one query, are what the lists and invitations readers answer, for each person", async () => {
    const second = await createUser(db, 'cards-both-ways')
    const friendsList = await wishlists.create(friend, 'Friends list')
    const plan = await wishlists.create(owner, { name: 'For Dad', kind: 'someone-else', occasionDate: '2099-12-25' })
    await wishlists.addItem(owner, {
      wishlistId: plan.id,
      product: { name: 'Socks', imageUrl: '', price: 5, url: 'https://www.amazon.co.uk/s?k=socks' },
    })
    const accepted = await wishlists.invite(owner, { wishlistId: listId, email: friend.email })
    await wishlists.accept(friend, accepted.invitation.id)
    await wishlists.invite(owner, { wishlistId: plan.id, email: second.email })
    await wishlists.invite(friend, { wishlistId: friendsList.id, email: owner.email })
    const declined = await wishlists.invite(friend, { wishlistId: friendsList.id, email: second.email })
    await wishlists.decline(second, declined.invitation.id)
    const nobody = await createUser(db, 'cards-nobody')
    for (const actor of [owner, friend, second, nobody]) {
      const [lists, { received, sent }] = await Promise.all([
        wishlists.listForUser(actor),
        wishlists.listReceivedAndSent(actor),
      ])
      expect(await wishlists.cards(actor)).toEqual({
        wishlists: lists.map(({ id, name, kind, isOwner, ownerName, itemCount, occasionDate, collaborators }) => ({
          id,
          name,
          kind,
          isOwner,
          ownerName,
          itemCount,
          occasionDate,
          collaborators: collaborators.map(({ userId, name, avatarUrl }) => ({ userId, name, avatarUrl })),
        })),
        invitations: {
          received: received.map(({ id, wishlistName, inviterEmail }) => ({ id, wishlistName, inviterEmail })),
          sent: sent.map(({ id, wishlistName, inviteeEmail, status }) => ({ id, wishlistName, inviteeEmail, status })),
        },
      })
    }
    // Something in each part, so the comparison above means something.
    const cards = await wishlists.cards(owner)
    expect(cards.wishlists.map((list) => list.name)).toEqual(['For Dad', 'Birthday 2025'])
    expect(cards.wishlists[0]).toMatchObject({ itemCount: 1, occasionDate: '2099-12-25', kind: 'someone-else' })
    expect(cards.wishlists[1]!.collaborators.map((entry) => entry.userId)).toEqual([friend.id])
    expect(cards.invitations.received).toHaveLength(1)
    expect(cards.invitations.sent.map((entry) => entry.status)).toEqual(['pending', 'accepted'])
    expect((await wishlists.cards(friend)).wishlists.map((list) => [list.name, list.isOwner])).toEqual([
      ['Friends list', true],
      ['Birthday 2025', false],
    ])
    expect(await wishlists.cards(nobody)).toEqual({ wishlists: [], invitations: { received: [], sent: [] } })
  })

  it('lists sent invitations with their status, newest first', async () => {
    const second = await createUser(db, 'second')
    const first = await wishlists.invite(owner, { wishlistId: listId, email: friend.email })
    await wishlists.accept(friend, first.invitation.id)
    const next = await wishlists.invite(owner, { wishlistId: listId, email: second.email })
    expect(
      (await wishlists.listSent(owner)).map(({ id, inviteeEmail, status, wishlistName }) => ({
        id,
        inviteeEmail,
        status,
        wishlistName,
      })),
    ).toEqual([
      { id: next.invitation.id, inviteeEmail: second.email, status: 'pending', wishlistName: 'Birthday 2025' },
      { id: first.invitation.id, inviteeEmail: friend.email, status: 'accepted', wishlistName: 'Birthday 2025' },
    ])
    expect(await wishlists.listReceived(friend)).toEqual([])
  })
})

describe('accepting', () => {
  it('sets the status and invitee id, and adds the user once as an editor', async () => {
    const { invitation } = await wishlists.invite(owner, { wishlistId: listId, email: friend.email })
    const result = await wishlists.accept(friend, invitation.id)
    expect(result).toEqual({ wishlistId: listId, wishlistName: 'Birthday 2025', alreadyAccepted: false })
    expect(await invitationRow(invitation.id)).toMatchObject({ status: 'accepted', inviteeId: friend.id })
    expect(await collaboratorRows(listId)).toEqual([
      expect.objectContaining({ wishlistId: listId, userId: friend.id, role: 'editor' }),
    ])
    const shared = (await wishlists.listForUser(friend)).find((list) => list.id === listId)
    expect(shared).toMatchObject({ isOwner: false, ownerName: 'Olivia', name: 'Birthday 2025' })
  })

  it('two accepts at the same time leave one collaborator row', async () => {
    const { invitation } = await wishlists.invite(owner, { wishlistId: listId, email: friend.email })
    const results = await Promise.all([
      wishlists.accept(friend, invitation.id),
      wishlists.accept(friend, invitation.id),
    ])
    expect(results.map((result) => result.alreadyAccepted).sort()).toEqual([false, true])
    expect(await collaboratorRows(listId)).toHaveLength(1)
    expect(await invitationRow(invitation.id)).toMatchObject({ status: 'accepted', inviteeId: friend.id })
  })

  it('is refused for a signed-in user with another email, and nothing changes', async () => {
    const { invitation } = await wishlists.invite(owner, { wishlistId: listId, email: friend.email })
    const other = await createUser(db, 'other')
    await expect(wishlists.accept(other, invitation.id)).rejects.toThrow(new ForbiddenError(WRONG_ACCOUNT_MESSAGE))
    await expect(wishlists.accept(owner, invitation.id)).rejects.toBeInstanceOf(ForbiddenError)
    expect(await invitationRow(invitation.id)).toMatchObject({ status: 'pending', inviteeId: null })
    expect(await collaboratorRows(listId)).toEqual([])
  })

  it('is refused when the matching email is not verified', async () => {
    const unverified = await createUser(db, 'unverified', { verified: false })
    const { invitation } = await wishlists.invite(owner, { wishlistId: listId, email: unverified.email })
    await expect(wishlists.accept(unverified, invitation.id)).rejects.toBeInstanceOf(ForbiddenError)
    await db.update(user).set({ emailVerified: true }).where(eq(user.id, unverified.id))
    await expect(wishlists.accept(unverified, invitation.id)).resolves.toMatchObject({ alreadyAccepted: false })
  })

  it('an old link does not bring back a collaborator the owner removed', async () => {
    const { invitation } = await wishlists.invite(owner, { wishlistId: listId, email: friend.email })
    await wishlists.accept(friend, invitation.id)
    await services.wishlists.removeCollaborator(owner, { wishlistId: listId, userId: friend.id })
    await expect(wishlists.accept(friend, invitation.id)).resolves.toMatchObject({ alreadyAccepted: true })
    expect(await collaboratorRows(listId)).toEqual([])
    await expect(wishlists.getWithItems(friend, listId)).rejects.toBeInstanceOf(NotFoundError)
  })

  it('an unknown or malformed invitation id is not found', async () => {
    await expect(wishlists.accept(friend, '9b1f3c52-6a0e-4f7e-9c53-0d6c2a9d1e11')).rejects.toBeInstanceOf(NotFoundError)
    await expect(wishlists.decline(friend, 'nope')).rejects.toBeInstanceOf(NotFoundError)
  })
})

describe('declining', () => {
  it('sets the status to declined and adds no collaborator; it cannot then be accepted', async () => {
    const { invitation } = await wishlists.invite(owner, { wishlistId: listId, email: friend.email })
    await wishlists.decline(friend, invitation.id)
    expect(await invitationRow(invitation.id)).toMatchObject({ status: 'declined', inviteeId: friend.id })
    expect(await collaboratorRows(listId)).toEqual([])
    expect(await wishlists.listReceived(friend)).toEqual([])
    await expect(wishlists.accept(friend, invitation.id)).rejects.toThrow(
      new InvalidError('This invitation has already been declined'),
    )
    await expect(wishlists.decline(friend, invitation.id)).rejects.toBeInstanceOf(InvalidError)
  })

  it('only the invitee can decline', async () => {
    const { invitation } = await wishlists.invite(owner, { wishlistId: listId, email: friend.email })
    await expect(wishlists.decline(owner, invitation.id)).rejects.toBeInstanceOf(ForbiddenError)
    expect((await invitationRow(invitation.id)).status).toBe('pending')
  })
})

describe('the emailed link: /profile?invitationId=…', () => {
  async function openLink(actor: Actor, invitationId: string, query = '', path = '/profile') {
    const cookie = await sessionCookie(services, actor.email)
    const request = new Request(`${appUrl}${path}?invitationId=${invitationId}${query}`, { headers: { cookie } })
    try {
      await profilePage.loader({ request, context: routeContext(services), params: {} } as never)
    } catch (thrown) {
      if (!(thrown instanceof Response)) throw thrown
      const cookie = thrown.headers.get('set-cookie')!.split(';')[0]!
      const { toast } = await getToast(new Request(appUrl, { headers: { cookie } }), services.config)
      return { status: thrown.status, location: thrown.headers.get('location'), toast }
    }
    throw new Error('expected a redirect')
  }

  it('accepts for the invited address and comes back to the profile with the accepted toast', async () => {
    const { invitation } = await wishlists.invite(owner, { wishlistId: listId, email: friend.email })
    const answer = await openLink(friend, invitation.id, '&tab=sent')
    expect(answer).toEqual({
      status: 302,
      location: '/profile?tab=sent',
      toast: { type: 'success', title: 'Invitation accepted! The wishlist is now available.' },
    })
    expect(await collaboratorRows(listId)).toHaveLength(1)
  })

  it('after a client-side navigation (/profile.data) it still comes back to the page itself', async () => {
    const { invitation } = await wishlists.invite(owner, { wishlistId: listId, email: friend.email })
    const answer = await openLink(friend, invitation.id, '&_routes=root,routes/profile', '/profile.data')
    expect(answer.location).toBe('/profile')
    expect(answer.toast?.title).toBe('Invitation accepted! The wishlist is now available.')
  })

  it('with another address shows a clear message and changes nothing', async () => {
    const { invitation } = await wishlists.invite(owner, { wishlistId: listId, email: friend.email })
    const other = await createUser(db, 'other')
    const answer = await openLink(other, invitation.id)
    expect(answer).toEqual({
      status: 302,
      location: '/profile',
      toast: {
        type: 'error',
        title: 'This invitation is for a different email address',
        description: WRONG_ACCOUNT_MESSAGE,
      },
    })
    expect(await invitationRow(invitation.id)).toMatchObject({ status: 'pending', inviteeId: null })
    expect(
      await db
        .select()
        .from(wishlistCollaborators)
        .where(and(eq(wishlistCollaborators.wishlistId, listId), eq(wishlistCollaborators.userId, other.id))),
    ).toEqual([])
  })

  it('does nothing when the URL names no invitation', async () => {
    const cookie = await sessionCookie(services, friend.email)
    const request = new Request(`${appUrl}/profile`, { headers: { cookie } })
    const page = await profilePage.loader({ request, context: routeContext(services), params: {} } as never)
    expect(page.invitations.received).toEqual([])
  })
})
