import * as cheerio from 'cheerio'

/*
 * Reading a shop's product page for 'Add by link': schema.org Product in JSON-LD (with its offers),
 * then microdata, then Open Graph (and its product: price tags). Each fills what the ones before it
 * left empty. Nothing here fetches; see safe-fetch.server.ts.
 */

export type ProductSource = 'json-ld' | 'microdata' | 'open-graph'

export interface ProductDetails {
  name: string | null
  /** Absolute http(s) URL, resolved against the page. */
  imageUrl: string | null
  price: number | null
  /** ISO 4217 code, upper-case. */
  currency: string | null
  /** Where the name came from. */
  source: ProductSource
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json }
type JsonObject = { [key: string]: Json }

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const asList = (value: Json | undefined): Json[] => (value === undefined ? [] : Array.isArray(value) ? value : [value])

/** Collapses whitespace and drops markup and entities a shop left in a text value. */
function cleanText(value: unknown, max = 300): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null
  const raw = String(value)
  const text = (raw.includes('<') || raw.includes('&') ? cheerio.load(`<p>${raw}</p>`)('p').text() : raw)
    .replace(/\s+/g, ' ')
    .trim()
  return text ? text.slice(0, max) : null
}

/**
 * A price as shops write it: 12.5, '12.50', '£1,299.00', '1.299,00', '19,99'. Null when it is not a
 * plain amount.
 */
export function parseShopPrice(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null
  if (typeof value !== 'string') return null
  const text = value.replace(/[^\d.,]/g, '')
  if (!text) return null
  let normal: string
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(text) || /^\d+(\.\d+)?$/.test(text)) normal = text.replace(/,/g, '')
  else if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(text)) normal = text.replace(/\./g, '').replace(',', '.')
  else if (/^\d+,\d{1,2}$/.test(text)) normal = text.replace(',', '.')
  else return null
  const amount = Number(normal)
  return Number.isFinite(amount) ? Math.round(amount * 100) / 100 : null
}

function parseCurrency(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const code = value.trim().toUpperCase()
  return /^[A-Z]{3}$/.test(code) ? code : null
}

function absoluteImage(value: unknown, pageUrl: string): string | null {
  if (typeof value !== 'string' || !value.trim()) return null
  try {
    const url = new URL(value.trim(), pageUrl)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null
  } catch {
    return null
  }
}

function isProductType(node: JsonObject): boolean {
  return asList(node['@type']).some(
    (type) => typeof type === 'string' && /(^|[/:#])(Product|ProductGroup|IndividualProduct)$/.test(type),
  )
}

/** Every object in a JSON-LD document, depth first (@graph, arrays and nested values included). */
function* jsonLdNodes(value: Json, depth = 0): Generator<JsonObject> {
  if (depth > 8) return
  if (Array.isArray(value)) {
    for (const entry of value) yield* jsonLdNodes(entry, depth + 1)
    return
  }
  if (!isObject(value)) return
  yield value
  for (const [key, entry] of Object.entries(value)) {
    if (key !== '@context') yield* jsonLdNodes(entry, depth + 1)
  }
}

function jsonLdImage(value: Json | undefined, pageUrl: string): string | null {
  for (const entry of asList(value)) {
    const url = isObject(entry) ? (entry.url ?? entry.contentUrl) : entry
    const image = absoluteImage(url, pageUrl)
    if (image) return image
  }
  return null
}

function jsonLdOffer(node: JsonObject): { price: number | null; currency: string | null } {
  const offers = [...asList(node.offers), ...asList(isObject(node.hasVariant) ? node.hasVariant.offers : undefined)]
  for (const offer of offers) {
    if (!isObject(offer)) continue
    const specification = asList(offer.priceSpecification).find(isObject)
    const price =
      parseShopPrice(offer.price) ??
      parseShopPrice(offer.lowPrice) ??
      (specification ? parseShopPrice(specification.price) : null)
    const currency =
      parseCurrency(offer.priceCurrency) ?? (specification ? parseCurrency(specification.priceCurrency) : null)
    if (price !== null || currency !== null) return { price, currency }
  }
  return { price: null, currency: null }
}

function fromJsonLd($: cheerio.CheerioAPI, pageUrl: string): Partial<ProductDetails> {
  for (const script of $('script[type="application/ld+json"]').toArray()) {
    let document: Json
    try {
      document = JSON.parse($(script).text()) as Json
    } catch {
      continue
    }
    for (const node of jsonLdNodes(document)) {
      if (!isProductType(node)) continue
      const name = cleanText(node.name)
      if (!name) continue
      return { name, imageUrl: jsonLdImage(node.image, pageUrl), ...jsonLdOffer(node) }
    }
  }
  return {}
}

function fromMicrodata($: cheerio.CheerioAPI, pageUrl: string): Partial<ProductDetails> {
  const product = $('[itemscope][itemtype]')
    .filter((_, element) =>
      /schema\.org\/(Product|IndividualProduct|ProductModel)\b/i.test($(element).attr('itemtype') ?? ''),
    )
    .first()
  if (!product.length) return {}
  const prop = (name: string) => {
    const element = product.find(`[itemprop~="${name}"]`).first()
    if (!element.length) return null
    return (
      element.attr('content') ?? element.attr('src') ?? element.attr('href') ?? element.attr('value') ?? element.text()
    )
  }
  return {
    name: cleanText(prop('name')),
    imageUrl: absoluteImage(prop('image'), pageUrl),
    price: parseShopPrice(prop('price') ?? prop('lowPrice')),
    currency: parseCurrency(prop('priceCurrency')),
  }
}

function fromOpenGraph($: cheerio.CheerioAPI, pageUrl: string): Partial<ProductDetails> {
  const meta = (...names: string[]) => {
    for (const name of names) {
      const content = $(`meta[property="${name}"], meta[name="${name}"]`).first().attr('content')
      if (content?.trim()) return content
    }
    return null
  }
  return {
    name: cleanText(meta('og:title')),
    imageUrl: absoluteImage(meta('og:image:secure_url', 'og:image', 'og:image:url'), pageUrl),
    price: parseShopPrice(meta('product:price:amount', 'og:price:amount', 'product:sale_price:amount')),
    currency: parseCurrency(meta('product:price:currency', 'og:price:currency', 'product:sale_price:currency')),
  }
}

/**
 * The product a page describes, or null when it describes none we can read (then the person who
 * pasted the link fills the form in by hand).
 */
export function readProductPage(html: Buffer | string, pageUrl: string): ProductDetails | null {
  const $ = typeof html === 'string' ? cheerio.load(html) : cheerio.loadBuffer(html)
  const readers: [ProductSource, Partial<ProductDetails>][] = [
    ['json-ld', fromJsonLd($, pageUrl)],
    ['microdata', fromMicrodata($, pageUrl)],
    ['open-graph', fromOpenGraph($, pageUrl)],
  ]
  const named = readers.find(([, details]) => details.name)
  if (!named) return null
  const image = readers.map(([, details]) => details.imageUrl).find(Boolean) ?? null
  // A price keeps the currency of the same source, so '12.00' from one is not read in another's currency.
  const priced = readers.find(([, details]) => details.price !== null && details.price !== undefined)?.[1]
  const currency = priced?.currency ?? readers.map(([, details]) => details.currency).find(Boolean) ?? null
  return {
    name: named[1].name!,
    imageUrl: image,
    price: priced?.price ?? null,
    currency,
    source: named[0],
  }
}
