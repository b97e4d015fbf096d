import { personNotes } from '#app/server/gift-finder/person.server.ts'
import { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import { APICallError, generateText, Output, RetryError, streamText, type LanguageModel } from 'ai'
import { z } from 'zod'

import { formatGBP } from '#app/lib/format.ts'
import {
  CONSTRAINTS,
  WANTS,
  type ChatMessage,
  type RecipientProfile,
  type SearchCriteria,
} from '#app/lib/gift-finder/contract.ts'

import { buildCriteria, formAsFirstSent, NOTHING_GENDERED_SAID } from '#app/server/ai/concierge/dialogue.server.ts'
import type { KnowledgeBase } from '#app/server/gift-finder/knowledge/knowledge.server.ts'
import { conceptsIn } from '#app/server/gift-finder/knowledge/lexicon.server.ts'
import { matchIdea } from '#app/server/gift-finder/knowledge/match.server.ts'
import { CONTEXT_CONCEPTS } from '#app/server/gift-finder/understanding/profile.server.ts'
import {
  AdvisorError,
  type AdvisorSuggestion,
  type ChatStreamEvent,
  type ChatTurnInput,
  type ChatTurnResult,
  type GiftAdvisor,
} from '#app/server/ai/port.server.ts'

import {
  chatData,
  chatInstructions,
  productData,
  productInstructions,
  suggestData,
  suggestInstructions,
} from '#app/server/ai/llm/prompts.server.ts'

export interface LlmAdvisorOptions {
  baseUrl: string
  model: string
  /** The gift ideas and interest lexicon the model's answers are mapped onto. */
  knowledge: KnowledgeBase
  apiKey?: string
  /** Strict json_schema answers (OpenAI, Ollama, vLLM, llama.cpp); false asks for json_object instead. */
  structuredOutputs?: boolean
  /** Whole-call timeout, retries included. */
  timeoutMs?: number
  /** Retries on 429 and 5xx: at most 2, so a failing model costs the shopper seconds, not minutes. */
  maxRetries?: number
  /** The most tokens one answer may take; each operation asks for no more than it needs, within this. */
  maxOutputTokens?: number
  /**
   * Called before each retry is sent (the first attempt is the caller's to count), so retries are
   * counted like any call; throwing stops the retries and the call fails as busy.
   */
  beforeRetry?: () => Promise<void>
}

/** Output tokens each operation needs at most: a chat turn or an answer is short; a batch grows with its size. */
const OUTPUT_TOKENS = {
  chat: 800,
  product: 600,
  suggest: (batchSize: number) => 300 + 180 * batchSize,
} as const

/** A retry that beforeRetry refused (the day's budget is spent). */
class RetryRefused extends Error {
  override name = 'RetryRefused'
}

/** Follow-up questions the model may ask before it must search (the concierge keeps the same cap). */
const MAX_QUESTIONS = 2

const ChatPlanSchema = z.object({
  reply: z.string().describe('Your message to the shopper, plain text in British English'),
  readyToSearch: z.boolean(),
  keywords: z.array(z.string()).describe('Short interest keywords for a product search'),
  avoid: z.array(z.string()).describe('Things they already have or dislike'),
  interests: z.array(z.string()).describe('What the recipient enjoys, one short phrase each').default([]),
  constraints: z
    .array(z.enum(CONSTRAINTS))
    .describe('Every rule the shopper stated or that plainly follows from what they said')
    .default([]),
  dislikes: z.array(z.string()).describe('Things the recipient dislikes or is not into').default([]),
  alreadyHas: z.array(z.string()).describe('Things the recipient already has').default([]),
  wants: z.array(z.enum(WANTS)).describe('The kind of gift the shopper asked for').default([]),
})
type ChatPlan = z.infer<typeof ChatPlanSchema>

const SuggestionsSchema = z.object({
  suggestions: z.array(
    z.object({
      name: z.string(),
      description: z.string(),
      reason: z.string(),
      estimatedPriceGBP: z.number(),
      searchQuery: z.string(),
    }),
  ),
})

const URL_PATTERN = /\b(?:https?:\/\/|www\.)\S+/gi

/** Model text as we show it: no links (they only ever come from the marketplace), no tags, trimmed. */
export function cleanModelText(text: string, max = 600): string {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(URL_PATTERN, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
}

function shortList(values: readonly string[], max: number): string[] {
  return [...new Set(values.map((value) => cleanModelText(value, 60).toLowerCase()).filter(Boolean))].slice(0, max)
}

/** The message shown when the model says it is ready but wrote a question anyway, or must stop asking. */
const SEARCHING_NOW = "Thanks, that's everything I need. I'm finding gift ideas now."

const UNAVAILABLE = 'The gift finder is unavailable right now. Please try again later.'

/** What the user sees in the server message when the model fails; the page's own toasts cover the rest. */
export function toAdvisorError(error: unknown): AdvisorError {
  if (error instanceof AdvisorError) return error
  const last = RetryError.isInstance(error) ? error.lastError : error
  if (last instanceof RetryRefused) {
    return new AdvisorError('The gift finder is busy. Please try again in a minute.', 429, { cause: error })
  }
  if (APICallError.isInstance(last)) {
    const status = last.statusCode
    if (status === 401 || status === 403) return new AdvisorError(UNAVAILABLE, status, { cause: error })
    if (status === 429)
      return new AdvisorError('The gift finder is busy. Please try again in a minute.', status, { cause: error })
    if (status && status >= 500) return new AdvisorError(UNAVAILABLE, status, { cause: error })
    return new AdvisorError(UNAVAILABLE, status, { cause: error })
  }
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return new AdvisorError('The gift finder took too long to answer. Please try again.', 504, { cause: error })
  }
  return new AdvisorError('The gift finder gave an answer we could not use. Please try again.', 502, { cause: error })
}

function userTurns(messages: readonly ChatMessage[]): number {
  return messages.filter((message) => message.role === 'user').length
}

/** Turns the model's plan into the chat answer, enforcing the question cap on our side. */
function toChatResult(kb: KnowledgeBase, plan: ChatPlan, input: ChatTurnInput): ChatTurnResult {
  const mustSearch = userTurns(input.messages) >= MAX_QUESTIONS
  const written = cleanModelText(plan.reply) || SEARCHING_NOW
  // The follow-up calls leave the gender out: the opening says what a non-binary recipient's
  // means, in the words later turns read it back from.
  const reply =
    input.formData.gender === 'Non-binary' && !input.messages.length && !written.includes(NOTHING_GENDERED_SAID)
      ? `${written} ${NOTHING_GENDERED_SAID}`
      : written
  if (!plan.readyToSearch && !mustSearch) return { type: 'chat', message: reply }
  const criteria: SearchCriteria = mergeCriteria(kb, input, plan)
  const message = plan.readyToSearch && !reply.trim().endsWith('?') ? reply : SEARCHING_NOW
  return { type: 'search_results', message, searchCriteria: criteria }
}

/**
 * Our own reading of the brief (the concierge's rules and lexicon), joined with the model's
 * structured picture: its interests mapped onto the lexicon, its constraints, dislikes, things owned
 * and wants added. A constraint either side found holds.
 */
function mergeCriteria(kb: KnowledgeBase, input: ChatTurnInput, plan: ChatPlan): SearchCriteria {
  const base = buildCriteria(
    kb,
    formAsFirstSent(input.formData, input.messages),
    input.messages.filter((message) => message.role === 'user').map((message) => message.content),
    personNotes(input.person),
  )
  const profile: RecipientProfile = base.profile!
  const dislikedWords = shortList(plan.dislikes, 20)
  const dislikes = [
    ...profile.dislikes,
    ...dislikedWords
      .filter((words) => !profile.dislikes.some((known) => known.words === words))
      .map((words) => ({ concept: conceptsIn(kb, words)[0] ?? null, words })),
  ].slice(0, 20)
  const disliked = new Set(dislikes.map((dislike) => dislike.concept))
  const interests = [...profile.interests]
  for (const phrase of shortList(plan.interests, 20)) {
    for (const concept of conceptsIn(kb, phrase)) {
      if (
        CONTEXT_CONCEPTS.has(concept) ||
        disliked.has(concept) ||
        interests.some((known) => known.concept === concept)
      )
        continue
      interests.push({ concept, label: kb.concepts.get(concept)!.label, from: 'chat', words: [phrase.slice(0, 60)] })
    }
  }
  const merged: RecipientProfile = {
    ...profile,
    interests: interests.slice(0, 20),
    constraints: [...new Set([...profile.constraints, ...plan.constraints])],
    dislikes,
    alreadyHas: [...new Set([...profile.alreadyHas, ...shortList(plan.alreadyHas, 20)])].slice(0, 20),
    wants: [...new Set([...profile.wants, ...plan.wants])],
  }
  const avoid = [...new Set([...base.avoid, ...shortList(plan.avoid, 20)])].slice(0, 20)
  const keywords = [...new Set([...shortList(plan.keywords, 20), ...base.keywords])]
    .filter((keyword) => !avoid.includes(keyword))
    .slice(0, 40)
  return { ...base, keywords, avoid, profile: merged }
}

/**
 * The gift advisor on any OpenAI-compatible API (OpenAI, Ollama, llama.cpp's server, vLLM)
 * through the Vercel AI SDK. Answers are parsed with zod; nothing the model
 * writes is trusted as a link or as markup.
 */
export function createLlmAdvisor(options: LlmAdvisorOptions): GiftAdvisor {
  const settings = {
    name: 'giftwise-llm',
    baseURL: options.baseUrl.replace(/\/+$/, ''),
    apiKey: options.apiKey,
    supportsStructuredOutputs: options.structuredOutputs ?? true,
    includeUsage: true,
  }
  const cap = options.maxOutputTokens ?? Infinity

  /**
   * The settings of one operation. The SDK retries inside the call, so its HTTP requests are
   * counted here: each one after the first passes beforeRetry before it is sent.
   */
  function request(outputTokens: number) {
    let attempts = 0
    const provider = createOpenAICompatible({
      ...settings,
      fetch: async (input, init) => {
        attempts++
        if (attempts > 1 && options.beforeRetry) {
          try {
            await options.beforeRetry()
          } catch (error) {
            throw new RetryRefused('The retry was not allowed', { cause: error })
          }
        }
        return fetch(input, init)
      },
    })
    const model: LanguageModel = provider.chatModel(options.model)
    return {
      model,
      maxRetries: Math.min(2, options.maxRetries ?? 2),
      timeout: { totalMs: options.timeoutMs ?? 45_000 },
      temperature: 0.4,
      maxOutputTokens: Math.min(cap, outputTokens),
    }
  }

  return {
    kind: 'llm',

    async chatTurn(input) {
      try {
        const result = await generateText({
          ...request(OUTPUT_TOKENS.chat),
          instructions: chatInstructions(input.formData, Math.max(0, MAX_QUESTIONS - userTurns(input.messages))),
          messages: [{ role: 'user', content: chatData(input.formData, input.messages, input.person) }],
          output: Output.object({ schema: ChatPlanSchema, name: 'gift_chat_turn' }),
        })
        return toChatResult(options.knowledge, result.output, input)
      } catch (error) {
        throw toAdvisorError(error)
      }
    },

    async *chatTurnStream(input): AsyncIterable<ChatStreamEvent> {
      let failure: unknown
      const result = streamText({
        ...request(OUTPUT_TOKENS.chat),
        instructions: chatInstructions(input.formData, Math.max(0, MAX_QUESTIONS - userTurns(input.messages))),
        messages: [{ role: 'user', content: chatData(input.formData, input.messages, input.person) }],
        output: Output.object({ schema: ChatPlanSchema, name: 'gift_chat_turn' }),
        onError: ({ error }) => {
          failure ??= error
        },
      })
      // The reply is the first field of the JSON answer: pass its growing text on as it is written.
      let shown = ''
      try {
        for await (const partial of result.partialOutputStream) {
          const reply = typeof partial.reply === 'string' ? cleanModelText(partial.reply) : ''
          if (reply.length > shown.length && reply.startsWith(shown)) {
            yield { type: 'delta', text: reply.slice(shown.length) }
            shown = reply
          }
        }
        if (failure) throw failure
        const plan = ChatPlanSchema.parse(await result.output)
        yield { type: 'done', result: toChatResult(options.knowledge, plan, input) }
      } catch (error) {
        throw toAdvisorError(failure ?? error)
      }
    },

    async suggest(input): Promise<AdvisorSuggestion[]> {
      let output: z.infer<typeof SuggestionsSchema>
      try {
        const result = await generateText({
          ...request(OUTPUT_TOKENS.suggest(input.batchSize)),
          instructions: suggestInstructions(input.criteria, input.profile, input.batchSize),
          messages: [{ role: 'user', content: suggestData(input.criteria, input.profile, input.excludeTitles) }],
          output: Output.object({ schema: SuggestionsSchema, name: 'gift_suggestions' }),
        })
        output = result.output
      } catch (error) {
        throw toAdvisorError(error)
      }
      // The budget and the suitability rules are applied to these by the gift finder service, as to every idea.
      return output.suggestions
        .map((idea) => {
          const name = cleanModelText(idea.name, 120)
          const searchQuery = cleanModelText(idea.searchQuery, 100) || cleanModelText(idea.name, 100)
          const known = matchIdea(options.knowledge, `${name} ${searchQuery}`)
          return {
            name,
            description: cleanModelText(idea.description, 400),
            reason: cleanModelText(idea.reason, 300),
            estimatedPrice: Math.max(0, idea.estimatedPriceGBP),
            price: formatGBP(Math.max(0, idea.estimatedPriceGBP)),
            searchQuery,
            ...(known ? { idea: known } : {}),
          }
        })
        .filter((idea) => idea.name && idea.searchQuery)
        .slice(0, input.batchSize)
    },

    async productChat(input) {
      try {
        const result = await generateText({
          ...request(OUTPUT_TOKENS.product),
          instructions: productInstructions(),
          messages: [{ role: 'user', content: productData(input.product, input.question) }],
        })
        const answer = cleanModelText(result.text, 1200)
        if (!answer) throw new AdvisorError('The gift finder gave an empty answer. Please try again.', 502)
        return { answer }
      } catch (error) {
        throw toAdvisorError(error)
      }
    },
  }
}
