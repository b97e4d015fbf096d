import type { RecipientProfile } from '#app/lib/gift-finder/contract.ts'
import type { Idea, KnowledgeBase } from '#app/server/gift-finder/knowledge/knowledge.server.ts'
import { ideasForNames } from '#app/server/gift-finder/knowledge/named-things.server.ts'
import { ideasUsingWords } from '#app/server/gift-finder/knowledge/word-index.server.ts'
import { scoreIdea } from '#app/server/gift-finder/ranking/scoring.server.ts'
import {
  conceptSources,
  UMBRELLA_CONCEPTS,
  type ConceptSource,
} from '#app/server/gift-finder/ranking/signals.server.ts'
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

/** Ideas written for life stages, occasions and young children suit whoever has the interest they are also for. */
const LIFE_DOMAINS = new Set(['life-stages-occasions-kids', 'young-children'])

/**
 * Ideas for a brief, best first, in stages:
 * 1. the person's interests, round-robin so one interest does not crowd out the others: the ideas
 *    that use the shopper's own words for it first ("pug" for dogs), then ideas made for a name
 *    they gave ("Gilmore Girls box set", content/finder/named-things.json), then those that name the
 *    interest (written for it, also for it, whose name names it), then the rest written for it;
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
  // An idea reaches several queues (its own concept, those it is also for, those it names): judge it once.
  const verdicts = new Map<Idea, boolean>()
  const suitable = (idea: Idea) => {
    let verdict = verdicts.get(idea)
    if (verdict === undefined) {
      verdict = isSuitable(idea, profile, { band: options.band, lexicon: kb })
      verdicts.set(idea, verdict)
    }
    return verdict
  }
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
  const known = new Set(Object.values(sources).flatMap((groups) => groups.flat().map((source) => source.concept)))
  // An idea written for a passion the person does not have ("Seoul K-pop holiday" under travel)
  // serves one of theirs only by the way: it waits until the ideas meant for them are shown.
  const meantForThem = (idea: Idea) =>
    known.has(idea.conceptId) || LIFE_DOMAINS.has(kb.concepts.get(idea.conceptId)?.domain ?? '')
  const interestQueues = sources.interest.map((group) =>
    group.flatMap((source) => {
      const all = kb.ideasByConcept.get(source.concept) ?? []
      const own = all.filter(meantForThem)
      laterForInterest.push(
        rank(
          source,
          all.filter((idea) => !meantForThem(idea)),
        ),
      )
      const naming = own.filter((idea) => idea.mentions.has(source.concept))
      const written = naming.filter((idea) => idea.conceptId === source.concept)
      const alsoFor = naming.filter((idea) => idea.conceptId !== source.concept)
      const named = (kb.ideasMentioning.get(source.concept) ?? []).filter(meantForThem)
      const unnamed = own.filter((idea) => !idea.mentions.has(source.concept))
      // Ideas that use the shopper's own words for the interest ("pug", "prosecco"), wherever they were written.
      const inTheirWords = source.words?.length ? ideasUsingWords(kb, source.words) : []
      // Ideas for a name they gave that the knowledge base has none of its own for ("Gilmore Girls box set").
      const forTheirNames = source.words?.length ? ideasForNames(kb, source.concept, source.words) : []
      laterForInterest.push(
        rank(
          source,
          unnamed.filter((idea) => idea.conceptId !== source.concept),
        ),
      )
      const general = [
        ...rank(source, written),
        ...rank(source, alsoFor),
        ...rank(source, named),
        ...rank(
          source,
          unnamed.filter((idea) => idea.conceptId === source.concept),
        ),
      ]
      // A shopper who names the show or the place ("Love Island", "St Ives") is not asking for TV or
      // travel in general: an umbrella's general ideas wait until the other interests have had theirs.
      if (forTheirNames.length && UMBRELLA_CONCEPTS.has(source.concept)) {
        laterForInterest.unshift(general)
        return [...rank(source, inTheirWords), ...rank(source, forTheirNames)]
      }
      return [...rank(source, inTheirWords), ...rank(source, forTheirNames), ...general]
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
  // 4 and 5. The recipient, age and occasion, and the situations close to theirs; then gifts for
  // almost anyone, only those meant for them: a framed Everton stadium print is also a personalised
  // gift, but not for someone who never said Everton.
  for (const tier of ['context', 'fallback'] as const) {
    if (full()) break
    roundRobin(
      sources[tier].map((group) =>
        group.flatMap((source) => {
          const ideas = kb.ideasByConcept.get(source.concept) ?? []
          return rank(source, tier === 'fallback' ? ideas.filter(meantForThem) : ideas)
        }),
      ),
    )
  }
  return ranked
}
