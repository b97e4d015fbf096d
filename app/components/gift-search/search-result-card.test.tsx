import { load } from 'cheerio'
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'

import type { SearchResult } from '#app/lib/gift-search/contract.ts'

import { SearchResultCard } from '#app/components/gift-search/search-result-card.tsx'

/*
 * Seller badges only come from real eBay listings, which the embedded defaults (and so the e2e
 * suite) never return: the offline catalogue carries no seller. The thresholds are checked here, on
 * the card as the server renders it.
 */

const EBAY_ITEM: SearchResult = {
  itemId: 'v1|1234567890|0',
  name: 'Wireless noise-cancelling headphones',
  price: '£79.99',
  totalPrice: 79.99,
  imageUrl: 'https://i.ebayimg.com/images/g/abc/s-l400.jpg',
  ebayItemUrl: 'https://www.ebay.co.uk/itm/1234567890?mkrid=710-53481-19255-0&campid=5338000000',
  linkKind: 'item',
  condition: 'New',
  sellerUsername: 'audio-outlet-uk',
  sellerFeedbackPercentage: 99.5,
  amazonUrl: 'https://www.amazon.co.uk/s?k=headphones&tag=giftwise-21',
  ebaySearchUrl: 'https://www.ebay.co.uk/sch/i.html?_nkw=headphones&mkrid=710-53481-19255-0',
  searchQuery: 'headphones',
}

/** An offline catalogue listing: an eBay search for the product, and no seller. */
const OFFLINE_LISTING: SearchResult = {
  ...EBAY_ITEM,
  itemId: 'gk00000000001',
  name: "Kids' wired volume-limited headphones, 85dB",
  price: '£12.99',
  totalPrice: 12.99,
  imageUrl: '/images/products/headphones.svg',
  ebayItemUrl:
    "https://www.ebay.co.uk/sch/i.html?_nkw=Kids'+wired+volume-limited+headphones&mkrid=710-53481-19255-0&toolid=10001",
  linkKind: 'search',
  sellerUsername: null,
  sellerFeedbackPercentage: null,
}

/** Server-renders one card inside a router (its buttons read the location) and loads it for querying. */
function renderCard(result: SearchResult) {
  const Stub = createRoutesStub([{ path: '/gift-search', Component: () => <SearchResultCard result={result} /> }])
  return load(renderToString(<Stub initialEntries={['/gift-search?q=headphones']} />))
}

/** The card's outbound eBay link: its visible words (without the screen-reader suffix) and href. */
function ebayLink($: ReturnType<typeof load>) {
  const link = $('a[href^="https://www.ebay.co.uk/"]')
  expect(link).toHaveLength(1)
  return {
    text: link.clone().children('.sr-only').remove().end().text().trim(),
    href: link.attr('href'),
    rel: link.attr('rel'),
    target: link.attr('target'),
  }
}

describe('SearchResultCard seller badge', () => {
  it("a real eBay item from a seller with 99.5% positive feedback shows a green 'Top-rated seller'", () => {
    const $ = renderCard(EBAY_ITEM)
    const badge = $('[data-tone]')
    expect(badge).toHaveLength(1)
    expect(badge.text()).toBe('Top-rated seller')
    expect(badge.attr('data-tone')).toBe('green')
    expect(badge.attr('title')).toBe('99.5% positive feedback')
    expect(ebayLink($)).toEqual({
      text: 'View on eBay',
      href: EBAY_ITEM.ebayItemUrl,
      rel: 'sponsored nofollow noopener',
      target: '_blank',
    })
  })

  it("96% positive feedback shows a yellow 'Trusted seller'", () => {
    const $ = renderCard({ ...EBAY_ITEM, sellerFeedbackPercentage: 96 })
    const badge = $('[data-tone]')
    expect(badge).toHaveLength(1)
    expect(badge.text()).toBe('Trusted seller')
    expect(badge.attr('data-tone')).toBe('yellow')
    expect(badge.attr('title')).toBe('96% positive feedback')
  })

  it('below 95% there is no badge', () => {
    for (const feedback of [94.9, 80]) {
      const $ = renderCard({ ...EBAY_ITEM, sellerFeedbackPercentage: feedback })
      expect($('[data-tone]')).toHaveLength(0)
      expect($.root().text()).not.toMatch(/Top-rated seller|Trusted seller/)
      expect(ebayLink($).text).toBe('View on eBay')
    }
  })

  it("an offline listing shows no seller badge and a 'Find on eBay' search link", () => {
    const $ = renderCard(OFFLINE_LISTING)
    expect($('[data-tone]')).toHaveLength(0)
    expect($.root().text()).not.toMatch(/seller/i)
    expect(ebayLink($)).toEqual({
      text: 'Find on eBay',
      href: OFFLINE_LISTING.ebayItemUrl,
      rel: 'sponsored nofollow noopener',
      target: '_blank',
    })
    expect($('h3').text()).toBe(OFFLINE_LISTING.name)
  })
})
