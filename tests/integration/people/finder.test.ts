import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { GiftChatResponse, GiftSuggestion } from '#app/lib/gift-finder/contract.ts'
import * as giftChatApi from '#app/routes/gift-finder/api.chat.ts'
import * as suggestApi from '#app/routes/gift-finder/api.suggest.ts'
import { seedContent } from '#app/server/db/seed.server.ts'
import { sessionCookie } from '#tests/session-cookie.ts'
import { createTestServices } from '#tests/db.ts'

import { callRoute, createUser, personInput } from './helpers.ts'

const services = await createTestServices()
afterAll(() => services.close())
beforeAll(async () => {
  await seedContent(services.db, services.config)
})

const formData = {
  recipient: 'Friend',
  gender: 'Female',
  occasion: 'Birthday',
  age: '35-44',
  interests: 'coffee and baking',
  budget: '£20-£50',
} as const

/** The criteria the chat hands to the suggestion call once it is ready to search. */
async function criteriaFor(cookie: string | undefined, personId: string | undefined) {
  const chat = await callRoute(services, giftChatApi.action, {
    path: '/api/gift-chat',
    cookie,
    json: { messages: [{ role: 'user', content: 'just search' }], formData, condition: 'new', personId },
  })
  expect(chat.status).toBe(200)
  return (chat.body as GiftChatResponse).searchCriteria!
}

async function suggest(cookie: string | undefined, personId: string | undefined) {
  const criteria = await criteriaFor(cookie, personId)
  const answer = await callRoute(services, suggestApi.action, {
    path: '/api/suggest-gifts',
    cookie,
    json: { ...criteria, condition: 'new', mode: 'suggest', batchSize: 20, personId },
  })
  expect(answer.status).toBe(200)
  return (answer.body as { suggestions: GiftSuggestion[] }).suggestions
}

describe('the finder opened for a saved person', () => {
  it('honours their notes, never offers what they were given, and says what was given last', async () => {
    const owner = await createUser(services.db, 'finder-person')
    const cookie = await sessionCookie(services, owner.email)
    const person = await services.people.create(owner, personInput({ name: 'Priya', gender: 'Female' }))

    const before = await suggest(cookie, person.id)
    const chocolate = (list: GiftSuggestion[]) => list.filter((s) => /chocolate/i.test(`${s.name} ${s.description}`))
    expect(chocolate(before).length).toBeGreaterThan(0)
    const given = before[0]!

    await services.people.update(
      owner,
      person.id,
      personInput({ name: 'Priya', gender: 'Female', dislikes: ['chocolate'], doNotBuy: ['caffeine'] }),
    )
    await services.people.recordSuggestion(owner, person.id, {
      name: given.name,
      price: 30,
      ideaId: given.ideaId ?? '',
      occasion: 'Birthday',
    })

    const after = await suggest(cookie, person.id)
    expect(after.length).toBeGreaterThan(10)
    expect(chocolate(after)).toEqual([])
    expect(after.map((s) => s.name)).not.toContain(given.name)
    if (given.ideaId) expect(after.map((s) => s.ideaId)).not.toContain(given.ideaId)

    const greeting = await callRoute(services, giftChatApi.action, {
      path: '/api/gift-chat',
      cookie,
      json: { messages: [], formData, condition: 'new', personId: person.id },
    })
    expect((greeting.body as GiftChatResponse).message).toContain(`you gave Priya "${given.name}"`)
  })

  it("is refused for someone else's person and when signed out, and changes nothing", async () => {
    const owner = await createUser(services.db, 'finder-owner')
    const stranger = await createUser(services.db, 'finder-stranger')
    const person = await services.people.create(owner, personInput({ name: 'Kit', dislikes: ['coffee'] }))
    const strangerCookie = await sessionCookie(services, stranger.email)
    const json = { messages: [], formData, condition: 'new', personId: person.id }

    const asStranger = await callRoute(services, giftChatApi.action, {
      path: '/api/gift-chat',
      cookie: strangerCookie,
      json,
    })
    expect(asStranger.status).toBe(404)
    expect(JSON.stringify(asStranger.body)).not.toContain('Kit')
    const signedOut = await callRoute(services, giftChatApi.action, { path: '/api/gift-chat', json })
    expect(signedOut.status).toBe(401)
  })
})
