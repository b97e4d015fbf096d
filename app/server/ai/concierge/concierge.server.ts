import { formatGBP } from '#app/lib/format.ts'

import type { Database } from '#app/server/db/client.server.ts'
import type { AdvisorSuggestion, ChatStreamEvent, ChatTurnInput, GiftAdvisor } from '#app/server/ai/port.server.ts'

import { conciergeChatTurn } from '#app/server/ai/concierge/dialogue.server.ts'
import { answerFromFacts } from '#app/server/ai/concierge/product-chat.server.ts'
import { rankCatalogue } from '#app/server/ai/concierge/ranking.server.ts'
import { buildReason } from '#app/server/ai/concierge/reasons.server.ts'

/** The product a listing is a variant of, as a search query: 'Kindle Paperwhite - Black' -> 'Kindle Paperwhite'. */
export function productQuery(title: string): string {
  const withoutCondition = title.replace(/\s*\((?:pre-owned|refurbished)\)\s*$/i, '')
  const dash = withoutCondition.lastIndexOf(' - ')
  return (dash > 0 ? withoutCondition.slice(0, dash) : withoutCondition).trim()
}

/**
 * The offline gift concierge: the embedded default advisor. Its dialogue is
 * deterministic, its suggestions are ranked from the built-in catalogue, and its product chat
 * answers only from the product's own facts.
 */
export function createConcierge(db: Database): GiftAdvisor {
  return {
    kind: 'concierge',

    async chatTurn(input: ChatTurnInput) {
      return conciergeChatTurn(input.formData, input.messages)
    },

    async *chatTurnStream(input: ChatTurnInput): AsyncIterable<ChatStreamEvent> {
      const result = conciergeChatTurn(input.formData, input.messages)
      yield { type: 'delta', text: result.message }
      yield { type: 'done', result }
    },

    async suggest(input): Promise<AdvisorSuggestion[]> {
      const ranked = await rankCatalogue(db, {
        criteria: input.criteria,
        condition: input.condition,
        limit: input.batchSize,
        excludeItemIds: input.excludeItemIds,
        excludeTitles: input.excludeTitles,
      })
      return ranked.map((item) => ({
        name: item.title,
        description: item.description,
        reason: buildReason(item, input.criteria),
        price: formatGBP(item.price),
        estimatedPrice: item.price,
        searchQuery: productQuery(item.title),
        catalogueItem: item,
      }))
    },

    async productChat(input) {
      return { answer: answerFromFacts(input.product, input.question) }
    },
  }
}
