import { describe, expect, it } from 'vitest'

import { productKey } from '#app/server/wishlist/product-key.server.ts'

describe('the same product on one list', () => {
  it('is the same Amazon product whatever the tracking and the path around its ASIN', () => {
    const keys = [
      'https://www.amazon.co.uk/dp/B0TEST1234?tag=giftwise-21',
      'https://amazon.co.uk/Lovely-Mug/dp/B0TEST1234/ref=sr_1_1?keywords=mug',
      'https://www.amazon.co.uk/gp/product/B0TEST1234',
    ].map((url) => productKey({ url, name: 'anything' }))
    expect(new Set(keys)).toEqual(new Set(['amazon:B0TEST1234']))
  })

  it('is the same eBay item with or without our partner parameters', () => {
    expect(productKey({ url: 'https://www.ebay.co.uk/itm/1234567890?mkevt=1&campid=5338', name: 'a' })).toBe(
      productKey({ url: 'https://www.ebay.co.uk/itm/some-title/1234567890', name: 'b' }),
    )
  })

  it('is the same page of any shop without tracking parameters, a fragment or a trailing slash', () => {
    expect(productKey({ url: 'https://Shop.example/p/scarf/?utm_source=x&size=m#reviews', name: 'Scarf' })).toBe(
      productKey({ url: 'https://shop.example/p/scarf?size=m', name: 'Another name' }),
    )
    expect(productKey({ url: 'https://shop.example/p/scarf?size=l', name: 'Scarf' })).not.toBe(
      productKey({ url: 'https://shop.example/p/scarf?size=m', name: 'Scarf' }),
    )
  })

  it('tells things found through one search link apart by name', () => {
    const search = 'https://www.amazon.co.uk/s?k=gift&tag=giftwise-21'
    expect(productKey({ url: search, name: 'Mug' })).not.toBe(productKey({ url: search, name: 'Scarf' }))
    expect(productKey({ url: search, name: 'Mug' })).toBe(productKey({ url: search, name: '  mug ' }))
  })

  it('is the name, for a thing added without a link', () => {
    expect(productKey({ url: null, name: 'Handmade  Train' })).toBe(productKey({ url: null, name: 'handmade train' }))
  })
})
