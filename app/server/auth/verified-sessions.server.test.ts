import { describe, expect, it } from 'vitest'

import {
  copyExpiresAt,
  sendsCookie,
  sessionCookieKey,
  VerifiedSessions,
} from '#app/server/auth/verified-sessions.server.ts'

const USER = { id: 'u1', email: 'a@example.com', name: 'A' }

describe('VerifiedSessions', () => {
  it('answers for the exact key until the TTL is over', () => {
    const cache = new VerifiedSessions({ ttlMs: 5_000, maxEntries: 10 })
    cache.remember('k', USER, 1_000_000, 0)
    expect(cache.get('k', 4_999)).toEqual(USER)
    expect(cache.get('k2', 1)).toBeNull()
    expect(cache.get('k', 5_000)).toBeNull()
    expect(cache.size).toBe(0)
  })

  it('never keeps an answer past the end of the copy or session it came from', () => {
    const cache = new VerifiedSessions({ ttlMs: 5_000, maxEntries: 10 })
    cache.remember('k', USER, 2_000, 0)
    expect(cache.get('k', 1_999)).toEqual(USER)
    expect(cache.get('k', 2_000)).toBeNull()
    cache.remember('gone', USER, 100, 100)
    expect(cache.get('gone', 100)).toBeNull()
  })

  it('holds at most maxEntries, dropping the oldest first', () => {
    const cache = new VerifiedSessions({ ttlMs: 5_000, maxEntries: 2 })
    cache.remember('a', USER, 10_000, 0)
    cache.remember('b', USER, 10_000, 0)
    cache.remember('c', USER, 10_000, 0)
    expect(cache.size).toBe(2)
    expect(cache.get('a', 1)).toBeNull()
    expect(cache.get('b', 1)).toEqual(USER)
    expect(cache.get('c', 1)).toEqual(USER)
  })
})

describe('sessionCookieKey', () => {
  const key = (header: string | null) => sessionCookieKey(header, 'gw.session_token', 'gw.session_data')

  it('is the two raw values, whatever else is sent', () => {
    expect(key('theme=dark; gw.session_token=tok.sig; gw.session_data=abc')).toBe('tok.sig\nabc')
    expect(key('gw.session_data=abc;gw.session_token=tok.sig')).toBe('tok.sig\nabc')
  })

  it('is null unless each cookie is sent exactly once and the copy is in one piece', () => {
    expect(key(null)).toBeNull()
    expect(key('gw.session_token=tok.sig')).toBeNull()
    expect(key('gw.session_data=abc')).toBeNull()
    expect(key('gw.session_token=a; gw.session_token=b; gw.session_data=abc')).toBeNull()
    expect(key('gw.session_token=a; gw.session_data=abc; gw.session_data=def')).toBeNull()
    expect(key('gw.session_token=a; gw.session_data=abc; gw.session_data.0=x')).toBeNull()
  })
})

describe('sendsCookie', () => {
  it('finds the cookie by its whole name only', () => {
    expect(sendsCookie('a=1; gw.session_token=x', 'gw.session_token')).toBe(true)
    expect(sendsCookie('xgw.session_token=x; gw.session_token_other=1', 'gw.session_token')).toBe(false)
    expect(sendsCookie(null, 'gw.session_token')).toBe(false)
  })
})

describe('copyExpiresAt', () => {
  it("reads the compact copy's expiresAt, and nothing from anything else", () => {
    const value = Buffer.from(JSON.stringify({ session: {}, expiresAt: 1234, signature: 's' })).toString('base64url')
    expect(copyExpiresAt(value)).toBe(1234)
    expect(copyExpiresAt('not base64 json')).toBeNull()
    expect(copyExpiresAt(Buffer.from('{"expiresAt":"soon"}').toString('base64url'))).toBeNull()
  })
})
