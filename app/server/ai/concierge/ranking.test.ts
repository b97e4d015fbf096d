import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { namesOverlap } from '#app/lib/gift-finder/dedupe-suggestions.ts'
import { ageBandRange } from '#app/lib/gift-finder/form-options.ts'
import type { ChatFormData } from '#app/lib/gift-finder/contract.ts'
import { seedContent } from '#app/server/db/seed.server.ts'
import { queryRow } from '#app/server/db/rows.server.ts'
import { createTestServices } from '#tests/db.ts'

import { createConcierge } from '#app/server/ai/concierge/concierge.server.ts'
import { buildCriteria } from '#app/server/ai/concierge/dialogue.server.ts'
import { baseTitle, rankCatalogue, type RankOptions } from '#app/server/ai/concierge/ranking.server.ts'

let services: Awaited<ReturnType<typeof createTestServices>>

beforeAll(async () => {
  services = await createTestServices()
  await seedContent(services.db, services.config)
})
afterAll(async () => {
  await services.close()
})

const brief = (overrides: Partial<ChatFormData> = {}, replies: string[] = []) =>
  buildCriteria(
    {
      recipient: 'Grandparent',
      occasion: 'Christmas',
      age: '65+',
      interests: 'gardening and birdwatching',
      budget: '£20-£50',
      ...overrides,
    },
    replies,
  )

function rank(criteria: RankOptions['criteria'], options: Partial<RankOptions> = {}) {
  return rankCatalogue(services.db, {
    criteria,
    condition: 'new',
    limit: 20,
    excludeItemIds: [],
    excludeTitles: [],
    ...options,
  })
}

describe('catalogue ranking', () => {
  it('never goes above the budget and keeps to the band when the catalogue allows', async () => {
    for (const budget of ['Under £20', '£20-£50', '£100-£200'] as const) {
      const items = await rank(brief({ budget, recipient: 'Friend', age: '25-34', interests: 'cooking and travel' }))
      const criteria = brief({ budget })
      expect(items.length).toBe(20)
      for (const item of items) {
        expect(item.price).toBeLessThanOrEqual(criteria.budgetMax!)
        expect(item.price).toBeGreaterThanOrEqual(criteria.budgetMin)
      }
    }
  })

  it("never suggests an item whose minimum age is above the recipient's youngest age", async () => {
    for (const age of ['0-2', '3-5', '6-8', '9-12', '13-17'] as const) {
      const items = await rank(
        brief({ age, recipient: 'Child', budget: 'No budget limit', interests: 'lego and music' }),
      )
      expect(items.length).toBeGreaterThan(0)
      for (const item of items) expect(item.minAge).toBeLessThanOrEqual(ageBandRange(age).min)
    }
    // The filter matters: the catalogue does hold items for older children.
    const older = await queryRow<{ n: number }>(
      services.db,
      sql`select count(*)::int as n from catalogue_items where min_age > 6`,
    )
    expect(older!.n).toBeGreaterThan(100)
  })

  it('puts items matching the stated interests first', async () => {
    const items = await rank(brief())
    const top = items.slice(0, 5)
    for (const item of top) expect(item.matchedInterests.length).toBeGreaterThan(0)
    expect(items[0]!.matchedInterests).toEqual(expect.arrayContaining(['gardening']))
    expect(items.some((item) => item.matchedInterests.includes('birdwatching'))).toBe(true)
  })

  it('varies across subcategories: at most 3 from one, one listing per product, no near-duplicate names', async () => {
    const items = await rank(brief({ recipient: 'Friend', age: '25-34', interests: 'coffee, cooking and baking' }))
    const perSubcategory = new Map<string, number>()
    for (const item of items)
      perSubcategory.set(item.subcategorySlug, (perSubcategory.get(item.subcategorySlug) ?? 0) + 1)
    expect(Math.max(...perSubcategory.values())).toBeLessThanOrEqual(3)
    expect(perSubcategory.size).toBeGreaterThanOrEqual(7)
    expect(new Set(items.map((item) => baseTitle(item.title))).size).toBe(items.length)
    for (const [i, a] of items.entries()) {
      for (const b of items.slice(i + 1)) expect(namesOverlap(a.title, b.title)).toBe(false)
    }
  })

  it('leaves out what the giver already has', async () => {
    const reader = { recipient: 'Parent', age: '55-64', interests: 'reading books', budget: '£100-£200' } as const
    const withKindle = await rank(brief(reader))
    expect(withKindle.some((item) => /kindle/i.test(item.title))).toBe(true)
    const avoiding = await rank(brief(reader, ['She already has a Kindle']))
    expect(avoiding.some((item) => /kindle/i.test(item.title))).toBe(false)
  })

  it('suggests pet products only when the brief mentions pets', async () => {
    // The catalogue tags a dog harness 'hiking': a hiker without a dog should not get it.
    const hiker = await rank(
      brief({ recipient: 'Friend', age: '25-34', interests: 'hiking and walking', budget: '£20-£50' }),
    )
    expect(hiker.some((item) => item.subcategorySlug === 'pets')).toBe(false)
    const dogOwner = await rank(
      brief({ recipient: 'Friend', age: '25-34', interests: 'her dog and walking', budget: '£20-£50' }),
    )
    expect(dogOwner.some((item) => item.subcategorySlug === 'pets')).toBe(true)
  })

  it('gives Find More a disjoint batch: excluded ids and titles never come back', async () => {
    const criteria = brief()
    const first = await rank(criteria)
    const second = await rank(criteria, {
      excludeItemIds: first.map((item) => item.id),
      excludeTitles: first.map((item) => item.title),
    })
    expect(second.length).toBeGreaterThan(0)
    const firstIds = new Set(first.map((item) => item.id))
    for (const item of second) {
      expect(firstIds.has(item.id)).toBe(false)
      for (const shown of first) expect(namesOverlap(item.title, shown.title)).toBe(false)
    }
  })

  it("keeps to used listings for condition 'used'", async () => {
    const items = await rank(
      brief({ budget: 'No budget limit', recipient: 'Friend', age: '25-34', interests: 'tech' }),
      {
        condition: 'used',
      },
    )
    expect(items.length).toBeGreaterThan(0)
    for (const item of items) expect(item.condition).toBe('Used')
  })
})

describe('concierge suggestions', () => {
  it('gives each suggestion a one-sentence reason built from what matched', async () => {
    const concierge = createConcierge(services.db)
    const criteria = brief()
    const suggestions = await concierge.suggest({
      criteria,
      condition: 'new',
      batchSize: 20,
      excludeItemIds: [],
      excludeTitles: [],
    })
    expect(suggestions).toHaveLength(20)
    for (const suggestion of suggestions) {
      // One sentence: once prices are set aside, a single full stop, at the end.
      expect(suggestion.reason.replace(/£[\d,]+\.\d{2}/g, '£')).toMatch(/^[A-Z][^.!?]*\.$/)
      expect(suggestion.reason).toContain(suggestion.price)
      expect(suggestion.reason).toContain('between £20 and £50')
      expect(suggestion.price).toMatch(/^£\d+\.\d{2}$/)
      expect(suggestion.estimatedPrice).toBeCloseTo(Number(suggestion.price.slice(1)), 2)
    }
    const top = suggestions[0]!
    expect(top.reason).toMatch(/Matches their interest in .*gardening/)
    expect(suggestions.some((suggestion) => /makes a fitting Christmas gift/.test(suggestion.reason))).toBe(true)
    expect(top.searchQuery).toBe(top.name.replace(/ - [^-]*$/, ''))
  })
})
