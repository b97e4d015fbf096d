import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { DatabaseHandle } from '#app/server/db/client.server.ts'
import {
  aiUsage,
  marketplaceUsage,
  contactMessages,
  mailOutbox,
  newsletterSubscriptions,
  rateLimits,
  user,
  verification,
  wishlistClaims,
  wishlistItems,
  wishlists,
} from '#app/server/db/schema.server.ts'
import { sweepExpiredData } from '#app/server/maintenance/retention.server.ts'

import { createTestDatabase } from '../../db.ts'

let database: DatabaseHandle
const DAY = 24 * 60 * 60 * 1000
const now = new Date('2026-11-21T12:00:00Z')
const ago = (days: number) => new Date(now.getTime() - days * DAY)

beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.close())

describe('sweepExpiredData', () => {
  it('deletes expired data and keeps what is still needed', async () => {
    const { db } = database
    await db.insert(rateLimits).values([
      { key: 'sign-in:ip:old', windowStart: ago(2), count: 3 },
      { key: 'sign-in:ip:current', windowStart: ago(0.01), count: 3 },
    ])
    const mail = { to: 'a@example.com', subject: 's', html: '<p>h</p>', text: 't' }
    await db.insert(mailOutbox).values([
      { ...mail, sentAt: ago(31) },
      { ...mail, sentAt: ago(1) },
      // Unsent mail is never swept, however old: the outbox still owes it.
      { ...mail, createdAt: ago(60) },
    ])
    await db.insert(contactMessages).values([
      { name: 'Old', email: 'old@example.com', message: 'm', createdAt: ago(400) },
      { name: 'New', email: 'new@example.com', message: 'm', createdAt: ago(30) },
    ])
    await db.insert(aiUsage).values([
      { day: ago(120).toISOString().slice(0, 10), calls: 5 },
      { day: ago(1).toISOString().slice(0, 10), calls: 5 },
    ])
    await db.insert(marketplaceUsage).values([
      { day: ago(100).toISOString().slice(0, 10), calls: 4000 },
      { day: ago(2).toISOString().slice(0, 10), calls: 12 },
    ])
    await db.insert(verification).values([
      { id: 'expired', identifier: 'magic-link-x', value: '{}', expiresAt: ago(2) },
      { id: 'valid', identifier: 'magic-link-y', value: '{}', expiresAt: new Date(now.getTime() + 60_000) },
    ])
    await db.insert(newsletterSubscriptions).values([
      { email: 'left@example.com', status: 'unsubscribed', tokenHash: 'a', unsubscribedAt: ago(31) },
      { email: 'just-left@example.com', status: 'unsubscribed', tokenHash: 'b', unsubscribedAt: ago(2) },
      { email: 'never-confirmed@example.com', status: 'pending', tokenHash: 'c', createdAt: ago(40) },
      { email: 'reader@example.com', status: 'confirmed', tokenHash: 'd', createdAt: ago(400), confirmedAt: ago(400) },
    ])
    await db.insert(user).values({ id: 'owner', email: 'owner@example.com' })
    const [list] = await db.insert(wishlists).values({ name: 'Mine', userId: 'owner', kind: 'me' }).returning()
    const [item] = await db.insert(wishlistItems).values({ wishlistId: list!.id, productName: 'Kite' }).returning()
    const claim = { itemId: item!.id, wishlistId: list!.id, claimerName: 'May' }
    await db.insert(wishlistClaims).values([
      { ...claim, claimerEmail: 'lapsed@example.com', status: 'pending', confirmExpiresAt: ago(0.5) },
      { ...claim, claimerEmail: 'waiting@example.com', status: 'pending', confirmExpiresAt: ago(-1) },
      { ...claim, claimerEmail: 'giver@example.com', status: 'confirmed', confirmExpiresAt: ago(3) },
    ])

    expect(await sweepExpiredData(db, now)).toEqual({
      rateLimits: 1,
      sentMail: 1,
      contactMessages: 1,
      aiUsage: 1,
      marketplaceUsage: 1,
      expiredTokens: 1,
      newsletterAddresses: 2,
      unconfirmedClaims: 1,
    })
    expect((await db.select().from(rateLimits)).map((row) => row.key)).toEqual(['sign-in:ip:current'])
    expect(await db.select().from(mailOutbox)).toHaveLength(2)
    expect((await db.select().from(contactMessages)).map((row) => row.name)).toEqual(['New'])
    expect(await db.select().from(aiUsage)).toHaveLength(1)
    expect(await db.select().from(marketplaceUsage)).toHaveLength(1)
    expect((await db.select().from(verification)).map((row) => row.id)).toEqual(['valid'])
    expect((await db.select().from(newsletterSubscriptions)).map((row) => row.email).sort()).toEqual([
      'just-left@example.com',
      'reader@example.com',
    ])
    expect((await db.select().from(wishlistClaims)).map((row) => row.claimerEmail).sort()).toEqual([
      'giver@example.com',
      'waiting@example.com',
    ])

    // A second sweep has nothing left to do.
    expect(Object.values(await sweepExpiredData(db, now))).toEqual([0, 0, 0, 0, 0, 0, 0])
  })
})
