import { budgetRange } from '#app/lib/gift-finder/form-options.ts'
import { budgetPhrase } from '#app/lib/gift-finder/finder.ts'
import type { ChatFormData, ChatMessage, SearchCriteria } from '#app/lib/gift-finder/contract.ts'

import type { ChatTurnResult } from '#app/server/ai/port.server.ts'

import {
  asksToSearchNow,
  extractAvoid,
  extractKeywords,
  mentionsOwnedOrAvoid,
  styleWordsIn,
} from '#app/server/ai/concierge/text.server.ts'

/** The follow-up questions the concierge may ask, in order; each is skipped once its answer is known. */
const QUESTIONS = [
  {
    id: 'style',
    text: 'How would you describe their style: practical, playful, luxurious or sentimental?',
    isKnown: (text: string) => styleWordsIn(text).length > 0,
  },
  {
    id: 'owned',
    text: 'Is there anything they already have, or anything I should steer clear of?',
    isKnown: (text: string) => mentionsOwnedOrAvoid(text),
  },
] as const

type QuestionId = (typeof QUESTIONS)[number]['id']

/** At most two follow-up questions before searching. */
const MAX_QUESTIONS = 2

const OCCASION_GIFT: Record<string, string> = {
  Birthday: 'birthday present',
  Christmas: 'Christmas present',
  Anniversary: 'anniversary gift',
  Wedding: 'wedding gift',
  "Valentine's Day": "Valentine's gift",
  Graduation: 'graduation gift',
  Housewarming: 'housewarming gift',
  'Thank You': 'thank-you gift',
  'Just Because': 'just-because gift',
  Other: 'gift',
}

const RECIPIENT_NOUN: Record<string, string> = {
  'Partner/Spouse': 'your partner',
  Parent: 'your parent',
  Child: 'your child',
  Friend: 'your friend',
  Colleague: 'your colleague',
  Sibling: 'your brother or sister',
  Grandparent: 'your grandparent',
  Other: 'someone special',
}

function shorten(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}…`
}

function greeting(form: ChatFormData): string {
  const budget = budgetPhrase(form.budget)
  const budgetText = budget.startsWith('with') ? budget : `for ${budget}`
  return (
    `Hi! I'm the Giftwise gift concierge. Let's find a ${OCCASION_GIFT[form.occasion] ?? 'gift'} for ` +
    `${RECIPIENT_NOUN[form.recipient] ?? 'someone special'} (aged ${form.age}) who's into ` +
    `${shorten(form.interests, 120)}, ${budgetText}.`
  )
}

interface TurnPlan {
  kind: 'ask' | 'search'
  question?: QuestionId
  /** True when a search was already made earlier in the conversation (a refinement). */
  refining: boolean
}

/**
 * Replays the conversation from the form and the giver's own words only (never from the
 * assistant messages the browser sends back), so the same inputs always give the same turn.
 */
function planTurns(form: ChatFormData, userTexts: readonly string[]): TurnPlan {
  const asked: QuestionId[] = []
  let searched = false
  let plan: TurnPlan = { kind: 'search', refining: false }
  for (let turn = 0; turn <= userTexts.length; turn++) {
    const known = [form.interests, ...userTexts.slice(0, turn)].join('\n')
    const latest = turn > 0 ? userTexts[turn - 1]! : ''
    const next = QUESTIONS.find((question) => !asked.includes(question.id) && !question.isKnown(known))
    if (!searched && next && asked.length < MAX_QUESTIONS && !asksToSearchNow(latest)) {
      asked.push(next.id)
      plan = { kind: 'ask', question: next.id, refining: false }
    } else {
      plan = { kind: 'search', refining: searched }
      searched = true
    }
  }
  return plan
}

/** The criteria the suggestion call receives: form, keywords from everything said, and what to avoid. */
export function buildCriteria(form: ChatFormData, userTexts: readonly string[]): SearchCriteria {
  const allText = [form.interests, ...userTexts].join('\n')
  const avoid = extractAvoid(allText).slice(0, 20)
  // Form interests first, so they lead the keyword list.
  const keywords = [
    ...new Set([...extractKeywords(form.interests, avoid), ...extractKeywords(userTexts.join('\n'), avoid)]),
  ]
  const { min, max } = budgetRange(form.budget)
  return {
    recipient: form.recipient,
    occasion: form.occasion,
    age: form.age,
    budget: form.budget,
    interests: form.interests,
    keywords: keywords.slice(0, 40),
    avoid,
    budgetMin: min,
    budgetMax: max ?? null,
  }
}

function searchMessage(criteria: SearchCriteria, mode: 'from-form' | 'after-questions' | 'refine'): string {
  const focus = criteria.keywords.slice(0, 4).join(', ')
  const about = focus ? ` around ${focus}` : ''
  const budget = budgetPhrase(criteria.budget)
  if (mode === 'refine') return `Got it. I've updated the search${about}. Here are fresh ideas ${budget}.`
  if (mode === 'from-form') return `You've told me plenty already, so I'm finding gift ideas${about}, ${budget}.`
  return `Thanks, that's everything I need. I'm finding gift ideas${about}, ${budget}.`
}

/** One deterministic chat turn of the offline concierge. */
export function conciergeChatTurn(form: ChatFormData, messages: readonly ChatMessage[]): ChatTurnResult {
  const userTexts = messages.filter((message) => message.role === 'user').map((message) => message.content)
  const plan = planTurns(form, userTexts)
  const opening = userTexts.length === 0 ? `${greeting(form)} ` : 'Thanks, that helps. '
  if (plan.kind === 'ask') {
    const question = QUESTIONS.find((candidate) => candidate.id === plan.question)!
    return { type: 'chat', message: `${opening}${question.text}` }
  }
  const criteria = buildCriteria(form, userTexts)
  const message =
    userTexts.length === 0
      ? `${greeting(form)} ${searchMessage(criteria, 'from-form')}`
      : searchMessage(criteria, plan.refining ? 'refine' : 'after-questions')
  return { type: 'search_results', message, searchCriteria: criteria }
}
