/**
 * Affiliate links, built on the server from allow-listed hosts
 * (tests/contracts/amazon/associates_link.contract.json, tests/contracts/ebay/epn_tracking_link.contract.json).
 */

export const AMAZON_HOST = 'www.amazon.co.uk'
export const EBAY_HOST = 'www.ebay.co.uk'

/** Retailer hosts a wishlist item or outbound link may point to. */
export const ALLOWED_RETAILER_HOSTS = [AMAZON_HOST, 'amazon.co.uk', EBAY_HOST, 'ebay.co.uk', 'www.ebay.com'] as const

const EPN_ROTATION_IDS: Record<string, string> = {
  EBAY_GB: '710-53481-19255-0',
  EBAY_US: '711-53200-19255-0',
  EBAY_IE: '5282-53468-19255-0',
  EBAY_DE: '707-53477-19255-0',
}

/**
 * A URL with these query parameters set, in this order. The parameters are written in one go: the
 * finder builds links for hundreds of listings a request, and a URL re-serialises its query on
 * every `searchParams.set`.
 */
function withQuery(target: string, parameters: ReadonlyArray<readonly [string, string]>): string {
  const url = new URL(target)
  const search = new URLSearchParams(url.search)
  for (const [name, value] of parameters) search.set(name, value)
  url.search = search.toString()
  return url.toString()
}

/** Amazon UK search link carrying the Associates tag. */
export function amazonSearchUrl(query: string, tag: string): string {
  return withQuery(`https://${AMAZON_HOST}/s`, [
    ['k', query],
    ['tag', tag],
  ])
}

export interface EpnOptions {
  campaignId?: string
  marketplaceId?: string
  customId?: string
}

/** eBay Partner Network click parameters, in the order the tracking-link format lists them. */
function epnParameters(options: EpnOptions): Array<[string, string]> {
  const parameters: Array<[string, string]> = [
    ['mkevt', '1'],
    ['mkcid', '1'],
    ['mkrid', EPN_ROTATION_IDS[options.marketplaceId ?? 'EBAY_GB'] ?? EPN_ROTATION_IDS.EBAY_GB!],
  ]
  if (options.campaignId) parameters.push(['campid', options.campaignId])
  parameters.push(['toolid', '10001'])
  if (options.customId) parameters.push(['customid', options.customId])
  return parameters
}

/** Adds eBay Partner Network click parameters to an eBay URL. */
export function withEpnParameters(target: string, options: EpnOptions): string {
  return withQuery(target, epnParameters(options))
}

/**
 * eBay UK search link: Buy It Now, business sellers, and new condition unless used items
 * were asked for.
 */
export function ebaySearchUrl(
  query: string,
  options: EpnOptions & { condition?: 'new' | 'used' | 'both' } = {},
): string {
  const parameters: Array<[string, string]> = [
    ['_nkw', query],
    ['LH_BIN', '1'],
  ]
  if (options.condition !== 'used') parameters.push(['LH_ItemCondition', '1000'], ['LH_SellerType', '2'])
  return withQuery(`https://${EBAY_HOST}/sch/i.html`, [...parameters, ...epnParameters(options)])
}

/** True when a URL is https on an allowed retailer host (wishlist items, outbound links). */
export function isAllowedRetailerUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && (ALLOWED_RETAILER_HOSTS as readonly string[]).includes(url.hostname)
  } catch {
    return false
  }
}

/** How a link to a shop leaves the site: where it goes and the `rel` it carries. */
export interface OutboundLink {
  href: string
  rel: string
  /** The shop's host without 'www.', to name where the link goes. */
  shop: string
}

const AMAZON_UK_HOSTS = new Set([AMAZON_HOST, 'amazon.co.uk'])
const EBAY_HOSTS = new Set([EBAY_HOST, 'ebay.co.uk', 'www.ebay.com'])

/**
 * A link to a product page on any shop, as we show it: Amazon UK links carry our Associates tag and
 * eBay links our Partner Network parameters (rel "sponsored nofollow noopener", as every retailer
 * link); links to other shops, which people add themselves, get rel "nofollow ugc noopener".
 * Null for anything that is not an http(s) web address.
 */
export function outboundLink(
  target: string,
  options: { amazonTag: string } & Pick<EpnOptions, 'campaignId' | 'marketplaceId'>,
): OutboundLink | null {
  let url: URL
  try {
    url = new URL(target)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  const shop = url.hostname.replace(/^www\./, '')
  if (AMAZON_UK_HOSTS.has(url.hostname)) {
    url.protocol = 'https:'
    url.searchParams.set('tag', options.amazonTag)
    return { href: url.toString(), rel: 'sponsored nofollow noopener', shop }
  }
  if (EBAY_HOSTS.has(url.hostname)) {
    url.protocol = 'https:'
    return { href: withEpnParameters(url.toString(), options), rel: 'sponsored nofollow noopener', shop }
  }
  return { href: url.toString(), rel: 'nofollow ugc noopener', shop }
}
