import type { ChatFormData, Constraint, RecipientProfile, Want } from '#app/lib/gift-finder/contract.ts'
import { ageBandRange } from '#app/lib/gift-finder/form-options.ts'
import type { KnowledgeBase } from '#app/server/gift-finder/knowledge/knowledge.server.ts'
import { findConcepts } from '#app/server/gift-finder/knowledge/lexicon.server.ts'
import { rememberByText } from '#app/server/gift-finder/knowledge/text-memory.server.ts'
import { clauses, foldText, listBreaks, singular, tokenize } from '#app/server/gift-finder/knowledge/text.server.ts'
import { pronounsFor } from '#app/server/gift-finder/reasons.server.ts'
import { ELECTRIC_WORDS } from '#app/server/gift-finder/suitability/flags.server.ts'
import { familyMembers } from '#app/server/gift-finder/suitability/families.server.ts'
import { CONSTRAINT_FLAGS, PET_CONCEPTS } from '#app/server/gift-finder/suitability/rules.server.ts'
import { formWordInterests } from '#app/server/gift-finder/understanding/form-words.server.ts'
import { FOR_NOW, REVIVE, pastimesGivenUp } from '#app/server/gift-finder/understanding/given-up.server.ts'
import { withoutLimitsNotTheirs } from '#app/server/gift-finder/understanding/not-about-them.server.ts'
import { ownedThings } from '#app/server/gift-finder/understanding/possessions.server.ts'
import {
  CONSIDERING,
  CORRECTION,
  NOW_INSTEAD,
  PARTING_VERB,
  ruledOutInPhrases,
  wholeConcept,
  type Dislike,
} from '#app/server/gift-finder/understanding/ruled-out-phrases.server.ts'
import { withLimitsSpeltOut } from '#app/server/gift-finder/understanding/shoppers-spellings.server.ts'
import { DECLUTTERING, situationDislikes } from '#app/server/gift-finder/understanding/situations.server.ts'
import {
  CONSTRAINT_CUES,
  DISLIKE_AFTER,
  DISLIKE_BEFORE,
  HATE_EARLIER,
  LIKE_BETWEEN,
  LIST_REACH,
  NEGATION_REACH,
  NEGATION_WORD,
  NOT_A_NEGATION,
  TOPIC_CONSTRAINTS,
  OCCASION_CUES,
  OWNED_AFTER,
  OWNED_BEFORE,
  RECOVERED,
  SERIOUS_OCCASION,
  WANT_CUES,
} from '#app/server/gift-finder/understanding/cues.server.ts'

/**
 * Concepts that describe the recipient's stage of life or the occasion rather than what they
 * enjoy: named in the brief they steer the fallback ideas, never count as interests.
 */
export const CONTEXT_CONCEPTS = new Set([
  'newborn-baby',
  'new-parents',
  'mum-to-be',
  'toddlers',
  'preschoolers',
  'primary-school-kids',
  'first-birthday',
  'christening-baptism',
  'teenagers',
  'tweens',
  'graduates',
  'first-job',
  'revision-exams',
  'new-home',
  'newlyweds',
  'engagement',
  'romance-couples',
  'retirement',
  'new-grandparents',
  'grandparents',
  'elderly-relatives',
  'care-home-residents',
  'dementia-friendly',
  'get-well-soon',
  'sympathy-bereavement',
  'pregnancy-loss-and-hard-times',
  'thank-you',
  'teacher-gifts',
  'secret-santa',
  'stocking-fillers',
  'mothers-day',
  'fathers-day',
  'valentines-day',
  'christmas-traditions',
  'halloween',
  'easter',
  'new-drivers',
  'leaving-gifts',
  'hen-and-stag',
  'baby-shower',
  'students-going-to-university',
  'university-students',
  'twins-siblings',
  'exam-success',
  'anniversaries',
  'eid',
  'diwali',
  // Named by the word 'colleague' as often as by a love of desks: who they are, not what they enjoy.
  'office-desk',
  // Their work: "for my son's teacher", "she's a nurse" say who they are; what they enjoy comes first.
  'teachers',
  'nurses-nhs',
  'doctors-medics',
  'hanukkah',
  'milestone-18th',
  'milestone-21st',
  'milestone-30th',
  'milestone-40th',
  'milestone-50th',
  'milestone-60th',
  'milestone-70th-and-over',
  'milestone-80th-90th-100th',
  // Kinds of gift rather than interests.
  'practical-everyday',
  'luxury-treats',
  'personalised-gifts',
  'keepsakes-memories',
  'photos-memories',
  'jokes-novelty',
  'experience-days',
  'adventure-experiences',
  'food-experiences',
  'charity-ethical-gifts',
  'hampers',
  'subscriptions',
  'flowers-plants-gifting',
  'winter-warmers',
  'summer-fun',
])

/** The occasions gift ideas name for each occasion of the form. */
const FORM_OCCASIONS: Record<string, string[]> = {
  Birthday: ['birthday'],
  Christmas: ['christmas'],
  Anniversary: ['anniversary'],
  Wedding: ['wedding'],
  "Valentine's Day": ['valentines'],
  Graduation: ['graduation'],
  Housewarming: ['housewarming'],
  'Thank You': ['thank-you'],
  'Just Because': ['just-because'],
  Other: [],
}

/** Concepts that fit an occasion when the interests run out. */
const OCCASION_CONCEPTS: Record<string, string[]> = {
  birthday: [],
  christmas: ['christmas-traditions', 'stocking-fillers', 'winter-warmers'],
  anniversary: ['anniversaries', 'romance-couples', 'keepsakes-memories'],
  wedding: ['newlyweds', 'keepsakes-memories'],
  valentines: ['valentines-day', 'romance-couples'],
  graduation: ['graduates', 'first-job'],
  housewarming: ['new-home', 'houseplants'],
  'thank-you': ['thank-you'],
  'just-because': ['self-care-pamper'],
  'mothering-sunday': ['mothers-day'],
  'fathers-day': ['fathers-day'],
  'new-baby': ['newborn-baby', 'new-parents'],
  christening: ['christening-baptism', 'keepsakes-memories'],
  retirement: ['retirement'],
  leaving: ['leaving-gifts'],
  'get-well': ['get-well-soon'],
  sympathy: ['sympathy-bereavement'],
  engagement: ['engagement', 'romance-couples'],
  'secret-santa': ['secret-santa', 'stocking-fillers'],
  'teacher-thank-you': ['teacher-gifts'],
  'exam-results': ['exam-success'],
  easter: ['easter'],
  halloween: ['halloween'],
}

/** Concepts that fit the recipient's age when nothing else does. */
function ageConcepts(min: number, max: number): string[] {
  if (max <= 2) return ['newborn-baby', 'toddlers', 'first-birthday']
  if (max <= 5) return ['preschoolers', 'pretend-play', 'early-learning', 'outdoor-play']
  if (max <= 8) return ['primary-school-kids', 'stem-toys', 'kids-arts-crafts', 'outdoor-play']
  if (max <= 12) return ['tweens', 'stem-toys', 'board-games']
  if (max <= 17) return ['teenagers']
  if (min >= 80) return ['elderly-relatives', 'grandparents']
  if (min >= 65) return ['grandparents', 'elderly-relatives']
  if (max <= 24) return ['university-students']
  return []
}

const RECIPIENT_CONCEPTS: Record<string, string[]> = {
  Grandparent: ['grandparents'],
  Colleague: ['office-desk'],
  'Partner/Spouse': [],
  Parent: [],
  Child: [],
  Friend: [],
  Sibling: [],
  Other: [],
}

const MILESTONES: [number, string][] = [
  [18, 'milestone-18th'],
  [21, 'milestone-21st'],
  [30, 'milestone-30th'],
  [40, 'milestone-40th'],
  [50, 'milestone-50th'],
  [60, 'milestone-60th'],
  [70, 'milestone-70th-and-over'],
  [80, 'milestone-80th-90th-100th'],
  [90, 'milestone-80th-90th-100th'],
  [100, 'milestone-80th-90th-100th'],
]

const AGE_PATTERNS = [
  /\b(\d{1,3})\s*(?:years? old|yrs? old|year-old|yo)\b/,
  /\baged? (\d{1,3})\b/,
  /\bturning (\d{1,3})\b/,
  /\bturns (\d{1,3})\b/,
  /\b(\d{1,3})(?:st|nd|rd|th) birthday\b/,
  /\b(?:he|she|they)(?:'s| is| are) (\d{1,2})\b(?! (?:minutes|hours|days|weeks|months|miles|pounds|quid|£))/,
]

/** An age the shopper gave in words, if one fits the age band (a "7-year-old" in the 6-8 band). */
export function statedAge(text: string, band: { min: number; max: number }): number | null {
  const folded = foldText(text)
  // "First birthday since we got engaged" is the first of something else, not a baby's.
  if (
    band.min <= 2 &&
    /\b(?:first|1st) birthday\b(?! (?:since|as|together|married|in|at|without|away|with|after)\b)/.test(folded)
  )
    return 1
  for (const pattern of AGE_PATTERNS) {
    const match = pattern.exec(folded)
    if (!match) continue
    const age = Number(match[1])
    if (age >= 0 && age <= 110 && age >= band.min - 1 && age <= band.max + 1) return age
  }
  return null
}

/** A birthday milestone named in the brief ("her 50th", "turning 40"). */
function milestoneConcept(text: string): string | null {
  const folded = foldText(text)
  const match = /\b(\d{2,3})(?:st|nd|rd|th)\b|\bturning (\d{2,3})\b/.exec(folded)
  const value = Number(match?.[1] ?? match?.[2] ?? NaN)
  return MILESTONES.find(([age]) => age === value)?.[1] ?? null
}

/** Words before a love taken up in place of another: "ditched the gym for yoga". */
const REPLACED_FOR =
  /\b(?:ditch(?:ed|es|ing)?|swapp?(?:ed|ing)?|swaps?|traded|switched|moved on from|gave up|given up|giving up|quit|dropped|packed in)\b(?: \w+){1,3} (?:for|to|in favour of) $/
/** Parting with a thing to buy a better one ("selling his old bike to get a better one"). */
const SOLD = new RegExp(`\\b(?:${PARTING_VERB}|sells)\\b`)
const TO_UPGRADE = /^(?:\w+ )?(?:to (?:get|buy|fund|pay for)|for an? (?:new|better|bigger|newer|faster))\b/

/** Words after a pastime's one word that make it a verb of something else: "trains 4 times a week". */
const NOT_THE_PASTIME_AFTER: Record<string, RegExp> = {
  trains:
    /^(?:(?:like |about |around |at least )?\d\w*|twice|every|hard|daily|most|at the|with (?:a|his|her|their)|for (?:a|the|his|her))\b/,
  running:
    /^(?:games?|campaigns?|sessions?|errands|around|late|low|out of|things|the (?:show|game|club|campaign)|a (?:business|company|shop|pub|team|club|game|campaign))\b/,
  'tv-box-sets': /^(?:on (?:twitch|youtube|kick|tiktok)|(?:his|her|their) (?:games|gameplay))\b/,
  // "Swarovski binoculars": the optics, not the crystal jewellery.
  jewellery: /^(?:binoculars|bins|scope|spotting scope|optics|optik|telescope|monocular)\b/,
  // "Looks out on the car park", "a car boot sale": where, not a love of cars.
  'cars-driving':
    /^(?:park|parks|parking|boot|boots|share|sharing|journeys?|seats?|keys|insurance|crash|accident|wash)\b/,
}

/** Words before a mention that make it the shopper's, not the person's: "my mum gave me a silver bangle". */
const THE_SHOPPERS_OWN =
  /\b(?:(?:gave|got|bought|made) me (?:a |an |the |some )?(?:\w+ )?|(?:dont|doesnt|do not|does not) (?:really |fully |even )?(?:understand|get) (?:the |all the |these |those )?)$/

/** A gift the shopper considered ("thought about a", "was going to get him a"), turned down when the phrases say so. */
const CONSIDERED = new RegExp(String.raw`\b${CONSIDERING}(?:new |brand new )?$`)

/** Words before a pastime's word that make it something else: "makes wonky bowls". */
/** Values given as the reason for what follows: "eco-minded so nothing plasticky". */
const REASON_FOR_A_LIMIT: Record<string, RegExp> = {
  'eco-living-sustainability':
    /^(?:so|and so|which means|meaning)\b (?:(?:definitely|please|really|def) )?(?:nothing|no|not|avoid|none)\b/,
}

/** The same after a mention of any length: "a good Sunday roast at the pub" is eaten out, not cooked. */
const NOT_THE_PASTIME_AFTER_ANY: Record<string, RegExp> = {
  cooking: /^(?:at|down) (?:the|a|their|his|her) (?:pub|local|carvery|restaurant)\b/,
}

const NOT_THE_PASTIME_BEFORE: Record<string, RegExp> = {
  bowls: /\b(?:makes?|made|making|wonky|pottery|ceramic|cereal|soup|mixing|fruit|dog|pasta|salad|serving|nesting)\s+$/,
  // "No clue what's in fashion": what is worn now, not a love of it.
  fashion: /\b(?:(?:what'?s?|whats|is|are|s|back|come|comes|came) in|out of)\s+$/,
  // "Still gets the train into Manchester for shows": how they travel, not a love of railways.
  trains:
    /\b(?:gets?|getting|got|takes?|taking|took|catch(?:es|ing)?|caught|miss(?:es|ed)?|jumps? on|hops? on|by)\s+(?:the\s+|a\s+)?$/,
  // "Chisels, planes, that kind of thing", "a block plane": the woodworker's hand tool.
  aviation:
    /\b(?:chisels?|spokeshaves?|saws?|rasps?|mallets?|gouges?|hand tools?|block|jack|smoothing|bench|hand|wood|woodworking|wooden)\s+$/,
}

/** Where someone was hurt: "broke his leg at a trampoline park", "broke their wrist falling off a scooter". */
const HURT_AT =
  /\b(?:(?:broke|broken|fractured|injured|hurt|sprained|twisted|did|done) (?:his|her|their|my) (?:\w+ )?(?:in )?(?:at|on|playing|doing|at the|on the) (?:a |an |the )?|(?:fell|falling|came) off (?:a |an |the |his |her |their )?)$/

/** Conditions named as the reason for a constraint. */
const CONDITION =
  /^(?:arthritis|dementia|alzheimers?|parkinsons?|diabetes|asthma|eczema|epilepsy|cancer|stroke|anxiety|depression|migraines?|menopause|insomnia)$/

/** Words for a kind of gift that the word before them narrows: "a driving experience", "a cookery class". */
const GENERAL_KIND = /^(?:experiences?|experience days?|days? out|class|classes|courses?|lessons?|vouchers?)$/

/** Words before a kind of gift that do not narrow it. */
const EMPTY_BEFORE_KIND =
  /^(?:another|more|other|some|every|that|this|those|these|their|there|what|just|really|very|nothing|anything)$/

/** A word that rules out only the ordinary kind of a thing: "no normal bakes". */
const ORDINARY_KIND = /^(?:normal|regular|standard|ordinary|supermarket|shop|live)$/

/** A word after a thing ruled out that only says when, or softens: "gone off pasta lately", "not another telescope obviously". */
const AFTERWORD =
  /(?: (?:lately|recently|now|anymore|any more|these days|nowadays|atm|obviously|obvs|obv|lol|tbh|please|pls|haha|either|though|tho))+$/

/**
 * The limit cues, each finding every place it is said in a clause. Where someone lives is left out:
 * "doing up a narrowboat to live on" is no garden, and a love of the boat too.
 */
const LIMIT_CUES_EVERYWHERE = CONSTRAINT_CUES.filter(({ constraint }) => constraint !== 'no-outdoor-space').map(
  ({ constraint, pattern }) => ({ constraint, pattern: new RegExp(pattern.source, 'g') }),
)

/** Parting with an animal or a machine: "had to sell her", "rehomed his". */
const PARTED_WITH = new RegExp(`\\b(?:${PARTING_VERB})(?: (?:her|his|their|the))? $`)

/** A love said to outlast it: "still loves them though", "still talks about him". */
const STILL_LOVED =
  /\bstill (?:loves?|adores?|misses|talks? about|goes on about|mad about|obsessed with|dreams? (?:about|of)) (?:them|it|him|her|those|horses|ponies|bikes)\b/

/** A word that rules out one form of a thing and keeps the pastime: "no physical books", "no paper copies". */
const PHYSICAL_FORM = /^(?:physical|actual|paper|printed|real|hardback|paperback)$/

/** A reader's e-reader: "got a kindle she loves so no books" rules out books, not reading. */
const E_READER = /\b(?:kindle|kobo|e-?reader|ebook reader)s?$/
const PAPER_BOOKS = /^(?:(?:physical|actual|paper|printed|real|proper) )?(?:books?|novels?|paperbacks?|hardbacks?)$/

/** One kind preferred to another, or one part of a pastime refused: "oo not n gauge", "won't even look at". */
const ONE_KIND_NOT_ANOTHER =
  /\b(?:(?!(?:is|are|was|were|does|do|did|will|would|could|should|can|has|have|had|im|its|thats|just|definitely|def|but|and|or|so|probably|prob|maybe|really|certainly|absolutely|obviously|if|why|whether|also|too|still|though)\b)[a-z0-9]+ not|(?:won'?t|wont|will not|doesn'?t|doesnt|refuses? to) (?:even )?(?:look at|touch|play with|paint|collect))\s+(?:\w+\s+)?$/

const NEGATED_WANT = /\b(?:not|no|nothing|never|isn'?t|without)\s+(?:(?!(?:so|but|then)\b)\w+\s+){0,2}$/

/** The kinds of gift the words ask for (not those they rule out: "nothing silly"). */
function wantsIn(folded: string): Want[] {
  const wants: Want[] = []
  for (const { want, pattern } of WANT_CUES) {
    const match = pattern.exec(folded)
    if (match && !NEGATED_WANT.test(folded.slice(0, match.index))) wants.push(want)
  }
  return wants
}

/** What one message (the form's interests or a chat answer) tells us. */
export interface MessageReading {
  interests: { concept: string; label: string; words: string[] }[]
  /**
   * Concepts named in passing: things they own ("mugs galore") and places named with no liking ("used to
   * dance at the tower ballroom in blackpool"). An interest when the form names them, not in the chat.
   */
  formOnlyInterests: { concept: string; label: string; words: string[] }[]
  context: string[]
  /** `thing`: a kind of gift ruled out ("no more elsa dresses"), not the interest it belongs to. */
  dislikes: Dislike[]
  alreadyHas: string[]
  constraints: Constraint[]
  wants: Want[]
  occasions: string[]
}

/**
 * Words after a disliked mention that leave it meaning the interest as a whole: the words that end a
 * phrase ("no football, please", "no more xbox games he's on it") and the words for everything to do
 * with an interest ("football stuff", "horror films"). Any other word is the thing the mention describes.
 */
const WHOLE_INTEREST_AFTER =
  /^(?:and|or|but|so|nor|either|neither|please|really|at|all|any|anymore|anything|again|too|for|thanks|ever|now|nowadays|then|every|each|no|nothing|not|off|out|banned|limits|genuinely|honestly|seriously|literally|than|just|even|still|though|unless|except|because|cos|since|after|before|over|during|around|till|until|while|whilst|as|in|of|to|on|with|from|by|is|are|was|were|be|isnt|arent|wasnt|the|a|an|this|that|these|those|he|she|they|it|him|her|them|his|hers|their|its|i|me|my|we|us|our|you|your|who|which|what|when|where|whatsoever|lol|bless|very|quite|pretty|super|anyway|stuff|thing|things|bit|side|part|idea|years|ago|months|weeks|decades|last|yesterday|recently|once|phase|stage|when|long|had|has|have|stopped|im|ive|id|ill|youre|theyre|hes|shes|everyone|everybody|people|someone|related|themed|merch|merchandise|gifts?|presents?|pressies?|items?|bits|films?|movies?|books?|novels?|games?|music|shows?|series|programmes?|tv|fans?|kit|gear|sadly|unfortunately|obviously|pls|plz|tbh|thx|ta|most|mostly|either|mum|dad|mate|xx?|haha|ha|rule|rules|ban|policy|zone|already)$/

/**
 * Constraints stated as a negation shortly before the thing ruled out, however it is worded:
 * "steer clear of food altogether", "the home won't let us bring food in", "he's never been a
 * screen person", "nothing complicated with buttons or batteries", "don't go for clothes".
 */
function negatedTopics(clauseWords: readonly string[]): Constraint[] {
  const found: Constraint[] = []
  // "Nothing to do with his PS5" negates as "nothing" does.
  const words = clauseWords
    .join(' ')
    .replace(/\bnothing to do with\b/g, 'nothing')
    // "Anything but clothes" rules clothes out.
    .replace(/\banything but\b/g, 'not')
    .split(' ')
  words.forEach((word, index) => {
    // "No gadgets" rules out screens and plugs alike.
    const topics = TOPIC_CONSTRAINTS.filter(({ pattern }) => pattern.test(word))
    // "Not kitchen gadgets", "no mini consoles" rule out the kind named, not screens as such.
    const narrowed =
      index > 0 &&
      /^(?:kitchen|garden|bbq|baking|cooking|camping|golf|fishing|mini|cheap|toy|kids|replica|novelty|plastic|go|going|gone|went|shredded)$/.test(
        words[index - 1]!,
      )
    // "Not into electronic music": a kind of music, not a thing with a plug.
    const narrowedAfter =
      /^(?:music|dance|beats|keyboards?|shop|shops|milk|farmer|farmers|farm|beers?|about|over|freak|freaks|fan|fans|lover|lovers)$/.test(
        words[index + 1] ?? '',
      ) ||
      (words[index + 1] === 'and' && words[index + 2] === 'bolts')
    if (
      topics.length &&
      !narrowed &&
      !narrowedAfter &&
      (negatedJustBefore(words.slice(0, index)) || RULED_OUT_AFTER.test(words.slice(index + 1, index + 8).join(' ')))
    ) {
      for (const { constraint } of topics) if (!found.includes(constraint)) found.push(constraint)
    }
  })
  return found
}

/** Words after a topic that rule it out: "food's a no", "perfume is out", "screens are off limits". */
const RULED_OUT_AFTER =
  /^(?:(?:and|or|&) \w+ (?:\w+ )?)?(?:(?:or )?anything like that (?=(?:is|are|s) ))?(?:(?:gifts?|presents?|parcels?|items?|stuff|things|hampers?|products?) )?(?:(?:just|really|simply) )?(?:(?:is|are|s|both) )?(?:both )?(?:(?:just |really )?(?:isnt|arent|not) (?:really )?(?:her|his|their) thing|the only (?:problem|issue)\b|a no\b(?! (?:brainer|nonsense|frills|fuss))|off the menu\b|a no go|out\b(?! of\b)|off limits|off the table|not allowed|banned|(?:a )?(?:rubbish|crap|naff|boring|useless|terrible|pants) (?:present|gift)s?\b)/

/**
 * The end of a negated "anything that…" ("don't want anything that adds to", "nothing which"), the
 * negation at most two words before it and nothing in its few words that ends the phrase or negates
 * again ("anything that isn't practical" wants practical things).
 */
const NEGATED_DESCRIPTION =
  / (?:(?:not|no|never|dont|doesnt|wont|wouldnt|cant|isnt|arent|avoid|without)(?: (?:really|want|wants|need|needs|like|likes|to|get|buy|do|into|keen|on|fussed|bothered|about))* (?:anything|something)|nothing) (?:that|which)(?: (?!(?:please|pls|thanks|he|she|they|his|her|their|but|and|so|isnt|arent|wasnt|doesnt|dont|not|no)\b)\w+){0,3}$/

/**
 * A gift not to be given, said at length, up to the thing itself: "I really don't want to buy her anything
 * electrical", "not keen on getting him a gadget", "don't suggest a personalised star map".
 */
const NEGATED_GIVING =
  /(?<!\bwhy) (?:not|dont|doesnt|wont|wouldnt|never|rather not)(?: really)?(?: (?:keen on|want to|wanting to|going to|planning on|planning to))? (?:buy|buying|get|getting|give|giving|send|sending|suggest|suggesting)(?: (?:her|him|them|me|us))? (?:a|an|any|anything|another|more)(?: (?!(?:but|and|so|she|he|they|i|we|other|except|apart|besides|bar)\b)\w+){0,2}$/

/** Words that may stand between a negation and the liking it negates: "not really into", "not that keen". */
const SOFTENER = /^(?:really|that|very|too|so|all|overly|particularly|terribly|hugely|massively|especially|much)$/

/**
 * A negation among the last few words, with no liking word after it: "not a mug or a candle",
 * "nothing complicated with buttons". "No idea" and "can't get enough of" negate nothing.
 */
function negatedJustBefore(earlier: readonly string[], oneKind = false): boolean {
  // A list reaches further back: "not a mug or a candle".
  // "Avoid plastic and light up noisy toys": avoiding reaches across 'and' as well, and so does any
  // negation of one kind of thing named by two ("not into the hearts and roses stuff").
  const recent = earlier.slice(-LIST_REACH)
  const listed = recent.some(
    (word, at) =>
      word === 'or' || word === 'nor' || (word === 'and' && (oneKind || recent.slice(0, at).includes('avoid'))),
  )
  // "Don't want anything that adds to screen time": a negated "anything that…" carries the
  // negation to the end of its own short phrase.
  const described = NEGATED_DESCRIPTION.test(` ${recent.join(' ')}`) || NEGATED_GIVING.test(` ${recent.join(' ')}`)
  const from = Math.max(0, earlier.length - (listed || described ? LIST_REACH : NEGATION_REACH))
  for (let at = earlier.length - 1; at >= from; at--) {
    // "No garden or balcony, they like cooking": a new subject starts a new thought.
    // "Not (really) into the hearts and roses stuff": a liking just after a negation is part of it.
    const likedHere =
      LIKE_BETWEEN.test(earlier[at]!) &&
      !(NEGATION_WORD.test(earlier[at - 1] ?? '') && negates(earlier, at - 1)) &&
      !(SOFTENER.test(earlier[at - 1] ?? '') && NEGATION_WORD.test(earlier[at - 2] ?? '') && negates(earlier, at - 2))
    if (likedHere || SUBJECT.test(earlier[at]!)) return false
    // "Nothing leather and any food needs to be vegan": "and any" starts a new thing, not negated.
    if (earlier[at] === 'and' && /^(?:any|the|some|all)$/.test(earlier[at + 1] ?? '')) return false
    // "Nothing with gluten if it's food": a condition on what was negated, not more of it.
    if (/^(?:if|unless)$/.test(earlier[at]!)) return false
    if (NEGATION_WORD.test(earlier[at]!)) return negates(earlier, at)
  }
  return false
}

/** Whether the negation word at `at` negates: "no idea" does not, nor "never without a coffee". */
function negates(words: readonly string[], at: number): boolean {
  // "Wouldn't say no to a good whisky", "never says no to cake": a liking.
  if (
    words[at] === 'no' &&
    /^says?$/.test(words[at - 1] ?? '') &&
    /^(?:wouldnt|never|wont|cant|cannot|couldnt|doesnt|dont|rarely)$/.test(words[at - 2] ?? '')
  )
    return false
  if (NOT_A_NEGATION.test(words.slice(at, at + 3).join(' '))) return false
  // "Why not get him a gadget": a suggestion, not a refusal.
  if (words[at] === 'not' && words[at - 1] === 'why') return false
  return !(words[at] === 'without' && at > 0 && NOT_A_NEGATION.test(words.slice(at - 1, at + 2).join(' ')))
}

/**
 * A place-like mention said as something done or loved, not as where someone happens to be:
 * "loves to travel", "massive hikers", "they travel a lot", "go walking at weekends", "mad about
 * travel", "canal boat holidays every year".
 */
function placeAsPastime(text: string, before: string, after: string, wordBefore: string): boolean {
  // "Loves to travel light": how, not a love of travel.
  if (/^light\b/.test(after)) return false
  return (
    LIKE_BETWEEN.test(text) ||
    /(?:ers|ists)$/.test(text) ||
    /\b(?:go|goes|going|went|(?:mad|crazy|nuts|potty) (?:about|on|for))$/.test(before) ||
    /^(?:holidays?|trips?|breaks?|getaways?|cruises?)\b.*\b(?:every|each|most|always|twice|regularly|often)\b/.test(
      after,
    ) ||
    (SUBJECT.test(wordBefore) &&
      /^(?:a lot|loads|lots|all the time|everywhere|constantly|often|every|whenever|the world|abroad|widely)\b/.test(
        after,
      ))
  )
}

/** Words after a mention that say it is loved: "golf is his thing", "cricket is her life". */
const LIKED_AFTER =
  /^(?:is|are|s) (?:(?:very much|totally|definitely|really) )?(?:his|her|their) (?:thing|passion|life|world|favourite|fave|happy place)\b/

/** Words just after a pastime that say it is over: "golf's off", "the peppa phase is over". */
const OVER_NOW_AFTER =
  /^(?:phase |stage |days )?(?:is |are |s )?(?:now )?(?:off|over|finished)(?= (?:now|for now|sadly|though|tho|tbh|lol|apparently|officially|completely|totally|thank|hes|shes|theyre|he|she|they|so|and|but|since|after|cos|because)\b|$)(?: |$)/

/** Words after two things joined by 'and' that make them one kind: "hearts and roses stuff". */
const ONE_KIND_AFTER = /^(?:stuff|things|type|kind|sort|nonsense|malarkey|tat)\b/

/** Words that soften or close a phrase and say nothing about the thing before them. */
const FILLER =
  /^(?:pls|plz|please|obv|obvs|obviously|lol|tho|though|tbh|tbf|honestly|haha|either|thanks|thx|ta|really|ever|again|now|lately|recently|completely|altogether|entirely|totally|yet|sadly|mate|x|xx|going|allowed|thatll|thatd|that|which|who|whatever|actually)$/

/** A verb just after a mention, which makes the mention its subject. */
const SUBJECT_VERB =
  /^(?:get|gets|got|have|has|had|do|does|did|say|says|said|loves?|likes?|wants?|needs?|buys?|gives?|always|never|will|would|can|could)$/

/** A person who starts a thought of their own. */
const SUBJECT = /^(?:he|she|they|we|hes|shes|theyre|were)$/

/** The last negation in the words before a mention negates nothing: "never misses the Grand National". */
function harmlessNegation(before: string): boolean {
  const words = before.split(' ')
  let subjectAfter = false
  for (let at = words.length - 1; at >= 0; at--) {
    // "Food's a no, otherwise they love cooking": a new subject after the negation starts a thought
    // of its own; "is a no" and "a no go" end a phrase of their own.
    if (NEGATION_WORD.test(words[at]!))
      return subjectAfter || (words[at] === 'no' && words[at - 1] === 'a') || !negates(words, at)
    if (SUBJECT.test(words[at]!)) subjectAfter = true
  }
  return false
}

/** Concepts a place name can belong to. */
const PLACE_CONCEPTS = new Set([
  'travel',
  'city-breaks',
  'hiking-walking',
  'scottish',
  'welsh',
  'irish',
  'british-heritage',
  'uk-national-parks',
  'cornwall',
  'new-york',
  'italy',
  'paris-france',
  'japanese-culture',
  // "Coarse fishing on the canal": where the fishing is done.
  'canal-boats-narrowboats',
])

/** Words before a place that make it where someone lives, studies, works or marries, not a love of it. */
const WHERE_THEY_ARE =
  /\b(?:lives?|living|lived|moved|moving|move|were|holiday|holidays|holidaying|away|emigrating|emigrated|emigrate|honeymoon|honeymooned|honeymooning|masters|degree|phd|finished|downsized|downsizing|relocated|relocating|settled|bungalow|flat|house|cottage|home|married|marrying|marry|wedding|ceremony|reception|venue|tour|concert|gig|festival|based|saturday|sunday|saturdays|sundays|weekend|weekends|grew up|born|from|works?|working|job|studying|studies|study|uni|university|college|graduated|graduating|school)\b(?: \w+){0,4} (?:in|on|at|near|to|from|up|down) (?:the )?(?:\w+ )?$|\b(?:up|down|out|over) (?:in|on|at|near) (?:the )?(?:\w+ )?$/

/** Grounds where concerts and finals are held as well as the home games of a team. */
const VENUES = /^(?:wembley|twickenham|murrayfield|hampden|the o2|o2|principality stadium)$/

/**
 * How a gift looks or behaves, read as it is said and said back the same way ("anything fiddly or
 * sharp"); "blue" only beside "pink".
 */
export const QUALITIES_SAID = [
  'fiddly',
  'sharp',
  'pointy',
  'sparkly',
  'glittery',
  'frilly',
  'fluffy',
  'flashy',
  'noisy',
  'loud',
  'messy',
  'sticky',
  'breakable',
  'fragile',
  'bulky',
  'plastic',
  'smelly',
  'scratchy',
  'gory',
  'complicated',
  'sentimental',
  'pink',
  'blue',
] as const

/** How a gift looks or behaves that a shopper rules out with a negation: "nothing pink or sparkly". */
const UNWANTED_QUALITY = new RegExp(
  `^(?:${[
    ...QUALITIES_SAID.filter((quality) => quality !== 'blue'),
    ...['flash', 'flashes', 'flashing', 'noise', 'glitter', 'plasticky', 'perfumey', 'perfumed', 'christmassy'],
    ...['religious', 'beep', 'beeps', 'beeping', 'satanic'],
  ].join('|')})$`,
)

/** Words after "big" that leave it a size ruled out: "nothing big", "no big plastic toys". */
const BIG_ALONE =
  /^(?:|and|or|please|pls|as|cos|because|since|though|either|at|for|in|plastic|toys?|things?|stuff|presents?|gifts?|items?|bulky)$/

/** The word a gift's own text uses for a quality a shopper put loosely. */
const QUALITY_WORD: Record<string, string> = {
  plasticky: 'plastic',
  perfumey: 'perfume',
  perfumed: 'perfume',
  flash: 'light up',
  flashes: 'light up',
  flashing: 'light up',
  noise: 'noisy',
  beep: 'noisy',
  beeps: 'noisy',
  beeping: 'noisy',
  christmassy: 'christmas',
  gory: 'gore',
  massive: 'bulky',
  huge: 'bulky',
  big: 'bulky',
}

/** "Already has an", "already got a": the words just before a thing they own. */
const ALREADY_OWNS = /\balready (?:has|have|had|got|owns?)\s+(?:(?:a|an|the|some|his|her|their)\s+)?(?:\w+ ){0,1}$/

/** Words just before an owned thing that leave it the whole of the phrase ("all the gadgets", "loads of books"). */
const OWNED_HEAD_BEFORE =
  /^(?:the|a|an|his|her|their|my|our|some|of|all|every|loads|lots|plenty|tons|enough|many|much|more|got|has|have|had|owns?|already|new|in|with|\d+)$/

/** "Nothing with pork gelatine in, like haribo": an example given of what is ruled out. */
const EXAMPLE_OF_RULED_OUT =
  /\b(?:no|not|nothing|never|without|avoid)\b(?:(?!\b(?:loves?|likes?|into|enjoys?|adores?)\b).)*\b(?:like|such as|eg)$/

/** A hating verb earlier in the clause with no liking word after it: "they'd hate anything with ... fast fashion". */
function hatedEarlier(earlier: readonly string[]): boolean {
  const text = earlier.join(' ')
  let last = -1
  for (const match of text.matchAll(new RegExp(HATE_EARLIER.source, 'g'))) {
    // "Gave up his licence, which he hated, so...": the hating looks back at what came before.
    if (
      /\b(?:which|that) (?:(?:he|she|they|i|we) )?(?:(?:really|absolutely|just|totally) )?$/.test(
        text.slice(0, match.index),
      )
    )
      continue
    last = match.index + match[0].length
  }
  // "Allergic to nickel so it has to be sterling silver": what follows "so it" is what fits.
  return last !== -1 && !LIKE_BETWEEN.test(text.slice(last)) && !/\bso (?:it|they|that)\b/.test(text.slice(last))
}

/** The traditional names of wedding anniversaries: "ruby wedding" and "30th - pearl" name a year, not a liking. */
const ANNIVERSARY_MATERIAL =
  'paper|cotton|leather|linen|wood|wooden|iron|tin|wool|copper|bronze|pottery|willow|steel|silk|lace|ivory|crystal|china|silver|pearl|coral|jade|ruby|sapphire|gold|golden|emerald|diamond|platinum'
const MATERIAL_WEDDING = new RegExp(
  `\\b(${ANNIVERSARY_MATERIAL}) wedding\\b(?! (?:dress|ring|band|venue|list|gift list))`,
  'gi',
)
const YEAR_THEN_MATERIAL = new RegExp(
  `\\b(\\d{1,2}(?:st|nd|rd|th)\\b(?: (?:wedding )?anniversary)?[\\s,:;(–—-]+(?:(?:is|so|so it'?s|it'?s|which is|the) )*)(${ANNIVERSARY_MATERIAL})(?= one\\b| this year\\b| next\\b|\\s*(?:[.,;:!?)]|$))`,
  'gi',
)

function namingAnniversaries(text: string): string {
  return text.replace(MATERIAL_WEDDING, '$1 anniversary').replace(YEAR_THEN_MATERIAL, '$1$2 anniversary')
}

/**
 * "A weber the size of a small car", "enough candles to light a cathedral": the thing a size is
 * compared with is no interest of theirs.
 */
const COMPARED_WITH =
  /\b(?:the size of|as big as|bigger than|the (?:house|flat|room|bedroom|lounge|place|kitchen|garage|shed|loft|garden)(?:'s| is| s)? (?:looks?|looking|smells?) like|looks? like(?= (?:a|an) \p{L}+['’]s\b)) (?:a |an |the )?(?:small |little |big |large )?\p{L}+|\bthan (?:actual|real|proper|normal|regular|everyday) \p{L}+|\bin front of the (?:telly|tv|television|box|fire)\b|(\benough (?:[\p{L}'-]+ ){1,4}?)to (?:open|light|stock|fill|sink|start|supply|run|last) (?:a |an |the |(?:her|his|their) own |(?:her|his|them|him) )?(?:small |little |big |whole |entire )?(?:(?:one|two|three|four|five|ten|several|a few|a hundred|\d+) )?\p{L}+/giu

/** "A garmin that cost more than my car": what a price is compared with. */
const COST_MORE_THAN = /\bcost(?:s|ing)? (?:more|as much) (?:than|as) (?:my|a|an|the|our|his|her|their) [\p{L}'-]+/giu

function withoutComparisons(text: string): string {
  return text
    .replace(COMPARED_WITH, (_whole, enough?: string) => (enough ? enough.trimEnd() : ''))
    .replace(COST_MORE_THAN, '')
    .replace(WORN_OUT, 'worn out')
}

/**
 * Figures of speech read as what they say: "no more golf full stop" ends at golf, "a running joke"
 * is no running, and "the radio's harder now" is the radio that is harder.
 */
function withIdiomsPlain(text: string): string {
  return (
    text
      .replace(/\s*,?\s*\bfull stop\b/gi, '.')
      // "So avoid that, coffee or spurs would be better": the negation ends with what it points at.
      .replace(/\b((?:avoid|skip|not|forget|drop|bin) (?:that|those|them|it|this|these))\s*,/gi, '$1;')
      .replace(/\s*,?\s*\bend of\b(?=\s*(?:[.,;:!?)]|$))/gi, '.')
      .replace(/\brunning (?=jokes?\b)/gi, '')
      // "She'll take it straight to the charity shop": away, not a love of second-hand clothes.
      .replace(/\b(?:straight |right )?(?:to|down) the charity shops?\b/gi, 'away')
      .replace(/,?\s*\bdoctor'?s'? orders\b/gi, '')
      // "Bell ringing (not any more), crosswords": the pastime before it is over, and only that one.
      // "Cricket, TMS, garden (used to)": the list before it stays loved.
      .replace(
        /\s*,\s*([^,;.!?()]+?)\s*\((?:sadly )?(?:not any ?more|used to|gave up|given up|no longer|stopped|not now|retired|past|doesn'?t any ?more|can'?t any ?more)\)/gi,
        "; $1 that's over;",
      )
      .replace(
        /\s*\((?:sadly )?(?:not any ?more|used to|gave up|given up|no longer|stopped|not now|retired|past|doesn'?t any ?more|can'?t any ?more)\)/gi,
        " that's over;",
      )
      // "The sage barista express + a niche grinder": a list joined by signs.
      .replace(/\s+[+&]\s+/g, ' and ')
      // "A new Singer machine" sews: the brand is no singer.
      .replace(/\bsinger (?:sewing )?machines?\b/gi, 'sewing machine')
      // "Cheese n meat hampers", "mum n dad": texting's "n" is "and" ("n gauge" is a scale).
      .replace(/(?<=[a-z]) n (?=[a-z])(?!gauge|scale)/gi, ' and ')
      // "Makes the best jam in the county" makes jam.
      .replace(
        /\b(makes?|making|bakes?|baking|brews?|brewing|knits?|knitting) (?:the (?:best|most \w+)|amazing|lovely|gorgeous|brilliant|incredible|beautiful|fab|fabulous|great|proper|the nicest|the tastiest) /gi,
        '$1 ',
      )
      // "Golf is out now" rules golf out; "her new album is out now" is released.
      .replace(
        /(?<!\b(?:album|book|film|movie|game|single|series|season|show|tour|tickets?|record|novel|issue|edition|version|trailer|dvd|box set)\s)\b(is|are) out now\b/gi,
        '$1 ruled out',
      )
      .replace(
        /'s (?=(?:(?:really|very|too|a bit|so|getting|much|far|a lot|definitely|totally|completely) )*(?:hard|harder|difficult|tricky|trickier|tough|tougher|out)\b)/gi,
        ' is ',
      )
      // "Nothing that lights up and sings": a noise, not a love of singing.
      .replace(
        /(\b(?:nothing|no|not|without)\b[^.,;!?]{0,25}?\b(?:lights? up|lit up|flash(?:es)?|beeps?)) and (?:sings?|plays (?:songs|music|tunes)|talks?|makes (?:noises?|sounds?))\b/gi,
        '$1 and nothing that beeps',
      )
      // "Trying to get him off the xbox and fishing more": the thing to get off ends the thought.
      .replace(/\b(get(?:ting)? (?:him|her|them) off (?:the |his |her |their )?[a-z0-9]+)\b/gi, '$1;')
      // "Cooking big Italian dinners", "cooks Thai": the cuisine is the pastime.
      .replace(COOKING_A_CUISINE, '$1 cooking')
      // "Everyone assumes golf but he can't stand it": the thing named just before is what is hated.
      // The thing moves to where the hating is, so nothing before the "but" reads it as loved.
      .replace(HATED_BY_PRONOUN, (said, thing: string, hater: string) =>
        STANDS_FOR_NOTHING.test(thing) ? said : `; ${hater}${thing}`,
      )
  )
}

const COOKING_A_CUISINE =
  /\bcook(?:ing|s)? (?:(?:up|a|big|proper|lovely|huge|massive|authentic|good|great|amazing|real|family|fancy|mean|lot of|lots of|all things) )*(italian|indian|thai|chinese|japanese|korean|vietnamese|mexican|asian)\b/gi

/**
 * "Golf, but he hates it", "they think cruises but she can't stand them": a hating word and a
 * pronoun that ends the thought ("he hates it when arsenal lose" hates the losing).
 */
const HATED_BY_PRONOUN =
  /\b([a-z]{3,}),? but ((?:he|she|they|he'?s|she'?s|they'?re|hes|shes|theyre) (?:(?:really|absolutely|actually|honestly|totally|just) )?(?:can'?t stand|cannot stand|hates?|loathes?|detests?|despises?|isn'?t (?:into|keen on|a fan of)|aren'?t (?:into|keen on)|doesn'?t (?:like|enjoy|do|get on with)|don'?t (?:like|enjoy|do)|never (?:liked|enjoyed|got into)|(?:has|have) never (?:liked|enjoyed)|(?:is|are) not (?:into|keen on)|not (?:into|keen on)) )(?:it|them|that)(?=\s*(?:[.,;:!?]|$)|\s+(?:though|tho|tbh|honestly|lol|now|anymore|any more|these days)\b)/gi

/** Words before such a "but" that name no thing the pronoun could stand for. */
const STANDS_FOR_NOTHING =
  /^(?:that|this|those|these|one|ones|idea|ideas|thing|things|stuff|present|presents|gift|gifts|suggestion|much|lot|lots|him|her|them|too|really|though|well|fine|okay|nice|lovely|sweet|kind|great|good|love|loves|likes|people|everyone|everybody|all|now|then|there|here|anyway|honestly)$/i

/**
 * "Running on empty", "run off her feet": tiredness, not a love of running; "push the boat out" spends
 * more, and sails nowhere.
 */
const WORN_OUT =
  /\b(?:push(?:ed|ing)? the boat out|running on empty|run(?:ning)? (?:off (?:her|his|their) feet|ragged|around after)|rushed off (?:her|his|their) feet)\b/gi

/** A verb alone that a following pastime explains: "paints space marines", "collects Pokémon cards". */
const DOING_VERB =
  /^(?:paints?|painting|collects?|collecting|builds?|building|makes?|making|plays?|playing|bakes?|baking|reads?|reading|watch(?:es|ing)?|learning)$/

/**
 * Work that is seldom a pastime as well: "he's a pilot", "works as an electrician" say what they do
 * for a living, which is no reason to give them more of it. Words as often said of a hobby (gardener,
 * photographer, musician) are not here.
 */
const JOB_WORDS =
  /^(?:(?:airline |commercial )?pilot|(?:dairy |sheep |arable |beef )?farmer|electrician|plumber|joiner|carpenter|builder|bricklayer|plasterer|roofer|mechanic|engineer|chef|fisherman|gamekeeper|vet|teacher|nurse|midwife|doctor|surgeon|dentist|(?:lorry|train|taxi|bus|delivery) driver|hairdresser|barber|florist|butcher|landscaper|tree surgeon|firefighter|paramedic|police officer|soldier|programmer|software developer|accountant|architect|tattooist|tattoo artist|groundsman)s?$/
/** The words before a job said plainly: "he's a", "she works as an", "my dad was a" (not "a keen"). */
const IS_A_BEFORE =
  /\b(?:he|she|they|theyre|hes|shes|is|was|are|were|works as|worked as|job as|trained as|qualified as|retired|former|ex)\s+an?\s+(?:(?!keen|amateur|hobby|budding|avid|big|massive|huge|mad|weekend|wannabe|aspiring|frustrated)\w+\s+)?$/

/** Words before someone's work: "retiring from the fire service", "works in the NHS". */
const WORK_BEFORE =
  /\b(?:retir(?:ing|ed|es|e) from|works? (?:for|in|at)|worked (?:for|in|at)|career in|job in|years (?:in|with) the|served in|(?:drove|drives|driven|taught|teaches|nursed) (?:\w+ )?(?:for|at|with))\s+(?:the )?(?:\w+ )?$/

/** The words before a pastime left behind: "used to love", "used to play". */
const USED_TO =
  /\bused to (?:be (?:really |very |so |a bit )?(?:into|a|an|obsessed with|mad (?:on|about|into)|crazy about|big on|huge on|all about) (?:big |keen |massive )?|(?:[a-z]+ )(?:(?:his|her|their|the|a) )?)?$/

/** Ways of watching or listening that are named as the means to something else. */
const MEDIUM_CONCEPTS = new Set(['tv-box-sets', 'podcasts'])

/** Pastimes that happen on a screen. */
const SCREEN_HOBBIES = new Set([
  'video-games',
  'roblox',
  'fortnite',
  'pc-gaming',
  'playstation',
  'xbox',
  'nintendo',
  'vr-gaming',
  'retro-gaming',
  'smartphones',
  'e-readers-kindle',
])

const ruledOutShare = new WeakMap<KnowledgeBase, Map<string, boolean>>()

/**
 * A concept most of whose ideas a constraint rules out: gin for someone who has stopped drinking,
 * coffee for someone off caffeine. Loving it once says little about what to give them now.
 */
function mostlyRuledOut(kb: KnowledgeBase, conceptId: string, constraint: Constraint): boolean {
  const flags = CONSTRAINT_FLAGS[constraint]
  const byWords = constraint === 'no-electrics'
  if (!flags.length && !byWords) return false
  let known = ruledOutShare.get(kb)
  if (!known) ruledOutShare.set(kb, (known = new Map()))
  const key = `${conceptId} ${constraint}`
  let ruled = known.get(key)
  if (ruled === undefined) {
    const ideas = (kb.ideasByConcept.get(conceptId) ?? []).filter((idea) => idea.conceptId === conceptId)
    // Nothing electrical is read from the words alone: a student with a console in halls still
    // plays, though no new screen reaches him.
    const out = ideas.filter((idea) =>
      byWords
        ? ELECTRIC_WORDS.test(foldText(`${idea.name} ${idea.description}`))
        : idea.flags.some((flag) => flags.includes(flag)),
    ).length
    ruled = ideas.length > 0 && out * 2 >= ideas.length
    known.set(key, ruled)
  }
  return ruled
}

/**
 * Diets, allergies and a home without a garden change the form of a love, not the love: a vegan who
 * loves chocolate loves vegan chocolate, a coeliac baker still bakes, a nan in a care home still
 * watches the birds from her window. The rules leave out the gifts that do not fit.
 */
const KEEPS_THE_LOVE: ReadonlySet<Constraint> = new Set([
  'no-outdoor-space',
  'vegan',
  'vegetarian',
  'gluten-free',
  'dairy-free',
  'nut-allergy',
])

/**
 * Words that name the form of a loved thing a constraint leaves open: "mostly herbal stuff" keeps a
 * tea drinker's tea when they have stopped caffeine, as "alcohol-free" keeps beer for someone off
 * the drink.
 */
const FORM_THAT_FITS: Partial<Record<Constraint, RegExp>> = {
  'no-caffeine':
    /\b(?:herbal|decaf|decaffeinated|caffeine[- ]free|fruit teas?|rooibos|camomile|chamomile|peppermint tea)\b/,
  'no-alcohol':
    /\b(?:alcohol[- ]free|non[- ]alcoholic|low[- ]alcohol|zero[- ]alcohol|0%|mocktails?|no[- ]and[- ]low)\b/,
}

/**
 * Contractions typed without their apostrophe, as chat often is: "shes got a kitchenaid", "theyve
 * already got one". The cues are written with apostrophes (optional where "s" alone is no word).
 */
function withApostrophes(said: string): string {
  return said
    .replace(/\b(she|he|it|that|there|who|what)s\b/gi, "$1's")
    .replace(/\b(they|we|you|i|who)ve\b/gi, "$1've")
    .replace(/\b(they|you)re\b/gi, "$1're")
}

/**
 * Quotation marks typed as apostrophes: "six 'baby's first christmas' baubles" names baubles. Only an
 * apostrophe between two letters belongs to a word.
 */
function withoutQuoteMarks(said: string): string {
  return said.replace(/(?<![\p{L}\p{N}])['‘’]+|['‘’]+(?![\p{L}\p{N}])/gu, '')
}

/** "He's Liverpool now": a team named bare after who supports it, where the bare name is also a place. */
const SUPPORTS_BARE =
  /\b(he's|she's|they're|he is|she is|they are) ([a-z]+)\b(?=\s+(?:now|through and through|all the way|mad|daft|nowadays)\b|\s*[,.!;]|\s*$)/gi

function withClubsNamed(kb: KnowledgeBase, text: string): string {
  return text.replace(SUPPORTS_BARE, (said, who: string, name: string) => {
    const fan = findConcepts(kb, [name.toLowerCase(), 'fan'])
    return fan.some((mention) => mention.start === 0 && mention.end === 2) ? `${who} ${name} fan` : said
  })
}

const readingsByKnowledge = new WeakMap<KnowledgeBase, (said: string) => MessageReading>()

/**
 * Reads one message: the concepts it names and how, constraints, wants and occasions. Each chat
 * turn reads the whole conversation again, several times over, so a message is read once and its
 * reading kept (frozen: readers copy what they change).
 */
export function readMessage(kb: KnowledgeBase, said: string): MessageReading {
  let read = readingsByKnowledge.get(kb)
  if (!read) {
    read = rememberByText((text) => deepFreeze(readFreshMessage(kb, text)), 5_000)
    readingsByKnowledge.set(kb, read)
  }
  return read(said)
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const inner of Object.values(value)) deepFreeze(inner)
  }
  return value
}

function readFreshMessage(kb: KnowledgeBase, said: string): MessageReading {
  const text = withClubsNamed(
    kb,
    withIdiomsPlain(
      withoutComparisons(
        namingAnniversaries(withoutLimitsNotTheirs(withLimitsSpeltOut(withApostrophes(withoutQuoteMarks(said))))),
      ),
    ),
  )
  const reading: MessageReading = {
    interests: [],
    formOnlyInterests: [],
    context: [],
    dislikes: [],
    alreadyHas: [],
    constraints: [],
    wants: [],
    occasions: [],
  }
  const folded = foldText(text)
  for (const { constraint, pattern } of CONSTRAINT_CUES) if (pattern.test(folded)) reading.constraints.push(constraint)
  for (const clause of clauses(text)) {
    const words = tokenize(clause)
    for (const constraint of negatedTopics(words)) {
      if (!reading.constraints.includes(constraint)) reading.constraints.push(constraint)
    }
    words.forEach((word, index) => {
      const quality = /^(?:light|lights|lit)$/.test(word) && words[index + 1] === 'up' ? 'light up' : word
      // "Nothing big and nothing that beeps": a size on its own, not "no big deal" or "not a huge fan".
      const big = /^(?:big|huge|massive)$/.test(word) && BIG_ALONE.test(words[index + 1] ?? '')
      // "Nothing pink or blue": the other colour that says boy or girl.
      const gendered = word === 'blue' && /^(?:or|nor|and)$/.test(words[index - 1] ?? '') && words[index - 2] === 'pink'
      if (
        (quality === 'light up' || big || gendered || UNWANTED_QUALITY.test(word)) &&
        negatedJustBefore(words.slice(0, index))
      )
        reading.dislikes.push({ concept: null, words: QUALITY_WORD[quality] ?? quality })
    })
  }
  const recovered = RECOVERED.test(folded)
  if (SERIOUS_OCCASION.test(folded) && !recovered) reading.constraints.push('serious-occasion', 'no-jokey')
  for (const { occasion, pattern } of OCCASION_CUES) {
    if (pattern.test(folded) && !(recovered && occasion === 'get-well')) reading.occasions.push(occasion)
  }
  reading.wants = wantsIn(folded)
  reading.alreadyHas.push(...ownedThings(folded))
  const phrases = ruledOutInPhrases(kb, folded, reading.alreadyHas)
  const noMore = phrases.noMore
  reading.dislikes.push(...phrases.dislikes, ...situationDislikes(folded))
  const givenUp = pastimesGivenUp(kb, folded, (concept) => CONTEXT_CONCEPTS.has(concept) || PLACE_CONCEPTS.has(concept))
  const lessLoved = phrases.lessLoved
  reading.dislikes.push(...givenUp, ...lessLoved)
  const ruledOutThings = new Set(reading.dislikes.filter((dislike) => dislike.thing).map((dislike) => dislike.words))

  for (const clause of clauses(text)) {
    const words = tokenize(clause)
    const breaks = listBreaks(clause)
    // The words each limit was read from in this clause ("no garden", "clothes never fit him").
    const limitWords = LIMIT_CUES_EVERYWHERE.filter(({ constraint }) =>
      reading.constraints.includes(constraint),
    ).flatMap(({ pattern }) => [...clause.matchAll(pattern)].map((match) => tokenize(match[0]).join(' ')))
    const mentions = findConcepts(kb, words, breaks)
    // The word after a mention, unless a comma ends the mention's phrase: "don't buy him a book, mum
    // will kill me" rules out books, not "book mum".
    // "No sweets obv": a word that only softens the phrase names no more of the thing.
    const wordAfter = (mention: { end: number }) =>
      breaks.has(mention.end) || FILLER.test(words[mention.end] ?? '') ? undefined : words[mention.end]
    const starts = new Set(mentions.map((mention) => mention.start))
    const clauseOwns = ownedThings(clause).length > 0
    // Words that name a place name it for every concept they carry: "up in the dales" is where a
    // farmer lives, not a love of walking.
    const placeSpans = new Set(
      mentions.filter((mention) => PLACE_CONCEPTS.has(mention.conceptId)).map(({ start, end }) => `${start}:${end}`),
    )
    for (const mention of mentions) {
      const concept = kb.concepts.get(mention.conceptId)!
      // "No screen stuff this christmas": when, not a love or a thing ruled out.
      if (
        /^(?:christmas|xmas|easter|halloween)$/.test(mention.text) &&
        /^(?:this|last|next|over|at|for|by|before|after|until|till|til)$/.test(words[mention.start - 1] ?? '')
      )
        continue
      // "Paints space marines": what is painted names the pastime, not the verb.
      if (
        mention.end - mention.start === 1 &&
        DOING_VERB.test(mention.text) &&
        // "Reading, radio 4": a list item of its own, not the verb of the next one.
        !breaks.has(mention.end) &&
        (starts.has(mention.end) ||
          (/^(?:about|the|his|her|their|my)$/.test(words[mention.end] ?? '') && starts.has(mention.end + 1)))
      )
        continue
      const before = words.slice(Math.max(0, mention.start - 6), mention.start).join(' ')
      const after = words.slice(mention.end, mention.end + 6).join(' ')
      // "Doesn't drink, vegetarian, loves cricket": a mention that starts with a liking ("loves
      // cricket") is out of reach of a negation before it, unless the negation is its own.
      // "Nothing scented and golf is his thing": a liking said after it does the same.
      // "Ditched the gym for yoga", "selling his old bike to get a better one": the new love, kept.
      const likedHere =
        REPLACED_FOR.test(`${before} `) ||
        (SOLD.test(before) && TO_UPGRADE.test(after)) ||
        (/^(?:loves?|likes?|adores?|enjoys?)\b/.test(mention.text) &&
          !NEGATION_WORD.test(words[mention.start - 1] ?? '')) ||
        LIKED_AFTER.test(after)
      const negated =
        !likedHere &&
        (hatedEarlier(words.slice(0, mention.start)) ||
          negatedJustBefore(words.slice(0, mention.start), ONE_KIND_AFTER.test(after)))
      const ruledOut =
        (!likedHere &&
          (negated ||
            (DISLIKE_BEFORE.test(before ? `${before} ` : '') && !harmlessNegation(before)) ||
            EXAMPLE_OF_RULED_OUT.test(before))) ||
        DISLIKE_AFTER.test(after) ||
        (!breaks.has(mention.end) && OVER_NOW_AFTER.test(after))
      // "Not city or friends or duplo", "would kill me if... spurs": refused by a negation or a hating
      // word, as against a pastime stopped ("no more crown green", "can't do puzzles anymore").
      const refused =
        negated &&
        !/\b(?:no more|no longer|not any ?more)$/.test(before) &&
        !/^(?:\w+ )?(?:any ?more|these days|now)\b/.test(after)
      // "Nothing poisonous to cats": the cats are who it would harm, neither loved nor ruled out here.
      if (/\b(?:poisonous|toxic|dangerous|harmful|bad|safe) (?:to|for) $/.test(`${before} `)) continue
      // "My mum gave me a silver bangle", "I don't really understand the computer games": the shopper's
      // own, neither a love nor a dislike of the person's.
      if (THE_SHOPPERS_OWN.test(`${before} `)) continue
      // "Thought about a watch but he'd never wear one": a gift turned down, no love of watches.
      if (
        CONSIDERED.test(`${before} `) &&
        ruledOutThings.has(mention.text.replace(/^(?:(?:a|an|some|the) )?(?:new |brand new )?/, ''))
      )
        continue
      // "More wool than hobbycraft", "cleans it more than the car": what something is measured
      // against ("rather than flowers" is ruled out, read below).
      if (!ruledOut && /\bthan(?: the| a| an| his| her| their)?$/.test(before)) continue
      // "Has binoculars already, posh swarovski ones": which make of the thing they own, not a love.
      if (words[mention.end] === 'ones' && reading.alreadyHas.length) continue
      // "Trains 4 times a week", "running games", "streaming on twitch": a verb, not the pastime.
      if (NOT_THE_PASTIME_AFTER[concept.id]?.test(after) && mention.end - mention.start === 1) continue
      if (NOT_THE_PASTIME_AFTER_ANY[concept.id]?.test(after)) continue
      if (NOT_THE_PASTIME_BEFORE[concept.id]?.test(`${before} `)) continue
      // "Broke his leg at a trampoline park": where it happened, and a thing to keep away from now.
      if (HURT_AT.test(`${before} `)) {
        reading.dislikes.push({ concept: concept.id, words: mention.text })
        continue
      }
      // "Fast fashion" is cheap clothing: ruling it out leaves a love of fashion, vintage or not.
      if (concept.id === 'fashion' && words[mention.start - 1] === 'fast') {
        if (ruledOut) reading.dislikes.push({ concept: null, words: 'fast fashion', thing: true })
        continue
      }
      // "Can't do fiddly things, arthritis in both hands": a condition is the reason, never a dislike;
      // "off caffeine for her anxiety" is no love of mental wellbeing either.
      if (ruledOut && CONDITION.test(mention.text)) continue
      if (
        CONDITION.test(mention.text) &&
        /\b(?:for|with|because of|due to|cos of|helps?) (?:his|her|their|the)$/.test(before)
      )
        continue
      // "Can't sing for a bit": a pause, the love stays.
      if (ruledOut && FOR_NOW.test(` ${after}`)) continue
      // "No normal bakes, but they love baking GF stuff", "oo not n gauge", "won't even look at space
      // marines": only that kind is ruled out, not the pastime it belongs to.
      const qualifier = words[mention.start - 1] ?? ''
      // "Not a driving experience": the kind of experience, not every day out.
      if (
        ruledOut &&
        GENERAL_KIND.test(mention.text) &&
        /^[a-z]{4,}$/.test(qualifier) &&
        !EMPTY_BEFORE_KIND.test(qualifier)
      ) {
        reading.dislikes.push({ concept: null, words: `${qualifier} ${mention.text}`, thing: true })
        continue
      }
      if (ruledOut && ORDINARY_KIND.test(qualifier)) {
        reading.dislikes.push({ concept: null, words: `${qualifier} ${mention.text}`, thing: true })
        continue
      }
      if (ruledOut && PHYSICAL_FORM.test(qualifier) && !wordAfter(mention)) {
        reading.dislikes.push({ concept: null, words: mention.text, thing: true })
        continue
      }
      if (ruledOut && ONE_KIND_NOT_ANOTHER.test(`${before} `)) {
        reading.dislikes.push({ concept: wholeConcept(kb, mention.text), words: mention.text, thing: true })
        continue
      }
      // "More yarn than sense so not more yarn", "has swarovski binoculars so not binoculars": a thing
      // they own ruled out, not the pastime it belongs to.
      if (
        ruledOut &&
        ruledOutThings.has(mention.text) &&
        reading.alreadyHas.some(
          (owned) =>
            ` ${owned}`.endsWith(` ${mention.text}`) ||
            // "More wool than hobbycraft so no yarn": another word for what they own.
            familyMembers(owned).includes(singular(mention.text)),
        ) &&
        !sameWords(concept.label, mention.text)
      )
        continue
      // "Had to sell her horse, still loves them though": the animal or machine is gone, the love is
      // not (the kit it took with it is left out by the phrase reader).
      if (ruledOut && PARTED_WITH.test(`${before} `) && STILL_LOVED.test(folded)) continue
      // "Not another telescope": they have one, so the thing is ruled out; the pastime, loved
      // elsewhere by its own name, is not. "No more crown green" can be the pastime given up.
      if (
        ruledOut &&
        /\bnot another(?: (?:big|new|fancy|posh|expensive|cheap))?$/.test(before) &&
        !sameWords(concept.label, mention.text) &&
        !wordAfter(mention)
      ) {
        reading.dislikes.push({ concept: concept.id, words: mention.text, thing: true })
        continue
      }
      // "We can NOT get her an actual pony": one gift refused, not the love of horses it would serve.
      // "Don't get him headphones" refuses the whole kind, and with it the love.
      const refusedBefore = ` ${words.slice(Math.max(0, mention.start - LIST_REACH), mention.start).join(' ')}`
      if (ruledOut && NEGATED_GIVING.test(refusedBefore) && / (?:a|an|another)(?: \w+){0,2}$/.test(refusedBefore)) {
        reading.dislikes.push({ concept: concept.id, words: mention.text, thing: true })
        continue
      }
      // "No room for a rowing machine": the size of the thing rules it out, not the pastime.
      if (/\bno (?:room|space) for (?:a |an |any |the |more )?$/.test(`${before} `)) {
        reading.dislikes.push({ concept: null, words: mention.text, thing: true })
        continue
      }
      if (ruledOut) {
        // "No bike computers" rules out bike computers, not cycling: the mention only describes the
        // thing after it. "No football stuff" or "not into horror films" rule out the interest itself.
        const next = wordAfter(mention)
        // "No mugs or candles, teachers get a million": the subject of a thought of its own.
        if (next && SUBJECT_VERB.test(next)) continue
        // "Nothing with retinol or acids": what a gift must not contain, not the pastime it belongs
        // to. "Nothing with utd on it" is their merchandise, and rules the club's gifts out.
        if (
          /\b(?:(?:nothing|anything) with|without|free from)(?: any)? $/.test(`${before} `) &&
          !/^(?:\w+ )?on\b/.test(after)
        ) {
          reading.dislikes.push({ concept: null, words: mention.text, thing: true })
          continue
        }
        if (next && !WHOLE_INTEREST_AFTER.test(next)) {
          reading.dislikes.push({ concept: null, words: `${mention.text} ${next}` })
        } else {
          // "Go easy on sweet things": said back as "sweet things", not "sweet".
          const words = next && /^(?:things|stuff|bits)$/.test(next) ? `${mention.text} ${next}` : mention.text
          reading.dislikes.push({ concept: concept.id, words, ...(refused && !next ? { refused } : {}) })
        }
        continue
      }
      // "Not just choccies and a card", "if you do a sweets thing": what the shopper means to give or
      // not only to give, not what the person loves.
      if (/\b(?:not just|if you (?:do|go for|get|pick|suggest)) (?:a |an |the |some |any )?$/.test(`${before} `))
        continue
      // "The eras tour at Wembley": the venue of an evening out, not the team that plays there.
      if (VENUES.test(mention.text) && WHERE_THEY_ARE.test(`${before} `)) continue
      // "Downsized to a bungalow on the Norfolk coast", "getting married in Italy": where they live or
      // where something happens, not a place they love.
      // "We love a weekend away in the dales" still loves the dales.
      if (
        placeSpans.has(`${mention.start}:${mention.end}`) &&
        WHERE_THEY_ARE.test(`${before} `) &&
        !/\b(?:loves?|adores?|enjoys?)\b/.test(before)
      )
        continue
      // "The snooker on telly", "brass band stuff on the radio": how they watch or listen, not what.
      if (MEDIUM_CONCEPTS.has(concept.id) && /\bon (?:the |his |her |their )?$/.test(`${before} `)) continue
      // "A new family moved in at number 12": new neighbours, not new parents.
      if (
        concept.id === 'new-parents' &&
        /^(?:has |have |just )?(?:moved|move|moving|next door|across|on (?:the|our) (?:street|road)|at number|down the road)\b/.test(
          after,
        )
      )
        continue
      // "A uni friend", "my mate from school": where they met, not where they are now.
      if (
        /^(?:university-students|school-leavers|primary-school-kids|teenagers)$/.test(concept.id) &&
        (/^(?:friends?|mates?|pals?|buddy|buddies|housemates?|flatmates?|roommates?|days)$/.test(
          wordAfter(mention) ?? '',
        ) ||
          /\b(?:friends?|mates?|pals?|met|known (?:him|her|them|each other)|know (?:him|her|them)) (?:from|at|since|through) (?:the )?$/.test(
            `${before} `,
          ))
      )
        continue
      if (CONTEXT_CONCEPTS.has(concept.id)) {
        reading.context.push(concept.id)
        continue
      }
      // "She's really eco-minded so nothing plasticky": the reason for a limit, which steers the
      // gifts (it counts with the situation) without becoming a love of compost bins.
      if (REASON_FOR_A_LIMIT[concept.id]?.test(after)) {
        reading.context.push(concept.id)
        continue
      }
      // "She's vegetarian" is a constraint, read above, not a love of vegetarian food; "minimalists"
      // and "decluttering" ask for fewer things, not for storage boxes.
      // "Vegan cooking" is a pastime as well as a diet.
      if (
        CONSTRAINT_CUES.some(({ pattern }) => pattern.test(mention.text)) &&
        !/\b(?:cooking|baking|recipes|cookery)$/.test(mention.text)
      )
        continue
      // "Clothes never fit him for long": the words of a limit, not a love of fashion.
      if (limitWords.some((said) => ` ${said} `.includes(` ${mention.text} `))) continue
      if (DECLUTTERING.test(mention.text)) continue
      // "She's got loads of books, loves reading", "she loves books already": a mention that
      // begins with a liking is a love, whatever is owned around it.
      const liking = /^(?:loves?|likes?|adores?|enjoys?)\b/.test(mention.text)
      const ownedBefore = OWNED_BEFORE.test(before ? `${before} ` : '') && !liking
      const owned = ownedBefore || (OWNED_AFTER.test(after) && !(liking && /^already\b/.test(after)))
      if (owned && noMore) {
        // "She has so many soft toys, please no more": owned, and not wanted again. "Enough football
        // kits to open a shop" rules out the kits, not football.
        const next = wordAfter(mention)
        if (next && !WHOLE_INTEREST_AFTER.test(next))
          reading.dislikes.push({ concept: null, words: `${mention.text} ${next}` })
        // Owned things named by a whole term ("football kits") or by a word that is not the
        // pastime's name ("so much yarn" of a crocheter) still leave a love named elsewhere.
        else
          reading.dislikes.push({
            concept: concept.id,
            words: mention.text,
            // "A decent watch collection so don't go there": a collection is the whole pastime.
            thing:
              !/ collection$/.test(mention.text) &&
              (mention.end - mention.start > 1 || !sameWords(concept.label, mention.text)),
          })
        continue
      }
      // "Reads on a kindle": the words that name the pastime are the thing owned.
      const amongOwned =
        clauseOwns &&
        reading.alreadyHas.some(
          (thing) => ` ${thing} `.includes(` ${mention.text} `) || ` ${mention.text} `.endsWith(` ${thing} `),
        )
      // "Already has an air fryer": the thing itself is owned, which says nothing of a love for it
      // (the phrase reader above keeps it out of the ideas). "Lots of plants" or "has a Seamaster
      // already" after "loves Omega" still say what they love.
      if (
        ALREADY_OWNS.test(before ? `${before} ` : '') &&
        !/\b(?:lots|loads|plenty|tons|many|every|all)\b/.test(before)
      ) {
        const next = wordAfter(mention)
        if (!next || !/^(?:kit|tools?|gear|equipment|books?|games?)$/.test(next)) continue
      }
      // "Used to love knitting" is a pastime they have left behind, unless it "still" goes on.
      if (
        USED_TO.test(before ? `${before} ` : '') &&
        !/\bstill\b/.test(after) &&
        !REVIVE.test(words.slice(mention.end).join(' '))
      ) {
        reading.dislikes.push({ concept: concept.id, words: mention.text })
        continue
      }
      // "If there's any sweets, make sure they're safe", "watch out for gelatine in sweets": a
      // condition or a caution, not a liking.
      if (
        /\bif (?:there|theres|it|its|you get|you re getting|youre getting) (?:is |are )?(?:any |some )?(?:\w+ (?:or|and) )?$/.test(
          `${before} `,
        ) ||
        /\b(?:watch out for|careful (?:with|about|of)|check for)(?: \w+){0,3} $/.test(`${before} `)
      )
        continue
      // "Keeps a notebook of everything he sees": a record of another pastime, no love of stationery.
      if (/\bkeeps? (?:a |an |his |her |their )?(?:little |tiny )?$/.test(`${before} `) && /^(?:of|for)\b/.test(after))
        continue
      // "Got a weber last summer": when, not a love of summer.
      if (/^(?:summer|winter|spring|autumn)$/.test(mention.text) && /\b(?:last|this|next)$/.test(before)) continue
      // "Fed my cat every day", "fed the cats for two weeks": the shopper's own pet, not the recipient's.
      if (
        PET_CONCEPTS.has(concept.id) &&
        /\b(?:my |(?:fed|feeds|feeding|looked after|looks after|looking after|minded|sat for|let out|watched) (?:the |our |my )?|(?:walked|walks|walking) (?:our |my ))$/.test(
          `${before} `,
        )
      )
        continue
      // "Lost their job and their cat": a loss, not a love to buy for.
      if (
        PET_CONCEPTS.has(concept.id) &&
        /\blost (?:his|her|their|my|our)(?: \w+ and(?: (?:his|her|their|my|our))?)?$/.test(before) &&
        !/^(?:keeps?|is|s|are|has|was|means|gets|loves|helps)\b/.test(after)
      )
        continue
      // "Watered our plants and fed the fish while we were away": the shopper's house and pets,
      // looked after as a favour, not the recipient's loves.
      if (
        /\b(?:watered|waters|watering|fed|feeds|feeding|looked after|looks after|looking after|minded|sat for|walked|walks|walking|let out|cut|mowed) (?:our|my) (?:\w+ )?$/.test(
          `${before} `,
        ) ||
        (mention.text === 'fish' && /\b(?:fed|feeds|feeding|feed) (?:the |our |my )?$/.test(`${before} `))
      )
        continue
      // "Retiring from the fire service", "he's a farmer": their work, not a pastime.
      if (WORK_BEFORE.test(`${before} `)) continue
      const job = JOB_WORDS.test(mention.text) || JOB_WORDS.test(`${mention.text} ${words[mention.end] ?? ''}`)
      if (job && IS_A_BEFORE.test(`${before} `)) continue
      // "Got all the sailing gadgets": what they own is gadgets for sailing, which says they love
      // sailing, not gadgets.
      if (ownedBefore && mention.start > 0 && !OWNED_HEAD_BEFORE.test(words[mention.start - 1]!)) continue
      // "Don't get him another fleece": a thing ruled out above, no love of knitwear.
      if (ruledOutThings.has(mention.text)) continue
      const interest = { concept: concept.id, label: concept.label, words: [mention.text] }
      const placeInPassing =
        placeSpans.has(`${mention.start}:${mention.end}`) &&
        !LIKE_BETWEEN.test(before) &&
        // "Walks the coast path every week": a pastime done there is still a pastime.
        !/\b(?:walks?|walking|hikes?|hiking|climbs?|climbing|runs?|running|swims?|swimming|cycles?|cycling|rides?|riding|sails?|sailing|paddles?|paddling|surfs?|surfing|explores?|exploring)\b/.test(
          before,
        ) &&
        !/\b(?:favourite|loves? it|adores? it|obsessed|mad about it)\b/.test(after) &&
        !placeAsPastime(mention.text, before, after, words[mention.start - 1] ?? '')
      if (owned || amongOwned || placeInPassing) reading.formOnlyInterests.push(interest)
      else reading.interests.push(interest)
      if (owned) {
        // They like it and have the kit: keep the interest, leave out the kit they own (the
        // phrase reader below catches named things such as "a kindle" or "the digger ride-on").
        const next = wordAfter(mention)
        if (next && /^(?:kit|tools?|gear|equipment|books?|games?)$/.test(next))
          reading.alreadyHas.push(`${mention.text} ${next}`)
      }
    }
  }
  // "Fished all his life but can't get down to the river anymore": named as loved, then as over.
  // "More into dressmaking than quilting": the one they care less for is no interest to serve.
  // "Loves unicorns, wait no, it's all Taylor Swift now", "was thinking plants but scratch that": taken back.
  const takenBack = phrases.dislikes.filter((dislike) => dislike.concept && !dislike.thing)
  const over = new Set([...givenUp, ...lessLoved, ...takenBack].map((pastime) => pastime.concept))
  reading.interests = reading.interests.filter((interest) => !over.has(interest.concept))
  // "Clothes are a nightmare, skip those": nothing in a size, whatever it is called.
  if (
    reading.dislikes.some((dislike) => /^(?:clothes|clothing)$/.test(dislike.words)) &&
    !reading.constraints.includes('no-clothes')
  )
    reading.constraints.push('no-clothes')
  // "Doesn't touch coffee or even tea": neither of the drinks caffeine comes in, so none of it.
  const drinksRefused = new Set(reading.dislikes.map((dislike) => dislike.concept))
  if (drinksRefused.has('coffee') && drinksRefused.has('tea') && !reading.constraints.includes('no-caffeine'))
    reading.constraints.push('no-caffeine')
  return reading
}

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)]

/**
 * Whether two phrases share a word, plurals and clipped forms aside ("unicorns", "unicorn stuff";
 * "dinos", "dinosaurs").
 */
function sameWords(one: string, other: string): boolean {
  const words = tokenize(one).map(singular)
  return tokenize(other)
    .map(singular)
    .some((word) =>
      words.some(
        (known) =>
          known === word ||
          (Math.min(known.length, word.length) >= 4 && (known.startsWith(word) || word.startsWith(known))),
      ),
    )
}

/** Words for a whole kind of thing, not one named act: "no books", "not another game". */
const KINDS_OF_STORY_OR_PLAY =
  /\b(?:books?|novels?|reading|stories|music|songs?|albums?|bands?|games?|gaming|video games?|consoles?|films?|movies?|tv|telly|shows?|series|comics?|manga|anime|podcasts?|audiobooks?|screens?)\b/

/** Kit named by no hobby: "all the gadgets", "the gear". */
const BARE_KIT = /^(?:gear|kit|equipment|gadgets?|accessories|bits and bobs)$/

/** Music, games, fandoms and stories: concepts made of many named acts, shows and characters. */
const FANDOM_DOMAIN = 'music-games-fandoms-stories'

/** Two concepts of one kind, such as two clubs or two cartoons: close to the same others, neither the other's parent. */
function siblings(kb: KnowledgeBase, one: string, other: string): boolean {
  const a = kb.concepts.get(one)
  const b = kb.concepts.get(other)
  if (!a || !b || one === other) return false
  const aToB = a.related.includes(other)
  const bToA = b.related.includes(one)
  if (aToB !== bToA) return false
  return a.related.filter((concept) => b.related.includes(concept)).length >= 2
}

/**
 * "He's Man Utd." then "oh no wait, he's Liverpool now": a chat answer that opens by correcting
 * the shopper replaces what they said before with its like (a club with a club, a cartoon with a
 * cartoon).
 */
function replacedByCorrections(
  kb: KnowledgeBase,
  readings: readonly { from: 'form' | 'chat'; reading: MessageReading }[],
  userTexts: readonly string[],
): string[] {
  const replaced: string[] = []
  const chatStart = readings.length - userTexts.length
  userTexts.forEach((text, index) => {
    const folded = foldText(text)
    const correction = CORRECTION.exec(folded)
    if (!correction || correction.index > 20 || !NOW_INSTEAD.test(folded)) return
    const now = readings[chatStart + index]!.reading.interests.map((interest) => interest.concept)
    for (const { reading } of readings.slice(0, chatStart + index)) {
      for (const { concept } of reading.interests) {
        if (!now.includes(concept) && now.some((newer) => siblings(kb, concept, newer))) replaced.push(concept)
      }
    }
  })
  return replaced
}

const PLOT_WORDS = /\b(?:allotments?|plots?)\b/

/** Growing their own on an allotment: outdoor space away from home. */
function growsOnAPlot(interest: { concept: string; words?: readonly string[] }): boolean {
  return interest.concept === 'grow-your-own' && (interest.words ?? []).some((words) => PLOT_WORDS.test(words))
}

/**
 * Pastimes that move indoors when there is nowhere outside: a gardener in a care home keeps
 * houseplants. The label stays the shopper's own ("gardening"), so nothing claims they said more.
 */
const INDOOR_FORM: Readonly<Record<string, string>> = { gardening: 'houseplants' }

function indoorsInstead(kb: KnowledgeBase, constraints: readonly Constraint[]) {
  return <Interest extends { concept: string; label: string }>(interest: Interest): Interest => {
    const indoor = INDOOR_FORM[interest.concept]
    if (
      !indoor ||
      !constraints.includes('no-outdoor-space') ||
      !mostlyRuledOut(kb, interest.concept, 'no-outdoor-space')
    )
      return interest
    return { ...interest, concept: indoor }
  }
}

/**
 * The structured picture of the recipient from the form and the shopper's chat answers (the
 * offline concierge's understanding; a model fills the same shape by structured output). `notes`
 * are what the shopper saved about a person ("Doesn't like chocolate."), read like the form.
 */
export function understandBrief(
  kb: KnowledgeBase,
  form: Pick<ChatFormData, 'recipient' | 'occasion' | 'age' | 'interests'> & { gender?: string },
  userTexts: readonly string[],
  notes: readonly string[] = [],
): RecipientProfile {
  // What the form says they love stands even when it is put as something they own; in the chat,
  // a thing owned ("mugs galore") answers what they have, not what they love.
  const asLoved = (reading: MessageReading) => ({
    ...reading,
    interests: [...reading.interests, ...reading.formOnlyInterests],
  })
  const formReading = asLoved(readMessage(kb, form.interests))
  formReading.interests.push(...formWordInterests(kb, form.interests, ageBandRange(form.age).max <= 12))
  const readings = [
    { from: 'form' as const, reading: formReading },
    ...notes.map((note) => ({ from: 'form' as const, reading: asLoved(readMessage(kb, note)) })),
    ...userTexts.map((text) => ({ from: 'chat' as const, reading: readMessage(kb, text) })),
  ]
  // A kind of gift ruled out keeps its interest: "no more elsa dresses" for a Frozen fan rules out
  // the dresses, not Frozen. Only when nothing else names the interest is the concept itself ruled out.
  const loved = new Set(readings.flatMap(({ reading }) => reading.interests.map((interest) => interest.concept)))
  // "Obsessed with Stray Kids, kinda over BTS now": one act of a fandom loved by other names leaves
  // the fandom. "Lego technic ONLY... not city or friends or duplo": one kind refused, and the
  // pastime loved by other words, leaves the pastime.
  const lovedByOtherWords = (concept: string, words: string, refused: boolean) => {
    const fandom = kb.concepts.get(concept)?.domain === FANDOM_DOMAIN
    if (fandom ? KINDS_OF_STORY_OR_PLAY.test(words) || sameWords(kb.concepts.get(concept)!.label, words) : !refused)
      return false
    // Beyond fandoms, only the form's own list of loves: a chat's "just got airpods" is owned, not loved.
    return readings.some(
      ({ from, reading }) =>
        (fandom || from === 'form') &&
        reading.interests.some(
          (interest) => interest.concept === concept && !interest.words.some((named) => sameWords(named, words)),
        ),
    )
  }
  const readsOnScreen = readings.some(({ reading }) => reading.alreadyHas.some((owned) => E_READER.test(owned)))
  const allDislikes = readings
    .flatMap(({ reading }) => reading.dislikes)
    // "Gone off pasta lately": the thing, not the word that says when.
    .map((dislike) => ({ ...dislike, words: dislike.words.replace(AFTERWORD, '') || dislike.words }))
    .map(({ thing, refused, ...dislike }) =>
      dislike.concept &&
      ((thing && loved.has(dislike.concept)) ||
        (!thing && lovedByOtherWords(dislike.concept, dislike.words, refused ?? false)) ||
        (readsOnScreen && PAPER_BOOKS.test(dislike.words)))
        ? { ...dislike, concept: null }
        : dislike,
    )
  const disliked = new Set([
    ...allDislikes.map((dislike) => dislike.concept),
    ...replacedByCorrections(kb, readings, userTexts),
  ])
  const interests: RecipientProfile['interests'] = []
  for (const { from, reading } of readings) {
    for (const interest of reading.interests) {
      if (disliked.has(interest.concept)) continue
      const known = interests.find((entry) => entry.concept === interest.concept)
      if (known) known.words = unique([...(known.words ?? []), ...interest.words]).slice(0, 8)
      else interests.push({ ...interest, from })
    }
  }

  const band = ageBandRange(form.age)
  const allText = [form.interests, ...userTexts].join('\n')
  const age = statedAge(allText, band)
  const ageMin = age ?? band.min
  const ageMax = age ?? Math.min(band.max, 110)

  const constraints = unique(readings.flatMap(({ reading }) => reading.constraints)).filter(
    // "A flat, but she has an allotment": the plot is the outdoor space her growing needs.
    (constraint) => constraint !== 'no-outdoor-space' || !interests.some(growsOnAPlot),
  )
  if (form.gender === 'Non-binary') constraints.push('nothing-gendered')
  const occasions = unique([...FORM_OCCASIONS[form.occasion]!, ...readings.flatMap(({ reading }) => reading.occasions)])
  if (occasions.some((occasion) => occasion === 'sympathy' || occasion === 'get-well' || occasion === 'christening')) {
    constraints.push('serious-occasion', 'no-jokey')
  }

  const milestone = milestoneConcept(allText)
  const context = unique([
    ...readings.flatMap(({ reading }) => reading.context),
    ...(milestone ? [milestone] : []),
    ...occasions.flatMap((occasion) => OCCASION_CONCEPTS[occasion] ?? []),
    ...(RECIPIENT_CONCEPTS[form.recipient] ?? []),
    ...ageConcepts(ageMin, ageMax),
  ]).filter((concept) => kb.concepts.has(concept) && !disliked.has(concept))

  // "No more screen stuff" from the parent of a gamer steers away from the gaming itself; the
  // characters of a game (Minecraft, Pokémon) still make good gifts off the screen. "She's
  // stopped drinking" does the same for the gin she loved.
  const kept = interests.map(indoorsInstead(kb, constraints)).filter(
    (interest) =>
      !(constraints.includes('no-screens') && SCREEN_HOBBIES.has(interest.concept)) &&
      // "Not allowed anything electrical in his room": no television to watch box sets on either.
      !(constraints.includes('no-electrics') && interest.concept === 'tv-box-sets') &&
      !constraints.some(
        (constraint) =>
          !KEEPS_THE_LOVE.has(constraint) &&
          mostlyRuledOut(kb, interest.concept, constraint) &&
          !FORM_THAT_FITS[constraint]?.test(foldText(allText)),
      ),
  )
  const otherInterests = kept.length ? [] : [form.interests.trim().slice(0, 80)].filter(Boolean)
  const { subject } = pronounsFor(form.gender, [form.interests, ...userTexts])
  return {
    interests: kept.slice(0, 20),
    otherInterests,
    constraints: unique(constraints),
    dislikes: allDislikes.slice(0, 20),
    alreadyHas: unique(
      readings
        .flatMap(({ reading }) => reading.alreadyHas)
        // "All the gadgets already" of a golfer and nothing else: the golf gadgets.
        .map((thing) =>
          BARE_KIT.test(thing) && kept.length === 1 && !sameWords(kept[0]!.label, thing)
            ? `${kept[0]!.label} ${thing}`
            : thing,
        ),
    ).slice(0, 20),
    wants: unique(readings.flatMap(({ reading }) => reading.wants)),
    ageMin,
    ageMax,
    occasions: occasions.slice(0, 6),
    context: context.slice(0, 16),
    gender: subject === 'she' ? 'female' : subject === 'he' ? 'male' : 'unknown',
  }
}
