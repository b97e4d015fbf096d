import { asc } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { PersonView } from '#app/lib/people/contract.ts'
import * as finderPage from '#app/routes/gift-finder/page.tsx'
import * as suggestionsApi from '#app/routes/people/api.suggestions.ts'
import * as peoplePage from '#app/routes/people/index.tsx'
import * as personPage from '#app/routes/people/person.tsx'
import * as exportRoute from '#app/routes/profile/export.ts'
import { giftHistory, people, personOccasions, wishlists } from '#app/server/db/schema.server.ts'
import { NotFoundError } from '#app/server/domain-errors.server.ts'
import { createTestClock } from '#app/server/people/clock.server.ts'
import { sessionCookie } from '#tests/session-cookie.ts'
import { createTestServices } from '#tests/db.ts'

import { callRoute, createUser, fakeIdeas, personInput } from './helpers.ts'

/*
 * People and their history are visible only to the user who created them: every operation as the
 * owner, as another signed-in user (a stranger) and, for routes, without a session. A stranger gets
 * exactly what an unknown id gets (404 / NotFound / an empty finder), and changes nothing.
 */

const services = await createTestServices({
  clock: createTestClock(new Date('2026-05-01T10:00:00Z')),
  giftIdeas: fakeIdeas(),
})
afterAll(() => services.close())
const { db } = services

type Actor = Awaited<ReturnType<typeof createUser>>
let owner: Actor
let stranger: Actor
let ownerCookie: string
let strangerCookie: string
let personId: string
let occasionId: string
let giftId: string
let ownerListId: string
let strangerListId: string

beforeAll(async () => {
  owner = await createUser(db, 'owner')
  stranger = await createUser(db, 'stranger')
  ownerCookie = await sessionCookie(services, owner.email)
  strangerCookie = await sessionCookie(services, stranger.email)
  const person = await services.people.create(
    owner,
    personInput({ name: 'Grandma', birthdayDay: 3, birthdayMonth: 6, dislikes: ['lilies'] }),
  )
  personId = person.id
  await services.people.addOccasion(owner, personId, {
    kind: 'custom',
    label: 'Name day',
    day: 9,
    month: 9,
    year: null,
  })
  const occasions = await services.people.get(owner, personId)
  occasionId = occasions.occasions.find((occasion) => occasion.kind === 'custom')!.occasionId
  await services.people.addGift(owner, personId, {
    name: 'Silk scarf',
    givenOn: '2025-12-25',
    occasion: 'Christmas',
    price: 30,
  })
  giftId = (await services.people.get(owner, personId)).history[0]!.id
  ownerListId = (await services.wishlists.create(owner, 'Owner list')).id
  strangerListId = (await services.wishlists.create(stranger, 'Stranger list')).id
})

/** Everything a refused call could have changed. */
async function snapshot() {
  return {
    people: await db.select().from(people).orderBy(asc(people.id)),
    occasions: await db.select().from(personOccasions).orderBy(asc(personOccasions.id)),
    history: await db.select().from(giftHistory).orderBy(asc(giftHistory.id)),
    lists: await db.select().from(wishlists).orderBy(asc(wishlists.id)),
  }
}

const product = {
  name: 'Teapot',
  imageUrl: null,
  price: 20,
  url: 'https://www.amazon.co.uk/s?k=teapot&tag=giftwise-21',
}

/** Every service operation on one person, as the stranger would try it. */
const OPERATIONS: [string, (actor: Actor) => Promise<unknown>][] = [
  ['get', (actor) => services.people.get(actor, personId)],
  ['update', (actor) => services.people.update(actor, personId, personInput({ name: 'Hijacked' }))],
  [
    'add a date',
    (actor) =>
      services.people.addOccasion(actor, personId, { kind: 'anniversary', label: null, day: 1, month: 1, year: null }),
  ],
  ['remove a date', (actor) => services.people.removeOccasion(actor, personId, occasionId)],
  ['choose UK dates', (actor) => services.people.setUkDates(actor, personId, ['christmas'])],
  ['set reminders', (actor) => services.people.setReminders(actor, personId, [1])],
  [
    'set a date’s reminders',
    (actor) => services.people.setOccasionReminders(actor, personId, { occasionId, days: [] }),
  ],
  [
    'add a gift',
    (actor) =>
      services.people.addGift(actor, personId, { name: 'x', givenOn: '2026-01-01', occasion: 'x', price: null }),
  ],
  ['remove a gift', (actor) => services.people.removeGift(actor, personId, giftId)],
  ['create a list for them', (actor) => services.people.createList(actor, personId)],
  ['link own list to them', (actor) => services.people.linkList(actor, personId, strangerListId)],
  ['unlink a list', (actor) => services.people.unlinkList(actor, personId, ownerListId)],
  [
    'save a suggestion to their list',
    (actor) => services.people.saveSuggestion(actor, personId, { product, ideaId: null, occasion: null }),
  ],
  [
    'record a suggestion as given',
    (actor) =>
      services.people.recordSuggestion(actor, personId, { name: 'x', price: null, ideaId: null, occasion: null }),
  ],
  ['read the finder context', (actor) => services.people.finderContext(actor, personId)],
  ['delete', (actor) => services.people.remove(actor, personId)],
]

describe('services: a stranger finds nothing and changes nothing', () => {
  for (const [name, run] of OPERATIONS) {
    it(`${name}: NotFound, like an unknown id`, async () => {
      const before = await snapshot()
      await expect(run(stranger)).rejects.toBeInstanceOf(NotFoundError)
      expect(await snapshot()).toEqual(before)
    })
  }

  it('an unknown or malformed person id is NotFound for the owner too', async () => {
    await expect(services.people.get(owner, '00000000-0000-4000-8000-000000000000')).rejects.toBeInstanceOf(
      NotFoundError,
    )
    await expect(services.people.get(owner, 'not-a-uuid')).rejects.toBeInstanceOf(NotFoundError)
  })

  it("the owner cannot link someone else's list, nor swap in another person's date or gift", async () => {
    await expect(services.people.linkList(owner, personId, strangerListId)).rejects.toBeInstanceOf(NotFoundError)
    const other = await services.people.create(
      stranger,
      personInput({ name: 'Their friend', birthdayDay: 1, birthdayMonth: 1 }),
    )
    const theirs = await services.people.get(stranger, other.id)
    await expect(
      services.people.removeOccasion(owner, personId, theirs.occasions[0]!.occasionId),
    ).rejects.toBeInstanceOf(NotFoundError)
    await expect(services.people.removeOccasion(stranger, other.id, occasionId)).rejects.toBeInstanceOf(NotFoundError)
    await expect(services.people.removeGift(stranger, other.id, giftId)).rejects.toBeInstanceOf(NotFoundError)
  })

  it('lists, Upcoming, export and the finder show each user only their own people', async () => {
    expect((await services.people.list(stranger)).people.map((person) => person.name)).not.toContain('Grandma')
    expect((await services.people.list(owner)).people.map((person) => person.name)).toContain('Grandma')
    expect((await services.people.upcoming(stranger)).map((date) => date.personName)).not.toContain('Grandma')
    const exported = await services.people.exportFor(stranger)
    expect(JSON.stringify(exported)).not.toContain('Grandma')
    expect(JSON.stringify(exported)).not.toContain('Silk scarf')
    expect(await services.people.finderPrefill(stranger, personId)).toBeNull()
    expect(await services.people.finderPrefill(null, personId)).toBeNull()
    expect(await services.people.finderPrefill(owner, 'not-a-uuid')).toBeNull()
    expect((await services.people.finderPrefill(owner, personId))?.person.name).toBe('Grandma')
  })

  it("a stranger cannot record a gift from their own list into the owner's person", async () => {
    const item = await services.wishlists.addItem(stranger, { wishlistId: strangerListId, product })
    const before = await snapshot()
    await expect(
      services.people.recordListGift(stranger, { wishlistId: strangerListId, itemId: item.id, given: true, personId }),
    ).rejects.toBeInstanceOf(NotFoundError)
    expect(await snapshot()).toEqual(before)
  })
})

describe('routes', () => {
  it('the person page: 404 for a stranger (as for an unknown id), /auth without a session', async () => {
    const asOwner = await callRoute(services, personPage.loader, {
      path: `/people/${personId}`,
      params: { personId },
      cookie: ownerCookie,
    })
    expect(asOwner.status).toBe(200)
    expect((asOwner.body as PersonView).name).toBe('Grandma')
    const asStranger = await callRoute(services, personPage.loader, {
      path: `/people/${personId}`,
      params: { personId },
      cookie: strangerCookie,
    })
    expect(asStranger.status).toBe(404)
    const unknown = await callRoute(services, personPage.loader, {
      path: '/people/00000000-0000-4000-8000-000000000000',
      params: { personId: '00000000-0000-4000-8000-000000000000' },
      cookie: strangerCookie,
    })
    expect(unknown.status).toBe(404)
    const anonymous = await callRoute(services, personPage.loader, {
      path: `/people/${personId}`,
      params: { personId },
    })
    expect(anonymous.status).toBe(302)
    expect(anonymous.location).toMatch(/^\/auth\?redirectTo=%2Fpeople%2F/)
  })

  it('every form of the person page answers a stranger 404 and changes nothing', async () => {
    const forms: Record<string, string | string[]>[] = [
      { intent: 'update-person', name: 'Hijacked' },
      { intent: 'add-date', kind: 'custom', label: 'X', day: '1', month: '1' },
      { intent: 'remove-date', occasionId },
      { intent: 'uk-dates', ukDates: ['christmas'] },
      { intent: 'reminders', enabled: 'off' },
      { intent: 'date-reminders', occasionId, mode: 'off' },
      { intent: 'add-gift', name: 'X', givenOn: '2026-01-01', occasion: 'X' },
      { intent: 'remove-gift', giftId },
      { intent: 'create-list' },
      { intent: 'link-list', wishlistId: strangerListId },
      { intent: 'unlink-list', wishlistId: ownerListId },
      { intent: 'delete-person' },
    ]
    for (const form of forms) {
      const before = await snapshot()
      const answer = await callRoute(services, personPage.action, {
        path: `/people/${personId}`,
        params: { personId },
        form,
        cookie: strangerCookie,
        dataRequest: true,
      })
      expect(answer.status, String(form.intent)).toBe(404)
      expect(await snapshot()).toEqual(before)
    }
    const anonymous = await callRoute(services, personPage.action, {
      path: `/people/${personId}`,
      params: { personId },
      form: { intent: 'delete-person' },
    })
    expect(anonymous.status).toBe(302)
  })

  it('the /people page lists only your own; without a session it goes to /auth', async () => {
    const mine = await callRoute(services, peoplePage.loader, { path: '/people', cookie: strangerCookie })
    expect(JSON.stringify(mine.body)).not.toContain('Grandma')
    expect((await callRoute(services, peoplePage.loader, { path: '/people' })).status).toBe(302)
  })

  it('saving a suggestion for a person: 404 for a stranger, 401 without a session', async () => {
    const form = {
      intent: 'save',
      personId,
      name: 'Teapot',
      price: '20',
      url: product.url,
    }
    const asStranger = await callRoute(services, suggestionsApi.action, {
      path: '/api/people/suggestions',
      form,
      cookie: strangerCookie,
    })
    expect(asStranger.status).toBe(404)
    const given = await callRoute(services, suggestionsApi.action, {
      path: '/api/people/suggestions',
      form: { ...form, intent: 'given' },
      cookie: strangerCookie,
    })
    expect(given.status).toBe(404)
    const anonymous = await callRoute(services, suggestionsApi.action, { path: '/api/people/suggestions', form })
    expect(anonymous.status).toBe(401)
  })

  it('/gift-finder?person=: filled for the owner, the plain empty finder for anyone else', async () => {
    const path = `/gift-finder?person=${personId}`
    const asOwner = await callRoute(services, finderPage.loader, { path, cookie: ownerCookie })
    expect(asOwner.body).toMatchObject({ prefill: { person: { id: personId, name: 'Grandma' } } })
    for (const cookie of [strangerCookie, undefined]) {
      const answer = await callRoute(services, finderPage.loader, { path, cookie })
      expect(answer).toMatchObject({ status: 200, body: { prefill: null } })
    }
    const unknown = await callRoute(services, finderPage.loader, {
      path: '/gift-finder?person=nobody',
      cookie: ownerCookie,
    })
    expect(unknown.body).toEqual({ prefill: null })
  })

  it('Download my data needs a session and holds only your own data', async () => {
    expect((await callRoute(services, exportRoute.loader, { path: '/profile/export' })).status).toBe(302)
    const answer = await callRoute(services, exportRoute.loader, { path: '/profile/export', cookie: strangerCookie })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="giftwise-data-/)
    expect(answer.body).not.toContain('Grandma')
    expect(answer.body).toContain(stranger.email)
  })
})
