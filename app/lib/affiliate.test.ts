import { describe, expect, it } from 'vitest'

import { amazonSearchUrl, ebaySearchUrl, isAllowedRetailerUrl, withEpnParameters } from '#app/lib/affiliate.ts'

describe('affiliate links', () => {
  it('Amazon UK search links carry the Associates tag (contracts/amazon)', () => {
    const url = new URL(amazonSearchUrl('noise cancelling headphones', 'giftwise-21'))
    expect(url.origin).toBe('https://www.amazon.co.uk')
    expect(url.pathname).toBe('/s')
    expect(url.searchParams.get('k')).toBe('noise cancelling headphones')
    expect(url.searchParams.get('tag')).toBe('giftwise-21')
  })

  it('eBay UK search links ask for Buy It Now, new condition and business sellers, with EPN parameters', () => {
    const url = new URL(ebaySearchUrl('personalised mug', { campaignId: '5330000000' }))
    expect(url.origin).toBe('https://www.ebay.co.uk')
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      _nkw: 'personalised mug',
      LH_BIN: '1',
      LH_ItemCondition: '1000',
      LH_SellerType: '2',
      mkevt: '1',
      mkcid: '1',
      mkrid: '710-53481-19255-0',
      campid: '5330000000',
      toolid: '10001',
    })
  })

  it('used searches drop the new-condition and business-seller filters', () => {
    const url = new URL(ebaySearchUrl('camera', { condition: 'used' }))
    expect(url.searchParams.has('LH_ItemCondition')).toBe(false)
    expect(url.searchParams.has('campid')).toBe(false)
  })

  it('EPN parameters join with ? when the target has no query string', () => {
    expect(withEpnParameters('https://www.ebay.co.uk/itm/123', { campaignId: '5330000000' })).toBe(
      'https://www.ebay.co.uk/itm/123?mkevt=1&mkcid=1&mkrid=710-53481-19255-0&campid=5330000000&toolid=10001',
    )
  })

  it('only https links to allowed retailer hosts are accepted', () => {
    expect(isAllowedRetailerUrl('https://www.amazon.co.uk/dp/B0000')).toBe(true)
    expect(isAllowedRetailerUrl('https://www.ebay.co.uk/itm/1')).toBe(true)
    expect(isAllowedRetailerUrl('http://www.ebay.co.uk/itm/1')).toBe(false)
    expect(isAllowedRetailerUrl('https://evil.example/www.amazon.co.uk')).toBe(false)
    expect(isAllowedRetailerUrl('javascript:alert(1)')).toBe(false)
  })
})
