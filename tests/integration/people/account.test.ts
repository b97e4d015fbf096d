import { eq, or, sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'

import * as deleteRoute from '#app/routes/profile/delete.tsx'
import * as exportRoute from '#app/routes/profile/export.ts'
import * as profilePage from '#app/routes/profile/page.tsx'
import {
  contactMessages,
  giftHistory,
  mailOutbox,
  newsletterSubscriptions,
  people,
  profiles,
  rateLimits,
  reminderJobs,
  session,
  user,
  verification,
  wishlistClaims,
  wishlistCollaborators,
  wishlistInvitations,
  wishlistItems,
  wishlists,
} from '#app/server/db/schema.server.ts'
import { createTestClock } from '#app/server/people/clock.server.ts'
import { browserCookies, sessionCookie } from '#tests/session-cookie.ts'
import { createTestServices } from '#tests/db.ts'

import { callRoute, createUser, fakeIdeas, personInput } from './helpers.ts'

/* "Download my data" and "Delete my account": everything kept about a user, and nothing left after. */

const services = await createTestServices({
  clock: createTestClock(new Date('2026-06-01T10:00:00Z')),
  giftIdeas: fakeIdeas(),
})
afterAll(() => services.close())
const { db } = services

const product = (name: string) => ({
  name,
  imageUrl: null,
  price: 10,
  url: 'https://www.amazon.co.uk/s?k=gift&tag=giftwise-21',
})

/** A user with a person, history, lists, a collaboration, invitations, mail, a contact message and limits. */
async function richUser(label: string) {
  const me = await createUser(db, label)
  const friend = await createUser(db, `${label}-friend`)
  const cookie = await sessionCookie(services, me.email)
  const person = await services.people.create(
    me,
    personInput({ name: 'Grandad', birthdayDay: 10, birthdayMonth: 6, interests: ['fishing'], doNotBuy: ['ties'] }),
  )
  await services.people.addGift(me, person.id, {
    name: 'Fishing reel',
    givenOn: '2025-06-10',
    occasion: 'Birthday',
    price: 40,
  })
  const { wishlistId } = await services.people.createList(me, person.id)
  await services.wishlists.addItem(me, { wishlistId, product: product('Tackle box') })
  // A list the friend owns, shared with me, with an item I added.
  const friendList = await services.wishlists.create(friend, 'Friend list')
  await db.insert(wishlistCollaborators).values({ wishlistId: friendList.id, userId: me.id })
  await services.wishlists.addItem(me, { wishlistId: friendList.id, product: product('Added by me') })
  // An invitation I sent and one I received.
  await db.insert(wishlistInvitations).values({ wishlistId, inviterId: me.id, inviteeEmail: 'someone@example.com' })
  await db
    .insert(wishlistInvitations)
    .values({ wishlistId: friendList.id, inviterId: friend.id, inviteeEmail: me.email })
  // A claim I made on the friend's own wish list.
  const friendWishes = await services.wishlists.create(friend, { name: 'Friend wishes', kind: 'me' })
  const wish = await services.wishlists.addItem(friend, { wishlistId: friendWishes.id, product: product('Scarf') })
  const token = new URL(await services.wishlists.share(friend, friendWishes.id)).pathname.split('/')[2]!
  await services.wishlists.claimAsUser(me, { via: 'share', token }, { itemId: wish.id, quantity: 1 })
  await db.insert(contactMessages).values({ name: label, email: me.email, message: 'Hello from me' })
  await db.insert(newsletterSubscriptions).values({ email: me.email, status: 'confirmed', tokenHash: 'x' })
  await services.mail.enqueue({ to: me.email, subject: 'Still queued', html: '<p>x</p>', text: 'x' })
  await db.insert(rateLimits).values([
    { key: `sign-in:email:${me.email}`, windowStart: new Date(), count: 1 },
    { key: `ai:user:${me.id.toLowerCase()}`, windowStart: new Date(), count: 1 },
  ])
  return { me, friend, cookie, person, wishlistId, friendList, wish }
}

describe('Download my data', () => {
  it('is one JSON file with the account, people, history, lists, invitations and claims', async () => {
    const { me, cookie, person, wishlistId } = await richUser('exporter')
    const answer = await callRoute(services, exportRoute.loader, { path: '/profile/export', cookie })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(answer.headers.get('cache-control')).toBe('no-store')
    const data = JSON.parse(answer.body as string)
    expect(data.account).toMatchObject({ id: me.id, email: me.email })
    expect(data.profile).toMatchObject({ name: 'exporter' })
    expect(data.people).toEqual([
      expect.objectContaining({
        id: person.id,
        name: 'Grandad',
        interests: ['fishing'],
        doNotBuy: ['ties'],
        dates: [expect.objectContaining({ kind: 'birthday', day: 10, month: 6 })],
      }),
    ])
    expect(data.history).toEqual([
      expect.objectContaining({ personName: 'Grandad', name: 'Fishing reel', givenOn: '2025-06-10', price: 40 }),
    ])
    expect(data.lists).toEqual([
      expect.objectContaining({
        id: wishlistId,
        name: 'Gifts for Grandad',
        forPersonId: person.id,
        items: [expect.objectContaining({ name: 'Tackle box' })],
      }),
    ])
    expect(data.listsSharedWithYou).toEqual([expect.objectContaining({ name: 'Friend list', role: 'editor' })])
    expect(data.invitations.sent).toEqual([expect.objectContaining({ inviteeEmail: 'someone@example.com' })])
    expect(data.invitations.received).toEqual([expect.objectContaining({ wishlist: 'Friend list', status: 'pending' })])
    expect(data.claims).toEqual([
      expect.objectContaining({ list: 'Friend wishes', item: 'Scarf', quantity: 1, status: 'confirmed' }),
    ])
    expect(data.contactMessages).toEqual([expect.objectContaining({ message: 'Hello from me' })])
    expect(data.newsletter).toMatchObject({ status: 'confirmed' })
  })
})

describe('Delete my account', () => {
  it("for the minute another browser's copy of the session is believed, its profile page shows empty instead of failing", async () => {
    const { me, cookie } = await richUser('elsewhere')
    // Deleted from another browser: this one keeps its cookies, the signed copy of the session among them.
    const other = await sessionCookie(services, me.email, 'another-browser')
    const answer = await callRoute(services, deleteRoute.action, {
      path: '/profile/delete',
      cookie: other,
      form: { confirm: 'yes' },
    })
    expect(answer.location).toBe('/profile/deleted')
    expect(cookie).toMatch(/giftwise\.session_data=/)
    const profile = await callRoute(services, profilePage.loader, { path: '/profile', cookie })
    expect(profile.status).toBe(200)
    expect(profile.body).toMatchObject({ wishlists: [], profile: { email: me.email, favouriteCategories: [] } })
    expect(await db.select().from(user).where(eq(user.id, me.id))).toHaveLength(0)
  })

  it('refuses without the box ticked, and changes nothing', async () => {
    const { me, cookie } = await richUser('hesitant')
    const answer = await callRoute(services, deleteRoute.action, { path: '/profile/delete', cookie, form: {} })
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({
      ok: false,
      message: 'Please tick the box to confirm that you want your account deleted',
    })
    expect(await db.select().from(user).where(eq(user.id, me.id))).toHaveLength(1)
  })

  it('removes or anonymises everything: sessions, people, lists, queued mail, invitations, limits', async () => {
    const { me, friend, cookie, person, wishlistId, friendList, wish } = await richUser('leaver')
    // A sign-in link waiting in the verification table names the address.
    await services.auth.api.signInMagicLink({ body: { email: me.email }, headers: new Headers() })
    const bystander = await richUser('bystander')

    const answer = await callRoute(services, deleteRoute.action, {
      path: '/profile/delete',
      cookie,
      form: { confirm: 'yes' },
    })
    expect(answer.status).toBe(302)
    expect(answer.location).toBe('/profile/deleted')
    // The session cookie is cleared in the answer, and the session itself is gone.
    expect(answer.headers.getSetCookie().join(';')).toMatch(/giftwise\.session_token=;/)
    expect(answer.headers.getSetCookie().join(';')).toMatch(/giftwise\.session_data=;/)
    const profile = await callRoute(services, profilePage.loader, {
      path: '/profile',
      cookie: browserCookies(cookie, answer.headers),
    })
    expect(profile.status).toBe(302)
    expect(profile.location).toMatch(/^\/auth/)

    const count = async (rows: Promise<unknown[]>) => (await rows).length
    expect(await count(db.select().from(user).where(eq(user.id, me.id)))).toBe(0)
    expect(await count(db.select().from(session).where(eq(session.userId, me.id)))).toBe(0)
    expect(await count(db.select().from(profiles).where(eq(profiles.userId, me.id)))).toBe(0)
    expect(await count(db.select().from(people).where(eq(people.id, person.id)))).toBe(0)
    expect(await count(db.select().from(giftHistory).where(eq(giftHistory.personId, person.id)))).toBe(0)
    expect(await count(db.select().from(reminderJobs).where(eq(reminderJobs.userId, me.id)))).toBe(0)
    expect(await count(db.select().from(wishlists).where(eq(wishlists.id, wishlistId)))).toBe(0)
    expect(await count(db.select().from(wishlistCollaborators).where(eq(wishlistCollaborators.userId, me.id)))).toBe(0)
    expect(
      await count(
        db
          .select()
          .from(wishlistInvitations)
          .where(or(eq(wishlistInvitations.inviteeEmail, me.email), eq(wishlistInvitations.inviterId, me.id))),
      ),
    ).toBe(0)
    expect(await count(db.select().from(mailOutbox).where(eq(mailOutbox.to, me.email)))).toBe(0)
    expect(await count(db.select().from(contactMessages).where(eq(contactMessages.email, me.email)))).toBe(0)
    expect(
      await count(db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, me.email))),
    ).toBe(0)
    expect(
      await count(
        db
          .select()
          .from(verification)
          .where(sql`position(${me.email} in ${verification.value}) > 0`),
      ),
    ).toBe(0)
    expect(
      await count(
        db
          .select()
          .from(rateLimits)
          .where(
            or(sql`${rateLimits.key} like ${`%${me.email}`}`, sql`${rateLimits.key} like ${`%${me.id.toLowerCase()}`}`),
          ),
      ),
    ).toBe(0)

    // A claim on the friend's own list stays, so their surprise is kept, but no longer says who.
    const [claim] = await db.select().from(wishlistClaims).where(eq(wishlistClaims.itemId, wish.id))
    expect(claim).toMatchObject({ status: 'confirmed', claimerUserId: null, claimerName: 'A former Giftwise user' })
    expect(claim!.claimerEmail).not.toContain(me.email.split('@')[0]!)

    // What stays: the friend's list, with the item added to it (it is theirs).
    const kept = await db.select().from(wishlistItems).where(eq(wishlistItems.wishlistId, friendList.id))
    expect(kept.map((item) => item.productName)).toEqual(['Added by me'])
    expect(await count(db.select().from(user).where(eq(user.id, friend.id)))).toBe(1)
    // Nobody else lost anything.
    expect(await count(db.select().from(people).where(eq(people.id, bystander.person.id)))).toBe(1)
    expect(await count(db.select().from(mailOutbox).where(eq(mailOutbox.to, bystander.me.email)))).toBeGreaterThan(0)
    expect(await count(db.select().from(contactMessages).where(eq(contactMessages.email, bystander.me.email)))).toBe(1)
  })
})
