import { request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import compression from 'compression'
import express from 'express'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { testConfig } from '#tests/db.ts'

import {
  guidePageCache,
  isAnonymousRequest,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
} from '#app/server/http/guide-page-cache.server.ts'
import { securityHeaders } from '#app/server/http/security-headers.server.ts'

let version = 'v1'
let renders = 0
let server: Server
let base: string
const cache = guidePageCache({ contentVersion: async () => version, versionTtlMs: 0 })

/** A stand-in for the React Router handler: a page long enough to compress, the nonce in several places. */
function page(nonce: string, text: string) {
  const filler = '<p>Gift ideas for everyone. </p>'.repeat(100)
  return `<!DOCTYPE html><html><head><script nonce="${nonce}">1</script></head><body><h1>${text}</h1>${filler}<script nonce="${nonce}" type="module">2</script></body></html>`
}

beforeAll(async () => {
  const app = express()
  app.use(securityHeaders(testConfig()))
  app.use(compression())
  app.use(cache)
  app.get('/{*splat}', (req, res) => {
    renders++
    const nonce = String(res.locals.cspNonce)
    if (req.path === '/guides/missing') return void res.status(404).type('html').send(page(nonce, 'Not found'))
    if (req.path === '/guides/flash') res.append('Set-Cookie', 'gw_toast=; Max-Age=0')
    // A page that says it must never be stored, as a shared wishlist does.
    if (req.path === '/guides/no-store') res.setHeader('Cache-Control', 'private, no-store')
    if (req.path === '/guides/cut-short') {
      res.type('html').write('<!DOCTYPE html><html><body>partial')
      return void res.end()
    }
    // Streamed in pieces, as React Router does.
    res.type('html')
    const html = page(nonce, `render ${renders} of ${req.originalUrl}`)
    res.write(html.slice(0, 100))
    res.end(html.slice(100))
  })
  server = app.listen(0)
  await new Promise((resolve) => server.once('listening', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))
beforeEach(() => cache.clear())

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, { headers })
  const body = await response.text()
  const nonce = response.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1] ?? ''
  return { response, body, nonce, cache: response.headers.get('x-render-cache') }
}

describe('guide page render cache', () => {
  it('answers a second anonymous request from the cache with the same page and a fresh nonce', async () => {
    const first = await get('/guides/tech-gadgets')
    const second = await get('/guides/tech-gadgets')
    expect(first.cache).toBe('MISS')
    expect(second.cache).toBe('HIT')
    expect(second.nonce).not.toBe(first.nonce)
    // The nonce of the CSP header is the one in the page, everywhere, and the old one is gone.
    expect(second.body.match(/nonce="([^"]+)"/g)).toEqual([`nonce="${second.nonce}"`, `nonce="${second.nonce}"`])
    expect(second.body).not.toContain(first.nonce)
    expect(second.body.replaceAll(second.nonce, 'N')).toBe(first.body.replaceAll(first.nonce, 'N'))
    expect(second.response.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL)
    expect(second.response.headers.get('vary')).toMatch(/Cookie/)
  })

  it('serves hits compressed and uncompressed alike', async () => {
    await get('/guides/home-kitchen')
    const gzip = await get('/guides/home-kitchen', { 'accept-encoding': 'gzip' })
    const identity = await get('/guides/home-kitchen', { 'accept-encoding': 'identity' })
    expect([gzip.cache, identity.cache]).toEqual(['HIT', 'HIT'])
    expect(gzip.response.headers.get('content-encoding')).toBe('gzip')
    expect(gzip.body.replaceAll(gzip.nonce, 'N')).toBe(identity.body.replaceAll(identity.nonce, 'N'))
    expect(Number(identity.response.headers.get('content-length'))).toBe(Buffer.byteLength(identity.body))
    expect(identity.body).toMatch(/<\/html>$/)
  })

  it('never serves cached HTML to a signed-in visitor, and marks their page private', async () => {
    await get('/guides/occasions')
    const anonymousRender = renders
    const signedIn = await get('/guides/occasions', { cookie: 'giftwise.session_token=abc.def' })
    expect(signedIn.cache).toBe('BYPASS')
    expect(signedIn.body).toContain(`render ${anonymousRender + 1} of /guides/occasions`)
    expect(signedIn.response.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL)
    // Nor is a signed-in render ever stored for anonymous visitors.
    const next = await get('/guides/occasions')
    expect(next.cache).toBe('HIT')
    expect(next.body).toContain(`render ${anonymousRender} of /guides/occasions`)
  })

  it('does not cache responses that set cookies, non-200 responses or cut-short pages', async () => {
    for (const path of ['/guides/flash', '/guides/missing', '/guides/cut-short']) {
      await get(path)
      const again = await get(path)
      expect(again.cache, path).toBe('MISS')
    }
    const flash = await get('/guides/flash')
    expect(flash.response.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL)
    expect((await get('/guides/missing')).response.headers.get('cache-control')).not.toBe(PUBLIC_CACHE_CONTROL)
  })

  it('never keeps a page that says it must not be stored, even on a cached path, and leaves its Cache-Control alone', async () => {
    const first = await get('/guides/no-store')
    const again = await get('/guides/no-store')
    expect([first.cache, again.cache]).toEqual(['MISS', 'MISS'])
    expect(again.body).not.toBe(first.body)
    expect(again.response.headers.get('cache-control')).toBe('private, no-store')
  })

  it('skips requests carrying a flash toast or any unknown cookie', async () => {
    await get('/guides/fashion-beauty')
    expect((await get('/guides/fashion-beauty', { cookie: 'gw_toast=abc' })).cache).toBe('BYPASS')
    expect((await get('/guides/fashion-beauty', { cookie: 'something=else' })).cache).toBe('BYPASS')
  })

  it('keeps a page per theme and per query string', async () => {
    const light = await get('/guides/luxury-unique', { cookie: 'gw_theme=light' })
    const dark = await get('/guides/luxury-unique', { cookie: 'gw_theme=dark' })
    const query = await get('/guides/luxury-unique?utm_source=x')
    expect([light.cache, dark.cache, query.cache]).toEqual(['MISS', 'MISS', 'MISS'])
    expect((await get('/guides/luxury-unique', { cookie: 'gw_theme=dark' })).body).toContain(
      dark.body.match(/render \d+/)![0],
    )
  })

  it('empties itself when the content version changes', async () => {
    await get('/guides/kids-family-hobbies')
    expect((await get('/guides/kids-family-hobbies')).cache).toBe('HIT')
    version = 'v2'
    expect((await get('/guides/kids-family-hobbies')).cache).toBe('MISS')
    expect((await get('/guides/kids-family-hobbies')).cache).toBe('HIT')
  })

  it('leaves other paths and methods alone', async () => {
    const home = await get('/')
    expect(home.cache).toBeNull()
    expect(home.response.headers.get('cache-control')).toBeNull()
    const post = await fetch(`${base}/guides/tech-gadgets`, { method: 'POST' })
    expect(post.headers.get('x-render-cache')).toBeNull()
    await get('/guides/tech-gadgets.data')
    expect((await get('/guides/tech-gadgets.data')).cache).toBeNull()
  })
})

/** A GET sent with the path exactly as written (fetch would normalise it first, as a browser does). */
function rawGet(path: string): Promise<{ status: number; cache: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(base)
    const req = httpRequest({ host: url.hostname, port: url.port, path, method: 'GET' }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, cache: res.headers['x-render-cache'] as string | undefined, body }),
      )
    })
    req.on('error', reject)
    req.end()
  })
}

describe('the render cache keys on the path the router sees', () => {
  it('resolves encoded dot segments before deciding, so other pages are never cached under a guide path', async () => {
    for (let i = 0; i < 2; i++) {
      const escaped = await rawGet('/guides/%2e%2e/gift-search?q=secret')
      expect(escaped.cache).toBeUndefined()
    }
    expect((await rawGet('/guides/%2E%2E/%2e%2e/profile')).cache).toBeUndefined()
  })

  it('decodes the path, so one page has one entry however its path is written', async () => {
    const plain = await get('/guides/tech-gadgets')
    expect(plain.cache).toBe('MISS')
    const encoded = await rawGet('/guides/%74ech-gadgets')
    expect(encoded.cache).toBe('HIT')
    const dotted = await rawGet('/guides/./tech-gadgets/../tech-gadgets')
    expect(dotted.cache).toBe('HIT')
    expect(encoded.body).toContain('render')
  })

  it('leaves a path that cannot be decoded to the router, uncached', async () => {
    expect((await rawGet('/guides/%E0%A4%A')).cache).toBeUndefined()
    expect((await rawGet('/guides/%E0%A4%A')).cache).toBeUndefined()
  })
})

describe('isAnonymousRequest', () => {
  it('is true without cookies or with only the theme cookie', () => {
    expect(isAnonymousRequest({})).toBe(true)
    expect(isAnonymousRequest({ cookie: 'gw_theme=dark' })).toBe(true)
    expect(isAnonymousRequest({ cookie: 'gw_theme=dark; giftwise.session_token=x' })).toBe(false)
    expect(isAnonymousRequest({ cookie: '__Secure-giftwise.session_token=x' })).toBe(false)
  })
})
