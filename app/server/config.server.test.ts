import { describe, expect, it } from 'vitest'

import { ConfigError, parseConfig } from '#app/server/config.server.ts'

describe('parseConfig', () => {
  it('runs on embedded defaults with nothing set', () => {
    const config = parseConfig({ NODE_ENV: 'test' })
    expect(config).toMatchObject({
      PORT: 3000,
      APP_URL: 'http://localhost:3000',
      EBAY_MARKETPLACE_ID: 'EBAY_GB',
      AMAZON_TAG: 'giftwise-21',
      secureCookies: false,
    })
    expect(config.DATABASE_URL).toBeUndefined()
    expect(config.SMTP_URL).toBeUndefined()
  })

  it('treats empty variables as unset, as .env.example leaves them', () => {
    const config = parseConfig({
      NODE_ENV: 'test',
      DATABASE_URL: '',
      SMTP_URL: '',
      AI_BASE_URL: '',
      EBAY_CAMPAIGN_ID: '',
    })
    expect(config.DATABASE_URL).toBeUndefined()
    expect(config.EBAY_CAMPAIGN_ID).toBeUndefined()
  })

  it('stops with a message naming every bad variable', () => {
    expect(() =>
      parseConfig({ NODE_ENV: 'test', PORT: 'eighty', APP_URL: 'not a url', EBAY_CAMPAIGN_ID: '12' }),
    ).toThrow(ConfigError)
    try {
      parseConfig({ NODE_ENV: 'test', PORT: 'eighty', APP_URL: 'not a url', EBAY_CAMPAIGN_ID: '12' })
    } catch (error) {
      const message = (error as Error).message
      expect(message).toContain('PORT')
      expect(message).toContain('APP_URL')
      expect(message).toContain('EBAY_CAMPAIGN_ID')
    }
  })

  it('requires AUTH_SECRET and sets secure cookies when the site is https', () => {
    expect(() => parseConfig({ NODE_ENV: 'test', APP_URL: 'https://giftwise.example' })).toThrow(/AUTH_SECRET/)
    const config = parseConfig({ NODE_ENV: 'test', APP_URL: 'https://giftwise.example/', AUTH_SECRET: 'x'.repeat(32) })
    expect(config.secureCookies).toBe(true)
    expect(config.APP_URL).toBe('https://giftwise.example')
  })

  it('trusts X-Forwarded-For from loopback only unless TRUST_PROXY names the hops', () => {
    expect(parseConfig({ NODE_ENV: 'test' }).TRUST_PROXY).toEqual(['loopback'])
    expect(parseConfig({ NODE_ENV: 'test', TRUST_PROXY: '' }).TRUST_PROXY).toEqual(['loopback'])
    expect(parseConfig({ NODE_ENV: 'test', TRUST_PROXY: 'none' }).TRUST_PROXY).toEqual([])
    expect(
      parseConfig({ NODE_ENV: 'test', TRUST_PROXY: 'loopback, 10.0.0.0/8,192.0.2.7, 2001:db8::/32' }).TRUST_PROXY,
    ).toEqual(['loopback', '10.0.0.0/8', '192.0.2.7', '2001:db8::/32'])
    for (const bad of ['everyone', 'true', '10.0.0.0/33', '2001:db8::/129', '10.0.0.1/8/8', 'proxy.example']) {
      expect(() => parseConfig({ NODE_ENV: 'test', TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/)
    }
  })

  it('caps the model and eBay by day, per visitor and per answer', () => {
    expect(parseConfig({ NODE_ENV: 'test' })).toMatchObject({
      AI_DAILY_CALLS_PER_VISITOR: 100,
      AI_MAX_OUTPUT_TOKENS: 4000,
      EBAY_DAILY_CALL_BUDGET: 4000,
      MAX_CONCURRENT_REQUESTS: 64,
    })
    expect(() => parseConfig({ NODE_ENV: 'test', AI_MAX_OUTPUT_TOKENS: '10' })).toThrow(/AI_MAX_OUTPUT_TOKENS/)
    expect(() => parseConfig({ NODE_ENV: 'test', MAX_CONCURRENT_REQUESTS: '0' })).toThrow(/MAX_CONCURRENT_REQUESTS/)
  })
})
