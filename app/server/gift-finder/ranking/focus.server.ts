import type { GiftSuggestion, RecipientProfile } from '#app/lib/gift-finder/contract.ts'
import type { KnowledgeBase } from '#app/server/gift-finder/knowledge/knowledge.server.ts'
import { conceptsIn } from '#app/server/gift-finder/knowledge/lexicon.server.ts'
import { interestWords, usesWords } from '#app/server/gift-finder/knowledge/word-index.server.ts'

/** A first batch holds at least this many suggestions when it has them, even beyond the interests. */
const FIRST_BATCH_AT_LEAST = 10
/** Find More brings what is left for the interests and a few others, not a page of filler. */
const MORE_BATCH_AT_LEAST = 3
/**
 * The share of a batch, beyond that minimum, that may go to suggestions naming none of the interests:
 * one in twenty, so a shopper who named what the person loves sees that, with a little variety.
 */
const BEYOND_INTERESTS_SHARE = 0.05

/**
 * Keeps a batch on the person's interests. A shopper who named what the person loves skims for it: a
 * suggestion counts for them when its own name or description names one of those interests (as the
 * lexicon reads it). Others, in their ranked order, only make a short batch up to a useful size, plus
 * a small share for variety. Without a recognised interest, the ranked order stands as it is.
 */
export function focusOnInterests(
  kb: KnowledgeBase,
  profile: RecipientProfile,
  suggestions: readonly GiftSuggestion[],
  options: { batchSize: number; findMore: boolean },
): GiftSuggestion[] {
  if (profile.interests.length === 0) return suggestions.slice(0, options.batchSize)
  const interests = new Set(profile.interests.map((interest) => interest.concept))
  const inTheirWords = usesWords(interestWords(profile))
  const naming: GiftSuggestion[] = []
  const others: GiftSuggestion[] = []
  for (const suggestion of suggestions) {
    const text = `${suggestion.name} ${suggestion.description}`
    const named = inTheirWords(text) || conceptsIn(kb, text).some((concept) => interests.has(concept))
    ;(named ? naming : others).push(suggestion)
  }
  const kept = naming.slice(0, options.batchSize)
  const atLeast = options.findMore ? MORE_BATCH_AT_LEAST : FIRST_BATCH_AT_LEAST
  const room = Math.max(0, atLeast - kept.length) + Math.floor(kept.length * BEYOND_INTERESTS_SHARE)
  const chosen = new Set([...kept, ...others.slice(0, room)])
  return suggestions.filter((suggestion) => chosen.has(suggestion)).slice(0, options.batchSize)
}
