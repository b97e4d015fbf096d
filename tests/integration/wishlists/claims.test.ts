import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'

import { WISHLIST_MESSAGES } from '#app/lib/wishlist/wishlist.ts'
import * as wishlistsApi from '#app/routes/wishlist/api.wishlists.ts'
import * as profilePage from '#app/routes/profile/page.tsx'
import * as sharedPage from '#app/routes/wishlist/shared.tsx'
import * as wishlistPage from '#app/routes/wishlist/page.tsx'
import { mailOutbox, wishlistClaims, wishlistItems, wishlists as wishlistsTable } from '#app/server/db/schema.server.ts'
import { ForbiddenError, InvalidError, RateLimitedError } from '#app/server/domain-errors.server.ts'
import type { Actor } from '#app/server/wishlist/access.server.ts'
import type { GiftEvent } from '#app/server/wishlist/gift-events.server.ts'

import { callRoute, createUser, latestMail, mailsTo, sessionCookie, tokenIn, wishlistTestBed } from './fixtures.ts'

/*
 * Claims on lists people made for themselves: signed in at once, without an account by the emailed
 * link; quantities that never over-claim, even at the same instant (PGlite, and Postgres 15 when
 * TEST_DATABASE_URL is set); and the owner, who must never learn of any of it.
 */

const { services, db, wishlists } = await wishlistTestBed()
const events: GiftEvent[] = []
wishlists.onGiftEvent((event) => void events.push(event))

const nextYear = `${new Date().getUTCFullYear() + 1}-12-25`
let counter = 0

interface World {
  owner: Actor
  listId: string
  token: string
  shareUrl: string
  /** Wanted once. */
  single: { id: string }
  /** Wanted three times. */
  triple: { id: string }
}

async function world(options: { occasionDate?: string } = {}): Promise<World> {
  const owner = await createUser(db, `owner${++counter}`, { profileName: 'Olivia Owner' })
  const list = await wishlists.create(owner, {
    name: 'My birthday',
    kind: 'me',
    occasionDate: options.occasionDate ?? nextYear,
  })
  const single = await wishlists.addFromForm(owner, list.id, ownItem('Scarf'))
  const triple = await wishlists.addFromForm(owner, list.id, { ...ownItem('Wine glass'), quantity: 3 })
  const shareUrl = await wishlists.share(owner, list.id)
  return { owner, listId: list.id, token: new URL(shareUrl).pathname.split('/')[2]!, shareUrl, single, triple }
}

function ownItem(name: string) {
  return {
    name,
    price: 20,
    currency: 'GBP',
    url: `https://shop.example/${encodeURIComponent(name)}`,
    note: null,
    quantity: 1,
    mostWanted: false,
    imageSourceUrl: null,
  }
}

const giver = (label: string) => createUser(db, `${label}${++counter}`, { profileName: `Giver ${label}` })
const ip = () => `203.0.113.${++counter % 250}`

async function standing(viewer: Actor | null, w: World) {
  const page = await wishlists.sharedPage(viewer, w.token)
  return Object.fromEntries(page.items.map((item) => [item.productName, item.claims]))
}

describe('a signed-in giver', () => {
  it('claims in one click and sees it as theirs; others see what is left; undo gives it back', async () => {
    const w = await world()
    const gina = await giver('gina')
    const { claimId } = await wishlists.claimAsUser(
      gina,
      { via: 'share', token: w.token },
      { itemId: w.single.id, quantity: 1 },
    )
    expect((await standing(gina, w))['Scarf']).toEqual({
      remaining: 0,
      mine: { id: claimId, quantity: 1, pending: false },
    })
    expect((await standing(null, w))['Scarf']).toEqual({ remaining: 0, mine: null })
    const other = await giver('other')
    await expect(
      wishlists.claimAsUser(other, { via: 'share', token: w.token }, { itemId: w.single.id, quantity: 1 }),
    ).rejects.toThrow(new InvalidError(WISHLIST_MESSAGES.nothingLeft))

    await wishlists.unclaim(gina, { via: 'share', token: w.token }, claimId)
    expect((await standing(gina, w))['Scarf']).toEqual({ remaining: 1, mine: null })
  })

  it('claims units of a quantity until none are left, and is told how many remain', async () => {
    const w = await world()
    const [a, b] = [await giver('a'), await giver('b')]
    await wishlists.claimAsUser(a, { via: 'share', token: w.token }, { itemId: w.triple.id, quantity: 2 })
    await expect(
      wishlists.claimAsUser(b, { via: 'share', token: w.token }, { itemId: w.triple.id, quantity: 2 }),
    ).rejects.toThrow(new InvalidError('Only 1 is still wanted. Please claim 1 or fewer.'))
    await wishlists.claimAsUser(b, { via: 'share', token: w.token }, { itemId: w.triple.id, quantity: 1 })
    expect((await standing(b, w))['Wine glass']).toMatchObject({ remaining: 0, mine: { quantity: 1 } })
    // Claiming again changes one's own quantity, never beyond what is left.
    await wishlists.claimAsUser(a, { via: 'share', token: w.token }, { itemId: w.triple.id, quantity: 1 })
    expect((await standing(a, w))['Wine glass']).toMatchObject({ remaining: 1, mine: { quantity: 1 } })
  })

  it('as a collaborator, claims on /wishlist too; the owner may not claim on their own list', async () => {
    const w = await world()
    const helper = await giver('helper')
    await db.execute(sql`insert into wishlist_collaborators (wishlist_id, user_id) values (${w.listId}, ${helper.id})`)
    await wishlists.claimAsUser(helper, { via: 'member', wishlistId: w.listId }, { itemId: w.single.id, quantity: 1 })
    const page = await wishlists.page(helper, w.listId)
    expect(page.current!.items.find((item) => item.productName === 'Scarf')!.claims).toMatchObject({
      remaining: 0,
      mine: { quantity: 1 },
    })
    for (const access of [
      { via: 'share' as const, token: w.token },
      { via: 'member' as const, wishlistId: w.listId },
    ]) {
      await expect(wishlists.claimAsUser(w.owner, access, { itemId: w.triple.id, quantity: 1 })).rejects.toThrow(
        new ForbiddenError(WISHLIST_MESSAGES.ownListClaim),
      )
    }
  })

  it('cannot claim on a gift plan: items there are marked purchased instead', async () => {
    const owner = await createUser(db, 'planner')
    const plan = await wishlists.create(owner, { name: 'For Dad', kind: 'someone-else' })
    const item = await wishlists.addFromForm(owner, plan.id, ownItem('Socks'))
    const token = new URL(await wishlists.share(owner, plan.id)).pathname.split('/')[2]!
    const gina = await giver('gina')
    await expect(
      wishlists.claimAsUser(gina, { via: 'share', token }, { itemId: item.id, quantity: 1 }),
    ).rejects.toMatchObject({ status: 404 })
    // ...and a list for oneself has no 'Purchased'.
    const w = await world()
    await expect(
      wishlists.setPurchased(w.owner, { wishlistId: w.listId, itemId: w.single.id, purchased: true }),
    ).rejects.toThrow(new InvalidError(WISHLIST_MESSAGES.notPurchasable))
  })
})

describe('a visitor without an account', () => {
  it('claims by an emailed link: nothing is taken until it is confirmed, and the email can undo it', async () => {
    const w = await world()
    await wishlists.requestClaim({ ip: ip() }, w.token, {
      itemId: w.single.id,
      quantity: 1,
      name: 'Aunt May',
      email: ' May@Example.com ',
    })
    // Pending: still free for everyone, the claimer included (they have no session to be shown by).
    expect((await standing(null, w))['Scarf']).toEqual({ remaining: 1, mine: null })

    const mail = await latestMail(db, 'may@example.com')
    expect(mail!.subject).toBe("Confirm you're getting Scarf")
    expect(mail!.text).toContain('Olivia Owner\'s list "My birthday"')
    const confirm = tokenIn(mail!.text, '/shared/claims/confirm')
    const undo = tokenIn(mail!.text, '/shared/claims/undo')
    expect(confirm.length).toBeGreaterThanOrEqual(43) // 32 random bytes, base64url: 256 bits
    // Tokens are stored hashed: neither appears anywhere in the table.
    const stored = JSON.stringify(await db.select().from(wishlistClaims))
    expect(stored).not.toContain(confirm)
    expect(stored).not.toContain(undo)

    expect(await wishlists.checkConfirmToken(confirm)).toBe('pending')
    expect(await wishlists.confirmClaim(confirm)).toBe('confirmed')
    expect(await wishlists.confirmClaim(confirm)).toBe('confirmed')
    expect((await standing(null, w))['Scarf']).toEqual({ remaining: 0, mine: null })

    expect(await wishlists.checkUndoToken(undo)).toBe('active')
    expect(await wishlists.undoByToken(undo)).toBe('undone')
    expect(await wishlists.undoByToken(undo)).toBe('invalid')
    expect((await standing(null, w))['Scarf']).toEqual({ remaining: 1, mine: null })
  })

  it('needs a name and a valid address', async () => {
    const w = await world()
    await expect(
      wishlists.requestClaim({ ip: ip() }, w.token, {
        itemId: w.single.id,
        quantity: 1,
        name: ' ',
        email: 'x@example.com',
      }),
    ).rejects.toMatchObject({ message: WISHLIST_MESSAGES.claimNameRequired, fieldErrors: { name: expect.any(String) } })
    await expect(
      wishlists.requestClaim({ ip: ip() }, w.token, { itemId: w.single.id, quantity: 1, name: 'May', email: 'nope' }),
    ).rejects.toMatchObject({ fieldErrors: { email: WISHLIST_MESSAGES.claimEmailInvalid } })
  })

  it('is told someone got there first when the units went while the link waited', async () => {
    const w = await world()
    await wishlists.requestClaim({ ip: ip() }, w.token, {
      itemId: w.single.id,
      quantity: 1,
      name: 'May',
      email: 'late@example.com',
    })
    const confirm = tokenIn((await latestMail(db, 'late@example.com'))!.text, '/shared/claims/confirm')
    await wishlists.claimAsUser(
      await giver('quick'),
      { via: 'share', token: w.token },
      { itemId: w.single.id, quantity: 1 },
    )
    expect(await wishlists.confirmClaim(confirm)).toBe('taken')
    expect((await standing(null, w))['Scarf']).toEqual({ remaining: 0, mine: null })
  })

  it('cannot confirm an expired link, nor a made-up one', async () => {
    const w = await world()
    await wishlists.requestClaim({ ip: ip() }, w.token, {
      itemId: w.single.id,
      quantity: 1,
      name: 'May',
      email: 'slow@example.com',
    })
    const confirm = tokenIn((await latestMail(db, 'slow@example.com'))!.text, '/shared/claims/confirm')
    await db
      .update(wishlistClaims)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(wishlistClaims.claimerEmail, 'slow@example.com'))
    expect(await wishlists.checkConfirmToken(confirm)).toBe('invalid')
    expect(await wishlists.confirmClaim(confirm)).toBe('invalid')
    expect(await wishlists.confirmClaim('made-up-token')).toBe('invalid')
    expect(await wishlists.undoByToken('made-up-token')).toBe('invalid')
  })

  it('asking again replaces the pending links; once confirmed, only a fresh undo link is sent', async () => {
    const w = await world()
    const ask = () =>
      wishlists.requestClaim({ ip: ip() }, w.token, {
        itemId: w.single.id,
        quantity: 1,
        name: 'May',
        email: 'twice@example.com',
      })
    await ask()
    const first = tokenIn((await latestMail(db, 'twice@example.com'))!.text, '/shared/claims/confirm')
    await ask()
    const second = tokenIn((await latestMail(db, 'twice@example.com'))!.text, '/shared/claims/confirm')
    expect(await wishlists.confirmClaim(first)).toBe('invalid')
    expect(await wishlists.confirmClaim(second)).toBe('confirmed')
    await ask()
    const again = (await latestMail(db, 'twice@example.com'))!
    expect(again.subject).toBe("You're already getting Scarf")
    expect(await wishlists.undoByToken(tokenIn(again.text, '/shared/claims/undo'))).toBe('undone')
  })

  it("using the owner's own address claims nothing, and tells the owner nothing about others' claims", async () => {
    const w = await world()
    await wishlists.requestClaim({ ip: ip() }, w.token, {
      itemId: w.single.id,
      quantity: 1,
      name: 'Me',
      email: w.owner.email,
    })
    expect(await db.select().from(wishlistClaims).where(eq(wishlistClaims.wishlistId, w.listId))).toEqual([])
    const mail = (await latestMail(db, w.owner.email))!
    expect(mail.subject).toBe('This is your own list')
    // It names no item and no giver: the owner learns nothing from it.
    expect(mail.text).not.toContain('Scarf')
  })

  it('is limited per connection and per address', async () => {
    const w = await world()
    const address = ip()
    for (let i = 0; i < 10; i++) {
      await wishlists.requestClaim({ ip: address }, w.token, {
        itemId: w.triple.id,
        quantity: 1,
        name: 'N',
        email: `n${i}@example.com`,
      })
    }
    await expect(
      wishlists.requestClaim({ ip: address }, w.token, {
        itemId: w.triple.id,
        quantity: 1,
        name: 'N',
        email: 'n10@example.com',
      }),
    ).rejects.toBeInstanceOf(RateLimitedError)
    for (let i = 0; i < 5; i++) {
      await wishlists.requestClaim({ ip: ip() }, w.token, {
        itemId: w.single.id,
        quantity: 1,
        name: 'N',
        email: 'same@example.com',
      })
    }
    await expect(
      wishlists.requestClaim({ ip: ip() }, w.token, {
        itemId: w.single.id,
        quantity: 1,
        name: 'N',
        email: 'same@example.com',
      }),
    ).rejects.toThrow(/Too many claims from your connection/)
  })
})

describe('claims at the same instant never over-claim', () => {
  it('six givers claiming the last unit at once leave exactly one claim (ten rounds)', async () => {
    for (let round = 0; round < 10; round++) {
      const w = await world()
      const givers = await Promise.all(Array.from({ length: 6 }, (_, i) => giver(`racer${i}`)))
      const results = await Promise.allSettled(
        givers.map((person) =>
          wishlists.claimAsUser(person, { via: 'share', token: w.token }, { itemId: w.single.id, quantity: 1 }),
        ),
      )
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
      for (const result of results) {
        if (result.status === 'rejected') expect(result.reason).toEqual(new InvalidError(WISHLIST_MESSAGES.nothingLeft))
      }
      const rows = await db.select().from(wishlistClaims).where(eq(wishlistClaims.itemId, w.single.id))
      expect(rows.filter((row) => row.status === 'confirmed')).toHaveLength(1)
    }
  })

  it('emailed confirmations and one-click claims racing for three units leave three', async () => {
    const w = await world()
    const emails = Array.from({ length: 4 }, (_, i) => `race${i}-${counter}@example.com`)
    for (const email of emails) {
      await wishlists.requestClaim({ ip: ip() }, w.token, { itemId: w.triple.id, quantity: 1, name: 'R', email })
    }
    const confirms = await Promise.all(
      emails.map(async (email) => tokenIn((await latestMail(db, email))!.text, '/shared/claims/confirm')),
    )
    const givers = await Promise.all([giver('r1'), giver('r2')])
    const results = await Promise.allSettled([
      ...confirms.map((token) => wishlists.confirmClaim(token)),
      ...givers.map((person) =>
        wishlists.claimAsUser(person, { via: 'share', token: w.token }, { itemId: w.triple.id, quantity: 1 }),
      ),
    ])
    const confirmed = await db.select().from(wishlistClaims).where(eq(wishlistClaims.itemId, w.triple.id))
    expect(confirmed.filter((row) => row.status === 'confirmed').reduce((sum, row) => sum + row.quantity, 0)).toBe(3)
    const won = results.filter(
      (result) => result.status === 'fulfilled' && (result.value === 'confirmed' || typeof result.value === 'object'),
    )
    expect(won).toHaveLength(3)
  })
})

describe('the owner of a list for themselves never learns of claims', () => {
  let w: World
  let ownerCookie: string
  const claimer = { name: 'Zebedee Secretsanta', email: 'zebedee.secret@example.com' }
  let giverActor: Actor
  let giverClaimId = ''

  /** Everything the owner's pages, JSON calls, forms and mailbox answer them. */
  async function ownerSees() {
    const cookie = ownerCookie
    const item = (id: string) => ({ wishlistId: w.listId, itemId: id })
    return {
      wishlistPage: await callRoute(services, wishlistPage.loader, { path: `/wishlist?id=${w.listId}`, cookie }),
      wishlistData: await callRoute(services, wishlistPage.loader, { path: `/wishlist.data?id=${w.listId}`, cookie }),
      profile: await callRoute(services, profilePage.loader, { path: '/profile', cookie }),
      dialog: await callRoute(services, wishlistsApi.loader, { path: '/api/wishlists', cookie }),
      sharedAsOwner: await callRoute(services, sharedPage.loader, {
        path: `/shared/${w.token}`,
        params: { token: w.token },
        cookie,
      }),
      editDetails: await callRoute(services, wishlistPage.action, {
        path: `/wishlist.data?id=${w.listId}`,
        method: 'POST',
        cookie,
        form: { intent: 'update-item', ...item(w.triple.id), note: 'the tall ones', quantity: '3', mostWanted: 'on' },
      }),
      rename: await callRoute(services, wishlistPage.action, {
        path: `/wishlist.data?id=${w.listId}`,
        method: 'POST',
        cookie,
        form: { intent: 'rename', wishlistId: w.listId, name: 'My birthday', occasionDate: nextYear },
      }),
      revealTooEarly: await callRoute(services, wishlistPage.action, {
        path: `/wishlist.data?id=${w.listId}`,
        method: 'POST',
        cookie,
        form: { intent: 'reveal-claims', wishlistId: w.listId },
      }),
      ownerClaims: await callRoute(services, wishlistPage.action, {
        path: `/wishlist.data?id=${w.listId}`,
        method: 'POST',
        cookie,
        form: { intent: 'claim', ...item(w.single.id), quantity: '1' },
      }),
      mail: (await mailsTo(db, w.owner.email)).map(({ subject, text }) => ({ subject, text })),
      service: {
        page: await wishlists.page(w.owner, w.listId),
        cards: await wishlists.cards(w.owner),
        shared: await wishlists.sharedPage(w.owner, w.token),
        gifts: await wishlists.giftsOn(w.owner, w.listId),
      },
    }
  }

  beforeAll(async () => {
    w = await world()
    ownerCookie = await sessionCookie(services, w.owner.email)
    giverActor = await createUser(db, 'zebedee', { profileName: claimer.name })
  })

  it('sees exactly the same answers before and after givers claimed, confirmed, and left a claim pending', async () => {
    // Once to apply the owner's own (repeatable) edits, then the answers to compare.
    await ownerSees()
    const before = await ownerSees()

    giverClaimId = (
      await wishlists.claimAsUser(giverActor, { via: 'share', token: w.token }, { itemId: w.single.id, quantity: 1 })
    ).claimId
    await wishlists.requestClaim({ ip: ip() }, w.token, { itemId: w.triple.id, quantity: 2, ...claimer })
    expect(
      await wishlists.confirmClaim(tokenIn((await latestMail(db, claimer.email))!.text, '/shared/claims/confirm')),
    ).toBe('confirmed')
    await wishlists.requestClaim({ ip: ip() }, w.token, {
      itemId: w.triple.id,
      quantity: 1,
      name: 'Pending Pat',
      email: 'pat@example.com',
    })

    const after = await ownerSees()
    expect(after).toEqual(before)
    const everything = JSON.stringify(after)
    // No claimer, no claim id, and no field of a giver's view of an item ('claims', 'remaining', 'mine').
    const secrets = [claimer.name, claimer.email, 'Pending Pat', 'pat@example.com', giverClaimId, giverActor.id]
    for (const secret of [...secrets, '"claims":', '"remaining":', '"mine":', '"revealedClaims":']) {
      expect(everything).not.toContain(secret)
    }
  })

  it('gets the same answer removing a claimed item as an unclaimed one, while the giver is told by email', async () => {
    const claimed = await wishlists.addFromForm(w.owner, w.listId, ownItem('Claimed lamp'))
    const unclaimed = await wishlists.addFromForm(w.owner, w.listId, ownItem('Unclaimed lamp'))
    await wishlists.claimAsUser(giverActor, { via: 'share', token: w.token }, { itemId: claimed.id, quantity: 1 })
    const remove = (itemId: string) =>
      callRoute(services, wishlistPage.action, {
        path: `/wishlist.data?id=${w.listId}`,
        method: 'POST',
        cookie: ownerCookie,
        form: { intent: 'remove', wishlistId: w.listId, itemId },
      })
    const ownerMailBefore = await mailsTo(db, w.owner.email)
    expect(await remove(claimed.id)).toEqual(await remove(unclaimed.id))
    const told = (await latestMail(db, giverActor.email))!
    expect(told.subject).toBe("Claimed lamp is no longer on Olivia Owner's list")
    expect(await mailsTo(db, w.owner.email)).toEqual(ownerMailBefore)
  })

  it('may choose to see who got what only once the occasion has passed', async () => {
    await expect(wishlists.revealClaims(w.owner, w.listId)).rejects.toBeInstanceOf(InvalidError)
    // Occasion dates cannot be set in the past; time passes on its own (here, by hand).
    await db.update(wishlistsTable).set({ occasionDate: '2020-01-01' }).where(eq(wishlistsTable.id, w.listId))
    const helper = await createUser(db, 'helper')
    await db.execute(sql`insert into wishlist_collaborators (wishlist_id, user_id) values (${w.listId}, ${helper.id})`)
    await expect(wishlists.revealClaims(helper, w.listId)).rejects.toBeInstanceOf(ForbiddenError)
    const page = await wishlists.page(w.owner, w.listId)
    expect(page.current).toMatchObject({ canRevealClaims: true, claimsRevealed: false })
    expect(JSON.stringify(page)).not.toContain(claimer.name)

    await wishlists.revealClaims(w.owner, w.listId)
    const revealed = await wishlists.page(w.owner, w.listId)
    const byName = Object.fromEntries(revealed.current!.items.map((item) => [item.productName, item.revealedClaims]))
    expect(byName['Scarf']).toEqual([{ name: claimer.name, quantity: 1 }])
    expect(byName['Wine glass']).toEqual([{ name: claimer.name, quantity: 2 }])
    // Still no giver's email, and pending claims never count.
    expect(JSON.stringify(revealed)).not.toContain(claimer.email)
    expect(JSON.stringify(revealed)).not.toContain('Pending Pat')
  })
})

describe('deleting a list with claims', () => {
  it('tells each giver, and no one else', async () => {
    const w = await world()
    const gina = await giver('gina')
    await wishlists.claimAsUser(gina, { via: 'share', token: w.token }, { itemId: w.single.id, quantity: 1 })
    const before = new Set((await db.select({ id: mailOutbox.id }).from(mailOutbox)).map((mail) => mail.id))
    await wishlists.delete(w.owner, w.listId)
    const after = await db
      .select({ id: mailOutbox.id, to: mailOutbox.to, subject: mailOutbox.subject, text: mailOutbox.text })
      .from(mailOutbox)
    // Rows come back in no particular order: what is new is what was not there before.
    const added = after.filter((mail) => !before.has(mail.id))
    expect(added.map((mail) => mail.to)).toEqual([gina.email])
    expect(added[0]!.text).toContain('has deleted the list "My birthday"')
  })
})

describe('gift events (for a recipient gift history)', () => {
  it('tell what was claimed or bought, by whom and when, once it is committed', async () => {
    events.length = 0
    const w = await world()
    const gina = await giver('gina')
    const { claimId } = await wishlists.claimAsUser(
      gina,
      { via: 'share', token: w.token },
      { itemId: w.triple.id, quantity: 2 },
    )
    await wishlists.unclaim(gina, { via: 'share', token: w.token }, claimId)
    const planner = await createUser(db, 'planner', { profileName: 'Pam Planner' })
    const plan = await wishlists.create(planner, { name: 'For Dad', kind: 'someone-else' })
    const socks = await wishlists.addFromForm(planner, plan.id, { ...ownItem('Socks'), price: 12.5 })
    await wishlists.setPurchased(planner, { wishlistId: plan.id, itemId: socks.id, purchased: true })
    // Marking it again changes nothing, so nothing is told.
    await wishlists.setPurchased(planner, { wishlistId: plan.id, itemId: socks.id, purchased: true })

    expect(events.map((event) => [event.type, event.item.name, event.quantity, event.giver.name])).toEqual([
      ['claimed', 'Wine glass', 2, 'Giver gina'],
      ['claim-undone', 'Wine glass', 2, 'Giver gina'],
      ['purchased', 'Socks', 1, 'Pam Planner'],
    ])
    expect(events[0]).toMatchObject({
      wishlist: { id: w.listId, kind: 'me', ownerId: w.owner.id },
      giver: { userId: gina.id, email: gina.email },
      item: { price: 20, currency: 'GBP' },
    })
    expect(events[2]!.at).toBeInstanceOf(Date)
    expect(await wishlists.giftsOn(planner, plan.id)).toMatchObject([
      { name: 'Socks', price: 12.5, quantity: 1, giver: { userId: planner.id, name: 'Pam Planner' } },
    ])
  })
})

describe('items on a list for oneself', () => {
  it('keep no purchased state for anyone to see', async () => {
    const w = await world()
    const rows = await db.select().from(wishlistItems).where(eq(wishlistItems.wishlistId, w.listId))
    expect(rows.every((row) => row.purchased === false)).toBe(true)
  })
})
