// How well the knowledge base covers each concept in each budget band: the listings whose own title or
// description (as a suggestion shows them) name the concept in one of its words.
// Usage: npx tsx scripts/finder/coverage.ts [--min 10] [--domain <domain>] [--json gaps.json]
//   With --domain, prints each of that domain's concepts with its count per band.
import { writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'

import { knowledgeBase } from '#app/server/gift-finder/knowledge/knowledge.server.ts'
import { foldText } from '#app/server/gift-finder/knowledge/text.server.ts'

const { values } = parseArgs({
  options: { min: { type: 'string', default: '10' }, json: { type: 'string' }, domain: { type: 'string' } },
})
const min = Number(values.min)

const BANDS = [
  { label: 'Under £20', min: 0, max: 20 },
  { label: '£20-£50', min: 20, max: 50 },
  { label: '£50-£100', min: 50, max: 100 },
  { label: '£100-£200', min: 100, max: 200 },
  { label: '£200-£500', min: 200, max: 500 },
  { label: '£500+', min: 500, max: Infinity },
]

const kb = knowledgeBase()
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const gaps: { concept: string; label: string; domain: string; band: string; naming: number }[] = []
const totals = BANDS.map(() => ({ under: 0 }))
const table: string[] = []
for (const concept of kb.concepts.values()) {
  if (values.domain && concept.domain !== values.domain) continue
  const counts: number[] = []
  const words = [concept.label, ...concept.terms].map((term) => foldText(term))
  const pattern = new RegExp(`\\b(?:${words.map(escape).join('|')})(?:s|es)?\\b`)
  const ideas = new Set([...(kb.ideasByConcept.get(concept.id) ?? []), ...(kb.ideasMentioning.get(concept.id) ?? [])])
  BANDS.forEach((band, i) => {
    let naming = 0
    for (const idea of ideas) {
      for (const listing of idea.listings) {
        if (listing.price < band.min || listing.price > band.max) continue
        if (pattern.test(foldText(`${listing.title} ${listing.description} ${idea.description}`))) naming++
      }
    }
    counts.push(naming)
    if (naming < min) {
      totals[i]!.under++
      gaps.push({ concept: concept.id, label: concept.label, domain: concept.domain, band: band.label, naming })
    }
  })
  table.push(`${concept.id.padEnd(34)} ${counts.map((n) => String(n).padStart(4)).join(' ')}`)
}
if (values.domain) {
  console.log(`${'concept'.padEnd(34)} ${BANDS.map((band) => band.label.replace('Under ', '<').padStart(4)).join(' ')}`)
  for (const line of table) console.log(line)
}
console.log(
  `${values.domain ?? 'all'}: ${table.length} concepts; concepts with fewer than ${min} listings naming them, per band:`,
)
BANDS.forEach((band, i) => console.log(`  ${band.label.padEnd(10)} ${totals[i]!.under}`))
if (values.json) writeFileSync(values.json, JSON.stringify(gaps, null, 1))
