import type { ChatFormData, ChatMessage, RecipientProfile, SearchCriteria } from '#app/lib/gift-finder/contract.ts'
import { budgetPhrase } from '#app/lib/gift-finder/finder.ts'
import { budgetRange } from '#app/lib/gift-finder/form-options.ts'
import { withIndefiniteArticle } from '#app/lib/format.ts'
import type { ChatTurnResult } from '#app/server/ai/port.server.ts'
import type { KnowledgeBase } from '#app/server/gift-finder/knowledge/knowledge.server.ts'
import { foldText, singular, tokenize } from '#app/server/gift-finder/knowledge/text.server.ts'
import { pronounsFor, type Pronouns } from '#app/server/gift-finder/reasons.server.ts'
import { lastGivenSentence, personNotes, type PersonForFinder } from '#app/server/gift-finder/person.server.ts'
import { QUALITIES_SAID, understandBrief } from '#app/server/gift-finder/understanding/profile.server.ts'
import { sayLeftOut } from '#app/server/gift-finder/understanding/situations.server.ts'

/**
 * The offline concierge's side of the chat: it restates the brief in its own words, asks at most
 * two follow-up questions chosen for this brief (what they already have for their main interest,
 * dietary needs when food is likely, the kind of gift), acknowledges each answer, then searches.
 * Deterministic: the conversation is replayed from the form and the shopper's own words.
 */

const MAX_QUESTIONS = 2

type QuestionId = 'interests' | 'owned' | 'dietary' | 'kind'

const OCCASION_GIFT: Record<string, string> = {
  Birthday: 'birthday present',
  Christmas: 'Christmas present',
  Anniversary: 'anniversary gift',
  Wedding: 'wedding gift',
  "Valentine's Day": "Valentine's gift",
  Graduation: 'graduation gift',
  Housewarming: 'housewarming gift',
  'Thank You': 'thank-you gift',
  'Just Because': 'gift, just because',
  Other: 'gift',
}

/** Occasions the shopper named in words, when the form said 'Other' or something broader. */
const NAMED_OCCASION_GIFT: Record<string, string> = {
  'mothering-sunday': "Mother's Day gift",
  'fathers-day': "Father's Day gift",
  christening: 'christening gift',
  'new-baby': 'new baby gift',
  retirement: 'retirement gift',
  leaving: 'leaving present',
  'get-well': 'get-well gift',
  sympathy: 'thoughtful gift',
  engagement: 'engagement gift',
  'secret-santa': 'Secret Santa gift',
  'teacher-thank-you': 'thank-you gift',
  'exam-results': 'well-done gift',
  easter: 'Easter gift',
  halloween: 'Halloween gift',
}

/** Domains whose interests tend to come with kit the person may already own. */
const KIT_DOMAINS = new Set([
  'crafts-making-collecting',
  'sports-teams-outdoors',
  'food-drink-home-garden-pets',
  'music-games-fandoms-stories',
])

/** Concept domains and occasions where food and drink are likely gifts. */
const FOOD_DOMAIN = 'food-drink-home-garden-pets'
const FOOD_OCCASIONS = new Set(['christmas', 'thank-you', 'secret-santa', 'retirement', 'leaving', 'teacher-thank-you'])

function recipientPhrase(
  form: Pick<ChatFormData, 'recipient' | 'age'>,
  pronouns: Pronouns,
  age: number | null,
): string {
  const female = pronouns.subject === 'she'
  const male = pronouns.subject === 'he'
  const gendered = (f: string, m: string, other: string) => (female ? f : male ? m : other)
  const young = age !== null && age < 18 ? `${age}-year-old ` : ''
  switch (form.recipient) {
    case 'Partner/Spouse':
      return 'your partner'
    case 'Parent':
      return gendered('your mum', 'your dad', 'your parent')
    case 'Child':
      return `your ${young}${gendered('daughter', 'son', 'child')}`
    case 'Friend':
      return young ? `your ${young}friend` : 'your friend'
    case 'Colleague':
      return 'your colleague'
    case 'Sibling':
      return `your ${young}${gendered('sister', 'brother', 'sibling')}`
    case 'Grandparent':
      return gendered('your gran', 'your grandad', 'your grandparent')
    default:
      return young ? withIndefiniteArticle(young) : 'someone special'
  }
}

/** "a, b and c". */
export function listPhrase(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

function occasionPhrase(form: ChatFormData, profile: RecipientProfile): string {
  const named = profile.occasions.find((occasion) => NAMED_OCCASION_GIFT[occasion])
  if (named && (form.occasion === 'Other' || form.occasion === 'Just Because' || form.occasion === 'Thank You')) {
    return NAMED_OCCASION_GIFT[named]!
  }
  if (named === 'secret-santa' || named === 'mothering-sunday' || named === 'fathers-day')
    return NAMED_OCCASION_GIFT[named]!
  return OCCASION_GIFT[form.occasion] ?? 'gift'
}

function budgetText(budget: string): string {
  const phrase = budgetPhrase(budget)
  return phrase.startsWith('with') ? phrase : `for ${phrase}`
}

/** The brief in natural English: who, what for, what they love, and the budget. */
function restate(form: ChatFormData, profile: RecipientProfile, pronouns: Pronouns): string {
  const age = profile.ageMin === profile.ageMax ? profile.ageMin : null
  const who = recipientPhrase(form, pronouns, age)
  const loves = profile.interests.slice(0, 4).map((interest) => interest.label)
  const occasion = occasionPhrase(form, profile)
  const what = `${withIndefiniteArticle(occasion)} for ${who}`
  // "Your child, who loves": the verb agrees with the person named, whatever their pronouns.
  const likes = loves.length ? `, who loves ${listPhrase(loves)}` : ''
  return `${what}${likes}, ${budgetText(form.budget)}`
}

/** Which question to ask next, given what is known; null when it is time to search. */
/** "She already has everything": what they own is answered, though it names no thing to leave out. */
const HAS_EVERYTHING = /\b(?:has|have|got|owns?) (?:literally |basically |just about |pretty much )?everything\b/

function nextQuestion(
  kb: KnowledgeBase,
  profile: RecipientProfile,
  asked: readonly QuestionId[],
  hasEverything: boolean,
): QuestionId | null {
  const open = (id: QuestionId) => !asked.includes(id)
  if (open('interests') && profile.interests.length === 0) return 'interests'
  const main = profile.interests[0] && kb.concepts.get(profile.interests[0].concept)
  const serious = profile.constraints.includes('serious-occasion')
  if (
    open('owned') &&
    !serious &&
    main &&
    KIT_DOMAINS.has(main.domain) &&
    profile.alreadyHas.length === 0 &&
    !hasEverything
  )
    return 'owned'
  const foodLikely =
    profile.interests.some((interest) => kb.concepts.get(interest.concept)?.domain === FOOD_DOMAIN) ||
    profile.occasions.some((occasion) => FOOD_OCCASIONS.has(occasion))
  const dietKnown = profile.constraints.some((constraint) =>
    ['no-alcohol', 'vegan', 'vegetarian', 'nut-allergy', 'gluten-free', 'dairy-free', 'no-food'].includes(constraint),
  )
  if (open('dietary') && foodLikely && !dietKnown) return 'dietary'
  if (open('kind') && profile.wants.length === 0) return 'kind'
  return null
}

function questionText(id: QuestionId, kb: KnowledgeBase, profile: RecipientProfile, pronouns: Pronouns): string {
  const { subject, possessive, object } = pronouns
  const does = pronouns.be === 'are' ? 'do' : 'does'
  switch (id) {
    case 'interests':
      return `What ${does} ${subject} enjoy doing in ${possessive} spare time? A hobby, a team, a favourite show or a cause all help.`
    case 'owned': {
      const label = kb.concepts.get(profile.interests[0]!.concept)?.label ?? 'hobby'
      return `What ${does} ${subject} already have for ${possessive} ${label}? I'll steer clear of it and look for something new to ${object}.`
    }
    case 'dietary':
      return `Anything ${subject} can't eat or drink? For example vegan, an allergy, or ${pronouns.be === 'are' ? "they don't" : `${subject} doesn't`} drink.`
    case 'kind':
      return `Would ${subject} rather have something practical, an experience, or something to keep?`
  }
}

/** Answers that ask for the ideas now rather than another question ('surprise me', 'find me some ideas'). */
const SEARCH_NOW =
  /\b(?:just search|search now|show me|go ahead|surprise me|find (?:me |us )?(?:some |a few )?(?:ideas|gifts|something)|that'?s (?:it|all|everything)|nothing else|no(?:pe|thing)?,? (?:that'?s|thanks)|not sure|no idea|don'?t know|dunno|skip|whatever)\b/

/** Words that stand for a thing named elsewhere in the answer ("not another one"): nothing to say back. */
const STAND_INS = /^(?:one|ones|it|them|that|those|these|this|anything|something|stuff|things)$/

/** Every word of `inner` is in `outer` ("computers" in "bike computers"), plurals aside. */
function within(inner: string, outer: string): boolean {
  const outerWords = tokenize(outer).map(singular)
  return tokenize(inner).every((word) => outerWords.includes(singular(word)))
}

/** The things to leave out, each said once: without stand-ins or a phrase another one already says. */
function sayOnce(phrases: readonly string[]): string[] {
  const meaningful = [...new Set(phrases)].filter((phrase) => tokenize(phrase).some((word) => !STAND_INS.test(word)))
  return meaningful.filter(
    (phrase, index) =>
      !meaningful.some(
        (other, otherIndex) => otherIndex !== index && other.length > phrase.length && within(phrase, other),
      ),
  )
}

/** How a gift would be that the shopper rules out: said back as "anything fiddly or sharp". */
const QUALITY = new RegExp(`^(?:${QUALITIES_SAID.join('|')})$`)

function withQualitiesTogether(phrases: readonly string[]): string[] {
  const qualities = phrases.filter((phrase) => QUALITY.test(phrase))
  if (!qualities.length) return [...phrases]
  const last = qualities.at(-1)!
  const said = qualities.length > 1 ? `${qualities.slice(0, -1).join(', ')} or ${last}` : last
  return [`anything ${said}`, ...phrases.filter((phrase) => !QUALITY.test(phrase))]
}

/** What changed in the picture of the recipient with the latest answer, said back in a few words. */
function acknowledgement(
  kb: KnowledgeBase,
  before: RecipientProfile,
  after: RecipientProfile,
  pronouns: Pronouns,
): string {
  const parts: string[] = []
  const CONSTRAINT_WORDS: Record<string, string> = {
    'no-alcohol': 'nothing alcoholic',
    vegan: 'everything vegan',
    vegetarian: 'nothing with meat',
    'no-screens': 'nothing with a screen',
    'nut-allergy': 'nothing with nuts',
    'gluten-free': 'nothing with gluten',
    'dairy-free': 'nothing with dairy',
    'no-caffeine': 'nothing with caffeine',
    'nothing-gendered': 'nothing gendered',
    'no-jewellery': 'no jewellery',
    'no-fragrance': 'nothing scented',
    'no-outdoor-space': 'nothing that needs a garden',
    'no-food': 'no food or drink',
    'no-clothes': 'no clothes or sizes',
    'no-jokey': 'nothing jokey',
    'no-electrics': 'nothing with batteries or a plug',
  }
  const added = after.constraints.filter(
    (constraint) => !before.constraints.includes(constraint) && CONSTRAINT_WORDS[constraint],
  )
  if (added.length) parts.push(`Noted: ${listPhrase(added.map((constraint) => CONSTRAINT_WORDS[constraint]!))}.`)
  // "Noted: no jewellery." says all of "not a big jewellery wearer": nothing to repeat.
  const saidAlready = new Set(added.flatMap((constraint) => tokenize(CONSTRAINT_WORDS[constraint]!).map(singular)))
  const dislikes = sayOnce(
    sayLeftOut(
      after.dislikes
        .filter(
          (dislike) =>
            !before.dislikes.some((known) => known.words === dislike.words) &&
            !tokenize(dislike.words).some((word) => word.length > 3 && saidAlready.has(singular(word))),
        )
        // "Used to play golf": the thing left out is golf, not the playing.
        .map((dislike) =>
          dislike.words.replace(/^(?:play|plays|playing|do|does|doing|go|goes|going|love|loves|like|likes) (?=\w)/, ''),
        ),
    ),
  )
  if (dislikes.length) parts.push(`I'll leave out ${listPhrase(withQualitiesTogether(dislikes))}.`)
  // "About 6 elsa dresses, so not another dress": said once, as something to leave out.
  const owned = after.alreadyHas.filter(
    (thing) =>
      !before.alreadyHas.includes(thing) &&
      !dislikes.some((dislike) => within(dislike, thing) || within(thing, dislike)),
  )
  if (owned.length)
    parts.push(
      `I'll steer clear of the ${listPhrase(owned)} ${pronouns.subject} already ${pronouns.be === 'are' ? 'have' : 'has'}.`,
    )
  const interests = after.interests.filter(
    (interest) =>
      !before.interests.some((known) => known.concept === interest.concept || known.label === interest.label),
  )
  if (interests.length) {
    parts.push(
      `Good to know ${pronouns.subject} ${pronouns.be === 'are' ? 'like' : 'likes'} ${listPhrase(interests.map((interest) => interest.label))} too.`,
    )
  }
  const wants = after.wants.filter((want) => !before.wants.includes(want))
  if (wants.length) {
    const WANT_WORDS: Record<string, string> = {
      practical: 'something practical',
      experience: 'an experience',
      keepsake: 'something to keep',
      small: 'something small',
      luxury: 'a proper treat',
      fun: 'something fun',
      learning: 'something to learn from',
      consumable: 'something to use up',
    }
    parts.push(`${listPhrase(wants.map((want) => WANT_WORDS[want]!)).replace(/^./, (c) => c.toUpperCase())} it is.`)
  }
  void kb
  return parts.length ? parts.join(' ') : 'Thanks, that helps.'
}

/** What the search will honour, said once before the ideas. */
function searchSummary(profile: RecipientProfile, form: ChatFormData, pronouns: Pronouns): string {
  const loves = profile.interests.slice(0, 3).map((interest) => interest.label)
  const focus = loves.length ? ` for ${pronouns.possessive} love of ${listPhrase(loves)}` : ''
  return `Here are gift ideas${focus}, ${budgetPhrase(form.budget)}.`
}

/** The criteria the suggestion call receives: the form, the picture of the recipient, the budget. */
export function buildCriteria(
  kb: KnowledgeBase,
  form: ChatFormData,
  userTexts: readonly string[],
  notes: readonly string[] = [],
): SearchCriteria {
  const profile = understandBrief(kb, form, userTexts, notes)
  const { min, max } = budgetRange(form.budget)
  return {
    recipient: form.recipient,
    occasion: form.occasion,
    age: form.age,
    budget: form.budget,
    interests: form.interests,
    keywords: [...profile.interests.map((interest) => interest.label), ...profile.otherInterests].slice(0, 40),
    avoid: [...profile.dislikes.map((dislike) => dislike.words), ...profile.alreadyHas].slice(0, 20),
    budgetMin: min,
    budgetMax: max ?? null,
    profile,
  }
}

/**
 * What the opening says for a recipient whose gender the shopper gave as non-binary. The chat's
 * follow-up calls leave the form's gender out, so later turns read it back from this sentence.
 */
export const NOTHING_GENDERED_SAID = "I'll leave out anything made just for men or women."

/**
 * The form as the first turn sent it: a follow-up call leaves the gender out, and a non-binary
 * recipient's is read back from the opening (whichever advisor wrote it says so).
 */
export function formAsFirstSent(form: ChatFormData, messages: readonly ChatMessage[]): ChatFormData {
  if (form.gender) return form
  const opening = messages.find((message) => message.role === 'assistant')
  return opening?.content.includes(NOTHING_GENDERED_SAID) ? { ...form, gender: 'Non-binary' } : form
}

/** One deterministic chat turn of the offline concierge. */
export function conciergeChatTurn(
  kb: KnowledgeBase,
  formSent: ChatFormData,
  messages: readonly ChatMessage[],
  person?: PersonForFinder,
  today: Date = new Date(),
): ChatTurnResult {
  const form = formAsFirstSent(formSent, messages)
  const userTexts = messages.filter((message) => message.role === 'user').map((message) => message.content)
  const pronouns = pronounsFor(form.gender, [form.interests, ...userTexts])
  const notes = personNotes(person)
  const understand = (texts: readonly string[]) => understandBrief(kb, form, texts, notes)

  // Replay: after each answer, either the next question or the search.
  const asked: QuestionId[] = []
  let searched = false
  let plan: { kind: 'ask'; question: QuestionId } | { kind: 'search'; refining: boolean } = {
    kind: 'search',
    refining: false,
  }
  for (let turn = 0; turn <= userTexts.length; turn++) {
    const profile = understand(userTexts.slice(0, turn))
    const latest = turn > 0 ? foldText(userTexts[turn - 1]!) : ''
    const hasEverything = HAS_EVERYTHING.test(foldText([form.interests, ...userTexts.slice(0, turn)].join('\n')))
    const next =
      searched || asked.length >= MAX_QUESTIONS || SEARCH_NOW.test(latest)
        ? null
        : nextQuestion(kb, profile, asked, hasEverything)
    if (next) {
      asked.push(next)
      plan = { kind: 'ask', question: next }
    } else {
      plan = { kind: 'search', refining: searched }
      searched = true
    }
  }

  const profile = understand(userTexts)
  const given = userTexts.length === 0 ? lastGivenSentence(person, today) : null
  const opening =
    userTexts.length === 0
      ? [
          `Hi! I'm the Giftwise gift concierge. Let's find ${restate(form, profile, pronouns)}.`,
          form.gender === 'Non-binary' ? NOTHING_GENDERED_SAID : null,
          given,
        ]
          .filter(Boolean)
          .join(' ')
      : acknowledgement(kb, understand(userTexts.slice(0, -1)), profile, pronouns)
  const gentle =
    userTexts.length === 0 && profile.occasions.includes('sympathy')
      ? " I'm sorry to hear what they're going through."
      : ''

  if (plan.kind === 'ask') {
    return { type: 'chat', message: `${opening}${gentle} ${questionText(plan.question, kb, profile, pronouns)}` }
  }
  const criteria = buildCriteria(kb, form, userTexts, notes)
  const lead = plan.refining ? "I've updated the ideas." : ''
  const message = [opening + gentle, lead, searchSummary(profile, form, pronouns)].filter(Boolean).join(' ')
  return { type: 'search_results', message, searchCriteria: criteria }
}
