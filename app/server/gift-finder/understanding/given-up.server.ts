import type { KnowledgeBase } from '#app/server/gift-finder/knowledge/knowledge.server.ts'
import { findConcepts } from '#app/server/gift-finder/knowledge/lexicon.server.ts'
import { tokenize } from '#app/server/gift-finder/knowledge/text.server.ts'

/*
 * Pastimes a shopper says are over: "played golf for years but his knees are shot so that's over",
 * "she used to run loads", "can't knit anymore", "the lathe had to go". Loving something once says
 * little about what to give now.
 */

/** Words after a pastime that say it is over: "his knees are shot so that's over", "he doesn't go anymore". */
const GONE_AFTER =
  /\b(?:(?:so )?nothing for (?:that|it|them)(?: (?:right now|for now|at the moment|just now|yet))?(?= *(?:[,;:]|$))|(?:so|and) (?:she|he|they) (?:(?:had to|has had to|'s had to) )?(?:stopped|stop|gave (?:it |that )?up|give (?:it |that )?up|quit|packed (?:it |that )?in)(?= *(?:[,;:]|$| (?:now|recently|last|a while|years|ages|sadly|unfortunately|lol)\b))|(?:so |but )?not (?:that|those|it|them) any ?more|that'?s (?:over|done|finished)|it'?s (?:over|done) now|(?:doesn'?t|don'?t|does not|do not|won'?t|can'?t|cannot|couldn'?t) (?:really )?(?:go|play|do it|do that|manage it|manage)(?: \w+)? (?:any ?more|now|these days)|(?:can'?t|cannot|couldn'?t|isn'?t able to|not able to) (?:really )?(?:get (?:out|down|up|over|along)|make it)(?: \w+){0,4} (?:any ?more|these days|nowadays)|(?:can'?t|cannot) (?:really )?do (?:it|that|them)(?: any ?more)?|back in the day|in (?:her|his|their) day|(?:till|until) (?:her|his|their) (?:\w+ )?(?:went|gave (?:up|out)|packed in)|as a (?:girl|boy|child|kid|lad|lass|teenager|youngster) but (?:hasn'?t|haven'?t|has not|hasnt) (?:\w+ )?(?:for|in|since)|(?:hasn'?t|haven'?t|has not) (?:played|done|ridden|been|touched) (?:it |one |a \w+ )?(?:for|in) (?:decades|years|ages|donkey'?s years)|(?:doesn'?t|don'?t|does not|do not|won'?t) want to (?:go|do it|do that|carry on|keep (?:it |that )?up)(?: \w+){0,3}|(?:gave|given|giving) (?:it|that|them) up|had to (?:stop|give (?:it|that|them) up|pack (?:it|that) in)|(?:it all|everything|they all|it) had to go|packed (?:it|that) in|put a stop to (?:it|that)|lost (?:all )?interest|(?:he'?s|she'?s|they'?re|he is|she is|they are) (?:basically |pretty much )?done with (?:it|that)|(?:that'?s|thats|it'?s|its|is|s|'s) on (?:hold|pause|the back burner)|banned (?:him|her|them) from (?:it|that)|(?:can'?t|cannot) (?:\w+ or )?(?:do|manage) any of it|never (?:pick up|touch|use|do|play|ride) (?:a |an |the )?\w+ again|(?:\w+ )?had to go|(?:has|have|'s|'ve|s) (?:gone|went) (?:right )?off (?:it|them|that)|(?:won'?t|wont|doesn'?t|doesnt|don'?t|dont) let (?:him|her|them) (?:\w+ ){1,5}(?:any ?more|these days|nowadays)|(?:he|she|they|hes|shes|theyre|he'?s|she'?s|they'?re|is|are)? ?(?:so |totally |completely |well |kinda |a bit |apparently |now )?over it|(?:was|were) (?:just |only )?a phase|packed (?:the |his |her |their )?\w+ (?:stuff |things |gear |kit )?in|for (?:months|weeks|a while|ages|the foreseeable)(?: now)?,? so not (?:that|it|them|those))\b|(?<=\b[a-z]{3,})'?s (?:(?:probably|definitely|sadly|pretty much|basically|now) )?(?:done|over|finished)\b(?! (?:up|out|in|by|to|and)\b| for (?!(?:him|her|them|good|now)\b)| with (?:the|a|an|his|her|their|it|that|this|them)\b| (?:\d|(?:about|around|over|nearly|almost|well over|loads|lots|hundreds|dozens|so many|every|all)\b))|\b(?:have |has |'ve |'s )?(?:mostly |all |pretty much |sort of |kind of )?(?:gone|fallen|fell) by the wayside\b|\b(?:but |so )?not any ?more\b|(?<=\b[a-z]{3,})'?s (?:got|getting|gotten|become|becoming) (?:really |a bit |too |very |quite |so |much |a lot )*(?:hard|difficult|painful|a struggle|too much)\b(?! (?:but|and) (?:he|she|they) (?:loves?|likes?|enjoys?))|\b(?:(?:maybe|so|best|better|please|probably|just) )*(?:steer|stay) (?:well )?clear of (?:that|it|them|those)\b/g

/**
 * "I was going to get jewellery again but I always get it wrong, so let's avoid that": a gift the
 * shopper thought of, then dropped. Only a suggestion to avoid it ("never skip it" loves it), not a
 * condition ("avoid it if it's raining"), and only what followed the buying word.
 */
const AVOID_THAT =
  /(?:^|[,;]\s*|\b(?:so|but)\s+)(?:maybe |best |better |probably |just )?(?:let'?s|lets|best|better|maybe|i'?d rather|we'?d rather|i'?ll|we'?ll) (?:just )?(?:avoid|skip) (?:that|it)\b(?! (?:if|unless|when)\b)/g
const THOUGHT_OF =
  /\b(?:was|were|am|are|i'?m|we'?re) (?:going to|gonna|thinking of|thinking about) (?:get|getting|buy|buying|give|giving|do|doing)(?: (?:her|him|them))? ([^,.;!?]+)$/

/** Words after a service's name that make it a role someone had: "RAF ground crew", "navy engineer". */
const SERVED_AS =
  /^(?:ground crew|crew|aircrew|engineer|engineers|mechanic|officer|cadet|cadets|staff|reservist|regiment|squadron|personnel|nurse|medic|man|lad|veteran|vet)\b/

/** Words after a pastime done once that hope to bring it back. */
export const REVIVE =
  /\b(?:might|could|would|may) (?:help|get|encourage|tempt)(?: to)?(?: get)? (?:him|her|them)\b|\bget (?:him|her|them) (?:back|out|going)\b|\bback (?:into|to) (?:it|them|that)\b|\bget back to\b/

/** Words just after a pastime stopped that make the stop a pause. */
export const FOR_NOW =
  /^ (?:\w+ )?(?:for (?:a bit|a while|now|the moment|a few (?:weeks|months)|(?:a |the next )?(?:couple of |few )?(?:weeks|months))|at the moment|right now|till|until|while (?:she|he|they) (?:recovers?|heals?))\b/

/** Pastimes named by their verb: "she used to run loads", "can't knit anymore". */
const DOING_AS_PASTIME: Record<string, string> = {
  'fly fish': 'fly fishing',
  run: 'running',
  swim: 'swimming',
  cycle: 'cycling',
  knit: 'knitting',
  paint: 'painting',
  bake: 'baking',
  cook: 'cooking',
  fish: 'fishing',
  dance: 'dancing',
  sew: 'sewing',
  climb: 'climbing',
  sing: 'singing',
  garden: 'gardening',
  crochet: 'crochet',
  draw: 'drawing',
  sail: 'sailing',
  row: 'rowing',
  ski: 'skiing',
  surf: 'surfing',
}
const DOING = Object.keys(DOING_AS_PASTIME)
  .sort((a, b) => b.length - a.length)
  .join('|')
const USED_TO_DO = new RegExp(
  String.raw`\b(?:used to|can no longer|no longer) (?:really )?(${DOING})\b(?! (?:club|group|class|team))|\b(?:can'?t|cannot|isn'?t able to|not able to|doesn'?t|don'?t|does not|do not) (?:really |properly )?(${DOING}) (?:at all |properly )?(?:any ?more|now|these days|at the moment|right now|at all)\b`,
  'g',
)

/**
 * "Used to love her garden and knitting but her hands aren't great": loves of then that the body no
 * longer allows. Without such a reason "used to love" is no ending: "he used to love big band music"
 * of a grandad with dementia names what comforts him now.
 */
const USED_TO_LOVE =
  /\bused to (?:love|enjoy|adore|like|be into|be mad on|be obsessed with) ([^.;!?,]*?)(?= but (?:(?:her|his|their) (?:hands|knees|hips|eyes|eyesight|back|balance|fingers|arthritis)|(?:she|he|they) (?:can'?t|cannot|isn'?t able|is not able|aren'?t able|couldn'?t)))/g

/** "Used to have an allotment": the place or thing a pastime needed, had no longer. */
const USED_TO_HAVE =
  /\b(?:used to|no longer) (?:have|has|own|owns|keep|keeps|run|runs) (?:a |an |the |his |her |their )?([a-z]+(?: [a-z]+)?)/g

/**
 * Where or with what a pastime is done, standing for it when it is said to be over: "her garden is
 * her pride and joy but she can't do any of it", "skate wise they've had to pack it in".
 */
const PASTIME_BY_ITS_THINGS: Record<string, string> = {
  garden: 'gardening',
  greenhouse: 'gardening',
  allotment: 'allotment',
  skate: 'skateboarding',
  bike: 'cycling',
  pitch: 'football',
  piano: 'piano',
  guitar: 'guitar',
}

/** The pastimes a sentence says are over, when it says so after naming it. */
function pastimesGone(
  kb: KnowledgeBase,
  sentence: string,
  skip: (conceptId: string) => boolean,
): { concept: string; words: string }[] {
  const named: { concept: string; words: string }[] = []
  // "Sold his boat and his knees won't let him get down the bank anymore, so fishing's done": each
  // ending covers what was named since the one before.
  let from = 0
  for (const gone of sentence.matchAll(GONE_AFTER)) {
    const said = sentence.slice(from, gone.index)
    // "Golf, F1, real ale (not anymore tho)": an aside in brackets is about the item just before it.
    const aside = /\(\s*(?:(?:but|so|and)\s+)?$/.test(said)
    named.push(...namedBefore(kb, aside ? said.slice(said.lastIndexOf(',') + 1) : said, skip, named))
    from = gone.index + gone[0].length
  }
  for (const avoided of sentence.matchAll(AVOID_THAT)) {
    const before = sentence.slice(0, avoided.index)
    const thought = THOUGHT_OF.exec(before.split(/\b(?:but|so)\b/)[0]!.trim())
    const first = thought ? namedBefore(kb, thought[1]!, skip, named)[0] : undefined
    if (first) named.push(first)
  }
  return named
}

function namedBefore(
  kb: KnowledgeBase,
  said: string,
  skip: (conceptId: string) => boolean,
  already: readonly { concept: string }[],
): { concept: string; words: string }[] {
  const words = tokenize(said)
  const named = findConcepts(kb, words)
    .filter(
      (found) =>
        !skip(found.conceptId) &&
        !/\bstill\b/.test(words.slice(found.end).join(' ')) &&
        // "Was RAF ground crew in his day": a service or a job done then, not a pastime left.
        !SERVED_AS.test(words.slice(found.end).join(' ')),
    )
    .map((found) => ({ concept: found.conceptId, words: found.text }))
  for (const word of words) {
    const pastime = PASTIME_BY_ITS_THINGS[word]
    const found = pastime ? findConcepts(kb, tokenize(pastime))[0] : undefined
    if (found && ![...already, ...named].some((gone) => gone.concept === found.conceptId))
      named.push({ concept: found.conceptId, words: word })
  }
  return named
}

/**
 * The pastimes a message says are given up, as dislikes. `skip` leaves out concepts that are
 * where or when something happened rather than a pastime (a place, an occasion).
 */
export function pastimesGivenUp(
  kb: KnowledgeBase,
  folded: string,
  skip: (conceptId: string) => boolean,
): { concept: string; words: string }[] {
  const given: { concept: string; words: string }[] = []
  for (const sentence of folded.split(/[.!?;\n]+/)) given.push(...pastimesGone(kb, sentence, skip))
  for (const match of folded.matchAll(USED_TO_DO)) {
    const rest = folded.slice(match.index + match[0].length)
    if (/\bstill\b/.test(rest)) continue
    // "He used to fish a lot, might help to get him out again": a pastime to bring back, not one over.
    if (REVIVE.test(rest.split(/[.!?;\n]/)[0]!)) continue
    // "Can't sing for a bit after her surgery": a pause, not an end.
    if (FOR_NOW.test(rest)) continue
    const doing = DOING_AS_PASTIME[(match[1] ?? match[2])!]!
    const mention = findConcepts(kb, tokenize(doing))[0]
    if (mention) given.push({ concept: mention.conceptId, words: doing })
  }
  for (const match of folded.matchAll(USED_TO_LOVE)) {
    const rest = folded.slice(match.index + match[0].length).split(/[.!?;\n]/)[0]!
    if (/\bstill\b/.test(match[1]!) || /\b(?:still|finally|again)\b/.test(rest) || REVIVE.test(rest)) continue
    // "Used to like gin and tonic, now she's into craft gin": what is named again is loved now.
    const namedAgain = new Set(findConcepts(kb, tokenize(rest)).map((found) => found.conceptId))
    for (const found of findConcepts(kb, tokenize(match[1]!)))
      if (!skip(found.conceptId) && !namedAgain.has(found.conceptId))
        given.push({ concept: found.conceptId, words: found.text })
  }
  for (const match of folded.matchAll(USED_TO_HAVE)) {
    if (/^\s*(?:and|but|,)? *(?:still|now)\b/.test(folded.slice(match.index + match[0].length))) continue
    const found = findConcepts(kb, tokenize(match[1]!)).find((mention) => mention.start === 0)
    if (found && !skip(found.conceptId)) given.push({ concept: found.conceptId, words: found.text })
  }
  return given
}
