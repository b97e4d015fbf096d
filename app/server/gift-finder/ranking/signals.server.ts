import type { RecipientProfile } from '#app/lib/gift-finder/contract.ts'
import { phraseWords, type KnowledgeBase } from '#app/server/gift-finder/knowledge/knowledge.server.ts'

/**
 * Which concepts a brief draws ideas from, in order of how well they know the person:
 * their own interests, then concepts close to those, then the recipient, age and occasion,
 * then gifts that suit almost anyone.
 */

export type Tier = 'interest' | 'related' | 'context' | 'fallback'

/** A concept to draw ideas from, and the interest it serves (for the reason shown). */
export interface ConceptSource {
  concept: string
  tier: Tier
  /** The shopper's interest this concept comes from (its label), for interests and related concepts. */
  interest?: string
  /** For an interest: the shopper's own words for it that say more than its label ("pug" for dogs). */
  words?: string[]
}

/** Kinds of gift a situation calls for, whatever the person loves: a pamper for a new mum. */
const KINDS_OF_GIFT = new Set(['self-care-pamper', 'keepsakes-memories', 'photos-memories', 'flowers-plants-gifting'])

/** Gifts that suit almost anyone, when everything else has been shown. */
const FALLBACK_CONCEPTS = ['practical-everyday', 'personalised-gifts', 'experience-days', 'luxury-treats', 'hampers']

/** The concept lists of each tier; each inner list is one interest's (taken round-robin). */
export function conceptSources(kb: KnowledgeBase, profile: RecipientProfile): Record<Tier, ConceptSource[][]> {
  const disliked = new Set(profile.dislikes.flatMap((dislike) => (dislike.concept ? [dislike.concept] : [])))
  const interestIds = new Set(profile.interests.map((interest) => interest.concept))
  const seen = new Set<string>()
  const take = (concept: string) => {
    if (seen.has(concept) || disliked.has(concept) || !kb.concepts.has(concept)) return false
    seen.add(concept)
    return true
  }

  // "Cooking big Italian dinners" names Italian cooking and, by the way, cooking: the umbrella waits
  // behind the particular interest, as a concept close to it, rather than taking an equal share.
  const umbrellas = new Set(
    profile.interests
      .filter(
        (entry) =>
          UMBRELLA_CONCEPTS.has(entry.concept) &&
          profile.interests.some(
            (other) =>
              other.concept !== entry.concept &&
              !UMBRELLA_CONCEPTS.has(other.concept) &&
              closeConcepts(kb, entry.concept, other.concept),
          ),
      )
      .map((entry) => entry.concept),
  )
  // "Bake Off" or "Gardeners' World" names baking or gardening and, by the same words, TV: an umbrella
  // named only by words that name another of their interests adds nothing but generic ideas.
  const echoes = new Set(
    profile.interests
      .filter(
        (entry) =>
          UMBRELLA_CONCEPTS.has(entry.concept) &&
          (entry.words ?? []).length > 0 &&
          (entry.words ?? []).every((words) =>
            profile.interests.some((other) => other.concept !== entry.concept && (other.words ?? []).includes(words)),
          ),
      )
      .map((entry) => entry.concept),
  )
  for (const concept of echoes) seen.add(concept)
  const interest = profile.interests
    .filter((entry) => !umbrellas.has(entry.concept) && take(entry.concept))
    .map((entry) => [
      {
        concept: entry.concept,
        tier: 'interest' as const,
        interest: entry.label,
        words: (entry.words ?? []).filter((words) => saysMoreThan(entry.label, words)),
      },
    ])
  const related = [
    ...profile.interests
      .filter((entry) => umbrellas.has(entry.concept) && take(entry.concept))
      .map((entry) => [{ concept: entry.concept, tier: 'related' as const, interest: entry.label }]),
    ...profile.interests.map((entry) =>
      (kb.concepts.get(entry.concept)?.related ?? [])
        .filter((concept) => !interestIds.has(concept) && take(concept))
        .map((concept) => ({ concept, tier: 'related' as const, interest: entry.label })),
    ),
  ]
  // Their situation, then the situations close to it ("new parents": a pamper for the mum).
  const situations = profile.context.filter(take)
  const nearSituations = situations.flatMap((concept) =>
    (kb.concepts.get(concept)?.related ?? []).filter(
      (near) =>
        (kb.concepts.get(near)?.domain === 'life-stages-occasions-kids' || KINDS_OF_GIFT.has(near)) && take(near),
    ),
  )
  const context = [[...situations, ...nearSituations].map((concept) => ({ concept, tier: 'context' as const }))]
  const fallback = [FALLBACK_CONCEPTS.filter(take).map((concept) => ({ concept, tier: 'fallback' as const }))]
  return { interest, related, context, fallback }
}

/** Interests that take in many particular ones (cooking: Italian cooking, baking, barbecues). */
export const UMBRELLA_CONCEPTS: ReadonlySet<string> = new Set([
  'cooking',
  'baking',
  'foodie-fine-dining',
  'football',
  'sports-fans-general',
  'music-lover',
  'reading',
  'travel',
  'tv-box-sets',
  'film-cinema',
  'video-games',
  'gadgets',
  'fashion',
  'gardening',
  'running',
  'hiking-walking',
  'history',
  'fitness-general',
  'crafts',
])

/** Two concepts the knowledge base names as close, either way round. */
function closeConcepts(kb: KnowledgeBase, a: string, b: string): boolean {
  return Boolean(kb.concepts.get(a)?.related.includes(b) || kb.concepts.get(b)?.related.includes(a))
}

/** Whether the shopper's words are more particular than the concept's label ("pug" vs "dogs", not "garden" vs "gardening"). */
function saysMoreThan(label: string, words: string): boolean {
  const said = phraseWords(words).join(' ')
  const named = phraseWords(label).join(' ')
  return !named.includes(said) && !said.includes(named)
}
