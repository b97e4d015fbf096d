import { eq } from 'drizzle-orm'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'

import { WISHLIST_LIMITS, WISHLIST_MESSAGES } from '#app/lib/wishlist/wishlist.ts'
import * as imageRoute from '#app/routes/wishlist/image.ts'
import * as profilePage from '#app/routes/profile/page.tsx'
import * as sharedPage from '#app/routes/wishlist/shared.tsx'
import * as wishlistPage from '#app/routes/wishlist/page.tsx'
import {
  mailOutbox,
  wishlistCollaborators,
  wishlistInvitations,
  wishlistItems,
  wishlistShareLinks,
  wishlists as wishlistsTable,
} from '#app/server/db/schema.server.ts'
import { ForbiddenError, InvalidError, NotFoundError, RateLimitedError } from '#app/server/domain-errors.server.ts'
import type { Actor } from '#app/server/wishlist/access.server.ts'
import { startProductPageServer } from '#tests/fixtures/product-page-server.ts'

import { callRoute, createUser, latestMail, routeContext, sessionCookie, wishlistTestBed } from './fixtures.ts'

/*
 * Lists for oneself and for someone else, share links, 'Add by link' against the loopback fixture
 * shop (named in URL_FETCH_ALLOW_HOSTS, as only tests may), item details, the housekeeping people
 * expect, the quotas and the pages of long lists.
 */

const shop = await startProductPageServer()
afterAll(() => shop.close())
const { services, db, wishlists } = await wishlistTestBed({ URL_FETCH_ALLOW_HOSTS: shop.hostPort })

const nextYear = `${new Date().getUTCFullYear() + 1}-06-01`
let owner: Actor
let friend: Actor

beforeEach(async () => {
  owner = await createUser(db, 'owner', { profileName: 'Olivia' })
  friend = await createUser(db, 'friend', { profileName: 'Fred' })
})

function item(name: string, extra: Partial<Parameters<typeof wishlists.addFromForm>[2]> = {}) {
  return {
    name,
    price: 10,
    currency: 'GBP',
    url: null,
    note: null,
    quantity: 1,
    mostWanted: false,
    imageSourceUrl: null,
    ...extra,
  }
}

const tokenOf = (shareUrl: string) => new URL(shareUrl).pathname.split('/')[2]!

describe('who a list is for', () => {
  it('is chosen when creating it; a list made with only a name is a gift plan, as before; both take an occasion date', async () => {
    const mine = await wishlists.create(owner, { name: 'My birthday', kind: 'me', occasionDate: nextYear })
    const plan = await wishlists.create(owner, 'For Dad')
    const rows = await db.select().from(wishlistsTable).where(eq(wishlistsTable.userId, owner.id))
    expect(Object.fromEntries(rows.map((row) => [row.name, [row.kind, row.occasionDate]]))).toEqual({
      'My birthday': ['me', nextYear],
      'For Dad': ['someone-else', null],
    })
    expect(mine).toMatchObject({ kind: 'me', occasionDate: nextYear })
    expect(plan.kind).toBe('someone-else')
  })

  it('refuses an occasion date in the past or that is not a date', async () => {
    await expect(wishlists.create(owner, { name: 'Late', kind: 'me', occasionDate: '2020-01-01' })).rejects.toThrow(
      WISHLIST_MESSAGES.occasionDatePast,
    )
    await expect(wishlists.create(owner, { name: 'Odd', kind: 'me', occasionDate: '2025-02-30' })).rejects.toThrow(
      WISHLIST_MESSAGES.occasionDateInvalid,
    )
  })

  it('is chosen on the profile form, which works as a plain form post', async () => {
    const cookie = await sessionCookie(services, owner.email)
    const answer = await callRoute(services, profilePage.action, {
      path: '/profile',
      method: 'POST',
      cookie,
      form: { intent: 'create-wishlist', name: 'Wedding', kind: 'me', occasionDate: nextYear },
    })
    expect(answer.status).toBe(302)
    expect(answer.location).toBe('/profile')
    const [row] = await db.select().from(wishlistsTable).where(eq(wishlistsTable.userId, owner.id))
    expect(row).toMatchObject({ name: 'Wedding', kind: 'me', occasionDate: nextYear })
  })
})

describe('share links', () => {
  it("open the list read-only for anyone, without the owner's email; sharing again replaces the link; stopping ends it", async () => {
    const list = await wishlists.create(owner, { name: 'Wishes', kind: 'me' })
    await wishlists.addFromForm(owner, list.id, item('Kite'))
    expect(await wishlists.shareUrlFor(owner, list.id)).toBeNull()

    const first = await wishlists.share(owner, list.id)
    expect(first).toMatch(/^http:\/\/localhost:3000\/shared\/[A-Za-z0-9_-]{43}$/)
    expect(await wishlists.shareUrlFor(owner, list.id)).toBe(first)
    const anonymous = await wishlists.sharedPage(null, tokenOf(first))
    expect(anonymous).toMatchObject({ name: 'Wishes', ownerName: 'Olivia', viewer: 'giver', itemCount: 1 })
    expect(JSON.stringify(anonymous)).not.toContain(owner.email)
    // The token is stored hashed: the table holds neither the token nor the link.
    const stored = JSON.stringify(await db.select().from(wishlistShareLinks))
    expect(stored).not.toContain(tokenOf(first))

    const second = await wishlists.share(owner, list.id)
    expect(second).not.toBe(first)
    await expect(wishlists.sharedPage(null, tokenOf(first))).rejects.toBeInstanceOf(NotFoundError)
    await expect(wishlists.sharedPage(null, tokenOf(second))).resolves.toMatchObject({ name: 'Wishes' })

    await wishlists.stopSharing(owner, list.id)
    await expect(wishlists.sharedPage(null, tokenOf(second))).rejects.toBeInstanceOf(NotFoundError)
    expect(await wishlists.shareUrlFor(owner, list.id)).toBeNull()
  })

  it("are the owner's alone to make or stop", async () => {
    const list = await wishlists.create(owner, 'Plan')
    await db.insert(wishlistCollaborators).values({ wishlistId: list.id, userId: friend.id })
    await expect(wishlists.share(friend, list.id)).rejects.toBeInstanceOf(ForbiddenError)
    await expect(wishlists.stopSharing(friend, list.id)).rejects.toBeInstanceOf(ForbiddenError)
    const stranger = await createUser(db, 'stranger')
    await expect(wishlists.share(stranger, list.id)).rejects.toBeInstanceOf(NotFoundError)
  })

  it("show a gift plan's shared Purchased state, and made-up tokens find nothing", async () => {
    const plan = await wishlists.create(owner, 'For Mum')
    const socks = await wishlists.addFromForm(owner, plan.id, item('Socks'))
    await wishlists.setPurchased(owner, { wishlistId: plan.id, itemId: socks.id, purchased: true })
    const token = tokenOf(await wishlists.share(owner, plan.id))
    const page = await wishlists.sharedPage(null, token)
    expect(page.items[0]).toMatchObject({ productName: 'Socks', purchased: true })
    expect(page.items[0]!.claims).toBeUndefined()
    // One character changed (never to the one it already is, or the "made-up" token would be the real one).
    const oneOff = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
    for (const madeUp of ['x', 'A'.repeat(43), oneOff]) {
      await expect(wishlists.sharedPage(null, madeUp)).rejects.toBeInstanceOf(NotFoundError)
    }
  })

  it('answer the shared page noindex and never to be stored, and a revoked link with the 404 page', async () => {
    const list = await wishlists.create(owner, { name: 'Kept private', kind: 'me' })
    const token = tokenOf(await wishlists.share(owner, list.id))
    const open = () => callRoute(services, sharedPage.loader, { path: `/shared/${token}`, params: { token } })
    expect((await open()).status).toBe(200)
    expect(sharedPage.headers()).toMatchObject({
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex, nofollow',
    })
    const body = (await open()).body as { meta: { name?: string; content?: string }[] }
    expect(body.meta).toContainEqual({ name: 'robots', content: 'noindex, nofollow' })
    await wishlists.stopSharing(owner, list.id)
    expect((await open()).status).toBe(404)
  })
})

describe('add by link (against the fixture shop)', () => {
  let listId: string
  beforeEach(async () => {
    listId = (await wishlists.create(owner, { name: 'Links', kind: 'me' })).id
  })

  it('reads a JSON-LD page: name, price, currency and a preview of its picture', async () => {
    const preview = await wishlists.previewLink(owner, { wishlistId: listId, url: `${shop.url}/pages/json-ld.html` })
    expect(preview).toMatchObject({
      found: true,
      problem: null,
      name: 'Merino Scarf & Gloves, Heather Blue',
      price: '34.50',
      currency: 'GBP',
      url: `${shop.url}/pages/json-ld.html`,
      imageSourceUrl: `${shop.url}/images/scarf.png`,
    })
    expect(preview.imagePreview).toMatch(/^data:image\/png;base64,/)
  })

  it('reads an Open Graph page, and follows a redirect to it', async () => {
    const preview = await wishlists.previewLink(owner, {
      wishlistId: listId,
      url: `${shop.url}/redirect?to=/pages/open-graph.html`,
    })
    expect(preview).toMatchObject({
      found: true,
      name: 'Stoneware Mug, Speckled Blue',
      price: '1299.00',
      currency: 'USD',
    })
    expect(preview.url).toBe(`${shop.url}/pages/open-graph.html`)
  })

  it('offers the same form empty when the page has neither, or cannot be had', async () => {
    const neither = await wishlists.previewLink(owner, { wishlistId: listId, url: `${shop.url}/pages/neither.html` })
    expect(neither).toMatchObject({
      found: false,
      name: '',
      price: '',
      problem: expect.stringContaining('fill them in'),
    })
    const missing = await wishlists.previewLink(owner, { wishlistId: listId, url: `${shop.url}/not-found` })
    expect(missing).toMatchObject({ found: false, problem: expect.stringContaining('answered with an error') })
    const inside = await wishlists.previewLink(owner, {
      wishlistId: listId,
      url: 'http://169.254.169.254/latest/meta-data/',
    })
    expect(inside).toMatchObject({ found: false, problem: expect.stringContaining('not lead to a public web page') })
  })

  it('saves what was confirmed, with our own copy of the picture, served from our origin', async () => {
    const added = await wishlists.addFromForm(
      owner,
      listId,
      item('Merino Scarf', {
        price: 34.5,
        url: `${shop.url}/pages/json-ld.html`,
        imageSourceUrl: `${shop.url}/images/scarf.png`,
      }),
    )
    expect(added.productImage).toMatch(/^\/wishlist\/images\/[0-9a-f]{32}$/)
    const key = added.productImage!.split('/').pop()!
    const response = (await imageRoute.loader({
      params: { key },
      context: routeContext(services),
    } as never)) as Response
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG')
    // A page is not an image: nothing is kept.
    const noImage = await wishlists.addFromForm(
      owner,
      listId,
      item('Other', { imageSourceUrl: `${shop.url}/pages/json-ld.html` }),
    )
    expect(noImage.productImage).toBeNull()
  })

  it('answers "Already on this list" for the same product twice', async () => {
    const url = `${shop.url}/pages/json-ld.html?utm_source=newsletter`
    await wishlists.addFromForm(owner, listId, item('Scarf', { url }))
    await expect(
      wishlists.addFromForm(owner, listId, item('Scarf again', { url: `${shop.url}/pages/json-ld.html` })),
    ).rejects.toThrow(new InvalidError(WISHLIST_MESSAGES.alreadyOnList))
    await wishlists.addFromForm(owner, listId, item('Handmade train'))
    await expect(wishlists.addFromForm(owner, listId, item(' handmade  TRAIN '))).rejects.toThrow(
      WISHLIST_MESSAGES.alreadyOnList,
    )
    // Two adds of one product at the same instant leave one.
    const results = await Promise.allSettled(
      [1, 2, 3].map(() =>
        wishlists.addFromForm(owner, listId, item('Racing kite', { url: 'https://kites.example/red' })),
      ),
    )
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
  })

  it('is for members of the list only, and fetches nothing for anyone else', async () => {
    const before = shop.requests.length
    await expect(
      wishlists.previewLink(friend, { wishlistId: listId, url: `${shop.url}/pages/json-ld.html` }),
    ).rejects.toBeInstanceOf(NotFoundError)
    await expect(
      wishlists.addFromForm(friend, listId, item('Sneaky', { imageSourceUrl: `${shop.url}/images/scarf.png` })),
    ).rejects.toBeInstanceOf(NotFoundError)
    expect(shop.requests.length).toBe(before)
  })

  it('is limited per user', async () => {
    const busy = await createUser(db, 'busy')
    const list = await wishlists.create(busy, 'Busy')
    for (let i = 0; i < 30; i++) {
      await wishlists.previewLink(busy, { wishlistId: list.id, url: `${shop.url}/pages/neither.html` })
    }
    await expect(
      wishlists.previewLink(busy, { wishlistId: list.id, url: `${shop.url}/pages/neither.html` }),
    ).rejects.toBeInstanceOf(RateLimitedError)
  })

  it('works without JavaScript: the preview is shown in the page the form was posted from', async () => {
    const cookie = await sessionCookie(services, owner.email)
    const answer = await callRoute(services, wishlistPage.action, {
      path: `/wishlist?id=${listId}`,
      method: 'POST',
      cookie,
      form: { intent: 'preview-link', wishlistId: listId, url: `${shop.url}/pages/json-ld.html` },
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ ok: true, preview: { name: 'Merino Scarf & Gloves, Heather Blue' } })
    const saved = await callRoute(services, wishlistPage.action, {
      path: `/wishlist?id=${listId}`,
      method: 'POST',
      cookie,
      form: {
        intent: 'add-item',
        wishlistId: listId,
        name: 'Merino Scarf',
        price: '34.50',
        currency: 'GBP',
        url: `${shop.url}/pages/json-ld.html`,
        note: 'the blue one',
        quantity: '2',
        mostWanted: 'on',
      },
    })
    expect(saved.status).toBe(302)
    const [row] = await db.select().from(wishlistItems).where(eq(wishlistItems.wishlistId, listId))
    expect(row).toMatchObject({
      productName: 'Merino Scarf',
      note: 'the blue one',
      quantity: 2,
      mostWanted: true,
      productPrice: 34.5,
    })
  })
})

describe('items from any shop, shown as outbound links', () => {
  it('carry our affiliate parameters to Amazon UK and eBay, and rel "nofollow ugc noopener" elsewhere', async () => {
    const list = await wishlists.create(owner, 'Links')
    await wishlists.addFromForm(owner, list.id, item('Amazon thing', { url: 'https://www.amazon.co.uk/dp/B0TEST1234' }))
    await wishlists.addFromForm(owner, list.id, item('eBay thing', { url: 'https://www.ebay.co.uk/itm/1234567890' }))
    await wishlists.addFromForm(owner, list.id, item('Shop thing', { url: 'https://shop.example/p/1' }))
    const { current } = await wishlists.page(owner, list.id)
    const links = Object.fromEntries(current!.items.map((entry) => [entry.productName, entry.link]))
    expect(links['Amazon thing']).toEqual({
      href: 'https://www.amazon.co.uk/dp/B0TEST1234?tag=giftwise-21',
      rel: 'sponsored nofollow noopener',
      shop: 'amazon.co.uk',
    })
    expect(links['eBay thing']!.href).toMatch(/^https:\/\/www\.ebay\.co\.uk\/itm\/1234567890\?mkevt=1&mkcid=1&mkrid=/)
    expect(links['eBay thing']!.rel).toBe('sponsored nofollow noopener')
    expect(links['Shop thing']).toEqual({
      href: 'https://shop.example/p/1',
      rel: 'nofollow ugc noopener',
      shop: 'shop.example',
    })
  })

  it('refuse links that are not web addresses', async () => {
    const cookie = await sessionCookie(services, owner.email)
    const list = await wishlists.create(owner, 'Links')
    for (const url of ['javascript:alert(1)', 'data:text/html,hi', 'https://user:pw@shop.example/']) {
      const answer = await callRoute(services, wishlistPage.action, {
        path: `/wishlist.data?id=${list.id}`,
        method: 'POST',
        cookie,
        form: { intent: 'add-item', wishlistId: list.id, name: 'Bad', url },
      })
      expect(answer).toMatchObject({
        status: 400,
        body: { ok: false, fieldErrors: { url: WISHLIST_MESSAGES.linkInvalid } },
      })
    }
  })
})

describe('item details', () => {
  it('a note, the quantity wanted and "Most wanted" are editable by the owner and editors; most wanted come first', async () => {
    const list = await wishlists.create(owner, 'Details')
    await db.insert(wishlistCollaborators).values({ wishlistId: list.id, userId: friend.id })
    const boots = await wishlists.addFromForm(owner, list.id, item('Boots'))
    await wishlists.addFromForm(owner, list.id, item('Hat'))
    await wishlists.updateItem(friend, {
      wishlistId: list.id,
      itemId: boots.id,
      note: 'size 10, the blue one',
      quantity: 2,
      mostWanted: true,
    })
    const { current } = await wishlists.page(owner, list.id)
    expect(current!.items.map((entry) => [entry.productName, entry.note, entry.quantity, entry.mostWanted])).toEqual([
      ['Boots', 'size 10, the blue one', 2, true],
      ['Hat', null, 1, false],
    ])
    await expect(
      wishlists.updateItem(owner, {
        wishlistId: list.id,
        itemId: boots.id,
        note: null,
        quantity: 100,
        mostWanted: false,
      }),
    ).rejects.toThrow('Quantity must be a whole number from 1 to 99')
    const stranger = await createUser(db, 'stranger')
    await expect(
      wishlists.updateItem(stranger, {
        wishlistId: list.id,
        itemId: boots.id,
        note: 'x',
        quantity: 1,
        mostWanted: false,
      }),
    ).rejects.toBeInstanceOf(NotFoundError)
  })
})

describe('housekeeping', () => {
  it('rename: the owner changes the name and the occasion date; a collaborator may not', async () => {
    const list = await wishlists.create(owner, 'Old name')
    await db.insert(wishlistCollaborators).values({ wishlistId: list.id, userId: friend.id })
    expect(await wishlists.rename(owner, { wishlistId: list.id, name: '  New name ', occasionDate: nextYear })).toEqual(
      {
        name: 'New name',
        occasionDate: nextYear,
      },
    )
    await expect(wishlists.rename(friend, { wishlistId: list.id, name: 'Mine now' })).rejects.toThrow(
      new ForbiddenError('Only the owner can rename this wishlist'),
    )
    await expect(
      wishlists.rename(owner, { wishlistId: list.id, name: 'x', occasionDate: '2020-01-01' }),
    ).rejects.toThrow(WISHLIST_MESSAGES.occasionDatePast)
    // A date that has passed may stay as it is when the list is renamed.
    await db.update(wishlistsTable).set({ occasionDate: '2020-01-01' }).where(eq(wishlistsTable.id, list.id))
    await expect(
      wishlists.rename(owner, { wishlistId: list.id, name: 'Kept', occasionDate: '2020-01-01' }),
    ).resolves.toEqual({
      name: 'Kept',
      occasionDate: '2020-01-01',
    })
  })

  it('leave: a collaborator leaves and loses access at once; the owner cannot leave', async () => {
    const list = await wishlists.create(owner, 'Team')
    await db.insert(wishlistCollaborators).values({ wishlistId: list.id, userId: friend.id })
    await wishlists.leave(friend, list.id)
    await expect(wishlists.page(friend, list.id)).rejects.toBeInstanceOf(NotFoundError)
    await expect(wishlists.leave(friend, list.id)).rejects.toBeInstanceOf(NotFoundError)
    await expect(wishlists.leave(owner, list.id)).rejects.toThrow('You own this wishlist: delete it instead of leaving')
  })

  it('leave on /wishlist redirects to /wishlist with the toast, with or without JavaScript', async () => {
    const list = await wishlists.create(owner, 'Team')
    await db.insert(wishlistCollaborators).values({ wishlistId: list.id, userId: friend.id })
    const answer = await callRoute(services, wishlistPage.action, {
      path: `/wishlist.data?id=${list.id}`,
      method: 'POST',
      cookie: await sessionCookie(services, friend.email),
      form: { intent: 'leave', wishlistId: list.id },
    })
    expect(answer).toMatchObject({ status: 302, location: '/wishlist' })
  })

  it('cancel and resend a pending invitation: the owner only', async () => {
    const list = await wishlists.create(owner, 'Invites')
    const { invitation } = await wishlists.invite(owner, { wishlistId: list.id, email: 'newbie@example.com' })
    const sentBefore = await db.select().from(mailOutbox).where(eq(mailOutbox.to, 'newbie@example.com'))
    await wishlists.resend(owner, invitation.id)
    const sentAfter = await db.select().from(mailOutbox).where(eq(mailOutbox.to, 'newbie@example.com'))
    expect(sentAfter.length).toBe(sentBefore.length + 1)
    expect((await latestMail(db, 'newbie@example.com'))!.text).toContain(`/profile?invitationId=${invitation.id}`)

    await db.insert(wishlistCollaborators).values({ wishlistId: list.id, userId: friend.id })
    await expect(wishlists.cancel(friend, invitation.id)).rejects.toBeInstanceOf(ForbiddenError)
    await expect(wishlists.resend(friend, invitation.id)).rejects.toBeInstanceOf(ForbiddenError)
    const stranger = await createUser(db, 'stranger')
    await expect(wishlists.cancel(stranger, invitation.id)).rejects.toBeInstanceOf(NotFoundError)

    await wishlists.cancel(owner, invitation.id)
    expect(await db.select().from(wishlistInvitations).where(eq(wishlistInvitations.id, invitation.id))).toEqual([])
    await expect(wishlists.resend(owner, invitation.id)).rejects.toBeInstanceOf(NotFoundError)
  })

  it('an accepted invitation can be neither cancelled nor resent', async () => {
    const list = await wishlists.create(owner, 'Invites')
    const { invitation } = await wishlists.invite(owner, { wishlistId: list.id, email: friend.email })
    await wishlists.accept(friend, invitation.id)
    await expect(wishlists.cancel(owner, invitation.id)).rejects.toThrow('This invitation is no longer pending')
    await expect(wishlists.resend(owner, invitation.id)).rejects.toThrow('This invitation is no longer pending')
  })
})

describe('quotas, each with its message', () => {
  it(`at most ${WISHLIST_LIMITS.listsPerUser} lists per user`, async () => {
    await db
      .insert(wishlistsTable)
      .values(
        Array.from({ length: WISHLIST_LIMITS.listsPerUser - 1 }, (_, i) => ({ name: `List ${i}`, userId: owner.id })),
      )
    await wishlists.create(owner, 'The last one')
    await expect(wishlists.create(owner, 'One too many')).rejects.toThrow(
      new InvalidError(WISHLIST_MESSAGES.listsQuota),
    )
    await expect(wishlists.createOption(owner, 'From the dialog')).rejects.toThrow(WISHLIST_MESSAGES.listsQuota)
    // Others are not affected.
    await expect(wishlists.create(friend, 'Fine')).resolves.toMatchObject({ name: 'Fine' })
  })

  it(`at most ${WISHLIST_LIMITS.itemsPerList} items per list, even when the last places are taken at once`, async () => {
    const list = await wishlists.create(owner, 'Full')
    await db.insert(wishlistItems).values(
      Array.from({ length: WISHLIST_LIMITS.itemsPerList - 2 }, (_, i) => ({
        wishlistId: list.id,
        productName: `Thing ${i}`,
      })),
    )
    const results = await Promise.allSettled(
      ['A', 'B', 'C', 'D'].map((name) => wishlists.addFromForm(owner, list.id, item(`Last ${name}`))),
    )
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(2)
    await expect(wishlists.addFromForm(owner, list.id, item('Over'))).rejects.toThrow(
      new InvalidError(WISHLIST_MESSAGES.itemsQuota),
    )
    const rows = await db.select().from(wishlistItems).where(eq(wishlistItems.wishlistId, list.id))
    expect(rows).toHaveLength(WISHLIST_LIMITS.itemsPerList)
  })

  it(`at most ${WISHLIST_LIMITS.collaboratorsPerList} collaborators per list (inviting and accepting)`, async () => {
    const list = await wishlists.create(owner, 'Crowded')
    const { invitation } = await wishlists.invite(owner, { wishlistId: list.id, email: friend.email })
    const others = await Promise.all(
      Array.from({ length: WISHLIST_LIMITS.collaboratorsPerList }, (_, i) => createUser(db, `member${i}`)),
    )
    await db.insert(wishlistCollaborators).values(others.map((person) => ({ wishlistId: list.id, userId: person.id })))
    await expect(wishlists.invite(owner, { wishlistId: list.id, email: 'one.more@example.com' })).rejects.toThrow(
      new InvalidError(WISHLIST_MESSAGES.collaboratorsQuota),
    )
    await expect(wishlists.accept(friend, invitation.id)).rejects.toThrow(WISHLIST_MESSAGES.collaboratorsQuota)
    const [row] = await db.select().from(wishlistInvitations).where(eq(wishlistInvitations.id, invitation.id))
    expect(row!.status).toBe('pending')
  })

  it(`at most ${WISHLIST_LIMITS.pendingInvitationsPerList} pending invitations per list`, async () => {
    const list = await wishlists.create(owner, 'Popular')
    await db.insert(wishlistInvitations).values(
      Array.from({ length: WISHLIST_LIMITS.pendingInvitationsPerList }, (_, i) => ({
        wishlistId: list.id,
        inviterId: owner.id,
        inviteeEmail: `guest${i}@example.com`,
      })),
    )
    await expect(wishlists.invite(owner, { wishlistId: list.id, email: 'late@example.com' })).rejects.toThrow(
      new InvalidError(WISHLIST_MESSAGES.invitationsQuota),
    )
  })
})

describe('long lists come in pages', () => {
  it(`of ${WISHLIST_LIMITS.itemsPerPage} on /wishlist and on the shared page, most wanted first, with real links`, async () => {
    const list = await wishlists.create(owner, { name: 'Long', kind: 'me' })
    const count = WISHLIST_LIMITS.itemsPerPage + 6
    await db.insert(wishlistItems).values(
      Array.from({ length: count }, (_, i) => ({
        wishlistId: list.id,
        productName: `Thing ${String(i).padStart(2, '0')}`,
        createdAt: new Date(Date.UTC(2025, 0, 1, 0, i)),
        mostWanted: i === 3,
      })),
    )
    const first = await wishlists.page(owner, list.id)
    expect(first.current!.page).toEqual({ page: 1, pageCount: 2, pageSize: WISHLIST_LIMITS.itemsPerPage, total: count })
    expect(first.current!.items).toHaveLength(WISHLIST_LIMITS.itemsPerPage)
    expect(first.current!.items[0]!.productName).toBe('Thing 03')
    expect(first.current!.items[1]!.productName).toBe(`Thing ${count - 1}`)
    const second = await wishlists.page(owner, list.id, 2)
    expect(second.current!.items).toHaveLength(6)
    expect(second.current!.items.at(-1)!.productName).toBe('Thing 00')
    const seen = new Set([...first.current!.items, ...second.current!.items].map((entry) => entry.id))
    expect(seen.size).toBe(count)
    // A page past the end shows the last one.
    expect((await wishlists.page(owner, list.id, 99)).current!.page.page).toBe(2)

    const token = tokenOf(await wishlists.share(owner, list.id))
    const shared = await wishlists.sharedPage(null, token, 2)
    expect(shared.items.map((entry) => entry.productName)).toEqual(
      second.current!.items.map((entry) => entry.productName),
    )

    // The route reads ?page= (a plain link, no JavaScript needed).
    const cookie = await sessionCookie(services, owner.email)
    const answer = await callRoute(services, wishlistPage.loader, { path: `/wishlist?id=${list.id}&page=2`, cookie })
    expect((answer.body as { current: { items: unknown[] } }).current.items).toHaveLength(6)
  })
})
