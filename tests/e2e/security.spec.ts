import { request as httpRequest } from 'node:http'

import { E2E } from './env.ts'
import { expect, test, uniqueEmail } from './fixtures.ts'

/**
 * What an outside review probed on a running build, asked of the production server over HTTP:
 * better-auth's own URLs, body limits, a broken Referer, the render cache's idea of a path, the
 * client address through the trusted proxy, and /healthz.
 */

/** A GET sent with the path exactly as written (a browser or fetch would normalise it first). */
function rawGet(path: string): Promise<{ status: number; renderCache: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: E2E.port, path, method: 'GET' }, (res) => {
      res.resume()
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, renderCache: res.headers['x-render-cache'] as string }),
      )
    })
    req.on('error', reject)
    req.end()
  })
}

test.describe("better-auth's own endpoints", () => {
  test('posting straight to sign-in/magic-link, or verifying by GET, answers 404', async ({ request }) => {
    for (let i = 0; i < 3; i++) {
      const direct = await request.post('/api/auth/sign-in/magic-link', {
        data: { email: 'flooded@example.com' },
        headers: { 'X-Forwarded-For': '10.251.0.1' },
      })
      expect(direct.status()).toBe(404)
    }
    expect((await request.get('/api/auth/magic-link/verify?token=abc&callbackURL=/')).status()).toBe(404)
    expect((await request.post('/api/auth/update-user', { data: { name: 'x'.repeat(5000) } })).status()).toBe(404)
  })
})

test.describe('request bodies', () => {
  test('a form over 64 KB and JSON over 256 KB are answered 413 with a clear message', async ({ request }) => {
    const form = await request.post('/contact', {
      form: { name: 'Big', email: 'big@example.com', message: 'a'.repeat(70 * 1024) },
    })
    expect(form.status()).toBe(413)
    expect(await form.text()).toBe('The request is too large: a form can send at most 64 KB.')

    const json = await request.post('/api/search-products', {
      data: { suggestions: [{ name: 'x', searchQuery: 'a'.repeat(300 * 1024) }] },
    })
    expect(json.status()).toBe(413)
    expect(await json.json()).toEqual({
      ok: false,
      error: 'The request is too large: a JSON body can be at most 256 KB.',
    })
  })
})

test.describe('redirect targets', () => {
  test('a theme post with a malformed Referer is a 400, a same-site one goes back to its page', async ({ request }) => {
    const broken = await request.post('/resources/theme', {
      form: { theme: 'dark' },
      headers: { Referer: 'http://[', Accept: 'text/html' },
      maxRedirects: 0,
    })
    expect(broken.status()).toBe(400)

    const back = await request.post('/resources/theme', {
      form: { theme: 'dark' },
      headers: { Referer: `${E2E.baseUrl}/guides?x=1`, Accept: 'text/html' },
      maxRedirects: 0,
    })
    expect(back.status()).toBe(302)
    expect(back.headers().location).toBe('/guides?x=1')
  })

  test('the render cache decides on the path the router sees', async () => {
    // '/guides/%2e%2e/gift-search' is the search page: never cached as if it were a guide.
    for (let i = 0; i < 2; i++) {
      expect((await rawGet('/guides/%2e%2e/gift-search?q=mug')).renderCache).toBeUndefined()
    }
    await rawGet('/guides/tech-gadgets')
    const encoded = await rawGet('/guides/%74ech-gadgets')
    expect(encoded.status).toBe(200)
    expect(encoded.renderCache).toBe('HIT')
  })
})

test.describe('the client address', () => {
  test("IPv6 visitors are counted by their /64: a new address in the same network does not reset 'Too many'", async ({
    request,
  }) => {
    const ask = (address: string) =>
      request.post('/auth', {
        form: { mode: 'sign-in', email: uniqueEmail('ipv6') },
        headers: { 'X-Forwarded-For': address },
      })
    for (let i = 1; i <= 10; i++) expect((await ask(`2001:db8:77:1::${i.toString(16)}`)).status()).toBe(200)
    const refused = await ask('2001:db8:77:1:ffff:eeee:dddd:cccc')
    expect(refused.status()).toBe(429)
    expect(await refused.text()).toContain('Too many sign-in requests. Please try again in 15 minutes.')
    // The next network along is another visitor.
    expect((await ask('2001:db8:77:2::1')).status()).toBe(200)
  })
})

test('/healthz says what it checked, in general words', async ({ request }) => {
  const health = await request.get('/healthz')
  expect(health.status()).toBe(200)
  expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' })
})
