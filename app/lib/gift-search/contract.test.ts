import { describe, expect, test } from 'vitest'

import { SearchProductsRequestSchema } from '#app/lib/gift-search/contract.ts'

describe('SearchProductsRequestSchema', () => {
  test('fills the defaults of the search-ebay-products call', () => {
    expect(
      SearchProductsRequestSchema.parse({ suggestions: [{ name: 'Headphones', searchQuery: 'headphones' }] }),
    ).toEqual({
      suggestions: [{ name: 'Headphones', searchQuery: 'headphones' }],
      budget: 10000,
      condition: 'new',
      skipAiFilter: false,
      excludeItemIds: [],
    })
  })

  test('a suggestion may give only a name or only a search query', () => {
    const parsed = SearchProductsRequestSchema.parse({
      suggestions: [{ name: '  Yoga mat ' }, { searchQuery: 'gin' }],
      budget: '£20-£50',
      condition: 'both',
    })
    expect(parsed.suggestions).toEqual([
      { name: 'Yoga mat', searchQuery: 'Yoga mat' },
      { name: 'gin', searchQuery: 'gin' },
    ])
    expect(parsed.budget).toBe('£20-£50')
  })

  test.each([
    [{}, 'suggestions'],
    [{ suggestions: [] }, 'Add at least one suggestion'],
    [{ suggestions: [{ name: ' ', searchQuery: '' }] }, 'Please enter a product name to search'],
    [{ suggestions: [{ searchQuery: 'x'.repeat(101) }] }, 'at most 100 characters'],
    [{ suggestions: [{ searchQuery: 'gin' }], condition: 'mint' }, 'condition must be new, used or both'],
    [{ suggestions: [{ searchQuery: 'gin' }], budget: -5 }, 'budget'],
    [{ suggestions: [{ searchQuery: 'gin' }], excludeItemIds: 'abc' }, 'excludeItemIds'],
  ])('rejects %j', (body, message) => {
    const result = SearchProductsRequestSchema.safeParse(body)
    expect(result.success).toBe(false)
    const text = result.error!.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')
    expect(text).toContain(message)
  })
})
