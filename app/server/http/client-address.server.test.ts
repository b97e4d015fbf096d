import { describe, expect, test } from 'vitest'

import { visitorKey } from '#app/server/http/client-address.server.ts'

describe('visitorKey', () => {
  test('keeps an IPv4 address whole', () => {
    expect(visitorKey('203.0.113.7')).toBe('203.0.113.7')
  })

  test('keys an IPv6 address on its /64, however it is written', () => {
    const key = '2001:db8:1:2::/64'
    expect(visitorKey('2001:db8:1:2::1')).toBe(key)
    expect(visitorKey('2001:0db8:0001:0002:ffff:eeee:dddd:cccc')).toBe(key)
    expect(visitorKey('2001:DB8:1:2:0:0:0:99')).toBe(key)
    expect(visitorKey('2001:db8:1:2::7%eth0')).toBe(key)
    expect(visitorKey('2001:db8:1:3::1')).not.toBe(key)
    expect(visitorKey('::1')).toBe('0:0:0:0::/64')
    expect(visitorKey('fe80::1')).toBe('fe80:0:0:0::/64')
  })

  test('an IPv4 client seen through an IPv6 socket is that IPv4 client', () => {
    expect(visitorKey('::ffff:198.51.100.4')).toBe('198.51.100.4')
    expect(visitorKey('::ffff:c633:6404')).toBe('198.51.100.4')
  })

  test('anything else is one shared unknown visitor', () => {
    expect(visitorKey(undefined)).toBe('unknown')
    expect(visitorKey('')).toBe('unknown')
    expect(visitorKey('not-an-address')).toBe('unknown')
  })
})
