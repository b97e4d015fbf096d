import { amazonSearchUrl, ebaySearchUrl } from '#app/lib/affiliate.ts'
import { formatGBP, parsePrice } from '#app/lib/format.ts'
import type { GiftSuggestion } from '#app/lib/gift-finder/contract.ts'

import type { AppConfig } from '#app/server/config.server.ts'
import type { Database } from '#app/server/db/client.server.ts'
import { RateLimitedError } from '#app/server/domain-errors.server.ts'
import { enforceRateLimit, RATE_LIMITS, tryAgainIn, type Requester } from '#app/server/limits/rate-limit.server.ts'
import type { Marketplace, MarketplaceItem } from '#app/server/marketplace/port.server.ts'
import { isComplete, matchesCondition } from '#app/server/gift-search/gift-search.server.ts'

import { createModelMeter } from '#app/server/ai/budget.server.ts'
import { createConcierge, productQuery } from '#app/server/ai/concierge/concierge.server.ts'
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
}

/** Marketplace look-ups run at once: enough to be quick, few enough not to trip eBay's limits. */
const LOOKUP_CONCURRENCY = 5

/**
 * The gift finder's service: picks the LLM adapter when one is configured and today's call budget
 * allows, the offline concierge otherwise; enforces the AI rate limits; and turns suggestions into
 * real listings with affiliate links built here on the server.
 */
export function createGiftFinderService(deps: AdvisorDependencies) {
  const concierge = createConcierge(deps.db)
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

  return {
    concierge,
    llm,
    pickAdvisor,

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

    /** A batch of suggestions, each matched to a real listing where one exists within budget. */
    async suggest(requester: Requester, input: SuggestInput): Promise<GiftSuggestion[]> {
      await checkLimits(requester)
      const ideas = await (await pickAdvisor(requester)).suggest(input)
      const taken = new Set(input.excludeItemIds)
      const results: (GiftSuggestion | null)[] = new Array(ideas.length).fill(null)
      let next = 0
      const worker = async () => {
        while (next < ideas.length) {
          const index = next++
          results[index] = await toListing(deps, ideas[index]!, input, taken, requester)
        }
      }
      await Promise.all(Array.from({ length: Math.min(LOOKUP_CONCURRENCY, ideas.length) }, worker))
      return results.filter((result): result is GiftSuggestion => result !== null)
    },
  }
}

export type GiftFinderService = ReturnType<typeof createGiftFinderService>

async function toListing(
  deps: AdvisorDependencies,
  idea: AdvisorSuggestion,
  input: SuggestInput,
  taken: Set<string>,
  requester: Requester,
): Promise<GiftSuggestion | null> {
  const { config, marketplace } = deps
  const links = {
    amazonUrl: amazonSearchUrl(idea.searchQuery, config.AMAZON_TAG),
    ebaySearchUrl: ebaySearchUrl(idea.searchQuery, {
      campaignId: config.EBAY_CAMPAIGN_ID,
      marketplaceId: config.EBAY_MARKETPLACE_ID,
      condition: input.condition,
    }),
  }
  const base = {
    name: idea.name,
    description: idea.description,
    reason: idea.reason,
    estimatedPrice: idea.estimatedPrice,
    searchQuery: idea.searchQuery,
    ...links,
  }

  // The concierge's own catalogue item is itself a listing when the catalogue is the marketplace.
  const own = idea.catalogueItem
  if (own && marketplace.kind === 'catalogue') {
    if (taken.has(own.id)) return null
    taken.add(own.id)
    return {
      ...base,
      price: formatGBP(own.price),
      imageUrl: own.imageUrl,
      itemId: own.id,
      ebayItemId: own.id,
      // Same link the catalogue marketplace gives its listings: the product searched on eBay UK.
      ebayItemUrl: ebaySearchUrl(productQuery(own.title), {
        campaignId: config.EBAY_CAMPAIGN_ID,
        marketplaceId: config.EBAY_MARKETPLACE_ID,
        condition: own.condition === 'New' ? 'new' : 'used',
      }),
      brand: own.brand,
      condition: own.condition,
      sellerUsername: own.sellerUsername,
    }
  }

  const listing = await findListing(deps, idea, input, taken, requester)
  if (!listing) {
    return { ...base, price: idea.price, imageUrl: null, itemId: null, ebayItemId: null, ebayItemUrl: null }
  }
  return {
    ...base,
    price: listing.price,
    imageUrl: listing.imageUrl,
    itemId: listing.itemId,
    ebayItemId: listing.itemId,
    ebayItemUrl: listing.ebayItemUrl,
    brand: listing.brand ?? null,
    condition: listing.condition,
    sellerUsername: listing.sellerUsername,
  }
}

/** The first complete listing for an idea within budget and condition, not already shown. */
async function findListing(
  deps: AdvisorDependencies,
  idea: AdvisorSuggestion,
  input: SuggestInput,
  taken: Set<string>,
  requester: Requester,
): Promise<MarketplaceItem | null> {
  const max = input.criteria.budgetMax ?? undefined
  try {
    // Each eBay call a look-up makes counts against the visitor (app/server/marketplace/metered.server.ts).
    const page = await deps.marketplace.search(
      {
        query: idea.searchQuery,
        budget: { max },
        condition: input.condition,
        limit: 5,
        offset: 0,
        excludeItemIds: [...taken],
      },
      { requester },
    )
    const listing = page.items.find(
      (item) =>
        isComplete(item) &&
        !taken.has(item.itemId) &&
        matchesCondition(item.condition, input.condition) &&
        (max === undefined || parsePrice(item.price) <= max),
    )
    if (!listing) return null
    taken.add(listing.itemId)
    return listing
  } catch (error) {
    // A visitor past their eBay allowance is told so, not quietly given ideas without listings.
    if (error instanceof RateLimitedError) throw error
    // The idea still carries its retailer search links; the listing is a bonus.
    console.error('[advisor] marketplace look-up failed', error)
    return null
  }
}

function tooManyMessage(retryAfterSeconds: number): string {
  return `You've made a lot of gift finder requests. ${tryAgainIn(retryAfterSeconds)}`
}
