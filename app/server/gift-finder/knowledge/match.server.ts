import type { Idea, KnowledgeBase } from '#app/server/gift-finder/knowledge/knowledge.server.ts'
import { singular, tokenize } from '#app/server/gift-finder/knowledge/text.server.ts'

/** Words too common in product names to tell two gifts apart. */
const STOP = new Set([
  'with',
  'from',
  'for',
  'and',
  'the',
  'set',
  'gift',
  'kit',
  'pack',
  'personalised',
  'box',
  'large',
  'small',
])

function nameWords(text: string): Set<string> {
  return new Set(
    tokenize(text)
      .map(singular)
      .filter((word) => word.length > 2 && !STOP.has(word)),
  )
}

let index: { kb: KnowledgeBase; names: { idea: Idea; words: Set<string> }[] } | undefined

function namesOf(kb: KnowledgeBase) {
  if (index?.kb !== kb) {
    const names = [...kb.ideas.values()].flatMap((idea) =>
      [idea.name, idea.searchQuery, ...idea.listings.map((listing) => listing.title)].map((name) => ({
        idea,
        words: nameWords(name),
      })),
    )
    index = { kb, names }
  }
  return index.names
}

/**
 * The gift idea a product or a model's idea is, by the words of its name: at least two shared
 * words making up more than half of the longer name. Conservative on purpose, because the idea's
 * properties (ages, flags) are then trusted for it.
 */
export function matchIdea(kb: KnowledgeBase, name: string): Idea | null {
  const words = nameWords(name)
  if (words.size < 2) return null
  let best: { idea: Idea; score: number } | null = null
  for (const candidate of namesOf(kb)) {
    let shared = 0
    for (const word of words) if (candidate.words.has(word)) shared++
    if (shared < 2) continue
    const score = shared / Math.max(words.size, candidate.words.size)
    if (score > (best?.score ?? 0.5)) best = { idea: candidate.idea, score }
  }
  return best?.idea ?? null
}
