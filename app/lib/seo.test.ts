import { describe, expect, it } from 'vitest'

import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  collectionPageJsonLd,
  itemListJsonLd,
  productJsonLd,
  websiteJsonLd,
} from '#app/lib/json-ld.ts'
import { buildMeta, pageTitle } from '#app/lib/seo.ts'

const APP = 'https://giftwise.example'

describe('pageTitle', () => {
  it("adds ' | Giftwise' unless the title already names the brand", () => {
    expect(pageTitle('Gift Guides')).toBe('Gift Guides | Giftwise')
    expect(pageTitle('Giftwise — Smart Gifting Made Simple')).toBe('Giftwise — Smart Gifting Made Simple')
  })
})

describe('buildMeta', () => {
  it('builds canonical, robots, social cards and JSON-LD from APP_URL', () => {
    const meta = buildMeta({ title: 'About Us', description: 'About.', path: '/about', appUrl: APP, noindex: true })
    expect(meta).toContainEqual({ title: 'About Us | Giftwise' })
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: `${APP}/about` })
    expect(meta).toContainEqual({ name: 'robots', content: 'noindex, nofollow' })
    expect(meta).toContainEqual({ property: 'og:image', content: `${APP}/images/og-default.png` })
    expect(meta).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' })
  })

  it('indexes pages by default and uses a page image when given', () => {
    const meta = buildMeta({ title: 'T', description: 'D', path: '/guides', appUrl: APP, image: '/images/og/x.jpg' })
    expect(meta).toContainEqual({ name: 'robots', content: 'index, follow' })
    expect(meta).toContainEqual({ property: 'og:image', content: `${APP}/images/og/x.jpg` })
  })
})

describe('JSON-LD builders', () => {
  it('WebSite carries a SearchAction to /gift-search?q=', () => {
    const site = websiteJsonLd(APP) as unknown as { potentialAction: Record<string, unknown> }
    expect(site.potentialAction).toMatchObject({
      '@type': 'SearchAction',
      target: { urlTemplate: `${APP}/gift-search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    })
  })

  it('ItemList keeps the first 10 items and reads the fallbacks for name, image and url', () => {
    const items = Array.from({ length: 12 }, (_, i) =>
      i % 2
        ? { title: `Guide ${i}`, image: `/g${i}.svg`, href: `/guides/${i}` }
        : { name: `Item ${i}`, imageUrl: `https://img/${i}.jpg`, ebayItemUrl: `https://www.ebay.co.uk/itm/${i}` },
    )
    const list = itemListJsonLd(APP, items) as unknown as { itemListElement: Record<string, unknown>[] }
    expect(list.itemListElement).toHaveLength(10)
    expect(list.itemListElement[0]).toMatchObject({ position: 1, name: 'Item 0', url: 'https://www.ebay.co.uk/itm/0' })
    expect(list.itemListElement[1]).toMatchObject({ name: 'Guide 1', url: `${APP}/guides/1`, image: `${APP}/g1.svg` })
  })

  it('Product strips £ and commas from the price, defaults to GBP, in stock and one review', () => {
    const product = productJsonLd(APP, { name: 'Kettle', price: '£1,049.00', rating: 4.5 }) as unknown as Record<
      string,
      Record<string, unknown>
    >
    expect(product.offers).toMatchObject({
      price: '1049.00',
      priceCurrency: 'GBP',
      availability: 'https://schema.org/InStock',
    })
    expect(product.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 1 })
  })

  it('BreadcrumbList numbers crumbs from 1 with absolute URLs', () => {
    const crumbs = breadcrumbJsonLd(APP, [
      { name: 'Home', path: '/' },
      { name: 'Guides', path: '/guides' },
    ]) as unknown as { itemListElement: unknown[] }
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${APP}/` },
      { '@type': 'ListItem', position: 2, name: 'Guides', item: `${APP}/guides` },
    ])
  })

  it('BlogPosting credits the organisation for "the team" and a person otherwise', () => {
    const base = {
      title: 'T',
      description: 'D',
      path: '/guides/a/b/blog/c',
      author: 'the team',
      publishedAt: '2025-01-01',
      updatedAt: '2025-02-01',
    }
    expect((blogPostingJsonLd(APP, base) as unknown as { author: unknown }).author).toMatchObject({
      '@type': 'Organization',
      name: 'Giftwise',
    })
    expect(
      (blogPostingJsonLd(APP, { ...base, author: 'Priya Shah' }) as unknown as { author: unknown }).author,
    ).toEqual({ '@type': 'Person', name: 'Priya Shah' })
  })

  it('CollectionPage wraps an ItemList as its main entity', () => {
    const page = collectionPageJsonLd(APP, {
      name: 'Guides',
      description: 'D',
      path: '/guides',
      items: [{ name: 'A', url: '/a' }],
    }) as unknown as Record<string, Record<string, unknown>>
    expect(page.mainEntity).toMatchObject({ '@type': 'ItemList', numberOfItems: 1 })
    expect(page.mainEntity).not.toHaveProperty('@context')
  })
})
