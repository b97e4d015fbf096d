import { describe, expect, test } from 'vitest'

import { ebayItemNumber, toMarketplaceItem } from '#app/server/marketplace/ebay/mapper.server.ts'

const summary = {
  itemId: 'v1|223456789012|0',
  title: 'Engraved Wooden Keepsake Box',
  price: { value: '24.50', currency: 'GBP' },
  image: { imageUrl: 'https://i.ebayimg.com/images/g/BBBB/s-l225.jpg' },
  itemWebUrl: 'https://www.ebay.co.uk/itm/223456789012',
  condition: 'New',
  seller: { username: 'woodcraft_uk', feedbackPercentage: '100.0', feedbackScore: 842 },
}

describe('ebayItemNumber', () => {
  test('reads legacyItemId, then the number after /itm/, then the RESTful id', () => {
    expect(ebayItemNumber({ legacyItemId: '123456789012', itemWebUrl: 'https://www.ebay.co.uk/itm/9' })).toBe(
      '123456789012',
    )
    expect(ebayItemNumber({ itemWebUrl: 'https://www.ebay.co.uk/itm/223456789012?hash=x' })).toBe('223456789012')
    expect(ebayItemNumber({ itemWebUrl: 'https://www.ebay.co.uk/itm/Wooden-Box/323456789012' })).toBe('323456789012')
    expect(ebayItemNumber({ itemId: 'v1|423456789012|0' })).toBe('423456789012')
    expect(ebayItemNumber({})).toBeNull()
  })
})

describe('toMarketplaceItem', () => {
  test('maps an ItemSummary with only the optional fields eBay happened to send', () => {
    expect(toMarketplaceItem(summary)).toEqual({
      itemId: '223456789012',
      name: 'Engraved Wooden Keepsake Box',
      price: '£24.50',
      totalPrice: 24.5,
      imageUrl: 'https://i.ebayimg.com/images/g/BBBB/s-l225.jpg',
      ebayItemUrl: 'https://www.ebay.co.uk/itm/223456789012',
      linkKind: 'item',
      condition: 'New',
      sellerUsername: 'woodcraft_uk',
      sellerFeedbackPercentage: 100,
    })
    expect(toMarketplaceItem({ ...summary, condition: undefined, seller: undefined })).toMatchObject({
      condition: 'New',
      sellerUsername: null,
      sellerFeedbackPercentage: null,
    })
  })

  test('prefers itemAffiliateWebUrl and falls back to a thumbnail image', () => {
    const affiliate = 'https://www.ebay.co.uk/itm/223456789012?mkevt=1&mkcid=1&campid=5330000000&toolid=10001'
    const item = toMarketplaceItem({
      ...summary,
      itemAffiliateWebUrl: affiliate,
      image: undefined,
      thumbnailImages: [{ imageUrl: 'https://i.ebayimg.com/thumbs/BBBB.jpg' }],
    })
    expect(item).toMatchObject({ ebayItemUrl: affiliate, imageUrl: 'https://i.ebayimg.com/thumbs/BBBB.jpg' })
  })

  test.each([
    ['no title', { title: '  ' }],
    ['no price', { price: undefined }],
    ['a price in another currency', { price: { value: '30.00', currency: 'USD' } }],
    ['no image', { image: undefined }],
    ['an http image', { image: { imageUrl: 'http://i.ebayimg.com/x.jpg' } }],
    ['a link to a host that is not allow-listed', { itemWebUrl: 'https://evil.example/itm/223456789012' }],
    ['a malformed field', { seller: 'not an object' }],
  ])('drops a listing with %s', (_reason, change) => {
    expect(toMarketplaceItem({ ...summary, ...change })).toBeNull()
  })
})
