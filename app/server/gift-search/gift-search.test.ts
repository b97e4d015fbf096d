import { describe, expect, test } from 'vitest'

import {
  MarketplaceError,
  type Marketplace,
  type MarketplaceItem,
  type MarketplaceQuery,
} from '#app/server/marketplace/port.server.ts'
import {
  isComplete,
  matchesCondition,
  searchProducts,
  toPriceRange,
  type SearchDependencies,
} from '#app/server/gift-search/gift-search.server.ts'

const config: SearchDependencies['config'] = {
  AMAZON_TAG: 'giftwise-21',
  EBAY_CAMPAIGN_ID: '5330000000',
  EBAY_MARKETPLACE_ID: 'EBAY_GB',
}

function item(itemId: string, overrides: Partial<MarketplaceItem> = {}): MarketplaceItem {
  return {
    itemId,
    name: `Listing ${itemId}`,
    price: '£20.00',
    totalPrice: 20,
    imageUrl: `https://i.ebayimg.com/images/g/${itemId}/s-l225.jpg`,
    ebayItemUrl: `https://www.ebay.co.uk/itm/${itemId}`,
    linkKind: 'item',
    condition: 'New',
    sellerUsername: 'seller',
    sellerFeedbackPercentage: 99.5,
    ...overrides,
  }
}

/** A marketplace that answers fixed listings per query and records what it was asked. */
function stub(listings: Record<string, MarketplaceItem[] | Error>) {
  const queries: MarketplaceQuery[] = []
  const marketplace: Marketplace = {
    kind: 'catalogue',
    async search(query) {
      queries.push(query)
      const answer = listings[query.query] ?? []
      if (answer instanceof Error) throw answer
      return { items: answer, total: answer.length }
    },
  }
  return { marketplace, queries }
}

const one = (searchQuery: string) => [{ name: searchQuery, searchQuery }]

describe('searchProducts', () => {
  test('answers search results with affiliate links for the suggestion', async () => {
    const { marketplace, queries } = stub({ headphones: [item('1', { condition: '' })] })
    const [result] = await searchProducts(
      { marketplace, config },
      { suggestions: one('headphones'), budget: 10000, condition: 'new', skipAiFilter: true },
    )
    expect(result).toEqual({
      itemId: '1',
      name: 'Listing 1',
      price: '£20.00',
      totalPrice: 20,
      imageUrl: 'https://i.ebayimg.com/images/g/1/s-l225.jpg',
      ebayItemUrl: 'https://www.ebay.co.uk/itm/1',
      linkKind: 'item',
      condition: 'New',
      sellerUsername: 'seller',
      sellerFeedbackPercentage: 99.5,
      amazonUrl: 'https://www.amazon.co.uk/s?k=headphones&tag=giftwise-21',
      ebaySearchUrl: expect.stringContaining('https://www.ebay.co.uk/sch/i.html?_nkw=headphones&LH_BIN=1'),
      searchQuery: 'headphones',
    })
    expect(new URL(result!.ebaySearchUrl).searchParams.get('campid')).toBe('5330000000')
    expect(queries).toEqual([
      { query: 'headphones', budget: { max: 10000 }, condition: 'new', limit: 20, offset: 0, excludeItemIds: [] },
    ])
  })

  test('drops results without a price, image, name or item URL', async () => {
    const { marketplace } = stub({
      gin: [
        item('ok'),
        item('no-price', { price: '' }),
        item('zero-price', { price: '£0.00' }),
        item('no-image', { imageUrl: '' }),
        item('no-name', { name: '  ' }),
        item('no-url', { ebayItemUrl: '' }),
      ],
    })
    const results = await searchProducts({ marketplace, config }, { suggestions: one('gin'), condition: 'both' })
    expect(results.map((result) => result.itemId)).toEqual(['ok'])
  })

  test('applies the budget, the condition and the excluded ids even if the marketplace did not', async () => {
    const { marketplace, queries } = stub({
      gin: [
        item('cheap', { price: '£5.00' }),
        item('dear', { price: '£1,250.00' }),
        item('used', { condition: 'Used' }),
        item('shown'),
        item('fine', { condition: 'New with tags' }),
      ],
    })
    const results = await searchProducts(
      { marketplace, config },
      { suggestions: one('gin'), budget: '£20-£50', condition: 'new', excludeItemIds: ['shown'] },
    )
    expect(results.map((result) => result.itemId)).toEqual(['fine'])
    expect(queries[0]).toMatchObject({ budget: { min: 20, max: 50 }, excludeItemIds: ['shown'] })

    const used = await searchProducts({ marketplace, config }, { suggestions: one('gin'), condition: 'used' })
    expect(used.map((result) => result.itemId)).toEqual(['used'])
  })

  test('shares the batch of 20 among suggestions and removes duplicates across them', async () => {
    const { marketplace, queries } = stub({ mug: [item('a'), item('b')], cup: [item('b'), item('c')] })
    const results = await searchProducts(
      { marketplace, config },
      {
        suggestions: [
          { name: 'Mug', searchQuery: 'mug' },
          { name: 'Cup', searchQuery: 'cup' },
          { name: 'Blank', searchQuery: '  ' },
        ],
        condition: 'new',
      },
    )
    expect(results.map((result) => [result.itemId, result.searchQuery])).toEqual([
      ['a', 'mug'],
      ['b', 'mug'],
      ['c', 'cup'],
    ])
    expect(queries.map((query) => query.limit)).toEqual([10, 10])
  })

  test('one failing suggestion does not hide the others; all failing throws the marketplace error', async () => {
    const failure = new MarketplaceError('eBay search failed: Too many requests.', 429)
    const { marketplace } = stub({ mug: failure, cup: [item('c')] })
    const suggestions = [
      { name: 'Mug', searchQuery: 'mug' },
      { name: 'Cup', searchQuery: 'cup' },
    ]
    const results = await searchProducts({ marketplace, config }, { suggestions, condition: 'new' })
    expect(results.map((result) => result.itemId)).toEqual(['c'])
    await expect(searchProducts({ marketplace, config }, { suggestions: one('mug'), condition: 'new' })).rejects.toBe(
      failure,
    )
  })

  test('the relevance filter runs unless skipAiFilter is set', async () => {
    const { marketplace } = stub({ gin: [item('a'), item('b')] })
    const relevanceFilter = async (_suggestion: unknown, results: { itemId: string }[]) =>
      results.filter((result) => result.itemId === 'b') as never
    const filtered = await searchProducts(
      { marketplace, config, relevanceFilter },
      { suggestions: one('gin'), condition: 'new' },
    )
    expect(filtered.map((result) => result.itemId)).toEqual(['b'])
    const skipped = await searchProducts(
      { marketplace, config, relevanceFilter },
      { suggestions: one('gin'), condition: 'new', skipAiFilter: true },
    )
    expect(skipped.map((result) => result.itemId)).toEqual(['a', 'b'])
  })
})

describe('helpers', () => {
  test('toPriceRange reads a maximum, a budget option or a range', () => {
    expect(toPriceRange(10000)).toEqual({ max: 10000 })
    expect(toPriceRange('Under £20')).toEqual({ min: 0, max: 20 })
    expect(toPriceRange('£500+')).toEqual({ min: 500 })
    expect(toPriceRange({ min: 5 })).toEqual({ min: 5 })
    expect(toPriceRange(undefined)).toEqual({})
  })

  test('matchesCondition reads eBay condition texts', () => {
    expect(matchesCondition('New', 'new')).toBe(true)
    expect(matchesCondition('Brand New', 'new')).toBe(true)
    expect(matchesCondition('New other (see details)', 'new')).toBe(true)
    expect(matchesCondition('Used', 'new')).toBe(false)
    expect(matchesCondition('Pre-owned', 'used')).toBe(true)
    expect(matchesCondition('Refurbished', 'used')).toBe(true)
    expect(matchesCondition('Newish', 'new')).toBe(false)
    expect(matchesCondition('Used', 'both')).toBe(true)
  })

  test('isComplete needs all four fields', () => {
    expect(isComplete(item('x'))).toBe(true)
    expect(isComplete({ ...item('x'), price: 'free' })).toBe(false)
  })
})
