import { describe, expect, it } from 'vitest'

import { displayName, isAllowedProductImage, isAllowedProductUrl } from '#app/lib/wishlist/wishlist.ts'

describe('wishlist helpers', () => {
  it("shows a person's name, or 'Anonymous User' without one", () => {
    expect(displayName('Olivia')).toBe('Olivia')
    expect(displayName('  ')).toBe('Anonymous User')
    expect(displayName(null)).toBe('Anonymous User')
  })

  it('allows our own images and eBay image URLs over https only', () => {
    expect(isAllowedProductImage('/images/products/mug.svg')).toBe(true)
    expect(isAllowedProductImage('https://i.ebayimg.com/images/g/x/s-l500.jpg')).toBe(true)
    expect(isAllowedProductImage('/auth')).toBe(false)
    expect(isAllowedProductImage('/images/../auth')).toBe(false)
    expect(isAllowedProductImage('//evil.example/x.png')).toBe(false)
    expect(isAllowedProductImage('http://i.ebayimg.com/x.jpg')).toBe(false)
    expect(isAllowedProductImage('data:image/png;base64,AAAA')).toBe(false)
  })

  it('allows retailer links on the allowed hosts over https only', () => {
    expect(isAllowedProductUrl('https://www.amazon.co.uk/dp/B0TEST')).toBe(true)
    expect(isAllowedProductUrl('https://www.ebay.co.uk/itm/1')).toBe(true)
    expect(isAllowedProductUrl('https://www.ebay.co.uk.evil.example/itm/1')).toBe(false)
    expect(isAllowedProductUrl('http://www.amazon.co.uk/dp/B0TEST')).toBe(false)
  })
})
