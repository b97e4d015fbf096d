import type { Constraint, RecipientProfile } from '#app/lib/gift-finder/contract.ts'
import { conceptsIn, type Lexicon } from '#app/server/gift-finder/knowledge/lexicon.server.ts'
import type { IdeaFlag } from '#app/server/gift-finder/knowledge/schema.server.ts'
import { rememberByText } from '#app/server/gift-finder/knowledge/text-memory.server.ts'
import { foldText, singular, tokenize } from '#app/server/gift-finder/knowledge/text.server.ts'
import { belongsToFamily, familyMembers } from '#app/server/gift-finder/suitability/families.server.ts'
import {
  ELECTRIC_WORDS,
  FOOD_WORDS,
  NUT_WORDS,
  flagsFromText,
  genderDirection,
} from '#app/server/gift-finder/suitability/flags.server.ts'

/**
 * The suitability rules: what makes a gift wrong for this recipient, whoever proposed it (the
 * offline concierge, a model, or a marketplace listing). Each rule is its own function so a test
 * can hold each one to account; `breaches` runs them all. docs/features/gift-finder.md lists them.
 */

/** A gift as the rules see it. Ideas of the knowledge base bring their properties; others bring what is known. */
export interface GiftCandidate {
  name: string
  description: string
  /** Flags the knowledge base gives it; flags read from its words are added by the rules. */
  flags?: readonly IdeaFlag[]
  /** Concepts it serves (knowledge-base ideas only). */
  concepts?: readonly string[]
  /** What kind of gift it is (knowledge-base ideas only). */
  styles?: readonly string[]
  /** The ages it suits, when known. */
  ageMin?: number
  ageMax?: number
  /** The occasions it suits; 'any' or unknown suits every occasion. */
  occasions?: readonly string[]
  /** Its typical price range in pounds, for an idea shown without a listing. */
  priceMin?: number
  priceMax?: number
  /** The price of the listing attached to it, in pounds. */
  price?: number | null
}

/** What some rules need beyond the gift and the person: the lexicon, to read which concepts a gift's words name. */
export interface RuleContext {
  lexicon?: Lexicon
}

/** The budget band in pounds (max undefined: no upper limit). */
export interface BudgetBand {
  min: number
  max?: number
}

export type RuleName =
  | 'adults-only'
  | 'small-parts'
  | 'baby-only'
  | 'age-range'
  | 'constraint'
  | 'gender'
  | 'dislike'
  | 'already-has'
  | 'budget'
  | 'occasion'
  | 'pets'
  | 'platform'

export interface Breach {
  rule: RuleName
  why: string
}

/** The flags each constraint rules out. */
export const CONSTRAINT_FLAGS: Record<Constraint, readonly IdeaFlag[]> = {
  'no-alcohol': ['alcohol'],
  vegan: ['animal-products', 'meat', 'dairy'],
  vegetarian: ['meat'],
  'no-screens': ['screen'],
  'nut-allergy': ['nuts'],
  'gluten-free': ['gluten'],
  'dairy-free': ['dairy'],
  'no-caffeine': ['caffeine'],
  'nothing-gendered': ['gendered'],
  'no-jewellery': ['jewellery'],
  'no-fragrance': ['fragrance'],
  'no-outdoor-space': ['needs-outdoor-space'],
  'no-food': ['perishable', 'meat', 'dairy', 'nuts', 'gluten', 'caffeine', 'alcohol'],
  'no-clothes': ['clothing-size'],
  'no-jokey': ['jokey', 'adult-theme'],
  // Read from the words: no flag marks batteries or a plug. A screen needs one.
  'no-electrics': ['screen'],
  'serious-occasion': ['jokey', 'adult-theme'],
}

/** Pet concepts: gifts that look after an animal only suit someone who has one. */
export const PET_CONCEPTS = new Set([
  'dogs',
  'cats',
  'rabbits-guinea-pigs',
  'fish-aquariums',
  'pet-birds',
  'reptiles',
  'backyard-chickens',
  'horses-pony-care',
  'horse-riding',
])

/** Occasions and stages where gifts for a baby suit an adult recipient (the parents). */
const BABY_OCCASIONS = new Set(['new-baby', 'christening'])
const BABY_CONTEXT = new Set(['newborn-baby', 'new-parents', 'baby-shower', 'christening-baptism', 'first-birthday'])

/**
 * What the rules read from a candidate's name and description, read once. Knowledge-base ideas are
 * the same objects on every request; suggestions and listings come back as new objects with the
 * same words, so behind the object there is a memory by text.
 */
function readOnce<T>(read: (text: string) => T): (candidate: GiftCandidate) => T {
  const byCandidate = new WeakMap<GiftCandidate, T>()
  const byText = rememberByText(read)
  return (candidate) => {
    if (byCandidate.has(candidate)) return byCandidate.get(candidate)!
    const value = byText(`${candidate.name} ${candidate.description}`)
    byCandidate.set(candidate, value)
    return value
  }
}

const flagsOfText = readOnce((text) => Object.freeze(flagsFromText(text)))
const textWords = readOnce((text): ReadonlySet<string> => new Set(tokenize(text).map(singular)))
const textStems = readOnce((text): ReadonlySet<string> => new Set(tokenize(text).map((word) => stem(singular(word)))))

const flagsByCandidate = new WeakMap<GiftCandidate, ReadonlySet<IdeaFlag>>()

/** Everything the rules know of a candidate: its own flags and those its words show. */
export function candidateFlags(candidate: GiftCandidate): ReadonlySet<IdeaFlag> {
  let flags = flagsByCandidate.get(candidate)
  if (!flags) {
    flags = new Set([...(candidate.flags ?? []), ...flagsOfText(candidate)])
    flagsByCandidate.set(candidate, flags)
  }
  return flags
}

const namedByCandidate = new WeakMap<GiftCandidate, readonly string[]>()

/** The concepts a candidate's own name and description name. */
function namedConcepts(candidate: GiftCandidate, lexicon: Lexicon): readonly string[] {
  let named = namedByCandidate.get(candidate)
  if (!named) {
    named = conceptsIn(lexicon, `${candidate.name} ${candidate.description}`)
    namedByCandidate.set(candidate, named)
  }
  return named
}

/**
 * Reads a candidate now as the rules will (its flags, words, stems and the concepts it names), so a
 * shopper's request finds it read: the finder does this for every idea once after the server starts.
 */
export function readForRules(candidate: GiftCandidate, lexicon: Lexicon): void {
  candidateFlags(candidate)
  textWords(candidate)
  textStems(candidate)
  namedConcepts(candidate, lexicon)
}

/** A rough stem, so "kneeling" meets "kneeler" and "dresses" meets "dress". */
export function stem(word: string): string {
  const one = singular(word)
  if (one.length > 5 && one.endsWith('ing')) return one.slice(0, -3)
  if (one.length > 4 && one.endsWith('er')) return one.slice(0, -2)
  return one
}

function forBaby(profile: RecipientProfile): boolean {
  if (profile.ageMax <= 3) return true
  // "Something for her, not the baby": the parents, not their baby, are the ones to please.
  if (profile.dislikes.some((dislike) => dislike.concept === 'newborn-baby')) return false
  // A new baby or a christening makes baby things right for the grown-ups (the parents), never for
  // an older child: a 7-year-old godson is no baby.
  return (
    profile.ageMin >= 16 &&
    (profile.occasions.some((occasion) => BABY_OCCASIONS.has(occasion)) ||
      profile.context.some((concept) => BABY_CONTEXT.has(concept)))
  )
}

/** Nothing with alcohol, blades, vapes, gambling or adult themes for anyone under 18. */
export function adultsOnlyRule(
  candidate: GiftCandidate,
  flags: ReadonlySet<IdeaFlag>,
  profile: RecipientProfile,
): Breach | null {
  if (profile.ageMin >= 18) return null
  const adult = (['alcohol', 'blade', 'adult-theme'] as const).find((flag) => flags.has(flag))
  if (adult) return { rule: 'adults-only', why: `${adult} for someone under 18` }
  if ((candidate.ageMin ?? 0) >= 18) return { rule: 'adults-only', why: 'suits adults only' }
  return null
}

/** No small parts for anyone under 3. */
export function smallPartsRule(
  _candidate: GiftCandidate,
  flags: ReadonlySet<IdeaFlag>,
  profile: RecipientProfile,
): Breach | null {
  return profile.ageMin < 3 && flags.has('small-parts') ? { rule: 'small-parts', why: 'small parts under 3' } : null
}

/** No baby-only things for anyone over 3, unless the gift marks a new baby (it is for the baby). */
export function babyOnlyRule(
  _candidate: GiftCandidate,
  flags: ReadonlySet<IdeaFlag>,
  profile: RecipientProfile,
): Breach | null {
  if (!flags.has('baby-only') || forBaby(profile)) return null
  return profile.ageMin > 3 ? { rule: 'baby-only', why: 'a baby-only item for someone older' } : null
}

/** The gift's own age range must meet the recipient's (a toddler's toy is no gift for an adult). */
export function ageRangeRule(
  candidate: GiftCandidate,
  _flags: ReadonlySet<IdeaFlag>,
  profile: RecipientProfile,
): Breach | null {
  const { ageMin, ageMax } = candidate
  if (ageMin === undefined || ageMax === undefined) return null
  if (ageMax < 4 && forBaby(profile)) return null
  if (ageMin > profile.ageMax) return { rule: 'age-range', why: `suits ${ageMin} and over` }
  if (ageMax < profile.ageMin) return { rule: 'age-range', why: `suits up to ${ageMax}` }
  return null
}

/** Every constraint the shopper stated: no alcohol, vegan, no screens, allergies, nothing gendered... */
export function constraintRule(
  candidate: GiftCandidate,
  flags: ReadonlySet<IdeaFlag>,
  profile: RecipientProfile,
): Breach | null {
  const text = foldText(`${candidate.name} ${candidate.description}`)
  for (const constraint of profile.constraints) {
    const flag = CONSTRAINT_FLAGS[constraint].find((ruledOut) => flags.has(ruledOut))
    if (flag) return { rule: 'constraint', why: `${constraint}: ${flag}` }
    if (constraint === 'no-food' && FOOD_WORDS.test(text)) return { rule: 'constraint', why: 'no-food: food or drink' }
    if (constraint === 'nut-allergy' && NUT_WORDS.test(text)) {
      return { rule: 'constraint', why: 'nut-allergy: may contain nuts' }
    }
    if (constraint === 'no-electrics' && ELECTRIC_WORDS.test(text)) {
      return { rule: 'constraint', why: 'no-electrics: batteries or a plug' }
    }
  }
  return null
}

/**
 * A gift made for the other gender than the recipient's (a 'for him' set for her); when the
 * gender is not known, any gift made for one gender.
 */
export function genderRule(
  candidate: GiftCandidate,
  flags: ReadonlySet<IdeaFlag>,
  profile: RecipientProfile,
): Breach | null {
  // Gendered words are among the flags read from the candidate's own words.
  if (!flags.has('gendered')) return null
  const direction = genderDirection(`${candidate.name} ${candidate.description}`)
  if (!direction) return null
  if (profile.gender === 'unknown') return { rule: 'gender', why: `made for ${direction === 'male' ? 'men' : 'women'}` }
  if (profile.gender === 'male' && direction === 'female') return { rule: 'gender', why: 'made for women' }
  if (profile.gender === 'female' && direction === 'male') return { rule: 'gender', why: 'made for men' }
  return null
}

/**
 * Words of a thing ruled out that name nothing in a gift: those that point at it ("scrap the sim
 * racing bit") and those that stand for anything of it ("kitchen stuff", "football bits").
 */
const ANY_KIND_OF =
  /^(?:the|a|an|his|her|their|any|some|that|those|these|this|stuff|things?|bits?|items?|related|themed|merch|merchandise|tat|junk|rubbish|clutter)$/

/** A dislike's words as the rule compares them, read once per wording: every candidate meets them. */
const dislikeWords = rememberByText((words) => ({
  stems: tokenize(words)
    .filter((word) => !ANY_KIND_OF.test(word))
    .map(stem),
  members: familyMembers(foldText(words)),
}))

/** Anything they dislike: the concepts named in a dislike, or its words in the gift's name. */
export function dislikeRule(
  candidate: GiftCandidate,
  _flags: ReadonlySet<IdeaFlag>,
  profile: RecipientProfile,
  context: RuleContext = {},
): Breach | null {
  if (!profile.dislikes.length) return null
  const stems = textStems(candidate)
  for (const dislike of profile.dislikes) {
    if (dislike.concept) {
      // The concepts it was written for, or any its own words name ("plush unicorn" is a soft toy).
      if (candidate.concepts?.includes(dislike.concept)) return { rule: 'dislike', why: dislike.words }
      if (context.lexicon && namedConcepts(candidate, context.lexicon).includes(dislike.concept)) {
        return { rule: 'dislike', why: dislike.words }
      }
    }
    // "Kitchen stuff", "the sim racing": the kitchen and the sim racing, whatever the listing calls them.
    const { stems: words, members } = dislikeWords(dislike.words)
    if (words.length && words.every((word) => stems.has(word))) return { rule: 'dislike', why: dislike.words }
    if (
      members.length &&
      belongsToFamily(members, textWords(candidate), foldText(`${candidate.name} ${candidate.description}`))
    )
      return { rule: 'dislike', why: dislike.words }
  }
  return null
}

/**
 * The things owned named only by words for two or more of their loves ("lego minecraft", "harry
 * potter lego"), worked out once per profile: the rules ask for every candidate.
 */
const ownedOfTwoLoves = new WeakMap<RecipientProfile, ReadonlySet<string>>()
function thingsOfTwoLoves(profile: RecipientProfile, lexicon: Lexicon): ReadonlySet<string> {
  let found = ownedOfTwoLoves.get(profile)
  if (!found) {
    const loved = new Set(profile.interests.map((interest) => interest.concept))
    found = new Set(
      profile.alreadyHas.filter((owned) => {
        const named = new Set<string>()
        for (const word of tokenize(owned)) {
          const concepts = conceptsIn(lexicon, word).filter((concept) => loved.has(concept))
          if (!concepts.length) return false
          for (const concept of concepts) named.add(concept)
        }
        return named.size > 1
      }),
    )
    ownedOfTwoLoves.set(profile, found)
  }
  return found
}

/** A thing owned as the rule compares it, read once per wording: every candidate meets it. */
const ownedWords = rememberByText((owned) => {
  const words = tokenize(owned).map(singular)
  // "a ride-on" ends in a particle: its head is the last two words.
  const head = /^(?:on|up|in|off|out)$/.test(words.at(-1) ?? '') ? words.slice(-2) : words.slice(-1)
  return { words, head, members: familyMembers(foldText(owned)) }
})

/** What they already have: a gift named for it ("already has a kindle" rules out a Kindle). */
export function alreadyHasRule(
  candidate: GiftCandidate,
  _flags: ReadonlySet<IdeaFlag>,
  profile: RecipientProfile,
  context: RuleContext = {},
): Breach | null {
  if (!profile.alreadyHas.length) return null
  // Name and description: "tackle provided" on a fishing trip reads as more tackle to a skimming shopper.
  const name = textWords(candidate)
  const ofTwoLoves = context.lexicon ? thingsOfTwoLoves(profile, context.lexicon) : new Set<string>()
  for (const owned of profile.alreadyHas) {
    // "Every lego minecraft set" of a boy who loves both: the gifts of both at once, not all of either.
    if (ofTwoLoves.has(owned)) {
      if (ownedWords(owned).words.every((word) => name.has(word))) return { rule: 'already-has', why: owned }
      continue
    }
    const { words, head, members } = ownedWords(owned)
    if (head.length && head.join('').length > 2 && head.every((word) => name.has(word))) {
      return { rule: 'already-has', why: owned }
    }
    // "Every jazz CD known to man": a head too short to stand alone ("cd", "tv") counts with its words.
    if (head.join('').length <= 2 && words.length > 1 && words.every((word) => name.has(word))) {
      return { rule: 'already-has', why: owned }
    }
    // "A Garmin watch" owned rules out a smartwatch too: a compound that ends in the thing.
    const last = head.at(-1)!
    if (
      head.length === 1 &&
      last.length >= 4 &&
      [...name].some((word) => word.length > last.length && word.endsWith(last))
    ) {
      return { rule: 'already-has', why: owned }
    }
    // "More wool than she'll ever use" owns yarn too: a gift that names any of the family.
    if (members.length && belongsToFamily(members, name, foldText(`${candidate.name} ${candidate.description}`))) {
      return { rule: 'already-has', why: owned }
    }
    // "All the fishing gear he needs": the kit of that hobby, but not lessons or days out. "Every
    // bluey toy going": anything of that hobby to have, days out and experiences aside.
    if (
      (/^(?:gear|kit|equipment|tools?|gadgets?)$/.test(head.join(' ')) && candidate.styles?.includes('practical')) ||
      (/^(?:stuff|things?|toys?|merch|bits?)$/.test(head.join(' ')) && !candidate.styles?.includes('experience'))
    ) {
      const hobby = words.slice(0, -1)
      // "Every bike gadget going": the hobby by its id's words, or by the concepts its words name.
      const hobbyConcepts = hobby.length && context.lexicon ? conceptsIn(context.lexicon, hobby.join(' ')) : []
      // "Loads of silver bits": a word that names no hobby still names the things ("silver photo frame").
      if (
        hobby.length &&
        ((candidate.concepts ?? []).some(
          (concept) => hobbyConcepts.includes(concept) || hobby.some((word) => concept.split('-').includes(word)),
        ) ||
          (!hobbyConcepts.length && hobby.every((word) => name.has(word))))
      ) {
        return { rule: 'already-has', why: owned }
      }
    }
  }
  return null
}

/** A listing made for a child given to an adult, or for an adult given to a child ("Adult ballet shoes" for a 4-year-old). */
export function listingAgeRule(
  candidate: GiftCandidate,
  _flags: ReadonlySet<IdeaFlag>,
  profile: RecipientProfile,
): Breach | null {
  const name = foldText(candidate.name)
  if (profile.ageMax < 16 && /\b(?:adults?'?|adults only|grown-?ups?'?|men'?s|women'?s|ladies)\b/.test(name)) {
    return { rule: 'age-range', why: 'made for adults' }
  }
  if (
    profile.ageMin >= 16 &&
    /\b(?:kids'?|kid'?s|children'?s|toddlers?'?|junior|baby'?s|infants?'?)\b/.test(name) &&
    !forBaby(profile)
  ) {
    return { rule: 'age-range', why: 'made for children' }
  }
  // "Bluetooth speaker for a teenager" for a nan of 92; "for a student kitchen" past student age.
  if (profile.ageMin >= 20 && /\bfor (?:a |the )?(?:teen|teens|teenager|teenagers|tweens?)\b/.test(name)) {
    return { rule: 'age-range', why: 'made for teenagers' }
  }
  if (profile.ageMin >= 35 && /\bfor (?:a |the )?(?:students?|uni|freshers?)\b/.test(name)) {
    return { rule: 'age-range', why: 'made for students' }
  }
  return null
}

/** The budget band: a listing's price inside it, an idea's typical range overlapping it. */
export function budgetRule(
  candidate: GiftCandidate,
  _flags: ReadonlySet<IdeaFlag>,
  _profile: RecipientProfile,
  band?: BudgetBand,
): Breach | null {
  if (!band) return null
  const max = band.max ?? Number.POSITIVE_INFINITY
  if (candidate.price !== undefined && candidate.price !== null) {
    return candidate.price >= band.min && candidate.price <= max
      ? null
      : { rule: 'budget', why: `£${candidate.price} outside the budget` }
  }
  if (candidate.priceMin !== undefined && candidate.priceMax !== undefined) {
    return candidate.priceMin <= max && candidate.priceMax >= band.min
      ? null
      : { rule: 'budget', why: `£${candidate.priceMin}-£${candidate.priceMax} outside the budget` }
  }
  return null
}

/** A gift made for one occasion only suits that occasion (a Christmas jumper for a birthday). */
export function occasionRule(
  candidate: GiftCandidate,
  _flags: ReadonlySet<IdeaFlag>,
  profile: RecipientProfile,
): Breach | null {
  const wanted = new Set(profile.occasions)
  // A Hanukkah, Diwali or Eid present that talks of Christmas jars, whatever it is.
  if (
    !wanted.has('christmas') &&
    [...OTHER_FESTIVALS].some((festival) => wanted.has(festival) || profile.context.includes(festival)) &&
    CHRISTMAS_WORDS.test(foldText(`${candidate.name} ${candidate.description}`))
  ) {
    return { rule: 'occasion', why: 'speaks of Christmas for another festival' }
  }
  // A rose bush for a widow that the listing sells as "a lovely birthday gift".
  if ((wanted.has('sympathy') || wanted.has('get-well')) && celebrates(candidate)) {
    return { rule: 'occasion', why: 'speaks of a celebration at a sad time' }
  }
  const occasions = candidate.occasions
  if (!occasions?.length || occasions.includes('any')) return null
  // A Secret Santa is a Christmas present too.
  if (wanted.has('secret-santa')) wanted.add('christmas')
  // A present for the person (a Broadway trip for a birthday, Christmas or a retirement) suits a
  // wedding or a thank-you just as well; one made for a day ("50th birthday print") or a serious
  // occasion's own gifts do not cross over.
  if (
    occasions.filter((occasion) => PERSONAL_OCCASIONS.has(occasion)).length >= 2 &&
    ![...wanted].some((occasion) => SOLEMN_OCCASIONS.has(occasion)) &&
    !namesADay(candidate)
  )
    return null
  return occasions.some((occasion) => wanted.has(occasion))
    ? null
    : { rule: 'occasion', why: `for ${occasions.join(' or ')} only` }
}

/** Occasions whose presents are chosen for the person rather than for the day. */
const PERSONAL_OCCASIONS = new Set([
  'birthday',
  'christmas',
  'anniversary',
  'just-because',
  'thank-you',
  'retirement',
  'leaving',
  'fathers-day',
  'mothering-sunday',
])
/** Occasions whose gifts are their own: only an idea written for them will do. */
const SOLEMN_OCCASIONS = new Set(['sympathy', 'get-well', 'christening', 'new-baby'])
/** A gift whose own words tie it to a day, read once per candidate: the rule asks for every one. */
const OCCASION_NAMED =
  /\b(?:birthday|\d+(?:st|nd|rd|th)|christmas|xmas|festive|santa|advent|stocking|wedding|anniversary|valentines?|graduat\w*|retire\w*|mother'?s day|father'?s day|mum|dad|grandad|grandma|nan|new baby|christening|easter|halloween)\b/
const namesADay = readOnce((text) => OCCASION_NAMED.test(foldText(text)))
/** Words of a happy day, out of place in a sympathy or get-well present. */
const CELEBRATION =
  /\b(?:birthday|christmas|xmas|festive|santa|wedding|anniversary|valentines?|graduat\w*|party|parties|congratulations|congrats)\b|\bcelebrat\w*\b(?! of (?:a |her |his |their )?life)/
const celebrates = readOnce((text) => CELEBRATION.test(foldText(text)))

/** Festivals a shopper may be buying for instead of Christmas. */
const OTHER_FESTIVALS = new Set(['hanukkah', 'diwali', 'eid', 'lunar-new-year', 'vaisakhi'])
const CHRISTMAS_WORDS = /\b(?:christmas|xmas|santa|stocking fillers?|festive)\b/

/** Things that look after an animal only for someone known to have one. */
export function petsRule(
  candidate: GiftCandidate,
  flags: ReadonlySet<IdeaFlag>,
  profile: RecipientProfile,
): Breach | null {
  if (!flags.has('live-animal-care')) return null
  return profile.interests.some((interest) => PET_CONCEPTS.has(interest.concept))
    ? null
    : { rule: 'pets', why: 'needs a pet they may not have' }
}

/** Games consoles, by the words that name them: a game or controller for one does not work on another. */
const PLATFORMS: Readonly<Record<string, RegExp>> = {
  xbox: /\bxbox\b/,
  playstation: /\b(?:playstation|ps[345](?: pro)?|dualsense|dualshock|psvr2?)\b/,
  nintendo: /\b(?:nintendo|switch 2|switch oled|joy-?cons?)\b/,
}
const platformsNamed = readOnce((text) => {
  const folded = foldText(text)
  return Object.keys(PLATFORMS).filter((platform) => PLATFORMS[platform]!.test(folded))
})

/** For someone who plays on one console (and no other), a gift made for another console. */
export function platformRule(
  candidate: GiftCandidate,
  _flags: ReadonlySet<IdeaFlag>,
  profile: RecipientProfile,
): Breach | null {
  const theirs = profile.interests.map((interest) => interest.concept).filter((concept) => concept in PLATFORMS)
  if (!theirs.length) return null
  const named = platformsNamed(candidate)
  if (!named.length || named.some((platform) => theirs.includes(platform))) return null
  return { rule: 'platform', why: `made for ${named.join(' or ')}` }
}

const RULES: readonly ((
  candidate: GiftCandidate,
  flags: ReadonlySet<IdeaFlag>,
  profile: RecipientProfile,
  context: RuleContext,
) => Breach | null)[] = [
  adultsOnlyRule,
  genderRule,
  smallPartsRule,
  babyOnlyRule,
  ageRangeRule,
  constraintRule,
  dislikeRule,
  alreadyHasRule,
  occasionRule,
  petsRule,
  platformRule,
  listingAgeRule,
]

/** Every rule the candidate breaks for this recipient and budget. */
export function breaches(
  candidate: GiftCandidate,
  profile: RecipientProfile,
  options: { band?: BudgetBand } & RuleContext = {},
): Breach[] {
  const flags = candidateFlags(candidate)
  const found: Breach[] = []
  for (const rule of RULES) {
    const breach = rule(candidate, flags, profile, options)
    if (breach) found.push(breach)
  }
  const budget = budgetRule(candidate, flags, profile, options.band)
  if (budget) found.push(budget)
  return found
}

/** True when no rule is broken: stops at the first, as ranking asks this of thousands of ideas. */
export function isSuitable(
  candidate: GiftCandidate,
  profile: RecipientProfile,
  options: { band?: BudgetBand } & RuleContext = {},
): boolean {
  const flags = candidateFlags(candidate)
  if (budgetRule(candidate, flags, profile, options.band)) return false
  return RULES.every((rule) => !rule(candidate, flags, profile, options))
}
