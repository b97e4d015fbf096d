import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A fake eBay on 127.0.0.1 speaking the wire format of tests/contracts/ebay: the OAuth
 * client-credentials token endpoint and Buy Browse item_summary/search (v1.20.4), with eBay's
 * error envelopes. Tests point EBAY_API_BASE at it, so the production adapter runs unchanged.
 */

export const FAKE_EBAY_SCOPE = 'https://api.ebay.com/oauth/api_scope'

/** One listing of the fake's catalogue, in eBay's ItemSummary shape (prices as strings). */
export interface FakeListing {
  legacyItemId: string
  title: string
  price: string
  imageUrl?: string
  condition: 'New' | 'Used'
  buyingOptions?: string[]
  seller?: { username: string; feedbackPercentage: string; feedbackScore: number }
  shippingCost?: string
}

const seller = (username: string, feedbackPercentage: string, feedbackScore = 1200) => ({
  username,
  feedbackPercentage,
  feedbackScore,
})

/** Modelled on contracts/ebay/examples/item_summary_search.200.example.json. */
export const FAKE_LISTINGS: readonly FakeListing[] = [
  {
    legacyItemId: '123456789012',
    title: 'Personalised Photo Mug - Custom Gift',
    price: '12.99',
    condition: 'New',
    seller: seller('example_seller', '99.8', 15234),
    shippingCost: '0.00',
  },
  {
    legacyItemId: '223456789012',
    title: 'Engraved Wooden Keepsake Box',
    price: '24.50',
    condition: 'New',
    buyingOptions: ['FIXED_PRICE', 'BEST_OFFER'],
    seller: seller('woodcraft_uk', '100.0', 842),
  },
  {
    legacyItemId: '323456789012',
    title: 'Personalised Name Mug - White Ceramic',
    price: '9.99',
    condition: 'New',
    seller: seller('mugs_and_more', '97.1'),
    shippingCost: '2.95',
  },
  {
    legacyItemId: '423456789012',
    title: 'Enamel Camping Mug - Personalised',
    price: '14.00',
    condition: 'New',
    seller: seller('outdoor_gifts', '93.5'),
  },
  {
    legacyItemId: '523456789012',
    title: 'Personalised Mug - Pre-owned',
    price: '4.50',
    condition: 'Used',
    seller: seller('clearance_uk', '98.0'),
  },
  {
    legacyItemId: '623456789012',
    title: 'Vintage Mug Auction',
    price: '3.00',
    condition: 'Used',
    buyingOptions: ['AUCTION'],
    seller: seller('auction_house', '99.0'),
  },
  {
    legacyItemId: '723456789012',
    title: 'Sony WH-1000XM5 Wireless Headphones',
    price: '279.00',
    condition: 'New',
    seller: seller('sony_uk_store', '99.9', 50210),
  },
  {
    legacyItemId: '823456789012',
    title: 'Bose QuietComfort Headphones',
    price: '299.95',
    condition: 'New',
    seller: seller('audio_direct', '96.5'),
  },
  {
    legacyItemId: '923456789012',
    title: 'Wireless Headphones - Refurbished',
    price: '89.00',
    condition: 'Used',
    seller: seller('refurb_hub', '95.0'),
  },
  {
    // No image: the site must drop it.
    legacyItemId: '103456789012',
    title: 'Mystery Mug Without Picture',
    price: '7.50',
    condition: 'New',
    imageUrl: '',
  },
]

interface ApiError {
  errorId: number
  domain: string
  category: string
  message: string
  longMessage?: string
}

const ERRORS = {
  missingQuery: {
    errorId: 12001,
    domain: 'API_BROWSE',
    category: 'REQUEST',
    message: "The call must have a valid 'q', 'category_ids', 'epid' or 'gtin' query parameter.",
  },
  offsetNegative: {
    errorId: 12004,
    domain: 'API_BROWSE',
    category: 'REQUEST',
    message: "The 'offset' value cannot be negative.",
  },
  offsetNotInteger: {
    errorId: 12005,
    domain: 'API_BROWSE',
    category: 'REQUEST',
    message: "The 'offset' value must be an integer.",
  },
  limitRange: {
    errorId: 12006,
    domain: 'API_BROWSE',
    category: 'REQUEST',
    message: "The 'limit' value should be between 1 and 200 (inclusive).",
  },
  limitNotInteger: {
    errorId: 12007,
    domain: 'API_BROWSE',
    category: 'REQUEST',
    message: "The 'limit' value must be an integer value.",
  },
  offsetTooLarge: {
    errorId: 12029,
    domain: 'API_BROWSE',
    category: 'REQUEST',
    message:
      'The maximum number of listings that can be retrieved is 10,000, so your offset value must be less than 10,000.',
  },
  offsetNotMultiple: {
    errorId: 12515,
    domain: 'API_BROWSE',
    category: 'REQUEST',
    message: "The 'offset' value must be either zero or a multiple of the 'limit' value.",
  },
  invalidToken: {
    errorId: 1001,
    domain: 'OAuth',
    category: 'REQUEST',
    message: 'Invalid access token',
    longMessage: 'Invalid access token. Check the value of the Authorization HTTP request header.',
  },
  tooManyRequests: {
    errorId: 2001,
    domain: 'ACCESS',
    category: 'REQUEST',
    message: 'Too many requests.',
    longMessage: 'The request limit has been reached for the resource.',
  },
  internal: {
    errorId: 12000,
    domain: 'API_BROWSE',
    category: 'APPLICATION',
    message:
      'There was a problem with an eBay internal system or process. Contact eBay developer support for assistance.',
  },
} satisfies Record<string, ApiError>

const warning = (errorId: number, message: string): ApiError => ({
  errorId,
  domain: 'API_BROWSE',
  category: 'REQUEST',
  message,
})

/** What the fake saw of one search request, for assertions. */
export interface RecordedSearch {
  query: URLSearchParams
  marketplaceId: string | undefined
  endUserContext: string | undefined
  authorization: string | undefined
  status: number
}

interface ParsedFilter {
  price?: { min?: number; max?: number }
  priceCurrency?: string
  conditions?: Set<'NEW' | 'USED'>
  buyingOptions: Set<string>
  warnings: ApiError[]
}

/** Condition ids of eBay's NEW and USED groups (ref-buy-browse-filters: conditionIds). */
const NEW_CONDITION_IDS = new Set(['1000', '1500', '1750'])
const USED_CONDITION_IDS = new Set(['2000', '2010', '2020', '2030', '2500', '3000', '4000', '5000', '6000'])

/** Splits `a:[1..2],b:{X|Y}` on the commas between fields, not inside [] or {}. */
function splitFilter(value: string): string[] {
  const fields: string[] = []
  let depth = 0
  let current = ''
  for (const char of value) {
    if (char === '[' || char === '{') depth++
    if (char === ']' || char === '}') depth--
    if (char === ',' && depth === 0) {
      fields.push(current)
      current = ''
    } else current += char
  }
  if (current) fields.push(current)
  return fields.map((field) => field.trim()).filter(Boolean)
}

function setValues(raw: string): string[] | null {
  const match = raw.match(/^\{(.*)\}$/)
  return match ? match[1]!.split('|').map((value) => value.trim()) : null
}

export function parseFilter(value: string | null): ParsedFilter {
  const filter: ParsedFilter = { buyingOptions: new Set(['FIXED_PRICE']), warnings: [] }
  if (!value) return filter
  const invalid = (field: string) =>
    filter.warnings.push(warning(12002, `The filter value for '${field}' is invalid and was ignored.`))
  for (const field of splitFilter(value)) {
    const colon = field.indexOf(':')
    const name = field.slice(0, colon)
    const raw = field.slice(colon + 1)
    if (name === 'price') {
      const range = raw.match(/^\[(\d+(?:\.\d+)?)?\.\.(\d+(?:\.\d+)?)?\]$/)
      if (!range) invalid(name)
      else filter.price = { min: range[1] ? Number(range[1]) : undefined, max: range[2] ? Number(range[2]) : undefined }
    } else if (name === 'priceCurrency') {
      filter.priceCurrency = raw
    } else if (name === 'conditions') {
      const values = setValues(raw)
      if (!values || values.some((v) => v !== 'NEW' && v !== 'USED')) invalid(name)
      else filter.conditions = new Set(values as ('NEW' | 'USED')[])
    } else if (name === 'conditionIds') {
      const values = setValues(raw)
      if (!values) invalid(name)
      else {
        filter.conditions = new Set()
        for (const id of values) {
          if (NEW_CONDITION_IDS.has(id)) filter.conditions.add('NEW')
          else if (USED_CONDITION_IDS.has(id)) filter.conditions.add('USED')
          else invalid(name)
        }
      }
    } else if (name === 'buyingOptions') {
      const values = setValues(raw)
      if (!values) invalid(name)
      else filter.buyingOptions = new Set(values)
    }
    // Other fields (deliveryCountry, sellers, ...) are accepted and have no effect on the fixtures.
  }
  if (filter.price && !filter.priceCurrency) {
    filter.warnings.push(
      warning(
        12012,
        "A valid 'price' filter and a valid 'priceCurrency' filter is necessary to filter based on price.",
      ),
    )
    delete filter.price
  }
  return filter
}

function integer(value: string | null, fallback: number): number | 'invalid' {
  if (value === null || value === '') return fallback
  return /^-?\d+$/.test(value) ? Number(value) : 'invalid'
}

export class FakeEbay {
  readonly clientId: string
  readonly clientSecret: string
  listings: FakeListing[]
  /** Seconds a minted token lives (eBay: 7200). */
  tokenLifetimeSeconds = 7200
  /** Delay before every search answer, to test timeouts. */
  searchDelayMs = 0
  /** When set, every search answers 401 whatever the token (a revoked keyset). */
  refuseAllTokens = false

  tokenRequests = 0
  tokensMinted = 0
  searchCalls = 0
  readonly searches: RecordedSearch[] = []

  private readonly validTokens = new Map<string, number>()
  private failures: { status: 429 | 500; remaining: number } | null = null
  private server: Server | undefined
  url = ''

  constructor(options: { clientId?: string; clientSecret?: string; listings?: FakeListing[] } = {}) {
    this.clientId = options.clientId ?? 'Giftwise-Test-PRD-0123456789-abcdef01'
    this.clientSecret = options.clientSecret ?? 'PRD-0123456789ab-cdef-0123-4567-89ab'
    this.listings = [...(options.listings ?? FAKE_LISTINGS)]
  }

  async start(port = 0): Promise<string> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) => {
        res.statusCode = 500
        res.end(String(error))
      })
    })
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', () => resolve()))
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
    return this.url
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections()
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()))
  }

  /** The next `times` searches answer `status` (429: errorId 2001, 500: errorId 12000). */
  failNext(status: 429 | 500, times: number): void {
    this.failures = { status, remaining: times }
  }

  /** Every token minted so far stops working (the next search answers 401, errorId 1001). */
  revokeTokens(): void {
    this.validTokens.clear()
  }

  /** Forgets counters and recorded requests between tests. */
  reset(): void {
    this.tokenRequests = 0
    this.tokensMinted = 0
    this.searchCalls = 0
    this.searches.length = 0
    this.failures = null
    this.searchDelayMs = 0
    this.refuseAllTokens = false
    this.tokenLifetimeSeconds = 7200
    this.validTokens.clear()
    this.listings = [...FAKE_LISTINGS]
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    if (url.pathname === '/identity/v1/oauth2/token' && req.method === 'POST') return this.token(req, res)
    if (url.pathname === '/buy/browse/v1/item_summary/search' && req.method === 'GET') return this.search(req, res, url)
    send(res, 404, {
      errors: [{ errorId: 2002, domain: 'ACCESS', category: 'REQUEST', message: 'Resource not found' }],
    })
  }

  private async token(req: IncomingMessage, res: ServerResponse): Promise<void> {
    this.tokenRequests++
    const body = new URLSearchParams(await readBody(req))
    const expected = `Basic ${Buffer.from(`${this.clientId}:${this.clientSecret}`).toString('base64')}`
    if (req.headers.authorization !== expected) {
      return send(res, 401, { error: 'invalid_client', error_description: 'client authentication failed' })
    }
    if (!req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
      return send(res, 400, { error: 'invalid_request', error_description: 'request is missing a required parameter' })
    }
    if (body.get('grant_type') !== 'client_credentials') {
      return send(res, 400, {
        error: 'unsupported_grant_type',
        error_description: 'grant type in request is not supported by the authorization server',
      })
    }
    const scopes = (body.get('scope') ?? '').split(' ').filter(Boolean)
    if (!scopes.length || scopes.some((scope) => scope !== FAKE_EBAY_SCOPE)) {
      return send(res, 400, {
        error: 'invalid_scope',
        error_description:
          'The requested scope is invalid, unknown, malformed, or exceeds the scope granted to the client',
      })
    }
    this.tokensMinted++
    const token = `v^1.1#i^1#p^1#I^3#r^0#t^fake-${this.tokensMinted}-${Math.random().toString(36).slice(2)}`
    this.validTokens.set(token, Date.now() + this.tokenLifetimeSeconds * 1000)
    send(res, 200, {
      access_token: token,
      expires_in: this.tokenLifetimeSeconds,
      token_type: 'Application Access Token',
    })
  }

  private async search(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    this.searchCalls++
    const record: RecordedSearch = {
      query: url.searchParams,
      marketplaceId: header(req, 'x-ebay-c-marketplace-id'),
      endUserContext: header(req, 'x-ebay-c-enduserctx'),
      authorization: header(req, 'authorization'),
      status: 200,
    }
    this.searches.push(record)
    const reply = (status: number, body: unknown) => {
      record.status = status
      send(res, status, body)
    }
    if (this.searchDelayMs) await new Promise((resolve) => setTimeout(resolve, this.searchDelayMs))

    const token = record.authorization?.match(/^Bearer (.+)$/)?.[1]
    const expiresAt = token ? this.validTokens.get(token) : undefined
    if (this.refuseAllTokens || !expiresAt || expiresAt < Date.now())
      return reply(401, { errors: [ERRORS.invalidToken] })

    if (this.failures && this.failures.remaining > 0) {
      this.failures.remaining--
      const status = this.failures.status
      return reply(status, { errors: [status === 429 ? ERRORS.tooManyRequests : ERRORS.internal] })
    }

    const params = url.searchParams
    const q = params.get('q')?.trim()
    if (!q && !params.get('category_ids') && !params.get('epid') && !params.get('gtin')) {
      return reply(400, { errors: [ERRORS.missingQuery] })
    }
    const limit = integer(params.get('limit'), 50)
    const offset = integer(params.get('offset'), 0)
    if (limit === 'invalid') return reply(400, { errors: [ERRORS.limitNotInteger] })
    if (limit < 1 || limit > 200) return reply(400, { errors: [ERRORS.limitRange] })
    if (offset === 'invalid') return reply(400, { errors: [ERRORS.offsetNotInteger] })
    if (offset < 0) return reply(400, { errors: [ERRORS.offsetNegative] })
    if (offset > 9999) return reply(400, { errors: [ERRORS.offsetTooLarge] })
    if (offset % limit !== 0) return reply(400, { errors: [ERRORS.offsetNotMultiple] })

    const filter = parseFilter(params.get('filter'))
    const words = (q ?? '').toLowerCase().split(/\s+/).filter(Boolean)
    const matches = this.listings.filter((listing) => {
      const title = listing.title.toLowerCase()
      const price = Number(listing.price)
      return (
        words.every((word) => title.includes(word)) &&
        (!filter.price ||
          ((filter.price.min === undefined || price >= filter.price.min) &&
            (filter.price.max === undefined || price <= filter.price.max))) &&
        (!filter.conditions || filter.conditions.has(listing.condition === 'New' ? 'NEW' : 'USED')) &&
        (listing.buyingOptions ?? ['FIXED_PRICE']).some((option) => filter.buyingOptions.has(option))
      )
    })

    const campaignId = record.endUserContext?.match(/(?:^|,)\s*affiliateCampaignId=(\d+)/)?.[1]
    const marketplaceId = record.marketplaceId ?? 'EBAY_US'
    const page = matches.slice(offset, offset + limit)
    const selfUrl = (at: number) => {
      const link = new URL(`https://api.ebay.com/buy/browse/v1/item_summary/search`)
      params.forEach((value, key) => link.searchParams.set(key, value))
      link.searchParams.set('limit', String(limit))
      link.searchParams.set('offset', String(at))
      return link.toString()
    }
    const body: Record<string, unknown> = { href: selfUrl(offset), total: matches.length, limit, offset }
    if (offset + limit < matches.length) body.next = selfUrl(offset + limit)
    if (offset > 0) body.prev = selfUrl(Math.max(0, offset - limit))
    // The live API leaves itemSummaries out when nothing matches (contracts README 1.9).
    if (page.length) body.itemSummaries = page.map((listing) => summary(listing, marketplaceId, campaignId))
    if (filter.warnings.length) body.warnings = filter.warnings
    reply(200, body)
  }
}

function summary(listing: FakeListing, marketplaceId: string, campaignId: string | undefined) {
  const itemWebUrl = `https://www.ebay.co.uk/itm/${listing.legacyItemId}`
  return {
    itemId: `v1|${listing.legacyItemId}|0`,
    legacyItemId: listing.legacyItemId,
    title: listing.title,
    price: { value: listing.price, currency: 'GBP' },
    ...(listing.imageUrl === ''
      ? {}
      : {
          image: { imageUrl: listing.imageUrl ?? `https://i.ebayimg.com/images/g/${listing.legacyItemId}/s-l225.jpg` },
        }),
    itemHref: `https://api.ebay.com/buy/browse/v1/item/v1%7C${listing.legacyItemId}%7C0`,
    itemWebUrl,
    // Only sent back when the affiliate context header was sent (contracts README 1.8).
    ...(campaignId
      ? {
          itemAffiliateWebUrl: `${itemWebUrl}?mkevt=1&mkcid=1&mkrid=710-53481-19255-0&campid=${campaignId}&toolid=10001`,
        }
      : {}),
    condition: listing.condition,
    conditionId: listing.condition === 'New' ? '1000' : '3000',
    buyingOptions: listing.buyingOptions ?? ['FIXED_PRICE'],
    ...(listing.seller ? { seller: listing.seller } : {}),
    ...(listing.shippingCost !== undefined
      ? {
          shippingOptions: [
            { shippingCostType: 'FIXED', shippingCost: { value: listing.shippingCost, currency: 'GBP' } },
          ],
        }
      : {}),
    itemLocation: { postalCode: 'M1****', country: 'GB' },
    listingMarketplaceId: marketplaceId,
    itemCreationDate: '2025-01-15T10:00:00.000Z',
    adultOnly: false,
  }
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name]
  return Array.isArray(value) ? value[0] : value
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status
  res.setHeader('Content-Type', 'application/json')
  res.end(JSON.stringify(body))
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}
