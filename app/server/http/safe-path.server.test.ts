import type { Request as ExpressRequest, Response as ExpressResponse } from 'express'
import { describe, expect, test, vi } from 'vitest'

import { refererCheck, refererPath, safePath } from '#app/server/http/safe-path.server.ts'

const APP_URL = 'https://giftwise.example'

describe('safePath', () => {
  test('keeps a path on this site, normalised', () => {
    expect(safePath('/wishlist?id=1#top', '/')).toBe('/wishlist?id=1#top')
    expect(safePath('/guides/./tech/../audio', '/')).toBe('/guides/audio')
  })

  test.each([
    '//evil.example',
    '/.//evil.example',
    '/x/..//evil.example',
    '/%2e//evil.example',
    'https://evil.example',
  ])('never yields a path a browser reads as another host: %s', (value) => {
    expect(safePath(value, '/fallback')).toBe('/fallback')
  })

  test('whatever it is given, the answer starts with one slash and never two', () => {
    const inputs = ['/', '/./', '/..', '/.%2e/', '/%2f/evil', '/a//b', '/.//./x', '/\u00e9', '/?//x', '/#//x']
    for (const input of inputs) {
      const path = safePath(input, '/fallback')
      expect(path.startsWith('/'), input).toBe(true)
      expect(path.startsWith('//'), input).toBe(false)
    }
  })
})

describe('refererPath', () => {
  const request = (referer?: string) =>
    new Request(`${APP_URL}/resources/theme`, { method: 'POST', headers: referer ? { Referer: referer } : {} })

  test('the same-site page the request came from, with its query', () => {
    expect(refererPath(request(`${APP_URL}/guides/tech?x=1`), APP_URL)).toBe('/guides/tech?x=1')
  })

  test('null for no Referer, another site or something that is not a URL', () => {
    expect(refererPath(request(), APP_URL)).toBeNull()
    expect(refererPath(request('https://evil.example/guides'), APP_URL)).toBeNull()
    expect(refererPath(request('http://['), APP_URL)).toBeNull()
    expect(refererPath(request('-'), APP_URL)).toBeNull()
  })

  test('passes the same-site path through the safe-path gate', () => {
    expect(refererPath(request(`${APP_URL}/.//evil.example`), APP_URL)).toBeNull()
  })
})

describe('refererCheck', () => {
  function run(method: string, referer?: string) {
    const req = { method, get: (name: string) => (name.toLowerCase() === 'referer' ? referer : undefined) }
    const res = { status: vi.fn().mockReturnThis(), type: vi.fn().mockReturnThis(), send: vi.fn().mockReturnThis() }
    const next = vi.fn()
    refererCheck()(req as unknown as ExpressRequest, res as unknown as ExpressResponse, next)
    return { passed: next.mock.calls.length === 1, status: res.status.mock.calls[0]?.[0] as number | undefined }
  }

  test('a post whose Referer is not a URL is a 400', () => {
    expect(run('POST', 'http://[')).toEqual({ passed: false, status: 400 })
    expect(run('POST', 'not a url')).toEqual({ passed: false, status: 400 })
  })

  test('lets whole URLs, missing Referers and reads through', () => {
    expect(run('POST', `${APP_URL}/`).passed).toBe(true)
    expect(run('POST').passed).toBe(true)
    expect(run('GET', 'not a url').passed).toBe(true)
  })
})
