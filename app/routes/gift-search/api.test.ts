import { RouterContextProvider } from 'react-router'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import type { SearchResult } from '#app/lib/gift-search/contract.ts'
import { clientIpContext, servicesContext } from '#app/server/context.server.ts'
import { seedContent } from '#app/server/db/seed.server.ts'
import { hitRateLimit, RATE_LIMITS } from '#app/server/limits/rate-limit.server.ts'
import { createEbayMarketplace } from '#app/server/marketplace/ebay/client.server.ts'
import type { AppServices } from '#app/server/services.server.ts'
import { createTestServices, testConfig } from '#tests/db.ts'
import { FakeEbay } from '#tests/fakes/ebay.ts'

import { action } from '#app/routes/gift-search/api.ts'

type Services = Awaited<ReturnType<typeof createTestServices>>
let services: Services
let ebayServices: Services
const fake = new FakeEbay()

beforeAll(async () => {
  services = await createTestServices()
  await seedContent(services.db, services.config)
  await fake.start()
  const config = testConfig({
    EBAY_CLIENT_ID: fake.clientId,
    EBAY_CLIENT_SECRET: fake.clientSecret,
    EBAY_API_BASE: fake.url,
  })
  // The same database, but the eBay adapter pointed at the fake (no backoff waits in tests).
  ebayServices = await createTestServices({
    database: services.database,
    env: { EBAY_CLIENT_ID: fake.clientId, EBAY_CLIENT_SECRET: fake.clientSecret, EBAY_API_BASE: fake.url },
    marketplace: createEbayMarketplace(config, { sleep: async () => {} }),
  })
})
afterAll(async () => {
  await fake.stop()
  await ebayServices.close()
  await services.close()
})

let ipCounter = 0
/** Calls the route's action as React Router would, from its own client IP (so rate limits do not mix). */
async function post(body: unknown, options: { ip?: string; raw?: string; appServices?: AppServices } = {}) {
  const context = new RouterContextProvider()
  context.set(servicesContext, options.appServices ?? services)
  context.set(clientIpContext, options.ip ?? `10.0.0.${++ipCounter}`)
  const request = new Request('http://localhost/api/search-products', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: options.raw ?? JSON.stringify(body),
  })
  const result = await action({ request, context, params: {}, unstable_pattern: '' } as never)
  const { data, init } = result as unknown as { data: Record<string, unknown>; init: ResponseInit | null }
  return { status: init?.status ?? 200, headers: new Headers(init?.headers), body: data }
}

const page = (searchQuery: string, extra: Record<string, unknown> = {}) => ({
  suggestions: [{ name: searchQuery, searchQuery }],
  budget: 10000,
  condition: 'new',
  skipAiFilter: true,
  ...extra,
})

describe('bad bodies get 400 with a message', () => {
  test.each([
    ['not JSON', undefined, '{"suggestions":', 'The request body must be JSON'],
    ['no suggestions', {}, undefined, 'suggestions must be a list of { name, searchQuery }'],
    ['an empty list', { suggestions: [] }, undefined, 'Add at least one suggestion'],
    ['a blank query', page('   '), undefined, 'Please enter a product name to search'],
    ['a query over 100 characters', page('x'.repeat(101)), undefined, 'Search terms can be at most 100 characters'],
    ['an unknown condition', page('gin', { condition: 'mint' }), undefined, 'condition must be new, used or both'],
    ['a negative budget', page('gin', { budget: -1 }), undefined, 'budget'],
    ['ids that are not a list', page('gin', { excludeItemIds: 'gw1' }), undefined, 'excludeItemIds'],
  ])('%s', async (_name, body, raw, message) => {
    const response = await post(body, { raw })
    expect(response.status).toBe(400)
    expect(response.body).toEqual({ ok: false, error: expect.stringContaining(message) })
  })
})

describe('answers', () => {
  test('{ suggestions } of search results from the built-in catalogue', async () => {
    const response = await post(page('headphones'))
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    const results = response.body.suggestions as SearchResult[]
    expect(results).toHaveLength(20)
    for (const result of results) {
      expect(Object.keys(result).sort()).toEqual(
        [
          'amazonUrl',
          'condition',
          'ebayItemUrl',
          'ebaySearchUrl',
          'imageUrl',
          'itemId',
          'linkKind',
          'name',
          'price',
          'searchQuery',
          'sellerFeedbackPercentage',
          'sellerUsername',
          'totalPrice',
        ].sort(),
      )
      expect(result.condition).toBe('New')
      expect(typeof result.totalPrice).toBe('number')
      expect(result.price).toMatch(/^£/)
      expect(result.amazonUrl).toBe('https://www.amazon.co.uk/s?k=headphones&tag=giftwise-21')
    }
    expect(results[0]!.name).toMatch(/headphones/i)
  })

  test('excludeItemIds brings the next results, never the ones already shown', async () => {
    const first = (await post(page('gift'))).body.suggestions as SearchResult[]
    const shown = first.map((result) => result.itemId)
    const more = (await post(page('gift', { excludeItemIds: shown }))).body.suggestions as SearchResult[]
    expect(more).toHaveLength(20)
    expect(more.some((result) => shown.includes(result.itemId))).toBe(false)
  })

  test('a search that finds nothing answers an empty list', async () => {
    expect(await post(page('xyzzyqwv'))).toMatchObject({ status: 200, body: { suggestions: [] } })
  })

  test('a finder budget option and condition are applied', async () => {
    const response = await post({
      suggestions: [
        { name: 'Mug', searchQuery: 'mug' },
        { name: 'Gin', searchQuery: 'gin' },
      ],
      budget: '£20-£50',
      condition: 'both',
    })
    const results = response.body.suggestions as SearchResult[]
    expect(results.length).toBeGreaterThan(0)
    for (const result of results) {
      expect(result.totalPrice).toBeGreaterThanOrEqual(20)
      expect(result.totalPrice).toBeLessThanOrEqual(50)
    }
    expect(new Set(results.map((result) => result.searchQuery))).toEqual(new Set(['mug', 'gin']))
  })
})

describe('limits and failures', () => {
  test('429 with Retry-After past RATE_LIMITS.searchPerIp per IP', async () => {
    const ip = '192.0.2.77'
    for (let i = 0; i < RATE_LIMITS.searchPerIp.max; i++) {
      await hitRateLimit(services.db, RATE_LIMITS.searchPerIp, ip)
    }
    const response = await post(page('gin'), { ip })
    expect(response.status).toBe(429)
    expect(response.body).toEqual({ ok: false, error: expect.stringContaining('Too many searches') })
    expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0)
    // Another visitor is unaffected.
    expect((await post(page('gin'))).status).toBe(200)
  })

  test('eBay answers through the same endpoint', async () => {
    fake.reset()
    const response = await post(page('mug'), { appServices: ebayServices })
    expect(response.status).toBe(200)
    expect((response.body.suggestions as SearchResult[]).map((result) => result.itemId)).toEqual([
      '123456789012',
      '323456789012',
      '423456789012',
    ])
  })

  test('502 with the error when eBay keeps failing', async () => {
    fake.reset()
    fake.failNext(500, 10)
    // A query of its own: the adapter caches answers for a minute.
    const response = await post(page('photo mug'), { appServices: ebayServices })
    expect(response.status).toBe(502)
    // The vendor's own words stay in the log; the shopper reads general ones.
    expect(response.body).toEqual({ ok: false, error: 'Failed to search for products. Please try again.' })
  })

  test("503 when eBay's quota is exhausted", async () => {
    fake.reset()
    fake.failNext(429, 10)
    const response = await post(page('keepsake box'), { appServices: ebayServices })
    expect(response.status).toBe(503)
    expect(response.headers.get('Retry-After')).toBe('30')
    expect(response.body).toEqual({ ok: false, error: expect.any(String) })
  })
})
