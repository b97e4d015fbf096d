import { describe, expect, test } from 'vitest'

import { postSignInPath, safeRedirectPath } from '#app/server/auth/session.server.ts'

describe('safeRedirectPath', () => {
  test.each([
    ['/profile', '/profile'],
    ['/wishlist?id=abc', '/wishlist?id=abc'],
    ['/guides/tech-gadgets#top', '/guides/tech-gadgets#top'],
  ])('keeps the same-site path %s', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected)
  })

  test.each([
    ['another site', 'https://evil.example/'],
    ['a protocol-relative URL', '//evil.example/'],
    ['a backslash URL', '/\\evil.example'],
    ['a tab that browsers drop', '/\t/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['dot segments that collapse into two slashes', '/.//evil.example'],
    ['parent segments that collapse into two slashes', '/a/..//evil.example/'],
    ['encoded dot segments that collapse into two slashes', '/%2e//evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'profile'],
    ['nothing', undefined],
    ['a non-string', 42],
    ['an empty string', ''],
  ])('falls back to /profile for %s', (_label, value) => {
    expect(safeRedirectPath(value)).toBe('/profile')
  })

  test('uses the given fallback', () => {
    expect(safeRedirectPath('//evil.example', '/')).toBe('/')
  })
})

describe('postSignInPath', () => {
  const after = (search: string) => postSignInPath(new URLSearchParams(search))

  test('goes to /profile keeping the query string (an invitation link)', () => {
    expect(after('invitationId=abc')).toBe('/profile?invitationId=abc')
    expect(after('')).toBe('/profile')
  })

  test('goes back to redirectTo with the other parameters, dropping those of /auth', () => {
    expect(after('id=w1&redirectTo=%2Fwishlist&mode=sign-up')).toBe('/wishlist?id=w1')
    expect(after('redirectTo=%2Fwishlist%3Fid%3Dw2')).toBe('/wishlist?id=w2')
    expect(after('tag=a&tag=b&redirectTo=%2Fgift-search')).toBe('/gift-search?tag=a&tag=b')
  })

  test('never leads to another site or back to the sign-in pages', () => {
    expect(after('redirectTo=%2F%2Fevil.example&x=1')).toBe('/profile?x=1')
    expect(after('redirectTo=%2Fauth%3FredirectTo%3D%252Fauth')).toBe('/profile')
    expect(after('redirectTo=%2Fauth%2Fconfirm')).toBe('/profile')
    expect(after('redirectTo=%2Fapi%2Fauth%2Fsign-out')).toBe('/profile')
  })
})
