import { createHash } from 'node:crypto'

import type { RecipientProfile } from '#app/lib/gift-finder/contract.ts'
import { withIndefiniteArticle } from '#app/lib/format.ts'
import type { Idea, KnowledgeBase } from '#app/server/gift-finder/knowledge/knowledge.server.ts'
import type { ConceptSource } from '#app/server/gift-finder/ranking/signals.server.ts'

/**
 * Why a suggestion suits the person, in plain words: the interest or answer it serves, never a
 * claim about the product that the knowledge base does not make.
 */

export type Pronouns = { subject: string; possessive: string; object: string; be: string }

export const PRONOUNS: Record<'female' | 'male' | 'unknown', Pronouns> = {
  female: { subject: 'she', possessive: 'her', object: 'her', be: 'is' },
  male: { subject: 'he', possessive: 'his', object: 'him', be: 'is' },
  unknown: { subject: 'they', possessive: 'their', object: 'them', be: 'are' },
}

/** The recipient's pronouns: the form's gender, else the words the shopper used ("she loves..."). */
export function pronounsFor(gender: string | undefined, texts: readonly string[]): Pronouns {
  if (gender === 'Female') return PRONOUNS.female
  if (gender === 'Male') return PRONOUNS.male
  if (gender === 'Non-binary') return PRONOUNS.unknown
  const text = ` ${texts.join(' ').toLowerCase()} `
  const count = (pattern: RegExp) => text.match(pattern)?.length ?? 0
  const she = count(/\b(?:she|her|hers|herself|she's|shes)\b/g)
  const he = count(/\b(?:he|him|his|himself|he's|hes)\b/g)
  if (she > he) return PRONOUNS.female
  if (he > she) return PRONOUNS.male
  return PRONOUNS.unknown
}

const pick = <T>(options: readonly T[], key: string): T =>
  options[createHash('sha1').update(key).digest().readUInt8(0) % options.length]!

const WANT_WORDS: Partial<Record<string, string>> = {
  practical: 'practical, as you asked',
  experience: 'an experience rather than another thing',
  keepsake: 'something to keep',
  small: 'a small gift, as you wanted',
  luxury: 'a proper treat',
  fun: 'a bit of fun',
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** One sentence on why this idea suits them. */
export function buildReason(
  kb: KnowledgeBase,
  idea: Idea,
  source: ConceptSource,
  profile: RecipientProfile,
  pronouns: Pronouns,
): string {
  const { possessive, subject } = pronouns
  let sentence: string
  if (source.tier === 'interest' && source.interest) {
    sentence = pick(
      [
        `Chosen for ${possessive} love of ${source.interest}.`,
        `A good match for ${possessive} interest in ${source.interest}.`,
        `For someone into ${source.interest}, as you said ${subject} ${pronouns.be === 'are' ? 'are' : 'is'}.`,
      ],
      idea.id,
    )
  } else if (source.tier === 'related' && source.interest) {
    const near = kb.concepts.get(source.concept)?.label ?? source.concept
    sentence = `Close to ${possessive} love of ${source.interest}: ${withIndefiniteArticle(near)} idea.`
  } else if (source.tier === 'context') {
    const label = kb.concepts.get(source.concept)?.label ?? source.concept
    sentence = pick([`A thoughtful pick for ${label}.`, `Suits ${label} well.`], idea.id)
  } else {
    sentence = 'A well-liked gift that suits most people.'
  }
  const want = profile.wants.find((wanted) => idea.styles.includes(wanted) && WANT_WORDS[wanted])
  return want ? `${sentence.slice(0, -1)}, and ${WANT_WORDS[want]}.` : capitalise(sentence)
}
