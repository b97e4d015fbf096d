import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { PILLARS } from '#app/lib/guides/pillars.ts'

import { UI_ICON_NAMES } from '#app/components/ui/icon-names.ts'

describe('the icon sprite', () => {
  it('has a symbol for every pillar, subcategory and interface icon', () => {
    const sprite = readFileSync('public/icons/sprite.svg', 'utf8')
    const icons = [
      ...PILLARS.flatMap((pillar) => [pillar.icon, ...pillar.subcategories.map((sub) => sub.icon)]),
      ...UI_ICON_NAMES,
    ]
    for (const icon of new Set(icons)) expect(sprite, icon).toContain(`<symbol id="${icon}" viewBox="0 0 24 24">`)
  })
})
