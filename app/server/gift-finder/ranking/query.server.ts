import type { RecipientProfile } from '#app/lib/gift-finder/contract.ts'
import type { Idea, KnowledgeBase } from '#app/server/gift-finder/knowledge/knowledge.server.ts'
import { scoreIdea } from '#app/server/gift-finder/ranking/scoring.server.ts'
import { conceptSources, type ConceptSource } from '#app/server/gift-finder/ranking/signals.server.ts'
import { isSuitable, type BudgetBand } from '#app/server/gift-finder/suitability/rules.server.ts'

/** An idea picked for a brief, with the concept it was drawn from. */
export interface RankedIdea {
  idea: Idea
  source: ConceptSource
  /**
   * Another listing of an idea already picked for one of the person's interests: another product
   * of the same kind, offered once the interests' distinct ideas have all been shown.
   */
  alternative?: boolean
}

/** How many listings of one interest idea may be offered in all (itself and its alternatives). */
const LISTINGS_PER_IDEA = 3

/**
 * Ideas for a brief, best first, in stages:
 * 1. the person's interests, round-robin so one interest does not crowd out the others: the ideas
 *    that name the interest in their own words first (those written for it, those also for it,
 *    those whose name names it), then the rest of those written for it;
 * 2. other listings of those ideas (another product of the same kind), up to three in all;
 * 3. ideas also for an interest that do not name it, and concepts close to the interests;
 * 4. the recipient, age and occasion; 5. gifts that suit almost anyone.
 * Every idea passes the suitability rules; ideas in `exclude` (already shown) are left out, but
 * their other listings may still be offered.
 */
export function rankIdeas(
  kb: KnowledgeBase,
  profile: RecipientProfile,
  options: {
    band: BudgetBand
    exclude?: ReadonlySet<string>
    limit: number
  },
): RankedIdea[] {
  const sources = conceptSources(kb, profile)
  const shown = options.exclude ?? new Set<string>()
  const taken = new Set<string>(shown)
  const ranked: RankedIdea[] = []
  const full = () => ranked.length >= options.limit
  const suitable = (idea: Idea) => isSuitable(idea, profile, { band: options.band, lexicon: kb })
  const rank = (source: ConceptSource, ideas: readonly Idea[]) =>
    ideas
      .filter((idea) => !taken.has(idea.id) && suitable(idea))
      .map((idea) => ({ idea, score: scoreIdea(idea, source.concept, profile, options.band) }))
      .sort((a, b) => b.score - a.score)
      .map(({ idea }) => ({ idea, source }))

  const roundRobin = (queues: RankedIdea[][]) => {
    let progressed = true
    while (progressed && !full()) {
      progressed = false
      for (const queue of queues) {
        while (queue.length && taken.has(queue[0]!.idea.id)) queue.shift()
        const next = queue.shift()
        if (!next) continue
        taken.add(next.idea.id)
        ranked.push(next)
        progressed = true
        if (full()) break
      }
    }
  }

  // 1. Each interest's ideas that name it, then the rest of its own.
  const laterForInterest: RankedIdea[][] = []
  const interestQueues = sources.interest.map((group) =>
    group.flatMap((source) => {
      const own = kb.ideasByConcept.get(source.concept) ?? []
      const naming = own.filter((idea) => idea.mentions.has(source.concept))
      const written = naming.filter((idea) => idea.conceptId === source.concept)
      const alsoFor = naming.filter((idea) => idea.conceptId !== source.concept)
      const named = kb.ideasMentioning.get(source.concept) ?? []
      const unnamed = own.filter((idea) => !idea.mentions.has(source.concept))
      laterForInterest.push(
        rank(
          source,
          unnamed.filter((idea) => idea.conceptId !== source.concept),
        ),
      )
      return [
        ...rank(source, written),
        ...rank(source, alsoFor),
        ...rank(source, named),
        ...rank(
          source,
          unnamed.filter((idea) => idea.conceptId === source.concept),
        ),
      ]
    }),
  )
  roundRobin(interestQueues)

  // 2. Other listings of the interests' ideas, those shown in an earlier batch included.
  const interestIdeas = [
    ...ranked.filter((entry) => entry.source.tier === 'interest'),
    ...sources.interest.flatMap((group) =>
      group.flatMap((source) =>
        (kb.ideasByConcept.get(source.concept) ?? [])
          .filter((idea) => shown.has(idea.id) && suitable(idea))
          .map((idea) => ({ idea, source })),
      ),
    ),
  ]
  for (let round = 1; round < LISTINGS_PER_IDEA && !full(); round++) {
    for (const entry of interestIdeas) {
      if (full()) break
      if (entry.idea.listings.length > round) ranked.push({ ...entry, alternative: true })
    }
  }

  // 3. Ideas also for an interest that do not name it, then concepts close to the interests.
  if (!full()) roundRobin(laterForInterest)
  if (!full())
    roundRobin(
      sources.related.map((group) =>
        group.flatMap((source) => rank(source, kb.ideasByConcept.get(source.concept) ?? [])),
      ),
    )
  // 4 and 5. The recipient, age and occasion; then gifts for almost anyone.
  for (const tier of ['context', 'fallback'] as const) {
    if (full()) break
    roundRobin(
      sources[tier].map((group) =>
        group.flatMap((source) => rank(source, kb.ideasByConcept.get(source.concept) ?? [])),
      ),
    )
  }
  return ranked
}
