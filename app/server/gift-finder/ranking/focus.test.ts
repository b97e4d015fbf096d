import { describe, expect, it } from 'vitest'

import type { GiftSuggestion } from '#app/lib/gift-finder/contract.ts'
import { knowledgeBase } from '#app/server/gift-finder/knowledge/knowledge.server.ts'
import { focusOnInterests } from '#app/server/gift-finder/ranking/focus.server.ts'
import { testBrief } from '#app/server/gift-finder/test-brief.ts'

const kb = knowledgeBase()

const suggestion = (name: string): GiftSuggestion => ({
  name,
  description: `${name}, a lovely present.`,
  reason: '',
  price: '£20.00',
  estimatedPrice: 20,
  imageUrl: null,
  searchQuery: name,
  itemId: null,
  ebayItemId: null,
  ebayItemUrl: null,
  amazonUrl: 'https://www.amazon.co.uk/s?k=x',
  ebaySearchUrl: 'https://www.ebay.co.uk/sch/i.html?_nkw=x',
})

describe('a batch stays on the interests the shopper named', () => {
  const knitter = testBrief({ interests: [{ concept: 'knitting', label: 'knitting', from: 'form' }] })
  const naming = Array.from({ length: 20 }, (_, n) => suggestion(`Knitting needles set ${n + 1}`))
  const others = Array.from({ length: 20 }, (_, n) => suggestion(`Scented candle ${n + 1}`))
  const mixed = naming.flatMap((item, n) => [item, others[n]!])

  it('keeps every suggestion that names an interest and only a small share of others', () => {
    const batch = focusOnInterests(kb, knitter, mixed, { batchSize: 20, findMore: false })
    expect(batch.filter((item) => item.name.startsWith('Knitting')).length).toBeGreaterThanOrEqual(19)
    // Twenty that name knitting leave room for no more than one candle.
    expect(batch.filter((item) => item.name.startsWith('Scented')).length).toBeLessThanOrEqual(1)
  })

  it('makes a short first batch up to ten with others, in their ranked order', () => {
    const batch = focusOnInterests(kb, knitter, [...naming.slice(0, 4), ...others], {
      batchSize: 20,
      findMore: false,
    })
    expect(batch.map((item) => item.name)).toEqual([
      ...naming.slice(0, 4).map((item) => item.name),
      ...others.slice(0, 6).map((item) => item.name),
    ])
  })

  it('without a recognised interest, the ranked order stands', () => {
    const batch = focusOnInterests(kb, testBrief(), mixed, { batchSize: 5, findMore: false })
    expect(batch).toEqual(mixed.slice(0, 5))
  })
})
