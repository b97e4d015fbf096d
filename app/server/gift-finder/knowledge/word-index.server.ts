import type { RecipientProfile } from '#app/lib/gift-finder/contract.ts'
import { phraseWords, type Idea, type KnowledgeBase } from '#app/server/gift-finder/knowledge/knowledge.server.ts'

/**
 * The ideas whose own words use a word the shopper used: a shopper who says "pug", "prosecco" or
 * "St Ives" hopes to see a pug, prosecco or St Ives, not only dogs, wine or travel in general. An
 * idea's words are its name, its description and the titles of its listings.
 */

interface WordIndex {
  ideasByWord: Map<string, Set<Idea>>
  /** Each idea's words in order, space-separated with a space either side, for phrase checks. */
  textOf: Map<Idea, string>
}

/** Words too common to pick out a gift. */
const TOO_COMMON = new Set(['and', 'the', 'for', 'with', 'gift', 'set', 'love', 'like', 'thing', 'stuff', 'new', 'old'])

/** How many ideas may use a shopper's word before it names a field rather than a thing. */
const FIELD_SIZE = 150

const indexes = new WeakMap<KnowledgeBase, WordIndex>()

/** Built on first use and kept for the knowledge base's lifetime (it changes only when the process starts). */
function indexOf(kb: KnowledgeBase): WordIndex {
  let index = indexes.get(kb)
  if (index) return index
  index = { ideasByWord: new Map(), textOf: new Map() }
  for (const idea of kb.ideas.values()) {
    const words = phraseWords(
      [idea.name, idea.description, ...idea.listings.map((listing) => listing.title)].join(' \n '),
    )
    index.textOf.set(idea, ` ${words.join(' ')} `)
    for (const word of new Set(words)) {
      let ideas = index.ideasByWord.get(word)
      if (!ideas) index.ideasByWord.set(word, (ideas = new Set()))
      ideas.add(idea)
    }
  }
  indexes.set(kb, index)
  return index
}

/** Builds the index now rather than on a shopper's first request. */
export function prepareWordIndex(kb: KnowledgeBase): void {
  indexOf(kb)
}

/** The words of a shopper's phrase that can pick out a gift (none when it is only common words). */
export function distinctiveWords(phrase: string): string[] {
  const words = phraseWords(phrase)
  return words.some((word) => word.length >= 3 && !TOO_COMMON.has(word)) ? words : []
}

/** Ideas whose own words contain one of the phrases, word for word (plurals either way). */
export function ideasUsingWords(kb: KnowledgeBase, phrases: readonly string[]): Idea[] {
  const index = indexOf(kb)
  const found = new Set<Idea>()
  for (const phrase of phrases) {
    const words = distinctiveWords(phrase)
    if (!words.length) continue
    // The rarest word's ideas, then the phrase as a whole checked in each.
    const candidates = words
      .map((word) => index.ideasByWord.get(word) ?? new Set<Idea>())
      .sort((a, b) => a.size - b.size)[0]!
    // "Books", "garden" or "tea" name a whole field, not one thing: hundreds of ideas use them (a
    // box set's booklet, a garden party, a tea towel). The interest's own ideas cover the field.
    if (candidates.size > FIELD_SIZE) continue
    const needle = ` ${words.join(' ')} `
    for (const idea of candidates) if (index.textOf.get(idea)!.includes(needle)) found.add(idea)
  }
  return [...found]
}

/** Every interest's own words in a profile ("pug", "prosecco"). */
export function interestWords(profile: RecipientProfile): string[] {
  return profile.interests.flatMap((interest) => interest.words ?? [])
}

/**
 * A test of whether a text uses one of the phrases word for word (plurals either way), with the
 * phrases read once: it runs on every listing of a batch.
 */
export function usesWords(phrases: readonly string[]): (text: string) => boolean {
  const needles = phrases.map(distinctiveWords).flatMap((words) => (words.length ? [` ${words.join(' ')} `] : []))
  if (!needles.length) return () => false
  return (text) => {
    const haystack = ` ${phraseWords(text).join(' ')} `
    return needles.some((needle) => haystack.includes(needle))
  }
}
