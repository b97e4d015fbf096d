// Writes public/icons/sprite.svg: one <symbol> per icon the content pages use (every pillar and
// subcategory icon plus UI_ICON_NAMES), so those pages draw lucide's artwork without shipping its
// components. Run after changing an icon: `npx tsx scripts/render-icon-sprite.tsx` (a unit test checks coverage).
import { writeFileSync } from 'node:fs'

import * as lucide from 'lucide-react'
import { createElement, type ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

import { UI_ICON_NAMES } from '#app/lib/icon-names.ts'
import { PILLARS } from '#app/lib/guides/pillars.ts'

const names = new Set<string>([
  ...PILLARS.flatMap((pillar) => [pillar.icon, ...pillar.subcategories.map((subcategory) => subcategory.icon)]),
  ...UI_ICON_NAMES,
])
const symbols = [...names].sort().map((name) => {
  const Icon = (lucide as unknown as Record<string, ComponentType>)[name]
  if (!Icon) throw new Error(`lucide-react has no icon named ${name}`)
  const inner = renderToStaticMarkup(createElement(Icon))
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>$/, '')
  return `<symbol id="${name}" viewBox="0 0 24 24">${inner}</symbol>`
})
const sprite = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`
writeFileSync('public/icons/sprite.svg', sprite)
console.log(`public/icons/sprite.svg: ${symbols.length} icons, ${sprite.length} bytes`)
