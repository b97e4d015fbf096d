import type { KnowledgeBase } from '#app/server/gift-finder/knowledge/knowledge.server.ts'
import { findConcepts } from '#app/server/gift-finder/knowledge/lexicon.server.ts'
import { foldText, tokenize } from '#app/server/gift-finder/knowledge/text.server.ts'

/*
 * Single words a shopper types into the form's interests box: "birds, the garden, radio 4". In the
 * chat the same words are too loose to read as a love ("no garden", "space for it", "on the telly"),
 * so the lexicon leaves them out; in a list of what someone loves they can only mean the pastime.
 */

/** The concept a bare word names in a list of loves, by the age of the person it is for. */
const FORM_WORDS: Record<string, (child: boolean) => string> = {
  bird: () => 'birdwatching',
  birds: () => 'birdwatching',
  garden: () => 'gardening',
  gardens: () => 'gardening',
  space: (child) => (child ? 'space-rockets' : 'space-science'),
  stars: () => 'astronomy-stargazing',
  art: (child) => (child ? 'kids-arts-crafts' : 'art-galleries'),
  food: () => 'foodie-fine-dining',
  sport: (child) => (child ? 'first-sports' : 'sports-fans-general'),
  sports: (child) => (child ? 'first-sports' : 'sports-fans-general'),
  tech: () => 'gadgets',
  technology: () => 'gadgets',
  shopping: () => 'fashion',
  beauty: () => 'make-up',
  writing: () => 'creative-writing',
  tv: () => 'tv-box-sets',
  telly: () => 'tv-box-sets',
  holidays: () => 'travel',
  records: () => 'vinyl-records',
  church: () => 'churchgoers-faith',
  flowers: () => 'flowers-plants-gifting',
  outdoors: () => 'hiking-walking',
  soaps: () => 'soap-operas',
  racing: () => 'horse-racing',
  bridge: () => 'card-games',
  'days out': () => 'experience-days',
  strictly: () => 'strictly-come-dancing',
  watches: () => 'watches',
  skating: () => 'ice-skating',
}

/** Words that make "racing" in the same list motor racing. */
const MOTOR_SPORT = /\b(?:f1|formula (?:1|one)|motorsport|motor racing|motogp|rally|karting|cars|nascar|le mans|btcc)\b/

/** Words before a list item that add nothing to what it names: "the garden", "her church", "she loves the birds". */
const LEADING = /^(?:(?:she|he|they|the|her|his|their|my|a|an|loves?|likes?|into|enjoys?|big on|mad on|all things)\s+)+/

/** The interests a form's list of loves names by bare words the lexicon leaves to the chat. */
export function formWordInterests(
  kb: KnowledgeBase,
  formText: string,
  child: boolean,
): { concept: string; label: string; words: string[] }[] {
  const interests: { concept: string; label: string; words: string[] }[] = []
  // "Birds!! she watches them all day": a sentence's end ends an item too.
  for (const part of foldText(formText).split(/\s*(?:[,;/&+\n]|[.!?]+(?=\s|$)|\band\b)\s*/)) {
    const item = part
      .trim()
      .replace(/[.!?)]+$/, '')
      .replace(LEADING, '')
    const concept = FORM_WORDS[item]?.(child)
    // "F1, racing": racing beside a motor sport is motor racing, which the sport's own ideas cover.
    if (item === 'racing' && MOTOR_SPORT.test(foldText(formText))) continue
    if (!concept || !kb.concepts.has(concept)) continue
    // A word the lexicon does read ("the racing" as part of "the racing post") is left to it.
    if (findConcepts(kb, tokenize(part)).length) continue
    interests.push({ concept, label: kb.concepts.get(concept)!.label, words: [item] })
  }
  return interests
}
