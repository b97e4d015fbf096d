import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { ChatFormData, SearchCriteria } from '#app/lib/gift-finder/contract.ts'
import { modelCallsToday } from '#app/server/ai/budget.server.ts'
import { RateLimitedError } from '#app/server/domain-errors.server.ts'
import { seedContent } from '#app/server/db/seed.server.ts'
import { createLlmAdvisor } from '#app/server/ai/llm/llm-advisor.server.ts'
import { createGiftFinderService, type SuggestRequest } from '#app/server/gift-finder/gift-finder.server.ts'
import { knowledgeBase } from '#app/server/gift-finder/knowledge/knowledge.server.ts'
import { understandBrief } from '#app/server/gift-finder/understanding/profile.server.ts'
import { RATE_LIMITS } from '#app/server/limits/rate-limit.server.ts'
import type { Marketplace, MarketplaceQuery } from '#app/server/marketplace/port.server.ts'
import { createTestDatabase, createTestServices } from '#tests/db.ts'
import { FakeOpenAI } from '#tests/fakes/openai.ts'

import { freshIp } from './helpers.ts'

/**
 * The advisor domain service: the LLM adapter within today's budget (ai_usage), the offline
 * concierge after it, and suggestions turned into real marketplace listings.
 */

const fake = new FakeOpenAI({ apiKey: 'sk-test-key' })
const database = await createTestDatabase()
let services: Awaited<ReturnType<typeof createTestServices>>

const form: ChatFormData = {
  recipient: 'Colleague',
  gender: 'Prefer not to say',
  occasion: 'Thank You',
  age: '35-44',
  interests: 'coffee and houseplants',
  budget: '£20-£50',
}
const criteria: SearchCriteria = {
  recipient: 'Colleague',
  occasion: 'Thank You',
  age: '35-44',
  budget: '£20-£50',
  interests: 'coffee and houseplants',
  keywords: ['coffee', 'houseplants'],
  avoid: [],
  budgetMin: 20,
  budgetMax: 50,
}

beforeAll(async () => {
  const url = await fake.start()
  services = await createTestServices({
    database,
    env: { AI_BASE_URL: url, AI_MODEL: 'gpt-4o-mini', AI_API_KEY: 'sk-test-key', AI_DAILY_CALL_BUDGET: '3' },
  })
  await seedContent(services.db, services.config)
})
afterAll(async () => {
  await services.close()
  await database.close()
  await fake.stop()
})
beforeEach(() => fake.reset())

/** A fresh visitor per call, so the AI limits only bite where a test wants them to. */
const requester = () => ({ ip: freshIp() })

describe('daily model budget', () => {
  it('uses the model while the budget lasts, counts each call in ai_usage, then falls back to the concierge', async () => {
    const before = await modelCallsToday(services.db)
    expect(before).toBe(0)
    fake.handler = () => ({ json: { reply: 'Model reply', readyToSearch: false, keywords: [], avoid: [] } })

    for (let call = 1; call <= 3; call++) {
      const turn = await services.giftFinder.chatTurn(requester(), { messages: [], formData: form, condition: 'new' })
      expect(turn.message).toBe('Model reply')
      expect(await modelCallsToday(services.db)).toBe(call)
    }
    expect(fake.requests).toHaveLength(3)

    // Budget spent: the offline concierge answers, the model is not called and the count stays put.
    const offline = await services.giftFinder.chatTurn(requester(), { messages: [], formData: form, condition: 'new' })
    expect(offline.message).toMatch(/^Hi! I'm the Giftwise gift concierge/)
    expect(offline.message).toContain('coffee and houseplants')
    const stream = await services.giftFinder.chatTurnStream(requester(), {
      messages: [],
      formData: form,
      condition: 'new',
    })
    for await (const event of stream) if (event.type === 'done') expect(event.result.message).toMatch(/^Hi! I'm/)
    const answer = await services.giftFinder.productChat(requester(), {
      product: { name: 'Mug', price: '£12.00' },
      question: 'How much?',
    })
    expect(answer.answer).toContain('£12.00')
    expect(fake.requests).toHaveLength(3)
    expect(await modelCallsToday(services.db)).toBe(3)
  })
})

describe('suggestions become real listings', () => {
  const request = (overrides: Partial<SuggestRequest> = {}): SuggestRequest => ({
    criteria,
    condition: 'new',
    batchSize: 20,
    excludeItemIds: [],
    excludeTitles: [],
    excludeIdeaIds: [],
    ...overrides,
  })
  /** The finder on the fake model with a budget the daily-budget tests above cannot have spent. */
  const modelAdvisor = () =>
    createGiftFinderService({
      db: services.db,
      config: { ...services.config, AI_DAILY_CALL_BUDGET: 100 },
      marketplace: services.marketplace,
      llm: createLlmAdvisor({
        knowledge: knowledgeBase(),
        baseUrl: fake.url,
        model: 'gpt-4o-mini',
        apiKey: 'sk-test-key',
      }),
    })

  /** The finder with the offline concierge on the seeded catalogue. */
  const offlineAdvisor = () =>
    createGiftFinderService({ db: services.db, config: services.config, marketplace: services.marketplace, llm: null })

  it("matches the model's ideas to catalogue listings within budget, with affiliate links built on the server", async () => {
    const advisor = modelAdvisor()
    fake.enqueue({
      json: {
        suggestions: [
          {
            name: 'French press',
            description: 'A classic coffee maker.',
            reason: 'They love coffee.',
            estimatedPriceGBP: 30,
            searchQuery: 'Bodum Chambord French Press',
          },
          {
            name: 'Unobtainium widget',
            description: 'Nothing sells this.',
            reason: 'Just because.',
            estimatedPriceGBP: 25,
            searchQuery: 'zzqx unobtainium widget',
          },
        ],
      },
    })
    const suggestions = await advisor.suggest(requester(), request())
    const [press, widget] = suggestions as [(typeof suggestions)[number], (typeof suggestions)[number]]
    expect(press.reason).toBe('They love coffee.')
    expect(press.itemId).toMatch(/^g[wk]/)
    expect(press.ebayItemId).toBe(press.itemId)
    expect(press.imageUrl).toMatch(/^\/images\/products\/.+\.svg$/)
    expect(Number(press.price.slice(1))).toBeGreaterThanOrEqual(20)
    expect(Number(press.price.slice(1))).toBeLessThanOrEqual(50)
    expect(press.ebayItemUrl).toMatch(/^https:\/\/www\.ebay\.co\.uk\//)
    expect(press.linkKind).toBe('search')
    expect(press.amazonUrl).toBe('https://www.amazon.co.uk/s?k=Bodum+Chambord+French+Press&tag=giftwise-21')
    // No listing found: the idea stays, with its retailer searches and no item link.
    expect(widget).toMatchObject({ name: 'Unobtainium widget', itemId: null, ebayItemUrl: null, imageUrl: null })
    expect(widget.amazonUrl).toContain('tag=giftwise-21')
    // The knowledge base fills the rest of the batch.
    expect(suggestions.length).toBeGreaterThan(10)
  })

  it('holds the model to the rules: an unsuitable gift and one over budget never reach the shopper', async () => {
    const advisor = modelAdvisor()
    fake.enqueue({
      json: {
        suggestions: [
          {
            name: 'Craft gin tasting set',
            description: 'Six botanical gins to taste together.',
            reason: 'A treat.',
            estimatedPriceGBP: 35,
            searchQuery: 'gin tasting set',
          },
          {
            name: 'Espresso machine',
            description: 'A proper espresso machine for the office.',
            reason: 'They love coffee.',
            estimatedPriceGBP: 320,
            searchQuery: 'espresso machine',
          },
          {
            name: 'Coffee tasting flight',
            description: 'Four single-origin coffees to compare.',
            reason: 'They love coffee.',
            estimatedPriceGBP: 28,
            searchQuery: 'coffee tasting set',
          },
        ],
      },
    })
    const teetotal = {
      ...criteria,
      profile: { ...understandBrief(knowledgeBase(), criteria, ["they don't drink"]) },
    }
    expect(teetotal.profile.constraints).toContain('no-alcohol')
    const suggestions = await advisor.suggest(requester(), request({ criteria: teetotal }))
    const names = suggestions.map((suggestion) => suggestion.name)
    // The model's suitable idea comes first, as a real listing of the matching gift idea.
    expect(names[0]).toMatch(/coffee tasting/i)
    expect(names.join(' ')).not.toMatch(/\bgin\b/i)
    expect(names).not.toContain('Espresso machine')
    for (const suggestion of suggestions) expect(suggestion.estimatedPrice).toBeLessThanOrEqual(50)
  })

  it('describes a catalogue listing once: what it is, then what the idea is', async () => {
    const advisor = offlineAdvisor()
    const suggestions = await advisor.suggest(requester(), request({ batchSize: 8 }))
    const listed = suggestions.filter((suggestion) => suggestion.itemId)
    expect(listed.length).toBeGreaterThan(4)
    for (const { description } of listed) {
      const sentences = description.split(/(?<=[.!?])\s+/).filter(Boolean)
      expect(new Set(sentences).size, description).toBe(sentences.length)
    }
  })

  it('warms up without changing what a shopper is offered', async () => {
    const advisor = offlineAdvisor()
    const before = await advisor.offlineSuggest(request({ batchSize: 10 }))
    await advisor.warmUp()
    const after = await advisor.offlineSuggest(request({ batchSize: 10 }))
    expect(after.map((suggestion) => suggestion.name)).toEqual(before.map((suggestion) => suggestion.name))
    expect(after.length).toBe(10)
  })

  it('asks the marketplace port within budget and condition, never reusing a listing', async () => {
    const queries: MarketplaceQuery[] = []
    const marketplace: Marketplace = {
      kind: 'ebay',
      async search(query) {
        queries.push(query)
        const item = (id: string, price: number) => ({
          itemId: id,
          name: `Listing ${id}`,
          price: `£${price.toFixed(2)}`,
          totalPrice: price,
          imageUrl: `https://i.ebayimg.com/images/${id}.jpg`,
          ebayItemUrl: `https://www.ebay.co.uk/itm/${id}`,
          linkKind: 'item' as const,
          condition: 'New',
          sellerUsername: 'seller',
          sellerFeedbackPercentage: 99.5,
        })
        // The marketplace answers the same listings to every idea, one over budget.
        return {
          items: [item('111', 80), item('222', 30), item('333', 40)].filter(
            (i) => !query.excludeItemIds?.includes(i.itemId),
          ),
          total: 3,
        }
      },
    }
    const advisor = createGiftFinderService({ db: services.db, config: services.config, marketplace, llm: null })
    const suggestions = await advisor.suggest(requester(), request({ batchSize: 4, excludeItemIds: ['999'] }))
    expect(queries.length).toBeGreaterThan(0)
    for (const query of queries) {
      expect(query.budget).toEqual({ min: 20, max: 50 })
      expect(query.condition).toBe('new')
      expect(query.excludeItemIds).toContain('999')
    }
    const ids = suggestions.flatMap((suggestion) => (suggestion.itemId ? [suggestion.itemId] : []))
    expect(ids.sort()).toEqual(['222', '333'])
    expect(suggestions.find((suggestion) => suggestion.itemId)!.ebayItemUrl).toMatch(
      /^https:\/\/www\.ebay\.co\.uk\/itm\//,
    )
  })

  it('keeps the suggestion when a marketplace look-up fails', async () => {
    const marketplace: Marketplace = {
      kind: 'ebay',
      search: () => Promise.reject(new Error('eBay is down')),
    }
    const advisor = createGiftFinderService({ db: services.db, config: services.config, marketplace, llm: null })
    const errors = console.error
    console.error = () => {}
    try {
      const suggestions = await advisor.suggest(requester(), request({ batchSize: 3 }))
      expect(suggestions).toHaveLength(3)
      for (const suggestion of suggestions) expect(suggestion).toMatchObject({ itemId: null, ebayItemUrl: null })
    } finally {
      console.error = errors
    }
  })
})

describe('AI rate limits', () => {
  it('limits a signed-in user across IP addresses', async () => {
    const userId = `user-${Date.now()}`
    const ask = () =>
      services.giftFinder.productChat({ ip: freshIp(), userId }, { product: { name: 'Mug' }, question: 'Price?' })
    for (let i = 0; i < RATE_LIMITS.aiPerUser.max; i++) await ask()
    const error = await ask().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RateLimitedError)
    expect((error as RateLimitedError).retryAfterSeconds).toBeGreaterThan(0)
  })
})
