import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { ChatFormData, SearchCriteria } from '#app/lib/gift-finder/contract.ts'
import { modelCallsToday } from '#app/server/ai/budget.server.ts'
import { RateLimitedError } from '#app/server/domain-errors.server.ts'
import { seedContent } from '#app/server/db/seed.server.ts'
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
  it("matches the model's ideas to catalogue listings within budget, with affiliate links built on the server", async () => {
    const { createGiftFinderService } = await import('#app/server/gift-finder/gift-finder.server.ts')
    const { createLlmAdvisor } = await import('#app/server/ai/llm/llm-advisor.server.ts')
    const advisor = createGiftFinderService({
      db: services.db,
      config: { ...services.config, AI_DAILY_CALL_BUDGET: 100 },
      marketplace: services.marketplace,
      llm: createLlmAdvisor({ baseUrl: fake.url, model: 'gpt-4o-mini', apiKey: 'sk-test-key' }),
    })
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
    const suggestions = await advisor.suggest(requester(), {
      criteria,
      condition: 'new',
      batchSize: 20,
      excludeItemIds: [],
      excludeTitles: [],
    })
    expect(suggestions).toHaveLength(2)
    const [press, widget] = suggestions as [(typeof suggestions)[number], (typeof suggestions)[number]]

    expect(press.itemId).toMatch(/^gw/)
    expect(press.ebayItemId).toBe(press.itemId)
    expect(press.imageUrl).toMatch(/^\/images\/products\/.+\.svg$/)
    expect(press.price).toMatch(/^£\d+\.\d{2}$/)
    expect(Number(press.price.slice(1))).toBeLessThanOrEqual(50)
    expect(press.ebayItemUrl).toMatch(/^https:\/\/www\.ebay\.co\.uk\//)
    expect(press.estimatedPrice).toBe(30)
    expect(press.amazonUrl).toBe('https://www.amazon.co.uk/s?k=Bodum+Chambord+French+Press&tag=giftwise-21')
    expect(new URL(press.ebaySearchUrl).searchParams.get('_nkw')).toBe('Bodum Chambord French Press')

    // No listing found: the idea stays, with its retailer searches and no item link.
    expect(widget).toMatchObject({ itemId: null, ebayItemId: null, ebayItemUrl: null, imageUrl: null, price: '£25.00' })
    expect(widget.amazonUrl).toContain('tag=giftwise-21')
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
          condition: 'New',
          sellerUsername: 'seller',
          sellerFeedbackPercentage: 99.5,
        })
        // The marketplace answers the same listings to both ideas, one over budget.
        return {
          items: [item('111', 80), item('222', 30), item('333', 40)].filter(
            (i) => !query.excludeItemIds?.includes(i.itemId),
          ),
          total: 3,
        }
      },
    }
    const { createGiftFinderService } = await import('#app/server/gift-finder/gift-finder.server.ts')
    const advisor = createGiftFinderService({ db: services.db, config: services.config, marketplace, llm: null })
    const suggestions = await advisor.suggest(requester(), {
      criteria,
      condition: 'new',
      batchSize: 2,
      excludeItemIds: ['999'],
      excludeTitles: [],
    })
    expect(suggestions).toHaveLength(2)
    // The concierge's ideas are looked up on the marketplace (it is not the catalogue).
    expect(queries).toHaveLength(2)
    for (const query of queries) {
      expect(query.budget).toEqual({ max: 50 })
      expect(query.condition).toBe('new')
      expect(query.excludeItemIds).toContain('999')
    }
    const ids = suggestions.map((s) => s.itemId)
    expect(new Set(ids).size).toBe(2)
    expect(ids).not.toContain('111')
    expect(suggestions[0]!.ebayItemUrl).toMatch(/^https:\/\/www\.ebay\.co\.uk\/itm\//)
  })

  it('keeps the suggestion when a marketplace look-up fails', async () => {
    const marketplace: Marketplace = {
      kind: 'ebay',
      search: () => Promise.reject(new Error('eBay is down')),
    }
    const { createGiftFinderService } = await import('#app/server/gift-finder/gift-finder.server.ts')
    const advisor = createGiftFinderService({ db: services.db, config: services.config, marketplace, llm: null })
    const errors = console.error
    console.error = () => {}
    try {
      const suggestions = await advisor.suggest(requester(), {
        criteria,
        condition: 'new',
        batchSize: 3,
        excludeItemIds: [],
        excludeTitles: [],
      })
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
