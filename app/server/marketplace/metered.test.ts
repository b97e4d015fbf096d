import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'

import { queryRow } from '#app/server/db/rows.server.ts'
import { seedContent } from '#app/server/db/seed.server.ts'
import { rateLimits } from '#app/server/db/schema.server.ts'
import { RateLimitedError } from '#app/server/domain-errors.server.ts'
import { RATE_LIMITS } from '#app/server/limits/rate-limit.server.ts'
import { createTestServices, testConfig } from '#tests/db.ts'
import { FakeEbay } from '#tests/fakes/ebay.ts'

import { createEbayMarketplace } from '#app/server/marketplace/ebay/client.server.ts'
import { marketplaceCallsToday } from '#app/server/marketplace/usage.server.ts'

/**
 * The eBay meter (metered.server.ts) through the services that search: the gift search and the
 * gift finder. The production eBay adapter runs against the fake eBay server.
 */

const fake = new FakeEbay()
await fake.start()
const BUDGET = 40
const services = await createTestServices({
  env: {
    EBAY_CLIENT_ID: fake.clientId,
    EBAY_CLIENT_SECRET: fake.clientSecret,
    EBAY_API_BASE: fake.url,
    EBAY_DAILY_CALL_BUDGET: String(BUDGET),
  },
})
beforeAll(async () => {
  await seedContent(services.db, services.config)
})
afterAll(async () => {
  await services.close()
  await fake.stop()
})
// Counts calls afresh per test, keeping the adapter's token valid (fake.reset() would revoke it).
beforeEach(() => {
  fake.searchCalls = 0
  fake.searches.length = 0
  fake.searchDelayMs = 0
})

let visitors = 0
const visitor = () => ({ ip: `192.0.2.${++visitors}` })

/** eBay calls counted against a visitor in the short window. */
async function callsCounted(ip: string): Promise<number> {
  const [row] = await services.db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(eq(rateLimits.key, `${RATE_LIMITS.ebayCallsPerIp.name}:${ip}`))
  return row?.count ?? 0
}

const search = (who: { ip: string }, ...queries: string[]) =>
  services.giftSearch.search(who, {
    suggestions: queries.map((query) => ({ name: query, searchQuery: query })),
    budget: 10000,
    condition: 'both',
    skipAiFilter: true,
    excludeItemIds: [],
  })

describe('eBay calls are metered per visitor and shared between identical searches', () => {
  test('each eBay call a search makes counts against its visitor; a repeated search costs nothing', async () => {
    const who = visitor()
    await search(who, 'mug', 'headphones', 'keepsake box')
    expect(fake.searchCalls).toBe(3)
    expect(await callsCounted(who.ip)).toBe(3)

    // The same search again, by the same or another visitor, is answered from the recent answers.
    await search(who, 'mug', 'headphones', 'keepsake box')
    const other = visitor()
    await search(other, 'mug', 'headphones', 'keepsake box')
    expect(fake.searchCalls).toBe(3)
    expect(await callsCounted(who.ip)).toBe(3)
    expect(await callsCounted(other.ip)).toBe(0)
  })

  test('identical searches at the same moment share one call, charged once', async () => {
    const people = Array.from({ length: 6 }, visitor)
    fake.searchDelayMs = 100
    const answers = await Promise.all(people.map((who) => search(who, 'wireless headphones')))
    expect(fake.searchCalls).toBe(1)
    expect(answers.every((results) => results.length === answers[0]!.length && results.length > 0)).toBe(true)
    const charged = await Promise.all(people.map((who) => callsCounted(who.ip)))
    expect(charged.reduce((sum, count) => sum + count, 0)).toBe(1)
  })

  test("a visitor past their allowance is told to wait; a fan-out cannot spend more than the visitor's limit", async () => {
    const who = visitor()
    await services.db.insert(rateLimits).values({
      key: `${RATE_LIMITS.ebayCallsPerIp.name}:${who.ip}`,
      windowStart: new Date(),
      count: RATE_LIMITS.ebayCallsPerIp.max - 1,
    })
    const error = await search(who, 'camping mug', 'enamel mug', 'photo mug').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RateLimitedError)
    expect((error as RateLimitedError).message).toBe('Too many searches. Please wait a moment and try again.')
    expect(fake.searchCalls).toBe(1)
    // Someone else searching the same thing at the same time is not refused on their account.
    expect((await search(visitor(), 'camping mug')).length).toBeGreaterThan(0)
  })

  test('the gift finder counts every look-up of a batch against the visitor', async () => {
    const who = visitor()
    const suggestions = await services.giftFinder.suggest(who, {
      criteria: {
        recipient: 'Colleague',
        occasion: 'Thank You',
        age: '35-44',
        budget: '£20-£50',
        interests: 'coffee and houseplants',
        keywords: ['coffee', 'houseplants'],
        avoid: [],
        budgetMin: 20,
        budgetMax: 50,
      },
      condition: 'both',
      batchSize: 8,
      excludeItemIds: [],
      excludeTitles: [],
      excludeIdeaIds: [],
    })
    expect(suggestions.length).toBeGreaterThan(0)
    expect(fake.searchCalls).toBeGreaterThan(1)
    expect(await callsCounted(who.ip)).toBe(fake.searchCalls)
  })
})

describe("the site's daily eBay budget", () => {
  test('past the budget the built-in catalogue answers, with one log line', async () => {
    const used = await marketplaceCallsToday(services.db)
    expect(used).toBeGreaterThan(0)
    expect(used).toBeLessThanOrEqual(BUDGET)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      // Distinct searches until the budget is spent, then some more.
      const queries = Array.from({ length: BUDGET + 3 }, (_, i) => `mug number ${i}`)
      for (const query of queries) await search(visitor(), query)
      expect(await marketplaceCallsToday(services.db)).toBe(BUDGET)
      const callsAtBudget = fake.searchCalls
      expect(callsAtBudget).toBe(BUDGET - used)

      const fallback = await search(visitor(), 'headphones for running')
      expect(fake.searchCalls).toBe(callsAtBudget)
      expect(fallback.length).toBeGreaterThan(0)
      // Catalogue listings link to an eBay search for the product, never an eBay item page.
      expect(fallback.every((result) => result.ebayItemUrl.startsWith('https://www.ebay.co.uk/sch/'))).toBe(true)
      const lines = warn.mock.calls.map((call) => String(call[0])).filter((line) => line.includes('eBay call budget'))
      expect(lines).toEqual([
        `[marketplace] today's eBay call budget (${BUDGET}) is spent: the built-in catalogue answers until midnight UK time`,
      ])
    } finally {
      warn.mockRestore()
    }
  })
})

describe('the eBay adapter shares a call only with searches that may make it', () => {
  test('a search that joined one refused for its own visitor asks on its own account', async () => {
    const ebay = createEbayMarketplace(
      testConfig({ EBAY_CLIENT_ID: fake.clientId, EBAY_CLIENT_SECRET: fake.clientSecret, EBAY_API_BASE: fake.url }),
    )
    const query = { query: 'mug', condition: 'new' as const, limit: 10, offset: 0 }
    let releaseRefusal: () => void = () => {}
    const refusal = new Promise<void>((resolve) => (releaseRefusal = resolve))
    const refused = ebay.search(query, {
      beforeCall: async () => {
        await refusal
        throw new RateLimitedError('Too many searches. Please wait a moment and try again.', 60)
      },
    })
    let charged = 0
    const allowed = ebay.search(query, { beforeCall: async () => void charged++ })
    releaseRefusal()
    await expect(refused).rejects.toBeInstanceOf(RateLimitedError)
    expect((await allowed).items.length).toBeGreaterThan(0)
    expect(charged).toBe(1)
    expect(fake.searchCalls).toBe(1)
  })

  test('a retry eBay asks for is metered like the first attempt', async () => {
    const ebay = createEbayMarketplace(
      testConfig({ EBAY_CLIENT_ID: fake.clientId, EBAY_CLIENT_SECRET: fake.clientSecret, EBAY_API_BASE: fake.url }),
      { sleep: async () => {} },
    )
    fake.failNext(500, 2)
    let charged = 0
    await ebay.search(
      { query: 'headphones', condition: 'new', limit: 10, offset: 0 },
      { beforeCall: async () => void charged++ },
    )
    expect(fake.searchCalls).toBe(3)
    expect(charged).toBe(3)
  })
})

// The meter's table exists on both drivers and keeps one row per day.
test('marketplace_usage holds one row per day', async () => {
  const row = await queryRow<{ n: number }>(services.db, sql`select count(*)::int as n from marketplace_usage`)
  expect(row?.n).toBe(1)
})
