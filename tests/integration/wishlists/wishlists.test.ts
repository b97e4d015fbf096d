import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'

import { PRODUCT_IMAGE_MESSAGE, PRODUCT_URL_MESSAGE } from '#app/lib/wishlist/wishlist.ts'
import * as itemsApi from '#app/routes/wishlist/api.items.ts'
import * as wishlistPage from '#app/routes/wishlist/page.tsx'
import {
  wishlistCollaborators,
  wishlistInvitations,
  wishlistItems,
  wishlists as wishlistsTable,
} from '#app/server/db/schema.server.ts'
import { InvalidError, NotFoundError } from '#app/server/domain-errors.server.ts'
import type { Actor } from '#app/server/wishlist/access.server.ts'

import { callRoute, createUser, sessionCookie, wishlistTestBed } from './fixtures.ts'

const { services, db, wishlists } = await wishlistTestBed()

const product = (name: string, overrides: Partial<{ imageUrl: string | null; url: string; price: number }> = {}) => ({
  name,
  imageUrl: '/images/products/headphones.svg',
  price: 19.99,
  url: 'https://www.amazon.co.uk/s?k=gift&tag=giftwise-21',
  ...overrides,
})

let owner: Actor
let friend: Actor

beforeEach(async () => {
  owner = await createUser(db, 'owner', { profileName: 'Olivia' })
  friend = await createUser(db, 'friend', { name: 'Fred from sign-up' })
})

describe('creating', () => {
  it('trims the name and makes the actor the owner', async () => {
    const list = await wishlists.create(owner, '  Birthday 2025  ')
    expect(list).toMatchObject({ name: 'Birthday 2025', isOwner: true, itemCount: 0, collaborators: [] })
    const [row] = await db.select().from(wishlistsTable).where(eq(wishlistsTable.id, list.id))
    expect(row).toMatchObject({ name: 'Birthday 2025', userId: owner.id })
  })

  it('refuses a blank name and one over 100 characters', async () => {
    await expect(wishlists.create(owner, '   ')).rejects.toThrow(
      new InvalidError('Please enter a name for your wishlist'),
    )
    await expect(wishlists.create(owner, 'x'.repeat(101))).rejects.toBeInstanceOf(InvalidError)
    await expect(wishlists.create(owner, 'x'.repeat(100))).resolves.toMatchObject({ name: 'x'.repeat(100) })
  })
})

describe('listing', () => {
  it('gives own lists newest first, then shared lists, with counts, ownership, collaborators and owner names', async () => {
    const older = await wishlists.create(owner, 'Older')
    const newer = await wishlists.create(owner, 'Newer')
    const friendsList = await wishlists.create(friend, "Fred's list")
    await wishlists.addItem(owner, { wishlistId: older.id, product: product('A') })
    await wishlists.addItem(owner, { wishlistId: older.id, product: product('B') })
    await db.insert(wishlistCollaborators).values({ wishlistId: older.id, userId: friend.id })
    const anonymous = await createUser(db, 'anon')
    await db.insert(wishlistCollaborators).values({ wishlistId: older.id, userId: anonymous.id })
    await db.insert(wishlistCollaborators).values({ wishlistId: friendsList.id, userId: owner.id })

    const lists = await wishlists.listForUser(owner)
    expect(lists.map(({ name, itemCount, isOwner }) => ({ name, itemCount, isOwner }))).toEqual([
      { name: 'Newer', itemCount: 0, isOwner: true },
      { name: 'Older', itemCount: 2, isOwner: true },
      { name: "Fred's list", itemCount: 0, isOwner: false },
    ])
    expect(lists[0]!.id).toBe(newer.id)
    // A profile name wins, then the name given at sign-up; nothing at all shows as 'Anonymous User'.
    expect(lists[1]!.collaborators.map(({ userId, name, role }) => ({ userId, name, role }))).toEqual([
      { userId: friend.id, name: 'Fred from sign-up', role: 'editor' },
      { userId: anonymous.id, name: null, role: 'editor' },
    ])
    // Who else collaborates on a shared list is the owner's business.
    expect(lists[2]).toMatchObject({ ownerName: 'Fred from sign-up', collaborators: [] })
  })

  it('gives items newest first', async () => {
    const list = await wishlists.create(owner, 'Order')
    for (const name of ['first', 'second', 'third']) {
      await wishlists.addItem(owner, { wishlistId: list.id, product: product(name) })
    }
    const { items: rows } = await wishlists.getWithItems(owner, list.id)
    expect(rows.map((row) => row.productName)).toEqual(['third', 'second', 'first'])
    expect(rows[0]).toMatchObject({
      productPrice: 19.99,
      purchased: false,
      productImage: '/images/products/headphones.svg',
    })
  })
})

describe('purchased flag', () => {
  it('sets the flag to the value asked for, so a repeated request changes nothing', async () => {
    const list = await wishlists.create(owner, 'Flags')
    const item = await wishlists.addItem(owner, { wishlistId: list.id, product: product('Gift') })
    const ref = { wishlistId: list.id, itemId: item.id }
    expect((await wishlists.setPurchased(owner, { ...ref, purchased: true })).purchased).toBe(true)
    expect((await wishlists.setPurchased(owner, { ...ref, purchased: true })).purchased).toBe(true)
    expect((await wishlists.setPurchased(owner, { ...ref, purchased: false })).purchased).toBe(false)
  })
})

describe('deleting', () => {
  it('removes the items, collaborators and invitations of the list, and nothing else', async () => {
    const doomed = await wishlists.create(owner, 'Doomed')
    const kept = await wishlists.create(owner, 'Kept')
    await wishlists.addItem(owner, { wishlistId: doomed.id, product: product('A') })
    const keptItem = await wishlists.addItem(owner, { wishlistId: kept.id, product: product('B') })
    await db.insert(wishlistCollaborators).values({ wishlistId: doomed.id, userId: friend.id })
    await db.insert(wishlistCollaborators).values({ wishlistId: kept.id, userId: friend.id })
    await wishlists.invite(owner, { wishlistId: doomed.id, email: 'someone@example.com' })

    await wishlists.delete(owner, doomed.id)

    const byList = (table: typeof wishlistItems | typeof wishlistCollaborators | typeof wishlistInvitations) =>
      db.select().from(table).where(eq(table.wishlistId, doomed.id))
    expect(await byList(wishlistItems)).toEqual([])
    expect(await byList(wishlistCollaborators)).toEqual([])
    expect(await byList(wishlistInvitations)).toEqual([])
    expect((await wishlists.getWithItems(owner, kept.id)).items.map((item) => item.id)).toEqual([keptItem.id])
    expect((await wishlists.getWithItems(friend, kept.id)).wishlist.name).toBe('Kept')
    await expect(wishlists.getWithItems(owner, doomed.id)).rejects.toBeInstanceOf(NotFoundError)
  })
})

describe('removing a collaborator', () => {
  it('takes their access away at once, in the services and on the page', async () => {
    const list = await wishlists.create(owner, 'Shared')
    const item = await wishlists.addItem(owner, { wishlistId: list.id, product: product('Gift') })
    await db.insert(wishlistCollaborators).values({ wishlistId: list.id, userId: friend.id })
    const cookie = await sessionCookie(services, friend.email)
    const page = () => callRoute(services, wishlistPage.loader, { path: `/wishlist?id=${list.id}`, cookie })
    expect((await page()).status).toBe(200)
    await wishlists.setPurchased(friend, { wishlistId: list.id, itemId: item.id, purchased: true })

    await wishlists.removeCollaborator(owner, { wishlistId: list.id, userId: friend.id })

    expect((await page()).status).toBe(404)
    await expect(wishlists.getWithItems(friend, list.id)).rejects.toBeInstanceOf(NotFoundError)
    await expect(wishlists.addItem(friend, { wishlistId: list.id, product: product('Sneaky') })).rejects.toBeInstanceOf(
      NotFoundError,
    )
    await expect(
      wishlists.setPurchased(friend, { wishlistId: list.id, itemId: item.id, purchased: false }),
    ).rejects.toBeInstanceOf(NotFoundError)
    await expect(wishlists.removeItem(friend, { wishlistId: list.id, itemId: item.id })).rejects.toBeInstanceOf(
      NotFoundError,
    )
    expect((await wishlists.listForUser(friend)).map((row) => row.id)).not.toContain(list.id)
    expect((await wishlists.listForUser(owner)).find((row) => row.id === list.id)?.collaborators).toEqual([])
  })
})

describe('product links and images (checked on the server)', () => {
  let listId: string
  beforeEach(async () => {
    listId = (await wishlists.create(owner, 'Links')).id
  })

  it.each([
    'https://www.amazon.co.uk/dp/B0TEST?tag=giftwise-21',
    'https://amazon.co.uk/s?k=mug',
    'https://www.ebay.co.uk/itm/1234567890',
    'https://ebay.co.uk/itm/1',
    'https://www.ebay.com/itm/1',
  ])('accepts the retailer link %s', async (url) => {
    await expect(
      wishlists.addItem(owner, { wishlistId: listId, product: product('Ok', { url }) }),
    ).resolves.toMatchObject({
      productUrl: url,
    })
  })

  it.each([
    'http://www.amazon.co.uk/dp/B0TEST',
    'https://www.amazon.co.uk.evil.example/dp/B0TEST',
    'https://evil.example/?u=https://www.amazon.co.uk',
    'javascript:alert(1)',
    '/wishlist',
    '',
  ])('refuses the link %j with a clear message', async (url) => {
    await expect(wishlists.addItem(owner, { wishlistId: listId, product: product('Bad', { url }) })).rejects.toThrow(
      new InvalidError(PRODUCT_URL_MESSAGE),
    )
  })

  it.each(['/images/products/mug.svg', 'https://i.ebayimg.com/images/g/abc/s-l500.jpg', null])(
    'accepts the image %j',
    async (imageUrl) => {
      await expect(
        wishlists.addItem(owner, { wishlistId: listId, product: product('Ok', { imageUrl }) }),
      ).resolves.toMatchObject({ productImage: imageUrl })
    },
  )

  it.each([
    'https://evil.example/pixel.png',
    '//evil.example/pixel.png',
    '/images/../auth',
    'http://i.ebayimg.com/x.jpg',
  ])('refuses the image %j', async (imageUrl) => {
    await expect(
      wishlists.addItem(owner, { wishlistId: listId, product: product('Bad', { imageUrl }) }),
    ).rejects.toThrow(new InvalidError(PRODUCT_IMAGE_MESSAGE))
  })

  it('refuses a blank name and a negative or missing price', async () => {
    await expect(wishlists.addItem(owner, { wishlistId: listId, product: product('  ') })).rejects.toBeInstanceOf(
      InvalidError,
    )
    await expect(
      wishlists.addItem(owner, { wishlistId: listId, product: product('Gift', { price: -1 }) }),
    ).rejects.toBeInstanceOf(InvalidError)
    await expect(
      wishlists.addItem(owner, { wishlistId: listId, product: product('Gift', { price: Number.NaN }) }),
    ).rejects.toBeInstanceOf(InvalidError)
    expect(await db.select().from(wishlistItems).where(eq(wishlistItems.wishlistId, listId))).toEqual([])
  })

  it('the add route answers 400 with the message for another host', async () => {
    const cookie = await sessionCookie(services, owner.email)
    const answer = await callRoute(services, itemsApi.action, {
      path: '/api/wishlists/items',
      method: 'POST',
      cookie,
      form: { wishlistId: listId, name: 'Gift', price: '10', url: 'https://evil.example/item', imageUrl: '' },
    })
    expect(answer).toMatchObject({ status: 400, body: { ok: false, error: PRODUCT_URL_MESSAGE } })
  })
})
