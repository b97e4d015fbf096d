import { budgetRange } from '#app/lib/gift-finder/form-options.ts'
import type { SearchCriteria } from '#app/lib/gift-finder/contract.ts'

/*
 * The gift finder's constants, messages and shapes, kept free of zod so the page's first load
 * stays small: the schemas live in ./gift-finder-schemas (server, and the form on submit).
 */

export type {
  ChatFormData,
  ChatMessage,
  GiftFormField,
  GiftFormValues,
  ProductFacts,
  SearchCriteria,
} from '#app/lib/gift-finder/contract.ts'

/** Interests max length (spec sections 5 and 9). */
export const INTERESTS_MAX = 500
/** Suggestions per request, shown in chunks of 7 with a 200 ms pause (spec section 9). */
export const SUGGESTION_BATCH_SIZE = 20
export const SUGGESTION_CHUNK_SIZE = 7
export const SUGGESTION_CHUNK_PAUSE_MS = 200
/** Abuse limits on the AI endpoints (issue 6 item 9). */
export const MAX_MESSAGE_LENGTH = 1000
export const MAX_CONVERSATION_MESSAGES = 30
export const MAX_EXCLUDED = 500

/** The gift form's messages (spec section 5), one per field. */
export const GIFT_FORM_MESSAGES = {
  recipient: "Please select who you're buying for",
  gender: 'Please select their gender',
  occasion: 'Please select an occasion',
  age: 'Please enter their age',
  interests: 'Please share their interests',
  budget: 'Please select a budget',
} as const

/** A gift suggestion as the page shows it (spec section 3 "Gift suggestion"). */
export interface GiftSuggestion {
  name: string
  description: string
  reason: string
  /** Display price, e.g. '£24.99'. */
  price: string
  estimatedPrice: number
  imageUrl: string | null
  searchQuery: string
  itemId: string | null
  ebayItemId: string | null
  ebayItemUrl: string | null
  amazonUrl: string
  ebaySearchUrl: string
  brand?: string | null
  condition?: string | null
  sellerUsername?: string | null
}

/** The answer of POST /api/gift-chat. */
export interface GiftChatResponse {
  message: string
  type: 'search_results' | 'chat'
  searchCriteria: SearchCriteria | null
}

/** One line of the streamed chat answer (POST /api/gift-chat/stream, newline-delimited JSON). */
export type GiftChatStreamLine =
  { event: 'delta'; text: string } | ({ event: 'done' } & GiftChatResponse) | { event: 'error'; error: string }

/** The product chat's opening line (spec section 2 "Product chat dialog"). */
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
