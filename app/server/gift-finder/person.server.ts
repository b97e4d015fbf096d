import type { RecipientProfile, SearchCriteria } from '#app/lib/gift-finder/contract.ts'
import type { KnowledgeBase } from '#app/server/gift-finder/knowledge/knowledge.server.ts'
import { matchIdea } from '#app/server/gift-finder/knowledge/match.server.ts'
import { understandBrief } from '#app/server/gift-finder/understanding/profile.server.ts'

/**
 * What the finder knows of a person the shopper saved: their dislikes, "do not buy" notes and the
 * gifts they were given. The people feature reads it for the person's creator only.
 */
export interface PersonForFinder {
  name: string
  dislikes: readonly string[]
  doNotBuy: readonly string[]
  given: readonly { name: string; ideaId: string | null; givenOn: string; occasion: string }[]
}

/** A note that already says what to do with it ("no more mugs", "already has a Kindle"). */
const SAYS_WHAT = /^(?:no|not|nothing|never|already|has|have|got|doesn'?t|don'?t|hates?|dislikes?|allergic|can'?t)\b/i

/**
 * The person's notes as the shopper would say them in the chat, so the finder's reading of a brief
 * turns them into the same constraints and dislikes: "chocolate" under dislikes reads as "doesn't
 * like chocolate", "socks" under do not buy as "no socks".
 */
export function personNotes(person: PersonForFinder | undefined): string[] {
  if (!person) return []
  const note = (lead: string) => (phrase: string) => {
    const text = phrase.trim().replace(/[.!]+$/, '')
    if (!text) return []
    return [SAYS_WHAT.test(text) ? `${text}.` : `${lead} ${text}.`]
  }
  return [...person.dislikes.flatMap(note("Doesn't like")), ...person.doNotBuy.flatMap(note('No'))]
}

/**
 * The recipient for a suggestion batch: the chat's picture of them (or the criteria read afresh),
 * with the person's saved dislikes and "do not buy" notes added as constraints and dislikes.
 */
export function profileFor(kb: KnowledgeBase, criteria: SearchCriteria, person?: PersonForFinder): RecipientProfile {
  const notes = personNotes(person)
  if (!criteria.profile) return understandBrief(kb, criteria, [], notes)
  if (notes.length === 0) return criteria.profile
  const fromNotes = understandBrief(kb, { ...criteria, interests: '' }, [], notes)
  const profile = criteria.profile
  const disliked = new Set(fromNotes.dislikes.map((dislike) => dislike.concept).filter(Boolean))
  return {
    ...profile,
    interests: profile.interests.filter((interest) => !disliked.has(interest.concept)),
    constraints: [...new Set([...profile.constraints, ...fromNotes.constraints])],
    dislikes: [
      ...profile.dislikes,
      ...fromNotes.dislikes.filter((dislike) => !profile.dislikes.some((known) => known.words === dislike.words)),
    ].slice(0, 30),
    alreadyHas: [...new Set([...profile.alreadyHas, ...fromNotes.alreadyHas])].slice(0, 30),
  }
}

/** The ideas and names the finder must not offer again: what the person was already given. */
export function givenExclusions(
  kb: KnowledgeBase,
  person: PersonForFinder | undefined,
): { ideaIds: string[]; names: string[] } {
  if (!person) return { ideaIds: [], names: [] }
  const ideaIds = person.given.flatMap((gift) => {
    const id = gift.ideaId && kb.ideas.has(gift.ideaId) ? gift.ideaId : matchIdea(kb, gift.name)?.id
    return id ? [id] : []
  })
  return { ideaIds: [...new Set(ideaIds)], names: person.given.map((gift) => gift.name) }
}

/** The occasion as it reads after "for": "their birthday", "Christmas", "their anniversary". */
function occasionWords(occasion: string): string | null {
  if (!occasion || occasion === 'Other' || occasion === 'Just Because') return null
  if (occasion === 'Christmas' || occasion === "Valentine's Day" || occasion === 'Housewarming') return occasion
  return `their ${occasion.toLowerCase()}`
}

/**
 * One sentence on the latest gift they were given ('Last Christmas you gave Sam "Chess set", so
 * I'll look for something different.'), or null when nothing is recorded.
 */
export function lastGivenSentence(person: PersonForFinder | undefined, today: Date): string | null {
  const latest = person?.given[0]
  if (!person || !latest) return null
  const year = Number(latest.givenOn.slice(0, 4))
  const thisYear = today.getUTCFullYear()
  const occasion = occasionWords(latest.occasion)
  const period = year === thisYear ? 'Earlier this year' : year === thisYear - 1 ? 'Last year' : `In ${year}`
  const when =
    occasion === 'Christmas' && year >= thisYear - 1
      ? `${year === thisYear ? 'This' : 'Last'} Christmas`
      : occasion
        ? `${period}, for ${occasion},`
        : period
  return `${when} you gave ${person.name} "${latest.name}", so I'll look for something different.`
}
