import { rememberByText } from '#app/server/gift-finder/knowledge/text-memory.server.ts'
import { singular, tokenize } from '#app/server/gift-finder/knowledge/text.server.ts'

/** One phrase of the lexicon: its words, and the concept it names. */
export interface LexiconPhrase {
  words: string[]
  conceptId: string
  /** A misspelling rather than a proper term (weighted a little lower). */
  misspelt: boolean
}

/** The lexicon as the matcher reads it: phrases by their first word (singular form), longest first. */
export interface Lexicon {
  phrasesByFirstWord: ReadonlyMap<string, readonly LexiconPhrase[]>
}

/** A concept named in a text: which, where (word positions) and by which words. */
export interface ConceptMention {
  conceptId: string
  start: number
  end: number
  /** The words as the shopper wrote them (normalised). */
  text: string
  misspelt: boolean
}

const NO_BREAKS: ReadonlySet<number> = new Set()

/** Past this many phrases on one first word ("the", "love"), they are looked up by their second word too. */
const MANY_PHRASES = 16

/** For each crowded first word: its phrases by second word, each list ending in the one-word phrases. */
const bySecondWord = new WeakMap<Lexicon, Map<string, Map<string, readonly LexiconPhrase[]>>>()

/** The phrases that could start at a word, in the lexicon's order (longest first). */
function phrasesAt(kb: Lexicon, stems: readonly string[], start: number): readonly LexiconPhrase[] {
  const first = stems[start]!
  const all = kb.phrasesByFirstWord.get(first)
  if (!all || all.length < MANY_PHRASES) return all ?? []
  let index = bySecondWord.get(kb)
  if (!index) bySecondWord.set(kb, (index = new Map()))
  let seconds = index.get(first)
  if (!seconds) {
    const single = all.filter((phrase) => phrase.words.length === 1)
    const grouped = new Map<string, LexiconPhrase[]>()
    for (const phrase of all) {
      if (phrase.words.length === 1) continue
      const list = grouped.get(phrase.words[1]!) ?? []
      list.push(phrase)
      grouped.set(phrase.words[1]!, list)
    }
    seconds = new Map([...grouped].map(([second, list]) => [second, [...list, ...single]]))
    seconds.set('', single)
    index.set(first, seconds)
  }
  return seconds.get(stems[start + 1] ?? '') ?? seconds.get('')!
}

/**
 * Finds the concepts a text names, longest phrase first: "crime novels" is crime fiction, not
 * "novels" as reading. Each word belongs to at most one mention. Words are compared in singular
 * form, so plurals match either way.
 */
export function findConcepts(
  kb: Lexicon,
  words: readonly string[],
  /** Word positions a phrase may not run across: the word after each comma of a list ("gin, festivals"). */
  breaks: ReadonlySet<number> = NO_BREAKS,
): ConceptMention[] {
  const stems = words.map(singular)
  const taken = new Array<boolean>(words.length).fill(false)
  const found: ConceptMention[] = []
  // Longest phrases first across the whole text, so a long phrase later on beats a short one earlier.
  const candidates: ConceptMention[] = []
  for (let start = 0; start < stems.length; start++) {
    for (const phrase of phrasesAt(kb, stems, start)) {
      const end = start + phrase.words.length
      if (end > stems.length) continue
      if (breaks.size && phrase.words.some((_word, offset) => offset > 0 && breaks.has(start + offset))) continue
      if (phrase.words.every((word, offset) => stems[start + offset] === word)) {
        candidates.push({
          conceptId: phrase.conceptId,
          start,
          end,
          text: words.slice(start, end).join(' '),
          misspelt: phrase.misspelt,
        })
      }
    }
  }
  candidates.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start)
  for (const candidate of candidates) {
    // The same words may name two concepts ("bake off": baking and TV): both count.
    const twin = found.some((mention) => mention.start === candidate.start && mention.end === candidate.end)
    let free = true
    for (let index = candidate.start; index < candidate.end; index++) free &&= !taken[index]
    if (twin) {
      if (!found.some((mention) => mention.conceptId === candidate.conceptId && mention.start === candidate.start))
        found.push(candidate)
      continue
    }
    if (!free) continue
    for (let index = candidate.start; index < candidate.end; index++) taken[index] = true
    found.push(candidate)
  }
  return found.sort((a, b) => a.start - b.start)
}

const conceptsByText = new WeakMap<Lexicon, (text: string) => readonly string[]>()

/** The concepts a piece of text names, in order of first mention, each once. */
export function conceptsIn(kb: Lexicon, text: string): readonly string[] {
  let read = conceptsByText.get(kb)
  if (!read) {
    read = rememberByText((text) =>
      Object.freeze([...new Set(findConcepts(kb, tokenize(text)).map((mention) => mention.conceptId))]),
    )
    conceptsByText.set(kb, read)
  }
  return read(text)
}
