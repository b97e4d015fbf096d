import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import {
  KnowledgeFileSchema,
  type ConceptEntry,
  type GiftIdeaEntry,
  type KnowledgeListing,
} from '#app/server/gift-finder/knowledge/schema.server.ts'
import { findConcepts, type Lexicon, type LexiconPhrase } from '#app/server/gift-finder/knowledge/lexicon.server.ts'
import { singular, tokenize } from '#app/server/gift-finder/knowledge/text.server.ts'

/** Where the knowledge files live (docs/features/gift-finder.md describes their format). */
export const KNOWLEDGE_DIR = 'content/finder/knowledge'

/** A catalogue listing of an idea, with the id it has in the offline catalogue. */
export interface IdeaListing extends KnowledgeListing {
  itemId: string
}

/** A gift idea as the finder uses it: its concepts (its own first) and its listings. */
export interface Idea extends Omit<GiftIdeaEntry, 'listings'> {
  /** The concept it was written for. */
  conceptId: string
  /** Every concept it serves: its own, then those it is also for. */
  concepts: string[]
  /** Concepts its own name or description names, in words a shopper would recognise. */
  mentions: ReadonlySet<string>
  listings: IdeaListing[]
}

export interface Concept extends Omit<ConceptEntry, 'ideas'> {
  domain: string
}

export interface KnowledgeBase extends Lexicon {
  concepts: ReadonlyMap<string, Concept>
  ideas: ReadonlyMap<string, Idea>
  /** Ideas of each concept: those written for it first, then those also for it. */
  ideasByConcept: ReadonlyMap<string, readonly Idea[]>
  /** Other ideas whose own name names the concept ("Dinosaur night light" under lighting). */
  ideasMentioning: ReadonlyMap<string, readonly Idea[]>
  /** The idea a catalogue listing belongs to. */
  ideaOfItem: ReadonlyMap<string, string>
}

/** Everyday compounds that contain a concept's word without being about it. */
const COMPOUNDS =
  /\b(?:tea (?:towels?|lights?|cosy|cosies)|wine (?:red|coloured)|gin(?:ger)|game (?:of|day)|party (?:bags?|hats?)|book ?(?:ends?|marks?|shelf|shelves|stand|case|light)|garden (?:party)|golden|pool (?:table|noodle)|bath ?(?:robe|mat|towel)|kitchen (?:roll|timer)|music box|photo (?:frame|album)s?|lord of the rings)\b/gi

/** The catalogue id of an idea's n-th listing: stable across seeds, so links and wishlists keep working. */
export function knowledgeListingId(ideaId: string, index: number): string {
  const n = createHash('sha1').update(`${ideaId}#${index}`).digest().readUInt32BE(0)
  return `gk${String(n).padStart(10, '0')}${index}`
}

/** The words of a phrase as the matcher compares them. */
export function phraseWords(phrase: string): string[] {
  return tokenize(phrase).map(singular)
}

/** Builds the knowledge base from parsed files (tests build small ones by hand). */
export function buildKnowledgeBase(
  files: readonly { domain: string; concepts: readonly ConceptEntry[] }[],
): KnowledgeBase {
  const concepts = new Map<string, Concept>()
  const ideas = new Map<string, Idea>()
  const ideaOfItem = new Map<string, string>()
  for (const file of files) {
    for (const { ideas: entries, ...concept } of file.concepts) {
      concepts.set(concept.id, { ...concept, domain: file.domain })
      for (const entry of entries) {
        const listings = entry.listings.map((listing, index) => ({
          ...listing,
          itemId: knowledgeListingId(entry.id, index),
        }))
        for (const listing of listings) ideaOfItem.set(listing.itemId, entry.id)
        const alsoFor = entry.alsoFor.filter((id) => id !== concept.id)
        ideas.set(entry.id, {
          ...entry,
          listings,
          conceptId: concept.id,
          concepts: [concept.id, ...alsoFor],
          mentions: new Set<string>(),
        })
      }
    }
  }

  const ideasByConcept = new Map<string, Idea[]>()
  for (const idea of ideas.values()) {
    const own = ideasByConcept.get(idea.conceptId) ?? []
    own.push(idea)
    ideasByConcept.set(idea.conceptId, own)
  }
  for (const idea of ideas.values()) {
    for (const conceptId of idea.concepts.slice(1)) {
      if (!concepts.has(conceptId)) continue
      const list = ideasByConcept.get(conceptId) ?? []
      list.push(idea)
      ideasByConcept.set(conceptId, list)
    }
  }

  const phrasesByFirstWord = new Map<string, LexiconPhrase[]>()
  for (const concept of concepts.values()) {
    const add = (phrase: string, misspelt: boolean) => {
      const words = phraseWords(phrase)
      if (!words.length) return
      const list = phrasesByFirstWord.get(words[0]!) ?? []
      if (!list.some((known) => known.conceptId === concept.id && known.words.join(' ') === words.join(' '))) {
        list.push({ words, conceptId: concept.id, misspelt })
      }
      phrasesByFirstWord.set(words[0]!, list)
    }
    add(concept.label, false)
    for (const term of concept.terms) add(term, false)
    for (const term of concept.misspellings) add(term, true)
  }
  for (const list of phrasesByFirstWord.values()) list.sort((a, b) => b.words.length - a.words.length)

  const base = { phrasesByFirstWord }
  const ideasMentioning = new Map<string, Idea[]>()
  for (const idea of ideas.values()) {
    // Compounds that merely contain a concept's word do not count ("tea towel").
    const mentions = idea.mentions as Set<string>
    for (const mention of findConcepts(base, tokenize(`${idea.name} ${idea.description}`.replace(COMPOUNDS, ' ')))) {
      mentions.add(mention.conceptId)
    }
    // Other concepts' ideas are offered for a concept only when their name names it.
    for (const mention of findConcepts(base, tokenize(idea.name.replace(COMPOUNDS, ' ')))) {
      if (idea.concepts.includes(mention.conceptId)) continue
      const list = ideasMentioning.get(mention.conceptId) ?? []
      if (!list.includes(idea)) list.push(idea)
      ideasMentioning.set(mention.conceptId, list)
    }
  }
  return { concepts, ideas, ideasByConcept, phrasesByFirstWord, ideaOfItem, ideasMentioning }
}

/** Reads and checks every knowledge file of a folder. */
export function readKnowledgeFiles(dir = KNOWLEDGE_DIR) {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => KnowledgeFileSchema.parse(JSON.parse(readFileSync(path.join(dir, name), 'utf8'))))
}

let loaded: KnowledgeBase | undefined

/** The knowledge base of content/finder/knowledge, read once per process. */
export function knowledgeBase(): KnowledgeBase {
  loaded ??= buildKnowledgeBase(readKnowledgeFiles())
  return loaded
}
