import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { CATEGORY_ICON_NAMES, UI_ICON_NAMES } from '#app/lib/icon-names.ts'

describe('the icon sprite', () => {
  it('has a symbol for every pillar, subcategory and interface icon', () => {
    const sprite = readFileSync('public/icons/sprite.svg', 'utf8')
    const icons = [...CATEGORY_ICON_NAMES, ...UI_ICON_NAMES]
    for (const icon of new Set(icons)) expect(sprite, icon).toContain(`<symbol id="${icon}" viewBox="0 0 24 24">`)
  })
})
