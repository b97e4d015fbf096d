/*
 * What makes two items "the same product" on one list, so adding it twice answers 'Already on this
 * list': a product page's link with the parts that only track the click taken out (Amazon by ASIN,
 * eBay by item number), or, for a search link or a thing added without a link, the name as well.
 */

/** Query parameters that say who sent the visitor, not which product it is. */
const TRACKING =
  /^(utm_\w+|tag|ref|ref_|linkcode|linkid|camp|creative|creativeasin|ascsubtag|psc|th|smid|mkevt|mkcid|mkrid|campid|toolid|customid|_trkparms|_trksid|hash|fbclid|gclid|msclkid|mc_cid|mc_eid|srsltid|spm)$/i

const normaliseName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase()

/** The key an item is stored under; two items with one key on one list are the same product. */
export function productKey(input: { url: string | null; name: string }): string {
  const name = normaliseName(input.name)
  if (!input.url) return `name:${name}`
  let url: URL
  try {
    url = new URL(input.url)
  } catch {
    return `name:${name}`
  }
  const host = url.hostname.toLowerCase().replace(/^www\./, '')
  if (/(^|\.)amazon\.[a-z.]+$/.test(host)) {
    const asin = /\/(?:dp|gp\/product|gp\/aw\/d)\/([A-Z0-9]{10})(?:[/?]|$)/i.exec(url.pathname)?.[1]
    if (asin) return `amazon:${asin.toUpperCase()}`
  }
  if (/(^|\.)ebay\.[a-z.]+$/.test(host)) {
    const item = /\/itm\/(?:[^/]+\/)?(\d{6,})/.exec(url.pathname)?.[1]
    if (item) return `ebay:${item}`
  }
  const params = [...url.searchParams].filter(([key]) => !TRACKING.test(key)).sort(([a], [b]) => a.localeCompare(b))
  const query = params.length ? `?${new URLSearchParams(params).toString()}` : ''
  const path = url.pathname.replace(/\/+$/, '') || '/'
  const page = `url:${host}${path}${query}`
  // A search link names no one product: the name tells the things found through it apart.
  const isSearch = /^\/(s|sch\/.*|search.*)$/i.test(path) || url.searchParams.has('k') || url.searchParams.has('_nkw')
  return isSearch ? `${page}#${name}` : page
}
