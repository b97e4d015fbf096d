import { createHash } from 'node:crypto'

import type { RecipientProfile } from '#app/lib/gift-finder/contract.ts'
import type { Idea } from '#app/server/gift-finder/knowledge/knowledge.server.ts'
import type { BudgetBand } from '#app/server/gift-finder/suitability/rules.server.ts'

/**
 * How well an idea fits, among the ideas of one concept: the kind of gift asked for, an idea made
 * for this occasion, a listing at the budget, its own concept before those it is also for, and one
 * that also suits their stage of life or situation. Ties
 * break by a stable hash, so the same brief always gives the same order.
 */

/** The price a listing should be near: a good way into the band, not its cheapest corner. */
export function targetPrice(band: BudgetBand): number | null {
  if (band.max === undefined) return band.min > 0 ? band.min * 1.3 : null
  return band.min + 0.6 * (band.max - band.min)
}

/** The listings of an idea that fit the band, nearest the target price first. */
export function listingsInBand<T extends { price: number }>(listings: readonly T[], band: BudgetBand): T[] {
  const max = band.max ?? Number.POSITIVE_INFINITY
  const inBand = listings.filter((listing) => listing.price >= band.min && listing.price <= max)
  // With no budget to aim at, the middle of the idea's own prices.
  const prices = inBand.map((listing) => listing.price).sort((a, b) => a - b)
  const target = targetPrice(band) ?? prices[Math.floor(prices.length / 2)] ?? 0
  return [...inBand].sort((a, b) => Math.abs(a.price - target) - Math.abs(b.price - target))
}

const tieBreaks = new Map<string, number>()

/** A number in [0, 1) fixed for each idea, so ties break the same way every time. */
function stableTieBreak(id: string): number {
  let value = tieBreaks.get(id)
  if (value === undefined) {
    value = createHash('sha1').update(id).digest().readUInt16BE(0) / 65536
    tieBreaks.set(id, value)
  }
  return value
}

/** The score of an idea drawn for `concept` (higher is better). */
export function scoreIdea(idea: Idea, concept: string, profile: RecipientProfile, band: BudgetBand): number {
  let score = 0
  score += 2 * idea.styles.filter((style) => profile.wants.includes(style)).length
  if (!idea.occasions.includes('any') && idea.occasions.some((occasion) => profile.occasions.includes(occasion))) {
    score += 1.5
  }
  if (listingsInBand(idea.listings, band).length) score += 2
  else if (idea.priceMin <= (band.max ?? Infinity) && idea.priceMax >= band.min) score += 0.5
  if (idea.conceptId === concept) score += 0.5
  // A music idea made for someone with dementia, for a nan in a care home: the person's situation first.
  if (
    profile.context.some(
      (context) => context !== concept && (idea.conceptId === context || idea.alsoFor.includes(context)),
    )
  )
    score += 1.5
  // Jokes only when the shopper asked for fun.
  if (idea.flags.includes('jokey') && !profile.wants.includes('fun')) score -= 2
  return score + stableTieBreak(idea.id)
}
