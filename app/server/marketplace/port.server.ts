import type { Condition } from '#app/lib/gift-finder/form-options.ts'
import type { MarketplaceListing } from '#app/lib/gift-search/contract.ts'
import { UpstreamError } from '#app/server/domain-errors.server.ts'
import type { Requester } from '#app/server/limits/rate-limit.server.ts'

/** A marketplace search. Prices in GBP. */
export interface MarketplaceQuery {
  query: string
  /** Price range in pounds; max undefined means no upper limit. */
  budget?: { min?: number; max?: number }
  condition: Condition
  limit: number
  offset: number
  /** Item ids already shown, left out of the answer. */
  excludeItemIds?: readonly string[]
}

/** One listing, in our own terms; nothing outside the adapter knows eBay's fields. */
export interface MarketplaceItem extends MarketplaceListing {
  description?: string
  brand?: string
  /** The gift finder's idea this listing is for (offline catalogue listings only). */
  ideaId?: string | null
}

export interface MarketplacePage {
  items: MarketplaceItem[]
  /** Total matches the marketplace reports (may be an estimate). */
  total: number
}

/** Who a search runs for, so the outside calls it causes are counted (metered.server.ts). */
export interface SearchContext {
  /** The visitor asking: every eBay call made for them counts against their limit. */
  requester?: Requester
  /**
   * Called before each call to an outside marketplace, never for an answer that is cached or
   * shared with an identical search in flight; throws to refuse the call.
   */
  beforeCall?: () => Promise<void>
}

/** The marketplace port: the eBay Browse API adapter, or the built-in catalogue. */
export interface Marketplace {
  readonly kind: 'ebay' | 'catalogue'
  search(query: MarketplaceQuery, context?: SearchContext): Promise<MarketplacePage>
  /**
   * The catalogue's own listings of the finder's gift ideas within a price range, by idea: the
   * offline catalogue holds a listing for most ideas. eBay has no such index and omits it.
   */
  listingsForIdeas?(
    ideaIds: readonly string[],
    budget: { min?: number; max?: number },
  ): Promise<Map<string, MarketplaceItem[]>>
}

/**
 * Thrown when the marketplace cannot answer (timeouts, 5xx after retries, bad answers). Its
 * message names the vendor's problem for the log; services show shoppers general words instead.
 */
export class MarketplaceError extends UpstreamError {
  override name = 'MarketplaceError'
  constructor(message: string, status?: number) {
    super(message, status)
  }

  /** eBay's own words stay in the log; whoever this reaches reads general ones. */
  override get publicMessage(): string {
    return 'The marketplace could not answer. Please try again.'
  }

  /** Busy or slow (rate limited, timed out): worth trying again shortly. */
  get busy(): boolean {
    return this.upstreamStatus === 429 || this.upstreamStatus === 504
  }
}
