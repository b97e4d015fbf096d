import { budgetRange } from '#app/lib/gift-finder/form-options.ts'

/*
 * The gift finder's constants, messages and shapes, kept free of zod so the page's first load
 * stays small: the schemas live in ./gift-finder-schemas (server, and the form on submit).
 */

/** Interests max length. */
export const INTERESTS_MAX = 500
/** Suggestions per request, shown in chunks of 7 with a 200 ms pause. */
export const SUGGESTION_BATCH_SIZE = 20
export const SUGGESTION_CHUNK_SIZE = 7
export const SUGGESTION_CHUNK_PAUSE_MS = 200
/** Abuse limits on the AI endpoints. */
export const MAX_MESSAGE_LENGTH = 1000
export const MAX_CONVERSATION_MESSAGES = 30
export const MAX_EXCLUDED = 500

/** The gift form's messages, one per field. */
export const GIFT_FORM_MESSAGES = {
  recipient: "Please select who you're buying for",
  gender: 'Please select their gender',
  occasion: 'Please select an occasion',
  age: 'Please enter their age',
  interests: 'Please share their interests',
  budget: 'Please select a budget',
} as const

/** The product chat's opening line. */
export function productChatGreeting(name: string): string {
  return `Hi! I can answer questions about ${name}. What would you like to know?`
}

/** A budget option in words, e.g. '£20-£50' -> 'between £20 and £50'. */
export function budgetPhrase(budget: string): string {
  const { min, max } = budgetRange(budget)
  if (max === undefined) return min > 0 ? `£${min} or more` : 'with no fixed budget'
  if (min === 0) return `under £${max}`
  return `between £${min} and £${max}`
}
