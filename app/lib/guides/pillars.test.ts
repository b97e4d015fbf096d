import { describe, expect, it } from 'vitest'

import { CATEGORY_ICON_NAMES } from '#app/lib/icon-names.ts'
import { allSubcategories, findSubcategory, PILLARS } from '#app/lib/guides/pillars.ts'

describe('the pillar catalogue in content/pillars.json', () => {
  it('has the 7 pillars with their subcategory slugs', () => {
    expect(PILLARS.map((pillar) => pillar.slug)).toEqual([
      'tech-gadgets',
      'fitness-health',
      'home-kitchen',
      'fashion-beauty',
      'kids-family-hobbies',
      'occasions',
      'luxury-unique',
    ])
    expect(allSubcategories()).toHaveLength(38)
    expect(findSubcategory('occasions', 'housewarming')?.subcategory.name).toBeTruthy()
  })

  it('names only icons the sprite draws, and every category has its texts', () => {
    const icons = new Set<string>(CATEGORY_ICON_NAMES)
    for (const { pillar, subcategory } of allSubcategories()) {
      expect(icons.has(pillar.icon), pillar.icon).toBe(true)
      expect(icons.has(subcategory.icon), subcategory.icon).toBe(true)
      for (const text of [
        subcategory.name,
        subcategory.description,
        subcategory.metaTitle,
        subcategory.metaDescription,
      ]) {
        expect(text.trim().length).toBeGreaterThan(0)
      }
    }
  })
})
