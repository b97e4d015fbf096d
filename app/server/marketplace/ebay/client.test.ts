import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'

import { testConfig } from '#tests/db.ts'
import { FAKE_EBAY_SCOPE, FakeEbay } from '#tests/fakes/ebay.ts'

import { describeError } from '#app/server/domain-errors.server.ts'
import { MarketplaceError, type MarketplaceQuery } from '#app/server/marketplace/port.server.ts'

import { createEbayMarketplace, type EbayOptions } from '#app/server/marketplace/ebay/client.server.ts'

// Contract tests: the production adapter against a real HTTP server speaking eBay's wire format.
const fake = new FakeEbay()
const sleeps: number[] = []

beforeAll(async () => {
  await fake.start()
})
afterAll(async () => {
  await fake.stop()
})
beforeEach(() => {
  fake.reset()
  sleeps.length = 0
})

function adapter(env: Record<string, string> = {}, options: EbayOptions = {}) {
  const config = testConfig({
    EBAY_CLIENT_ID: fake.clientId,
    EBAY_CLIENT_SECRET: fake.clientSecret,
    EBAY_API_BASE: fake.url,
    ...env,
  })
  return createEbayMarketplace(config, {
    sleep: async (ms) => {
      sleeps.push(ms)
    },
    ...options,
  })
}

const mugs: MarketplaceQuery = { query: 'mug', condition: 'new', limit: 20, offset: 0, budget: { max: 10000 } }

describe('search', () => {
  test('mints a token with Basic auth and the api_scope, and maps the answer to our own items', async () => {
    const page = await adapter().search(mugs)

    expect(fake.tokensMinted).toBe(1)
    expect(page.items.map((item) => item.name)).toEqual([
      'Personalised Photo Mug - Custom Gift',
      'Personalised Name Mug - White Ceramic',
      'Enamel Camping Mug - Personalised',
    ])
    expect(page.items[0]).toEqual({
      itemId: '123456789012',
      name: 'Personalised Photo Mug - Custom Gift',
      price: '£12.99',
      totalPrice: 12.99,
      imageUrl: 'https://i.ebayimg.com/images/g/123456789012/s-l225.jpg',
      ebayItemUrl: 'https://www.ebay.co.uk/itm/123456789012',
      linkKind: 'item',
      condition: 'New',
      sellerUsername: 'example_seller',
      sellerFeedbackPercentage: 99.8,
    })
    // Postage is part of the total price.
    expect(page.items[1]!.totalPrice).toBe(12.94)
    // The listing without an image is left out even though eBay matched it.
    expect(page.total).toBe(4)
  })

  test('sends the marketplace header, the GBP price range, condition and Buy It Now filters', async () => {
    await adapter().search({ ...mugs, budget: { min: 5, max: 20 }, condition: 'used' })
    const [request] = fake.searches
    expect(request!.marketplaceId).toBe('EBAY_GB')
    expect(request!.endUserContext).toBeUndefined()
    expect(request!.authorization).toMatch(/^Bearer v\^1\.1#/)
    expect(request!.query.get('q')).toBe('mug')
    expect(request!.query.get('filter')).toBe(
      'price:[5..20],priceCurrency:GBP,conditions:{USED},buyingOptions:{FIXED_PRICE},deliveryCountry:GB',
    )
  })

  test('condition both sends no condition filter and returns new and used Buy It Now listings', async () => {
    const page = await adapter().search({ ...mugs, condition: 'both' })
    expect(fake.searches[0]!.query.get('filter')).not.toContain('conditions')
    expect(page.items.map((item) => item.condition)).toEqual(['New', 'New', 'New', 'Used'])
    // The auction-only listing never appears: the filter asks for FIXED_PRICE.
    expect(page.items.some((item) => item.name.includes('Auction'))).toBe(false)
  })

  test('a search that matches nothing answers an empty page (eBay omits itemSummaries)', async () => {
    const page = await adapter().search({ ...mugs, query: 'no such thing anywhere' })
    expect(page).toEqual({ items: [], total: 0 })
  })

  test('pages with limit and offset', async () => {
    const ebay = adapter()
    const first = await ebay.search({ ...mugs, limit: 2, offset: 0 })
    const second = await ebay.search({ ...mugs, limit: 2, offset: 2 })
    expect(first.items.map((item) => item.itemId)).toEqual(['123456789012', '323456789012'])
    expect(second.items.map((item) => item.itemId)).toEqual(['423456789012'])
    expect(fake.searches.map((request) => [request.query.get('limit'), request.query.get('offset')])).toEqual([
      ['2', '0'],
      ['2', '2'],
    ])
    expect(fake.tokensMinted).toBe(1)
  })

  test('leaves out excluded item ids and fills the page from the following listings', async () => {
    const page = await adapter().search({ ...mugs, limit: 2, excludeItemIds: ['123456789012'] })
    expect(page.items.map((item) => item.itemId)).toEqual(['323456789012', '423456789012'])
    // eBay only pages in multiples of the limit, so the adapter asked for a larger page from the start.
    expect(fake.searches.every((request) => Number(request.query.get('offset')) % 200 === 0)).toBe(true)
    expect(fake.searches.every((request) => request.status === 200)).toBe(true)
  })

  test('an unaligned offset never reaches eBay as an invalid request', async () => {
    const page = await adapter().search({ ...mugs, limit: 2, offset: 1 })
    expect(page.items.map((item) => item.itemId)).toEqual(['323456789012', '423456789012'])
    expect(fake.searches.map((request) => request.status)).toEqual([200])
  })
})

describe('errors', () => {
  test("eBay's 400 for a missing q is surfaced as a MarketplaceError with eBay's message", async () => {
    const error = await adapter()
      .search({ ...mugs, query: '' })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(MarketplaceError)
    expect(error).toMatchObject({ upstreamStatus: 400 })
    expect((error as Error).message).toContain("The call must have a valid 'q'")
    expect(fake.searches.map((request) => request.status)).toEqual([400])
  })

  test('a 401 mints a new token once and the search then succeeds', async () => {
    const ebay = adapter()
    await ebay.search(mugs)
    fake.revokeTokens()
    const page = await ebay.search({ ...mugs, query: 'headphones' })
    expect(page.items.map((item) => item.name)).toEqual([
      'Sony WH-1000XM5 Wireless Headphones',
      'Bose QuietComfort Headphones',
    ])
    expect(fake.tokensMinted).toBe(2)
    expect(fake.searches.map((request) => request.status)).toEqual([200, 401, 200])
  })

  test("eBay's words never reach a visitor: an escaped MarketplaceError is answered in general words", async () => {
    fake.revokeTokens()
    const error = await adapter({}, { maxAttempts: 1 })
      .search({ ...mugs, query: '' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(MarketplaceError)
    const answer = describeError(error)
    expect(answer.message).toBe('The marketplace could not answer. Please try again.')
    expect(answer.message).not.toMatch(/q'|eBay|token/)
  })

  test('a token that keeps being refused ends in a MarketplaceError after one re-mint', async () => {
    const ebay = adapter()
    await ebay.search(mugs)
    fake.refuseAllTokens = true
    const error = await ebay.search({ ...mugs, query: 'headphones' }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(MarketplaceError)
    expect(error).toMatchObject({ upstreamStatus: 401 })
    expect((error as Error).message).toContain('Invalid access token')
    expect(fake.tokensMinted).toBe(2)
    expect(fake.searches.map((request) => request.status)).toEqual([200, 401, 401])
  })

  test('the token is reused until shortly before it expires', async () => {
    let now = 1_000_000
    const ebay = adapter({}, { now: () => now })
    await ebay.search(mugs)
    now += 60 * 60 * 1000 // one hour of a two-hour token
    await ebay.search({ ...mugs, query: 'headphones' })
    expect(fake.tokensMinted).toBe(1)
    now += 57 * 60 * 1000 // three minutes before expiry: inside the safety margin
    await ebay.search({ ...mugs, query: 'box' })
    expect(fake.tokensMinted).toBe(2)
  })

  test('wrong application keys give a MarketplaceError naming the OAuth error', async () => {
    const error = await adapter({ EBAY_CLIENT_SECRET: 'wrong-secret' })
      .search(mugs)
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(MarketplaceError)
    expect((error as Error).message).toContain('invalid_client')
    expect(fake.searchCalls).toBe(0)
  })

  test.each([429, 500] as const)('%i is retried with jittered backoff and then succeeds', async (status) => {
    fake.failNext(status, 2)
    const page = await adapter({}, { random: () => 0.5 }).search(mugs)
    expect(page.items).toHaveLength(3)
    expect(fake.searches.map((request) => request.status)).toEqual([status, status, 200])
    // 250 ms doubling, half fixed and half random: 0.5 gives 3/4 of each step.
    expect(sleeps).toEqual([187.5, 375])
  })

  test('backoff stays between half and all of each doubling step', async () => {
    fake.failNext(500, 2)
    await adapter({}, { random: () => 0.999 }).search(mugs)
    fake.failNext(500, 2)
    await adapter({}, { random: () => 0 }).search({ ...mugs, query: 'box' })
    expect(sleeps[0]).toBeCloseTo(249.9, 0)
    expect(sleeps[1]).toBeCloseTo(499.8, 0)
    expect(sleeps.slice(2)).toEqual([125, 250])
  })

  test('a persistent 500 becomes a MarketplaceError after 3 attempts', async () => {
    fake.failNext(500, 10)
    const error = await adapter()
      .search(mugs)
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(MarketplaceError)
    expect(error).toMatchObject({ upstreamStatus: 500 })
    expect((error as Error).message).toContain('eBay internal system')
    expect(fake.searchCalls).toBe(3)
  })

  test('a persistent 429 becomes a MarketplaceError with status 429 after 3 attempts', async () => {
    fake.failNext(429, 10)
    const error = await adapter()
      .search(mugs)
      .catch((caught: unknown) => caught)
    expect(error).toMatchObject({ name: 'MarketplaceError', upstreamStatus: 429 })
    expect((error as Error).message).toContain('The request limit has been reached')
    expect(fake.searchCalls).toBe(3)
  })

  test('every call has a timeout; a timed-out search is not retried', async () => {
    fake.searchDelayMs = 500
    const error = await adapter({}, { timeoutMs: 100 })
      .search(mugs)
      .catch((caught: unknown) => caught)
    expect(error).toMatchObject({ name: 'MarketplaceError', upstreamStatus: 504 })
    expect(fake.searchCalls).toBe(1)
  })
})

describe('affiliate links', () => {
  test('with EBAY_CAMPAIGN_ID the affiliate context is sent and itemAffiliateWebUrl is preferred', async () => {
    const page = await adapter({ EBAY_CAMPAIGN_ID: '5330000000' }).search(mugs)
    expect(fake.searches[0]!.endUserContext).toBe('affiliateCampaignId=5330000000')
    const link = new URL(page.items[0]!.ebayItemUrl)
    expect(link.origin + link.pathname).toBe('https://www.ebay.co.uk/itm/123456789012')
    expect(link.searchParams.get('campid')).toBe('5330000000')
    expect(link.searchParams.get('mkrid')).toBe('710-53481-19255-0')
  })

  test('without a campaign no affiliate header is sent and the plain item URL is used', async () => {
    const page = await adapter().search(mugs)
    expect(fake.searches[0]!.endUserContext).toBeUndefined()
    expect(page.items.every((item) => !item.ebayItemUrl.includes('campid'))).toBe(true)
  })
})

describe('cache', () => {
  test('an identical search within five minutes is answered without calling eBay', async () => {
    let now = 5_000_000
    const ebay = adapter({}, { now: () => now })
    const first = await ebay.search(mugs)
    const second = await ebay.search(mugs)
    expect(second).toEqual(first)
    expect(fake.searchCalls).toBe(1)

    await ebay.search({ ...mugs, condition: 'used' })
    expect(fake.searchCalls).toBe(2)

    now += 4 * 60_000
    await ebay.search(mugs)
    expect(fake.searchCalls).toBe(2)
    now += 61_000
    await ebay.search(mugs)
    expect(fake.searchCalls).toBe(3)
  })

  test('simultaneous identical searches share one call', async () => {
    const ebay = adapter()
    await Promise.all([ebay.search(mugs), ebay.search(mugs), ebay.search(mugs)])
    expect(fake.searchCalls).toBe(1)
    expect(fake.tokensMinted).toBe(1)
  })

  test('failures are not cached', async () => {
    const ebay = adapter()
    fake.failNext(500, 3)
    await expect(ebay.search(mugs)).rejects.toBeInstanceOf(MarketplaceError)
    await expect(ebay.search(mugs)).resolves.toMatchObject({ total: 4 })
    expect(fake.searchCalls).toBe(4)
  })
})

describe('the fake follows the contract', () => {
  test('token endpoint answers RFC 6749 errors for a bad scope or grant', async () => {
    const basic = `Basic ${Buffer.from(`${fake.clientId}:${fake.clientSecret}`).toString('base64')}`
    const post = (body: Record<string, string>) =>
      fetch(`${fake.url}/identity/v1/oauth2/token`, {
        method: 'POST',
        headers: { Authorization: basic, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(body),
      })
    const badScope = await post({
      grant_type: 'client_credentials',
      scope: 'https://api.ebay.com/oauth/api_scope/sell',
    })
    expect(badScope.status).toBe(400)
    expect(await badScope.json()).toMatchObject({ error: 'invalid_scope' })
    const badGrant = await post({ grant_type: 'password', scope: FAKE_EBAY_SCOPE })
    expect(await badGrant.json()).toMatchObject({ error: 'unsupported_grant_type' })
  })

  test('search rejects a bad limit and an offset that is not a multiple of the limit', async () => {
    const minted = await fetch(`${fake.url}/identity/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${fake.clientId}:${fake.clientSecret}`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ grant_type: 'client_credentials', scope: FAKE_EBAY_SCOPE }),
    })
    const { access_token: token } = (await minted.json()) as { access_token: string }
    const search = async (query: string) => {
      const response = await fetch(`${fake.url}/buy/browse/v1/item_summary/search?${query}`, {
        headers: { Authorization: `Bearer ${token}` },
      })
      return { status: response.status, body: (await response.json()) as { errors?: { errorId: number }[] } }
    }
    expect(await search('q=mug&limit=0')).toMatchObject({ status: 400, body: { errors: [{ errorId: 12006 }] } })
    expect(await search('q=mug&limit=2&offset=3')).toMatchObject({
      status: 400,
      body: { errors: [{ errorId: 12515 }] },
    })
    expect(await search('q=mug&filter=price:[1..5]')).toMatchObject({
      status: 200,
      body: { warnings: [{ errorId: 12012 }] },
    })
  })
})
