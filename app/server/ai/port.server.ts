import type { PersonForFinder } from '#app/server/gift-finder/person.server.ts'
import type { Condition } from '#app/lib/gift-finder/form-options.ts'
import type {
  ChatFormData,
  ChatMessage,
  ProductFacts,
  RecipientProfile,
  SearchCriteria,
} from '#app/lib/gift-finder/contract.ts'
import type { Idea } from '#app/server/gift-finder/knowledge/knowledge.server.ts'
import type { ConceptSource } from '#app/server/gift-finder/ranking/signals.server.ts'
import type { BudgetBand } from '#app/server/gift-finder/suitability/rules.server.ts'

import { DomainError } from '#app/server/domain-errors.server.ts'

/** One chat turn of the gift finder. */
export interface ChatTurnInput {
  messages: readonly ChatMessage[]
  formData: ChatFormData
  condition: Condition
  /** The saved person the shopper is buying for, when the finder was opened for one. */
  person?: PersonForFinder
}

export interface ChatTurnResult {
  message: string
  /** 'search_results' when the advisor has enough to search; searchCriteria is then set. */
  type: 'search_results' | 'chat'
  searchCriteria?: SearchCriteria
}

/** Streamed form of a chat turn: text as it is written, then the finished turn. */
export type ChatStreamEvent = { type: 'delta'; text: string } | { type: 'done'; result: ChatTurnResult }

export interface SuggestInput {
  criteria: SearchCriteria
  /** The recipient as understood (the criteria's own, or read again from the form). */
  profile: RecipientProfile
  band: BudgetBand
  condition: Condition
  batchSize: number
  excludeItemIds: readonly string[]
  excludeTitles: readonly string[]
  excludeIdeaIds: readonly string[]
  /** A Find More batch after ones already shown (not the exclusions of a person's past gifts). */
  findMore?: boolean
}

/** A gift idea before it is matched to a real listing. */
export interface AdvisorSuggestion {
  name: string
  description: string
  /** One sentence on why it suits them. */
  reason: string
  /** Display price, e.g. '£24.99'. */
  price: string
  estimatedPrice: number
  /** What to search the marketplace and retailers for. */
  searchQuery: string
  /** The idea of the knowledge base it is (the concierge's always; a model's when one matches). */
  idea?: Idea
  /** The concept it was drawn from (concierge ideas). */
  source?: ConceptSource
  /** Another listing of an idea already offered: shown only when such a listing exists. */
  alternative?: boolean
}

export interface ProductChatInput {
  product: ProductFacts
  question: string
}

/** The gift-advisor port: the LLM adapter or the offline concierge. */
export interface GiftAdvisor {
  readonly kind: 'llm' | 'concierge'
  chatTurn(input: ChatTurnInput): Promise<ChatTurnResult>
  /** The same turn, with the reply streamed as it is written. */
  chatTurnStream(input: ChatTurnInput): AsyncIterable<ChatStreamEvent>
  suggest(input: SuggestInput): Promise<AdvisorSuggestion[]>
  productChat(input: ProductChatInput): Promise<{ answer: string }>
}

/**
 * Thrown when the model cannot answer (bad key, rate limited after retries, server errors, bad
 * output). Its message is safe to show; routes answer 502 with it.
 */
export class AdvisorError extends DomainError {
  override name = 'AdvisorError'
  override readonly status = 502
  constructor(
    message: string,
    readonly upstreamStatus?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}
