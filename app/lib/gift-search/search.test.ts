import { describe, expect, test } from 'vitest'

import { sellerBadge } from '#app/lib/gift-search/search.ts'

describe('sellerBadge', () => {
  test.each([
    [100, 'Top-rated seller', 'green'],
    [99.8, 'Top-rated seller', 'green'],
    [99, 'Top-rated seller', 'green'],
    [98.99, 'Trusted seller', 'yellow'],
    [97.2, 'Trusted seller', 'yellow'],
    [95, 'Trusted seller', 'yellow'],
  ])('%f%% feedback is a %s badge (%s)', (feedback, label, tone) => {
    expect(sellerBadge(feedback)).toEqual({ label, tone })
  })

  test.each([94.99, 80, 0, null, undefined, Number.NaN])('%s gets no badge', (feedback) => {
    expect(sellerBadge(feedback)).toBeNull()
  })
})
