import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { eq } from 'drizzle-orm'

import { contentChanged } from '#app/server/content/content-cache.server.ts'
import { catalogueItems } from '#app/server/db/schema.server.ts'
import { seedContent } from '#app/server/db/seed.server.ts'
import { knowledgeBase } from '#app/server/gift-finder/knowledge/knowledge.server.ts'
import { createTestServices } from '#tests/db.ts'

import { createCatalogueMarketplace, looseTsQuery } from '#app/server/marketplace/catalogue.server.ts'
import type { Marketplace, MarketplaceQuery } from '#app/server/marketplace/port.server.ts'

let services: Awaited<ReturnType<typeof createTestServices>>
let catalogue: Marketplace

beforeAll(async () => {
  services = await createTestServices()
  await seedContent(services.db, services.config)
  catalogue = createCatalogueMarketplace(services.db, {
    EBAY_CAMPAIGN_ID: '5330000000',
    EBAY_MARKETPLACE_ID: 'EBAY_GB',
  })
})
afterAll(async () => {
  await services.close()
})

const query = (overrides: Partial<MarketplaceQuery>): MarketplaceQuery => ({
  query: 'headphones',
  condition: 'both',
  limit: 20,
  offset: 0,
  ...overrides,
})

describe('relevance', () => {
  test('every word must match, and listings naming the words in the title rank first', async () => {
    const page = await catalogue.search(query({ query: 'wireless headphones' }))
    expect(page.items.length).toBeGreaterThan(0)
    expect(page.items[0]!.name).toMatch(/wireless/i)
    expect(page.items[0]!.name).toMatch(/headphones/i)
    const haystack = (name: string, description = '') => `${name} ${description}`.toLowerCase()
    for (const item of page.items) expect(haystack(item.name, item.description)).toMatch(/wireless|headphone/)
  })

  test('title matches outrank description-only matches', async () => {
    const page = await catalogue.search(query({ query: 'lego', limit: 50 }))
    const titleMatches = page.items.map((item) => /lego/i.test(item.name))
    // Once a listing without the word in its title appears, no title match follows it.
    const firstOther = titleMatches.indexOf(false)
    if (firstOther !== -1) expect(titleMatches.slice(firstOther)).not.toContain(true)
    expect(titleMatches[0]).toBe(true)
  })

  test('stemming finds plurals from the singular', async () => {
    const page = await catalogue.search(query({ query: 'headphone' }))
    expect(page.items[0]!.name).toMatch(/headphones/i)
  })

  test('when no listing has every word, listings with any word (or a word prefix) are found, best first', async () => {
    const strict = await catalogue.search(query({ query: 'yoga mat for my mum' }))
    expect(strict.items.length).toBeGreaterThan(0)
    expect(strict.items[0]!.name.toLowerCase()).toMatch(/yoga|mat/)

    const prefix = await catalogue.search(query({ query: 'headph' }))
    expect(prefix.items[0]!.name).toMatch(/headphones/i)
  })

  test('a query that matches nothing answers an empty page', async () => {
    expect(await catalogue.search(query({ query: 'xyzzyqwv' }))).toEqual({ items: [], total: 0 })
    expect(await catalogue.search(query({ query: '   ' }))).toEqual({ items: [], total: 0 })
  })

  test('tsquery syntax typed by a visitor is harmless', async () => {
    for (const text of ['headphones & | ! :* ( ) \' "', 'or', '-', '"unterminated', 'a:*|b']) {
      await expect(catalogue.search(query({ query: text }))).resolves.toBeDefined()
    }
    expect(looseTsQuery("Mum's *best* (gift) & more")).toBe('mum:* | best:* | gift:* | more:*')
  })
})

describe('filters', () => {
  test('budget keeps prices within the range', async () => {
    const page = await catalogue.search(query({ query: 'gift', budget: { min: 50, max: 100 }, limit: 100 }))
    expect(page.items.length).toBeGreaterThan(5)
    for (const item of page.items) {
      expect(item.totalPrice).toBeGreaterThanOrEqual(50)
      expect(item.totalPrice).toBeLessThanOrEqual(100)
    }
    const cheap = await catalogue.search(query({ query: 'headphones', budget: { max: 10 } }))
    expect(cheap.items.length).toBeGreaterThan(0)
    for (const item of cheap.items) expect(item.totalPrice).toBeLessThanOrEqual(10)
    const none = await catalogue.search(query({ query: 'headphones', budget: { min: 5000 } }))
    expect(none.items).toEqual([])
  })

  test('condition new, used and both', async () => {
    const both = await catalogue.search(query({ limit: 100 }))
    const fresh = await catalogue.search(query({ condition: 'new', limit: 100 }))
    const used = await catalogue.search(query({ condition: 'used', limit: 100 }))
    expect(fresh.items.every((item) => item.condition === 'New')).toBe(true)
    expect(used.items.length).toBeGreaterThan(0)
    expect(used.items.every((item) => item.condition === 'Used')).toBe(true)
    expect(both.total).toBe(fresh.total + used.total)
  })

  test('excluded item ids are left out and the next listings take their place', async () => {
    const first = await catalogue.search(query({ condition: 'new', limit: 10 }))
    const twenty = await catalogue.search(query({ condition: 'new', limit: 20 }))
    const next = await catalogue.search(
      query({ condition: 'new', limit: 10, excludeItemIds: first.items.map((item) => item.itemId) }),
    )
    expect(next.items.map((item) => item.itemId)).toEqual(twenty.items.slice(10).map((item) => item.itemId))
    expect(next.total).toBe(first.total - 10)
  })
})

describe('paging', () => {
  test('limit and offset page through one stable order', async () => {
    const all = await catalogue.search(query({ limit: 30 }))
    const pages = [
      await catalogue.search(query({ limit: 10, offset: 0 })),
      await catalogue.search(query({ limit: 10, offset: 10 })),
      await catalogue.search(query({ limit: 10, offset: 20 })),
    ]
    expect(pages.flatMap((page) => page.items.map((item) => item.itemId))).toEqual(all.items.map((item) => item.itemId))
    expect(new Set(all.items.map((item) => item.itemId)).size).toBe(all.items.length)
    expect(pages.every((page) => page.total === all.total)).toBe(true)
    expect(await catalogue.search(query({ limit: 30 }))).toEqual(all)
  })

  test('a page past the last strict match is empty, not filled from the loose fallback', async () => {
    const strict = await catalogue.search(query({ query: 'wireless headphones', limit: 1 }))
    const loose = await catalogue.search(query({ query: 'wireless or headphones', limit: 1 }))
    expect(loose.total).toBeGreaterThan(strict.total + 10)
    const beyond = await catalogue.search(query({ query: 'wireless headphones', limit: 10, offset: strict.total }))
    expect(beyond.items).toEqual([])
  })
})

describe('listings', () => {
  test('link to an eBay UK search for the title with eBay Partner Network parameters, and show a local image', async () => {
    const [item] = (await catalogue.search(query({ condition: 'new', limit: 1 }))).items
    expect(item!.imageUrl).toMatch(/^\/images\/products\/[a-z0-9-]+\.svg$/)
    expect(item!.price).toMatch(/^£\d{1,3}(,\d{3})*\.\d{2}$/)
    const link = new URL(item!.ebayItemUrl)
    expect(link.origin + link.pathname).toBe('https://www.ebay.co.uk/sch/i.html')
    expect(link.searchParams.get('_nkw')).toBe(item!.name)
    expect(link.searchParams.get('campid')).toBe('5330000000')
    expect(link.searchParams.get('mkrid')).toBe('710-53481-19255-0')
    expect(link.searchParams.get('LH_ItemCondition')).toBe('1000')
    // A search link, so the card says where it leads rather than naming a seller it cannot vouch for.
    expect(item!.linkKind).toBe('search')
    expect(item!.sellerUsername).toBeNull()
  })

  test('used listings link to a search without the new-condition filter or the pre-owned suffix', async () => {
    const [item] = (await catalogue.search(query({ condition: 'used', limit: 1 }))).items
    const link = new URL(item!.ebayItemUrl)
    expect(item!.name).toMatch(/\(Pre-owned\)$/)
    expect(link.searchParams.get('_nkw')).toBe(item!.name.replace(' (Pre-owned)', ''))
    expect(link.searchParams.has('LH_ItemCondition')).toBe(false)
  })
})

describe('answers kept until the next seed', () => {
  test('a search answers what the catalogue held at the last seed, and a seed brings the new catalogue', async () => {
    const before = await catalogue.search(query({ query: 'espresso machine' }))
    expect(before.items.length).toBeGreaterThan(0)
    // Each caller gets its own copies: changing one answer does not change the next.
    before.items[0]!.name = 'changed by a caller'
    before.items.pop()
    const again = await catalogue.search(query({ query: 'espresso machine' }))
    expect(again.items).toHaveLength(before.items.length + 1)
    expect(again.items[0]!.name).not.toBe('changed by a caller')

    // Only the seed writes the catalogue, and it tells this process's caches, which then ask the database.
    const gone = again.items[0]!.itemId
    await services.db.delete(catalogueItems).where(eq(catalogueItems.id, gone))
    contentChanged()
    const after = await catalogue.search(query({ query: 'espresso machine' }))
    expect(after.items.map((item) => item.itemId)).not.toContain(gone)
  })
})

describe("the finder's listings of its ideas", () => {
  const idea = [...knowledgeBase().ideas.values()].find(
    (candidate) => new Set(candidate.listings.map((listing) => listing.price)).size >= 3,
  )!
  const prices = idea.listings.map((listing) => listing.price).sort((a, b) => a - b)

  test("an idea's own listings within the price range, cheapest first, as the caller's own copies", async () => {
    const all = await catalogue.listingsForIdeas!([idea.id, 'no-such-idea'], {})
    expect(all.has('no-such-idea')).toBe(false)
    const listed = all.get(idea.id)!
    expect(listed.map((item) => item.totalPrice)).toEqual(prices)
    expect(listed.every((item) => item.ideaId === idea.id)).toBe(true)

    const [cheapest, middle, dearest] = [prices[0]!, prices[1]!, prices.at(-1)!]
    const inRange = await catalogue.listingsForIdeas!([idea.id], { min: middle, max: middle })
    expect(inRange.get(idea.id)!.map((item) => item.totalPrice)).toEqual(prices.filter((price) => price === middle))
    const above = await catalogue.listingsForIdeas!([idea.id], { min: dearest + 1 })
    expect(above.has(idea.id)).toBe(false)
    expect(cheapest).toBeLessThan(dearest)

    listed[0]!.name = 'changed by a caller'
    const again = await catalogue.listingsForIdeas!([idea.id], {})
    expect(again.get(idea.id)![0]!.name).not.toBe('changed by a caller')
  })

  test('a seed that removes a listing removes it from the finder too', async () => {
    const before = (await catalogue.listingsForIdeas!([idea.id], {})).get(idea.id)!
    const gone = before[0]!.itemId
    await services.db.delete(catalogueItems).where(eq(catalogueItems.id, gone))
    contentChanged()
    const after = (await catalogue.listingsForIdeas!([idea.id], {})).get(idea.id)!
    expect(after.map((item) => item.itemId)).not.toContain(gone)
    expect(after).toHaveLength(before.length - 1)
  })
})
