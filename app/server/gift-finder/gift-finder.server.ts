import { setImmediate as nextTurn } from 'node:timers/promises'

import { amazonSearchUrl, ebaySearchUrl } from '#app/lib/affiliate.ts'
import type { GiftSuggestion, RecipientProfile } from '#app/lib/gift-finder/contract.ts'
import { dedupeSuggestions } from '#app/lib/gift-finder/dedupe-suggestions.ts'
import { budgetRange } from '#app/lib/gift-finder/form-options.ts'
import { parsePrice } from '#app/lib/format.ts'
import { createModelMeter } from '#app/server/ai/budget.server.ts'
import { createConcierge } from '#app/server/ai/concierge/concierge.server.ts'
import { buildCriteria } from '#app/server/ai/concierge/dialogue.server.ts'
import { createLlmAdvisor } from '#app/server/ai/llm/llm-advisor.server.ts'
import type {
  AdvisorSuggestion,
  ChatStreamEvent,
  ChatTurnInput,
  ChatTurnResult,
  GiftAdvisor,
  ProductChatInput,
  SuggestInput,
} from '#app/server/ai/port.server.ts'
import type { AppConfig } from '#app/server/config.server.ts'
import type { Database } from '#app/server/db/client.server.ts'
import { RateLimitedError } from '#app/server/domain-errors.server.ts'
import { isComplete, matchesCondition } from '#app/server/gift-search/gift-search.server.ts'
import { knowledgeBase, type Idea, type KnowledgeBase } from '#app/server/gift-finder/knowledge/knowledge.server.ts'
import { namedThingsFor } from '#app/server/gift-finder/knowledge/named-things.server.ts'
import { interestWords, prepareWordIndex, usesWords } from '#app/server/gift-finder/knowledge/word-index.server.ts'
import { focusOnInterests } from '#app/server/gift-finder/ranking/focus.server.ts'
import { listingsInBand } from '#app/server/gift-finder/ranking/scoring.server.ts'
import {
  isSuitable,
  readForRules,
  type BudgetBand,
  type GiftCandidate,
} from '#app/server/gift-finder/suitability/rules.server.ts'
import { givenExclusions, profileFor, type PersonForFinder } from '#app/server/gift-finder/person.server.ts'
import { enforceRateLimit, RATE_LIMITS, tryAgainIn, type Requester } from '#app/server/limits/rate-limit.server.ts'
import type { Marketplace, MarketplaceItem } from '#app/server/marketplace/port.server.ts'

type AdvisorConfig = Pick<
  AppConfig,
  | 'AI_BASE_URL'
  | 'AI_MODEL'
  | 'AI_API_KEY'
  | 'AI_DAILY_CALL_BUDGET'
  | 'AI_DAILY_CALLS_PER_VISITOR'
  | 'AI_MAX_OUTPUT_TOKENS'
  | 'AMAZON_TAG'
  | 'EBAY_CAMPAIGN_ID'
  | 'EBAY_MARKETPLACE_ID'
>

export interface AdvisorDependencies {
  db: Database
  config: AdvisorConfig
  marketplace: Marketplace
  /** Tests hand in an LLM adapter pointed at the fake OpenAI server. */
  llm?: GiftAdvisor | null
  /** Tests may hand in a small knowledge base. */
  knowledge?: KnowledgeBase
}

/** What the finder asks of the suggestion call: the criteria and batch options of the request. */
export type SuggestRequest = Omit<SuggestInput, 'profile' | 'band' | 'findMore'>

/** Marketplace look-ups run at once: enough to be quick, few enough not to trip eBay's limits. */
const LOOKUP_CONCURRENCY = 5

/** Ideas read between pauses while warming up, so requests that arrive meanwhile wait a few milliseconds at most. */
const WARM_UP_SLICE = 250

/**
 * A brief the finder works through once while warming up: the first reading of a message compiles
 * the understanding's patterns, and the first batch prepares the catalogue's queries.
 */
const WARM_UP_FORM = {
  recipient: 'Friend',
  occasion: 'Birthday',
  age: '35-44',
  budget: '£20-£50',
  interests: 'gardening, crime novels and a good cup of tea',
} as const
const WARM_UP_ANSWER = "She already has a kindle, and nothing with a screen please. She doesn't drink."

/**
 * The gift finder's service: picks the LLM adapter when one is configured and today's call budget
 * allows, the offline concierge otherwise; enforces the AI rate limits; holds every suggestion to
 * the suitability rules whoever proposed it; and turns ideas into real listings with affiliate
 * links built here on the server (docs/features/gift-finder.md).
 */
export function createGiftFinderService(deps: AdvisorDependencies) {
  const kb = deps.knowledge ?? knowledgeBase()
  const concierge = createConcierge(kb)
  const { AI_BASE_URL, AI_MODEL, AI_API_KEY } = deps.config
  const meter = createModelMeter(deps.db, deps.config)
  const llm =
    deps.llm !== undefined
      ? deps.llm
      : AI_BASE_URL && AI_MODEL
        ? createLlmAdvisor({
            baseUrl: AI_BASE_URL,
            model: AI_MODEL,
            apiKey: AI_API_KEY,
            knowledge: kb,
            maxOutputTokens: deps.config.AI_MAX_OUTPUT_TOKENS,
            beforeRetry: meter.reserveRetry,
          })
        : null

  /** Counts one AI request against the per-IP and (when signed in) per-user limits; throws when over. */
  async function checkLimits(requester: Requester): Promise<void> {
    await enforceRateLimit(deps.db, RATE_LIMITS.aiPerIp, requester.ip, tooManyMessage)
    if (requester.userId) await enforceRateLimit(deps.db, RATE_LIMITS.aiPerUser, requester.userId, tooManyMessage)
  }

  /** The model while the visitor's daily share and today's budget last, then the offline concierge. */
  async function pickAdvisor(requester: Requester): Promise<GiftAdvisor> {
    if (!llm) return concierge
    return (await meter.reserveCall(requester)) ? llm : concierge
  }

  /**
   * Suggestions within budget and the rules, each with a real listing where one fits, de-duplicated.
   * For a saved person, their dislikes and notes are rules too, and what they were given is left out.
   */
  async function suggest(
    request: SuggestRequest,
    person: PersonForFinder | undefined,
    requester: Requester | null,
  ): Promise<GiftSuggestion[]> {
    const { criteria } = request
    const profile: RecipientProfile = profileFor(kb, criteria, person)
    const band: BudgetBand = budgetRange(criteria.budget)
    const given = givenExclusions(kb, person)
    const input: SuggestInput = {
      ...request,
      profile,
      band,
      excludeIdeaIds: [...request.excludeIdeaIds, ...given.ideaIds],
      excludeTitles: [...request.excludeTitles, ...given.names],
      findMore:
        request.excludeTitles.length > 0 || request.excludeItemIds.length > 0 || request.excludeIdeaIds.length > 0,
    }
    const advisor = requester ? await pickAdvisor(requester) : concierge
    let ideas = await advisor.suggest(input)
    if (advisor !== concierge) {
      // The model's ideas first; the knowledge base fills what the rules or the budget left out.
      const fromModel = ideas.map((idea) => ({ ...idea, idea: idea.idea ?? undefined }))
      const topUp = await concierge.suggest({
        ...input,
        excludeIdeaIds: [...input.excludeIdeaIds, ...fromModel.flatMap((idea) => (idea.idea ? [idea.idea.id] : []))],
      })
      ideas = [...fromModel, ...topUp]
    }

    const suitable = ideas.filter((idea) => isSuitable(candidateOf(idea), profile, { band, lexicon: kb }))
    const listings = await findListings(suitable, input, requester)
    const taken = new Set(input.excludeItemIds)
    const inTheirWords = usesWords(interestWords(profile))
    const suggestions: GiftSuggestion[] = []
    for (const idea of suitable) {
      const suggestion = toSuggestion(idea, listings.get(idea) ?? [], input, taken, inTheirWords)
      if (!suggestion) continue
      // The attached listing is held to the same rules as the idea (its price, its own words).
      const check: GiftCandidate = {
        ...candidateOf(idea),
        name: suggestion.name,
        description: suggestion.description,
        price: suggestion.itemId ? parsePrice(suggestion.price) : undefined,
      }
      if (!isSuitable(check, profile, { band, lexicon: kb })) continue
      if (suggestion.itemId) taken.add(suggestion.itemId)
      suggestions.push(suggestion)
    }
    const shown = input.excludeTitles.map((name) => ({ name }))
    return focusOnInterests(kb, profile, dedupeSuggestions(shown, suggestions), {
      batchSize: input.batchSize,
      findMore: input.findMore ?? false,
    })
  }

  /** The marketplace's listings for each idea: the catalogue's own listings of known ideas, else a search per idea. */
  async function findListings(ideas: readonly AdvisorSuggestion[], input: SuggestInput, requester: Requester | null) {
    const found = new Map<AdvisorSuggestion, MarketplaceItem[]>()
    const { marketplace } = deps
    const range = { min: input.band.min, max: input.band.max }
    const known = marketplace.listingsForIdeas ? ideas.filter((idea) => idea.idea) : []
    if (known.length) {
      const byIdea = await marketplace.listingsForIdeas!(
        known.map((idea) => idea.idea!.id),
        range,
      )
      for (const idea of known) found.set(idea, byIdea.get(idea.idea!.id) ?? [])
    }
    const searched = ideas.filter((idea) => !found.has(idea))
    let next = 0
    const worker = async () => {
      while (next < searched.length) {
        const idea = searched[next++]!
        try {
          // Each eBay call a look-up makes counts against the visitor (marketplace/metered.server.ts).
          const page = await marketplace.search(
            {
              query: idea.searchQuery,
              budget: range,
              condition: input.condition,
              limit: 5,
              offset: 0,
              excludeItemIds: [...input.excludeItemIds],
            },
            requester ? { requester } : undefined,
          )
          found.set(idea, page.items)
        } catch (error) {
          // A visitor past their eBay allowance is told so, not quietly given ideas without listings.
          if (error instanceof RateLimitedError) throw error
          // The idea still carries its retailer search links; the listing is a bonus.
          console.error('[gift-finder] marketplace look-up failed', error)
        }
      }
    }
    await Promise.all(Array.from({ length: Math.min(LOOKUP_CONCURRENCY, searched.length) }, worker))
    return found
  }

  /** One suggestion: the idea with its best listing within budget and condition, or the idea with search links. */
  function toSuggestion(
    idea: AdvisorSuggestion,
    listings: readonly MarketplaceItem[],
    input: SuggestInput,
    taken: ReadonlySet<string>,
    inTheirWords: (text: string) => boolean,
  ): GiftSuggestion | null {
    const { config } = deps
    const links = {
      amazonUrl: amazonSearchUrl(idea.searchQuery, config.AMAZON_TAG),
      ebaySearchUrl: ebaySearchUrl(idea.searchQuery, {
        campaignId: config.EBAY_CAMPAIGN_ID,
        marketplaceId: config.EBAY_MARKETPLACE_ID,
        condition: input.condition,
      }),
    }
    const usable = listings.filter(
      (item) => isComplete(item) && !taken.has(item.itemId) && matchesCondition(item.condition, input.condition),
    )
    // Within the budget, a listing in the shopper's own words first ("pug socks" over "dog socks").
    const inBand = listingsInBand(
      usable.map((item) => ({ item, price: parsePrice(item.price) })),
      input.band,
    )
    const listing = inBand.find(({ item }) => inTheirWords(item.name)) ?? inBand[0]
    // Another listing of an idea already offered exists only as a listing.
    if (!listing && idea.alternative) return null
    const base = {
      reason: idea.reason,
      searchQuery: idea.searchQuery,
      ideaId: idea.idea?.id ?? null,
      ...links,
    }
    if (!listing) {
      return {
        ...base,
        name: idea.name,
        description: idea.description,
        price: idea.price,
        estimatedPrice: idea.estimatedPrice,
        imageUrl: idea.idea ? `/images/products/${idea.idea.image}.svg` : null,
        itemId: null,
        ebayItemId: null,
        ebayItemUrl: null,
        linkKind: 'search',
      }
    }
    const { item } = listing
    return {
      ...base,
      name: item.name,
      // The catalogue's own listings already end with what the idea is; an eBay listing's is added.
      description: (item.description?.includes(idea.description)
        ? item.description
        : [item.description, idea.description].filter(Boolean).join(' ')
      ).slice(0, 600),
      price: item.price,
      estimatedPrice: parsePrice(item.price),
      imageUrl: item.imageUrl,
      itemId: item.itemId,
      ebayItemId: item.itemId,
      ebayItemUrl: item.ebayItemUrl,
      linkKind: item.linkKind,
      brand: item.brand || null,
      condition: item.condition,
      sellerUsername: item.sellerUsername,
    }
  }

  return {
    knowledge: kb,
    concierge,
    llm,
    pickAdvisor,

    /**
     * Reads every idea as ranking and the rules will, and builds the word indexes, so the first
     * shoppers after a start do not wait for it. The server starts this once it is listening; it
     * pauses between slices, so requests that arrive meanwhile are served.
     */
    async warmUp(): Promise<void> {
      prepareWordIndex(kb)
      namedThingsFor(kb)
      const ideas = [...kb.ideas.values()]
      for (let start = 0; start < ideas.length; start += WARM_UP_SLICE) {
        for (const idea of ideas.slice(start, start + WARM_UP_SLICE)) readForRules(idea, kb)
        await nextTurn()
      }
      const criteria = buildCriteria(kb, WARM_UP_FORM, [WARM_UP_ANSWER])
      const batch = {
        condition: 'new',
        batchSize: 20,
        excludeItemIds: [],
        excludeTitles: [],
        excludeIdeaIds: [],
      } as const
      await suggest({ criteria, ...batch }, undefined, null)
    },

    async chatTurn(requester: Requester, input: ChatTurnInput): Promise<ChatTurnResult> {
      await checkLimits(requester)
      return (await pickAdvisor(requester)).chatTurn(input)
    },

    async chatTurnStream(requester: Requester, input: ChatTurnInput): Promise<AsyncIterable<ChatStreamEvent>> {
      await checkLimits(requester)
      return (await pickAdvisor(requester)).chatTurnStream(input)
    },

    async productChat(requester: Requester, input: ProductChatInput): Promise<{ answer: string }> {
      await checkLimits(requester)
      return (await pickAdvisor(requester)).productChat(input)
    },

    /** A batch of suggestions for the chat's criteria, each matched to a real listing where one fits. */
    async suggest(requester: Requester, request: SuggestRequest, person?: PersonForFinder): Promise<GiftSuggestion[]> {
      await checkLimits(requester)
      return suggest(request, person, requester)
    },

    /**
     * The same batch from the offline concierge, outside the visitor limits: for work the site does
     * on its own, such as the ideas in a reminder email (no model spend for mail sent in the background).
     */
    async offlineSuggest(request: SuggestRequest, person?: PersonForFinder): Promise<GiftSuggestion[]> {
      return suggest(request, person, null)
    },
  }
}

export type GiftFinderService = ReturnType<typeof createGiftFinderService>

/** What the suitability rules know of an advisor's idea: the knowledge base's properties when it is one. */
function candidateOf(suggestion: AdvisorSuggestion): GiftCandidate {
  const idea: Idea | undefined = suggestion.idea
  return idea
    ? { ...idea, name: suggestion.name, description: suggestion.description }
    : { name: suggestion.name, description: suggestion.description, price: suggestion.estimatedPrice }
}

function tooManyMessage(retryAfterSeconds: number): string {
  return `You've made a lot of gift finder requests. ${tryAgainIn(retryAfterSeconds)}`
}
