import { readFileSync } from 'node:fs'

import { phraseWords, type Idea, type KnowledgeBase } from '#app/server/gift-finder/knowledge/knowledge.server.ts'
import {
  NamedThingsFileSchema,
  type NamedIdeaEntry,
  type NamedThingsEntry,
} from '#app/server/gift-finder/knowledge/schema.server.ts'
import { singular } from '#app/server/gift-finder/knowledge/text.server.ts'

/*
 * A shopper who names the thing they love ("Gilmore Girls", "the Arctic Monkeys", "St Ives", "her
 * pug") hopes to see it. The knowledge base cannot hold ideas for every series, band, place and
 * breed, so for the concepts that gather such names it holds ideas with the name left open, and
 * the finder fills it in. These ideas have no catalogue listings of their own: they are offered as
 * ideas with retailer search links for the name (or with a real listing, where eBay finds one).
 */

export const NAMED_THINGS_FILE = 'content/finder/named-things.json'

/** Words around a name in the lexicon's phrases that are not part of it ("oasis fan", "loves wicked"). */
const AROUND_A_NAME =
  /^(?:(?:loves|likes|watches|watching|watched|seen|obsessed with|into|the|her|his|their|my|our|a|an)\s+)+|(?:\s+(?:fan|fans|lover|lovers|mad|obsessed|tickets?|tour|reunion|box set|merch|films?|movies?|books?|band|the band|the musical|musical|on stage|tv show|sitcom|series))+$/g

/** Small words a title keeps in lower case. */
const SMALL_WORDS = new Set(['and', 'of', 'the', 'a', 'an', 'in', 'on', 'at', 'to', 'for', 'or', 'by'])

function titleCase(name: string): string {
  return name
    .split(' ')
    .map((word, index) => (index > 0 && SMALL_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ')
}

/** The name in a shopper's words for an interest, or null when the words are not a name. */
export function nameIn(words: string, entry: NamedThingsEntry, label: string): string | null {
  const name = words.toLowerCase().replace(AROUND_A_NAME, '').trim()
  if (name.length < 2) return null
  const said = phraseWords(name)
  // "Her dog" names no breed: words of the concept's own label are no name.
  const labelWords = new Set(phraseWords(label))
  if (said.some((word) => labelWords.has(word))) return null
  if (entry.notNames.some((generic) => phraseWords(generic).join(' ') === said.join(' '))) return null
  if (!entry.singular) return name
  const parts = name.split(' ')
  return [...parts.slice(0, -1), singular(parts.at(-1)!)].join(' ')
}

function slug(text: string): string {
  return phraseWords(text).join('-')
}

function fill(text: string, name: string): string {
  return text.replaceAll('{Thing}', titleCase(name)).replaceAll('{thing}', name)
}

interface NamedThings {
  byConcept: ReadonlyMap<string, NamedThingsEntry>
  /** Ideas made so far, by id: the same object for the same name, so caches keyed on ideas hold. */
  made: Map<string, Idea>
}

const loaded = new WeakMap<KnowledgeBase, NamedThings>()

/** The named-thing ideas of a knowledge base: read once, from `file` (tests pass their own). */
export function namedThingsFor(kb: KnowledgeBase, file = NAMED_THINGS_FILE): NamedThings {
  let named = loaded.get(kb)
  if (!named) {
    const { namedThings } = NamedThingsFileSchema.parse(JSON.parse(readFileSync(file, 'utf8')))
    named = {
      byConcept: new Map(
        namedThings.filter((entry) => kb.concepts.has(entry.concept)).map((entry) => [entry.concept, entry]),
      ),
      made: new Map(),
    }
    loaded.set(kb, named)
  }
  return named
}

function makeIdea(named: NamedThings, concept: string, template: NamedIdeaEntry, name: string): Idea {
  const id = `${template.id}--${slug(name)}`
  let idea = named.made.get(id)
  if (!idea) {
    idea = {
      ...template,
      id,
      name: fill(template.name, name),
      description: fill(template.description, name),
      searchQuery: fill(template.searchQuery, name),
      alsoFor: [],
      conceptId: concept,
      concepts: [concept],
      mentions: new Set([concept]),
      listings: [],
    }
    named.made.set(id, idea)
  }
  return idea
}

/** Ideas for the names among a shopper's words for one interest ("Gilmore Girls box set"). */
export function ideasForNames(kb: KnowledgeBase, concept: string, words: readonly string[]): Idea[] {
  const named = namedThingsFor(kb)
  const entry = named.byConcept.get(concept)
  if (!entry) return []
  const label = kb.concepts.get(concept)!.label
  const names = [...new Set(words.flatMap((phrase) => nameIn(phrase, entry, label) ?? []))]
  // Taken name by name in turn, so two names share the first places.
  const ideas: Idea[] = []
  for (const template of entry.ideas) for (const name of names) ideas.push(makeIdea(named, concept, template, name))
  return ideas
}

/** A named-thing idea made earlier, by its id (Find More leaves out what was shown). */
export function madeIdea(kb: KnowledgeBase, id: string): Idea | undefined {
  return namedThingsFor(kb).made.get(id)
}
