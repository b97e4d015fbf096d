import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'

import { PersonFormSchema } from '#app/lib/people/contract.ts'
import * as testClockApi from '#app/routes/people/api.test-clock.ts'
import * as suggestionsApi from '#app/routes/people/api.suggestions.ts'
import * as peoplePage from '#app/routes/people/index.tsx'
import * as wishlistPage from '#app/routes/wishlist/page.tsx'
import { ConfigError, parseConfig } from '#app/server/config.server.ts'
import { wishlistCollaborators, wishlists } from '#app/server/db/schema.server.ts'
import { NotFoundError } from '#app/server/domain-errors.server.ts'
import { createClock, createTestClock } from '#app/server/people/clock.server.ts'
import { createGiftIdeas } from '#app/server/people/ideas.server.ts'
import { sessionCookie } from '#tests/session-cookie.ts'
import { createTestServices } from '#tests/db.ts'

import { callRoute, createUser, fakeIdeas, personInput } from './helpers.ts'

const clock = createTestClock(new Date('2026-05-20T10:00:00Z'))
const services = await createTestServices({ clock, giftIdeas: fakeIdeas() })
afterAll(() => services.close())
const { db, people } = services

const product = (name: string) => ({
  name,
  imageUrl: null,
  price: 24.5,
  url: 'https://www.amazon.co.uk/s?k=gift&tag=giftwise-21',
})

describe('a person and their dates', () => {
  it('lists people with their next date and the days left; Upcoming puts the soonest first', async () => {
    const owner = await createUser(db, 'dates')
    const mum = await people.create(
      owner,
      personInput({ name: 'Mum', relationship: 'Parent', birthdayDay: 2, birthdayMonth: 11 }),
    )
    await people.setUkDates(owner, mum.id, ['mothering-sunday', 'christmas'])
    const dad = await people.create(owner, personInput({ name: 'Dad', relationship: 'Parent' }))
    await people.setUkDates(owner, dad.id, ['fathers-day'])
    const list = await people.list(owner)
    expect(list.people.map((person) => [person.name, person.next?.label, person.next?.daysLeftText])).toEqual([
      ['Dad', "Father's Day", 'in 32 days'],
      ['Mum', 'Birthday', 'in 166 days'],
    ])
    const upcoming = await people.upcoming(owner)
    expect(upcoming.map((date) => `${date.personName}: ${date.label} ${date.dateText}`)).toEqual([
      "Dad: Father's Day Sunday 21 June 2026",
      'Mum: Birthday Monday 2 November 2026',
      'Mum: Christmas Friday 25 December 2026',
      'Mum: Mothering Sunday Sunday 7 March 2027',
    ])
    const view = await people.get(owner, mum.id)
    expect(view.ukDates).toEqual([
      { kind: 'christmas', label: 'Christmas', dateText: 'Friday 25 December 2026', chosen: true },
      { kind: 'mothering-sunday', label: 'Mothering Sunday', dateText: 'Sunday 7 March 2027', chosen: true },
      { kind: 'fathers-day', label: "Father's Day", dateText: 'Sunday 21 June 2026', chosen: false },
    ])
  })

  it('adds the person from /people and opens their page', async () => {
    const owner = await createUser(db, 'adder')
    const cookie = await sessionCookie(services, owner.email)
    const answer = await callRoute(services, peoplePage.action, {
      path: '/people',
      cookie,
      form: {
        intent: 'create-person',
        name: '  Aunt Jo ',
        relationship: 'Other',
        birthdayDay: '29',
        birthdayMonth: '2',
      },
    })
    expect(answer.status).toBe(302)
    expect(answer.location).toMatch(/^\/people\/[0-9a-f-]{36}$/)
    const [summary] = (await people.list(owner)).people
    expect(summary).toMatchObject({ name: 'Aunt Jo', relationship: 'Other' })
    // A 29 February birthday comes round on 28 February in 2027.
    expect(summary!.next?.date).toBe('2027-02-28')
  })

  it("checks the person's form with messages people can act on", () => {
    const problems = (fields: Record<string, string>) => {
      const parsed = PersonFormSchema.safeParse({ name: 'Sam', ...fields })
      return parsed.success
        ? {}
        : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message]))
    }
    expect(problems({ name: ' ' })).toEqual({ name: 'Please enter their name' })
    expect(problems({ birthdayDay: '3' })).toEqual({
      birthdayMonth: 'Please give both the day and the month of their birthday',
    })
    expect(problems({ birthdayDay: '31', birthdayMonth: '4' })).toEqual({ birthdayDay: 'That date does not exist' })
    expect(problems({ birthdayDay: '29', birthdayMonth: '2', birthdayYear: '2001' })).toEqual({
      birthdayDay: 'That date does not exist',
    })
    expect(problems({ birthdayDay: '29', birthdayMonth: '2', birthdayYear: '2000' })).toEqual({})
    expect(problems({ interests: 'x'.repeat(61) })).toEqual({ interests: 'Keep each entry under 60 characters' })
    expect(problems({ usualBudget: 'lots' })).toEqual({
      usualBudget: 'Please enter an amount in pounds up to £100,000',
    })
    expect(
      PersonFormSchema.parse({ name: 'Sam', usualBudget: '£1,250.50', doNotBuy: 'socks; candles\nsocks' }),
    ).toMatchObject({
      usualBudget: 1250.5,
      doNotBuy: ['socks', 'candles'],
    })
  })
})

describe('the finder, filled from a person', () => {
  it('fills recipient, gender, age band, interests, budget band and the next occasion', async () => {
    const owner = await createUser(db, 'prefill')
    const person = await people.create(
      owner,
      personInput({
        name: 'Priya',
        relationship: 'Sibling',
        gender: 'Female',
        birthdayDay: 10,
        birthdayMonth: 6,
        birthdayYear: 1996,
        interests: ['climbing', 'board games'],
        usualBudget: 60,
      }),
    )
    expect(await people.finderPrefill(owner, person.id)).toEqual({
      person: { id: person.id, name: 'Priya' },
      values: {
        recipient: 'Sibling',
        gender: 'Female',
        age: '25-34',
        interests: 'climbing, board games',
        budget: '£50-£100',
        occasion: 'Birthday',
      },
    })
    // With only a name, only the occasion-less, empty answers: the shopper fills the rest.
    const bare = await people.create(owner, personInput({ name: 'Bare', relationship: null }))
    expect((await people.finderPrefill(owner, bare.id))?.values).toEqual({})
  })

  it('finderContext gives their dislikes, their "do not buy" notes and what they were given, newest first', async () => {
    const owner = await createUser(db, 'context')
    const person = await people.create(
      owner,
      personInput({ name: 'Tom', dislikes: ['scented candles', 'Socks'], doNotBuy: ['socks', 'anything with nuts'] }),
    )
    await people.addGift(owner, person.id, {
      name: 'Cufflinks',
      givenOn: '2025-12-25',
      occasion: 'Christmas',
      price: 45,
    })
    await people.recordSuggestion(owner, person.id, {
      name: 'Chess set',
      price: 30,
      ideaId: 'cat-123',
      occasion: 'Birthday',
    })
    expect(await people.finderContext(owner, person.id)).toEqual({
      name: 'Tom',
      dislikes: ['scented candles', 'Socks'],
      doNotBuy: ['socks', 'anything with nuts'],
      given: [
        { name: 'Chess set', ideaId: 'cat-123', givenOn: '2026-05-20', occasion: 'Birthday' },
        { name: 'Cufflinks', ideaId: null, givenOn: '2025-12-25', occasion: 'Christmas' },
      ],
    })
    const stranger = await createUser(db, 'context-stranger')
    await expect(people.finderContext(stranger, person.id)).rejects.toBeInstanceOf(NotFoundError)
  })

  it('reminder ideas come from the offline finder, held to their dislikes and leaving out what they were given', async () => {
    const ideas = createGiftIdeas(services.giftFinder)
    const brief = {
      recipient: 'Friend',
      occasion: 'Birthday',
      age: '25-34',
      budget: '£20-£50',
      gender: 'Female',
      interests: ['coffee'],
    } as const
    const plain = await ideas.suggest({ ...brief, person: { name: 'Ana', dislikes: [], doNotBuy: [], given: [] } }, 3)
    expect(plain).toHaveLength(3)
    for (const idea of plain) expect(idea.price).toMatch(/^£\d/)

    // What she was given last time and what she does not drink are both left out.
    const given = plain[0]!
    const person = {
      name: 'Ana',
      dislikes: ['chocolate'],
      doNotBuy: ['mugs', 'caffeine'],
      given: [{ name: given.name, ideaId: null, givenOn: '2025-06-01', occasion: 'Birthday' }],
    }
    const held = await ideas.suggest({ ...brief, person }, 3)
    expect(held).toHaveLength(3)
    expect(held.map((idea) => idea.name)).not.toContain(given.name)
    for (const idea of held) expect(idea.name).not.toMatch(/\bmugs?\b|chocolate|espresso|caffeine/i)
  })
})

describe('gift history from a list', () => {
  it('save to their list (made once), mark bought: in their history with the idea; unmark: gone', async () => {
    const owner = await createUser(db, 'history')
    const cookie = await sessionCookie(services, owner.email)
    const person = await people.create(owner, personInput({ name: 'Sam', birthdayDay: 1, birthdayMonth: 6 }))
    const first = await callRoute(services, suggestionsApi.action, {
      path: '/api/people/suggestions',
      cookie,
      form: {
        intent: 'save',
        personId: person.id,
        name: 'Walking boots',
        price: '£64.99',
        url: product('x').url,
        ideaId: 'cat-boots',
      },
    })
    expect(first.body).toMatchObject({
      ok: true,
      message: 'Saved to their list',
      detail: 'Walking boots was added to Gifts for Sam.',
    })
    const saved = await people.saveSuggestion(owner, person.id, {
      product: product('Flask'),
      ideaId: null,
      occasion: null,
    })
    expect(saved).toMatchObject({
      listName: 'Gifts for Sam',
      created: false,
      wishlistId: (first.body as { wishlistId: string }).wishlistId,
    })
    const [list] = await db.select().from(wishlists).where(eq(wishlists.id, saved.wishlistId))
    expect(list!.personId).toBe(person.id)

    const { current } = await services.wishlists.page(owner, saved.wishlistId)
    const boots = current!.items.find((item) => item.productName === 'Walking boots')!
    const mark = (purchased: boolean) =>
      callRoute(services, wishlistPage.action, {
        path: `/wishlist?id=${saved.wishlistId}`,
        cookie,
        dataRequest: true,
        form: { intent: 'toggle', wishlistId: saved.wishlistId, itemId: boots.id, purchased: String(purchased) },
      })
    expect((await mark(true)).body).toMatchObject({ ok: true, message: 'Marked as Purchased' })
    await mark(true)
    let view = await people.get(owner, person.id)
    expect(
      view.history.map((gift) => [gift.name, gift.occasion, gift.price, gift.sourceText, gift.givenOnText]),
    ).toEqual([['Walking boots', 'Birthday', '£64.99', 'Marked bought on a list', '20 May 2026']])
    expect((await people.finderContext(owner, person.id)).given[0]!.ideaId).toBe('cat-boots')
    expect((await mark(false)).body).toMatchObject({ ok: true, message: 'Unmarked' })
    view = await people.get(owner, person.id)
    expect(view.history).toEqual([])
  })

  it("a collaborator marking an item bought records it for the list owner's person", async () => {
    const owner = await createUser(db, 'shared-owner')
    const helper = await createUser(db, 'shared-helper')
    const person = await people.create(owner, personInput({ name: 'Nan' }))
    const { wishlistId } = await people.createList(owner, person.id)
    const item = await services.wishlists.addItem(owner, { wishlistId, product: product('Shawl') })
    await db.insert(wishlistCollaborators).values({ wishlistId, userId: helper.id })
    await services.wishlists.setPurchased(helper, { wishlistId, itemId: item.id, purchased: true })
    await people.recordListGift(helper, { wishlistId, itemId: item.id, given: true })
    expect((await people.get(owner, person.id)).history.map((gift) => gift.name)).toEqual(['Shawl'])
    // The helper still sees nothing of Nan.
    await expect(people.get(helper, person.id)).rejects.toBeInstanceOf(NotFoundError)
  })

  it("a claim on someone else's list goes to the claimer's own person, and only there", async () => {
    const listOwner = await createUser(db, 'claim-owner')
    const claimer = await createUser(db, 'claimer')
    const list = await services.wishlists.create(listOwner, "Bea's birthday list")
    const item = await services.wishlists.addItem(listOwner, { wishlistId: list.id, product: product('Board game') })
    const bea = await people.create(claimer, personInput({ name: 'Bea' }))
    const ref = { wishlistId: list.id, itemId: item.id, given: true, source: 'claimed' as const }
    // Without naming the claimer's person nothing is recorded (the list's own person is not theirs).
    expect(await people.recordListGift(claimer, ref)).toBeNull()
    await expect(people.recordListGift(listOwner, { ...ref, personId: bea.id })).rejects.toBeInstanceOf(NotFoundError)
    expect(await people.recordListGift(claimer, { ...ref, personId: bea.id })).toEqual({ personId: bea.id })
    const view = await people.get(claimer, bea.id)
    expect(view.history.map((gift) => [gift.name, gift.sourceText, gift.price])).toEqual([
      ['Board game', 'Claimed on a list', '£24.50'],
    ])
    await people.recordListGift(claimer, { ...ref, given: false, personId: bea.id })
    expect((await people.get(claimer, bea.id)).history).toEqual([])
  })

  it('a list for nobody records nothing; deleting a person keeps their lists, unlinked', async () => {
    const owner = await createUser(db, 'unlinked')
    const plain = await services.wishlists.create(owner, 'Just mine')
    const item = await services.wishlists.addItem(owner, { wishlistId: plain.id, product: product('Mug') })
    expect(await people.recordListGift(owner, { wishlistId: plain.id, itemId: item.id, given: true })).toBeNull()
    const person = await people.create(owner, personInput({ name: 'Leaving' }))
    await people.linkList(owner, person.id, plain.id)
    expect((await people.get(owner, person.id)).lists.map((list) => list.name)).toEqual(['Just mine'])
    await people.remove(owner, person.id)
    const [kept] = await db.select().from(wishlists).where(eq(wishlists.id, plain.id))
    expect(kept).toMatchObject({ name: 'Just mine', personId: null })
  })
})

describe('the test clock', () => {
  it('is off by default, and refused in production unless explicitly allowed', () => {
    expect(parseConfig({ NODE_ENV: 'test' }).TEST_CLOCK).toBe('off')
    expect(createClock(parseConfig({ NODE_ENV: 'test' })).settable).toBe(false)
    expect(() => parseConfig({ NODE_ENV: 'production', TEST_CLOCK: 'on' })).toThrow(ConfigError)
    expect(() => parseConfig({ NODE_ENV: 'production', TEST_CLOCK: 'on' })).toThrow(/TEST_CLOCK/)
    const allowed = parseConfig({ NODE_ENV: 'production', TEST_CLOCK: 'on', TEST_CLOCK_IN_PRODUCTION: 'allow' })
    expect(createClock(allowed).settable).toBe(true)
  })

  it('its endpoint answers 404 while the clock is real', async () => {
    const real = await createTestServices({ giftIdeas: fakeIdeas() })
    try {
      const answer = await callRoute(real, testClockApi.action, {
        path: '/api/people/test-clock',
        json: { now: '2030-01-01T09:00:00Z' },
      })
      expect(answer.status).toBe(404)
    } finally {
      await real.close()
    }
  })

  it('moves the clock and runs the scheduler when on', async () => {
    const owner = await createUser(db, 'clock')
    await people.create(owner, personInput({ name: 'Ada', birthdayDay: 20, birthdayMonth: 6 }))
    const answer = await callRoute(services, testClockApi.action, {
      path: '/api/people/test-clock',
      json: { now: '2026-06-17T08:00:00Z' },
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ ok: true })
    expect((answer.body as { sent: number }).sent).toBeGreaterThanOrEqual(1)
    expect(clock.now().toISOString().slice(0, 13)).toBe('2026-06-17T08')
  })
})
