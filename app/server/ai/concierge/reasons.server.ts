import { ageBandRange } from '#app/lib/gift-finder/form-options.ts'
import { formatGBP } from '#app/lib/format.ts'
import { budgetPhrase } from '#app/lib/gift-finder/finder.ts'
import type { SearchCriteria } from '#app/lib/gift-finder/contract.ts'
import { findSubcategory } from '#app/lib/guides/pillars.ts'

import type { RankedItem } from '#app/server/ai/concierge/ranking.server.ts'

const OCCASION_WORDS: Record<string, string> = {
  Birthday: 'birthday',
  Christmas: 'Christmas',
  Anniversary: 'anniversary',
  Wedding: 'wedding',
  "Valentine's Day": "Valentine's Day",
  Graduation: 'graduation',
  Housewarming: 'housewarming',
  'Thank You': 'thank-you',
}

function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}

/**
 * One sentence on why an item suits the brief, built only from what matched: the interests,
 * the occasion, the age and the budget.
 */
export function buildReason(item: RankedItem, criteria: SearchCriteria): string {
  const parts: string[] = []
  const interests = item.matchedInterests.slice(0, 2)
  const style = item.matchedStyle[0]
  if (interests.length) parts.push(`Matches their interest in ${listWords(interests)}`)
  if (style) parts.push(`${parts.length ? 'suits' : 'Suits'} their ${style} style`)
  if (parts.length === 0) {
    const subcategory = findSubcategory(item.pillarSlug, item.subcategorySlug)?.subcategory.name
    parts.push(subcategory ? `Adds variety from ${subcategory}` : 'Adds variety to the list')
  }
  const occasion = OCCASION_WORDS[criteria.occasion]
  if (item.occasionMatch && occasion) parts.push(`makes a fitting ${occasion} gift`)
  const ageMin = ageBandRange(criteria.age).min
  if (ageMin < 18 && item.minAge > 0) parts.push(`is suitable from age ${item.minAge}`)
  else if (ageMin < 18) parts.push('is suitable for all ages')
  const price = formatGBP(item.price)
  const pricePart =
    criteria.budgetMax === null && criteria.budgetMin === 0
      ? `costs ${price}`
      : `at ${price} sits ${item.price < criteria.budgetMin ? 'below' : 'within'} your budget (${budgetPhrase(criteria.budget)})`
  return `${parts.join(', ')}, and ${pricePart}.`
}
