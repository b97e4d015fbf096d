import { formatGBP } from '#app/lib/format.ts'
import type { AdvisorSuggestion, ChatStreamEvent, ChatTurnInput, GiftAdvisor } from '#app/server/ai/port.server.ts'
import { conciergeChatTurn } from '#app/server/ai/concierge/dialogue.server.ts'
import { answerProductQuestion } from '#app/server/ai/concierge/product-chat.server.ts'
import type { KnowledgeBase } from '#app/server/gift-finder/knowledge/knowledge.server.ts'
import { rankIdeas } from '#app/server/gift-finder/ranking/query.server.ts'
import { buildReason, pronounsFor } from '#app/server/gift-finder/reasons.server.ts'

/** An idea's typical price as a range inside the budget, e.g. '£20–£35'. */
export function priceRange(
  min: number,
  max: number,
  band: { min: number; max?: number },
): { text: string; mid: number } {
  const low = Math.max(min, band.min)
  const high = Math.min(max, band.max ?? max)
  const text =
    low >= high ? formatGBP(low) : `${formatGBP(low).replace(/\.00$/, '')}–${formatGBP(high).replace(/\.00$/, '')}`
  return { text, mid: Math.round(((low + high) / 2) * 100) / 100 }
}

/**
 * The offline gift concierge: the embedded default advisor. It understands the brief by rules and
 * the interest lexicon, draws ideas from the knowledge base (the person's interests first), and
 * answers product questions from the listing and what the knowledge base knows of the kind of gift.
 */
export function createConcierge(kb: KnowledgeBase): GiftAdvisor {
  return {
    kind: 'concierge',

    async chatTurn(input: ChatTurnInput) {
      return conciergeChatTurn(kb, input.formData, input.messages, input.person)
    },

    async *chatTurnStream(input: ChatTurnInput): AsyncIterable<ChatStreamEvent> {
      const result = conciergeChatTurn(kb, input.formData, input.messages, input.person)
      yield { type: 'delta', text: result.message }
      yield { type: 'done', result }
    },

    async suggest(input): Promise<AdvisorSuggestion[]> {
      const { gender } = input.profile
      const pronouns = pronounsFor(gender === 'female' ? 'Female' : gender === 'male' ? 'Male' : undefined, [
        input.criteria.interests,
      ])
      const ranked = rankIdeas(kb, input.profile, {
        band: input.band,
        exclude: new Set(input.excludeIdeaIds),
        // More than the batch: some will not survive the listing check or de-duplication.
        limit: input.batchSize * 3,
      })
      return ranked.map(({ idea, source, alternative }) => {
        const price = priceRange(idea.priceMin, idea.priceMax, input.band)
        return {
          name: idea.name,
          description: idea.description,
          reason: buildReason(kb, idea, source, input.profile, pronouns),
          price: price.text,
          estimatedPrice: price.mid,
          searchQuery: idea.searchQuery,
          idea,
          source,
          ...(alternative ? { alternative } : {}),
        }
      })
    },

    async productChat(input) {
      return { answer: answerProductQuestion(kb, input.product, input.question) }
    },
  }
}
