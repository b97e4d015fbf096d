import { describe, expect, it } from 'vitest'

import {
  dedupeSuggestions,
  filterByCondition,
  isDuplicateSuggestion,
  namesOverlap,
  significantWords,
} from '#app/lib/gift-finder/dedupe-suggestions.ts'

describe('significantWords', () => {
  it('keeps lower-cased words longer than 3 characters', () => {
    expect([...significantWords('The Big LEGO Star Wars Set for kids')]).toEqual(['lego', 'star', 'wars', 'kids'])
  })

  it('drops words of exactly 3 characters and strips edge punctuation only', () => {
    expect([...significantWords('Sony WH-1000XM5 - Black, (Boxed)')]).toEqual(['sony', 'wh-1000xm5', 'black', 'boxed'])
    expect(significantWords('Pen Cup Mug Set').size).toBe(0)
  })
})

describe('isDuplicateSuggestion', () => {
  const existing = [{ name: 'Kindle Paperwhite E-reader', itemId: 'gw1' }]

  it('drops an item whose itemId matches an existing one, whatever its name', () => {
    expect(isDuplicateSuggestion({ name: 'Something else entirely', itemId: 'gw1' }, existing)).toBe(true)
  })

  it('never matches on a missing itemId', () => {
    const shown = [{ name: 'Garden Kneeler', itemId: null }]
    expect(isDuplicateSuggestion({ name: 'Bird Feeder', itemId: null }, shown)).toBe(false)
    expect(isDuplicateSuggestion({ name: 'Bird Feeder', itemId: '' }, [{ name: 'Kneeler', itemId: '' }])).toBe(false)
  })

  it('drops an item whose name matches case-insensitively after trimming', () => {
    expect(isDuplicateSuggestion({ name: '  kindle PAPERWHITE e-reader ', itemId: 'gw2' }, existing)).toBe(true)
  })

  it('keeps a short name that differs by one word (no word-overlap rule below 3 words)', () => {
    expect(isDuplicateSuggestion({ name: 'Kindle Scribe', itemId: 'gw3' }, existing)).toBe(false)
  })
})

describe('namesOverlap (3 words and 70% of the shorter list)', () => {
  it('is a duplicate at exactly 3 shared words that are 100% of the shorter list', () => {
    expect(namesOverlap('Sony Wireless Headphones', 'Sony Wireless Noise Cancelling Headphones Black')).toBe(true)
  })

  it('is not a duplicate with only 2 shared long words, even at 100% of the shorter list', () => {
    expect(namesOverlap('Sony Headphones', 'Sony Wireless Headphones')).toBe(false)
  })

  it('is a duplicate at exactly 70% of the shorter list (7 of 10)', () => {
    const a = 'alpha bravo charlie delta echoo foxtrot golfs hotel india julia'
    const b = 'alpha bravo charlie delta echoo foxtrot golfs xray yankee zulu'
    expect(namesOverlap(a, b)).toBe(true)
  })

  it('is not a duplicate just under 70% (6 of 9 = 66.7%)', () => {
    const a = 'alpha bravo charlie delta echoo foxtrot golfs hotel india'
    const b = 'alpha bravo charlie delta echoo foxtrot xray yankee zulu'
    expect(namesOverlap(a, b)).toBe(false)
  })

  it('measures the percentage against the shorter list, not the longer', () => {
    // 3 shared of 4 (75%) in the shorter list; only 3 of 9 in the longer.
    expect(
      namesOverlap(
        'Personalised Leather Wallet Brown',
        'Personalised Engraved Leather Bifold Wallet Gift Box With Card',
      ),
    ).toBe(true)
  })

  it('ignores short words when counting overlap', () => {
    // Shared words 'a', 'set', 'of', 'the', 'for' are all 3 characters or fewer.
    expect(namesOverlap('A set of the mugs for him', 'A set of the pens for her')).toBe(false)
  })

  it('treats words case-insensitively and counts each word once', () => {
    expect(namesOverlap('LEGO Star Wars Star Wars Microfighters', 'lego star wars x-wing')).toBe(true)
  })
})

describe('dedupeSuggestions', () => {
  it('drops items matching the shown list and keeps order of the rest', () => {
    const shown = [{ name: 'Bamboo Chopping Board', itemId: 'a' }]
    const incoming = [
      { name: 'Bamboo chopping board ', itemId: 'b' },
      { name: 'Cast Iron Skillet', itemId: 'c' },
      { name: 'Anything', itemId: 'a' },
      { name: 'Ceramic Coffee Pour Over', itemId: 'd' },
    ]
    expect(dedupeSuggestions(shown, incoming).map((item) => item.itemId)).toEqual(['c', 'd'])
  })

  it('also de-duplicates within the incoming batch', () => {
    const incoming = [
      { name: 'Sony WH-1000XM5 Wireless Noise Cancelling Headphones - Black', itemId: '1' },
      { name: 'Sony WH-1000XM5 Wireless Noise Cancelling Headphones - Silver', itemId: '2' },
      { name: 'Marshall Emberton Speaker', itemId: '1' },
      { name: 'Kindle', itemId: '3' },
      { name: 'kindle', itemId: '4' },
    ]
    expect(dedupeSuggestions([], incoming).map((item) => item.itemId)).toEqual(['1', '3'])
  })

  it('returns everything when nothing duplicates', () => {
    const incoming = [
      { name: 'Yoga Mat', itemId: '1' },
      { name: 'Foam Roller', itemId: '2' },
    ]
    expect(dedupeSuggestions([{ name: 'Dumbbells', itemId: '9' }], incoming)).toEqual(incoming)
  })
})

describe('filterByCondition', () => {
  const items = [
    { name: 'A', ebayItemUrl: 'https://www.ebay.co.uk/itm/1' },
    { name: 'B', ebayItemUrl: null },
    { name: 'C', ebayItemUrl: '' },
  ]

  it("keeps only suggestions with an item URL when condition is 'used'", () => {
    expect(filterByCondition(items, 'used').map((item) => item.name)).toEqual(['A'])
  })

  it("keeps everything for 'new' and 'both'", () => {
    expect(filterByCondition(items, 'new')).toHaveLength(3)
    expect(filterByCondition(items, 'both')).toHaveLength(3)
  })
})
