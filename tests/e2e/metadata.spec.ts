import { expect, test } from './fixtures.ts'

import { E2E } from './env.ts'

/** Every page route: its title, whether it is indexed, and the JSON-LD types it must carry. */
const PAGES = [
  { path: '/', title: 'Giftwise — Smart Gifting Made Simple', indexed: true, jsonLd: ['Organization', 'WebSite'] },
  { path: '/gift-finder', title: 'AI Gift Finder | Giftwise', indexed: true },
  { path: '/gift-search', title: 'Gift Search | Giftwise', indexed: true },
  { path: '/guides', title: 'Gift Guides | Giftwise', indexed: true },
  {
    path: '/guides/tech-gadgets',
    title: /\| Giftwise$/,
    indexed: true,
    image: '/images/og/pillars/tech-gadgets.jpg',
    jsonLd: ['CollectionPage', 'BreadcrumbList'],
  },
  {
    path: '/guides/tech-gadgets/audio',
    title: /\| Giftwise$/,
    indexed: true,
    image: '/images/og/subcategories/audio.jpg',
    jsonLd: ['ItemList', 'Product', 'BreadcrumbList'],
  },
  { path: '/about', title: 'About Us | Giftwise', indexed: true, jsonLd: ['Organization', 'BreadcrumbList'] },
  { path: '/contact', title: 'Contact Us | Giftwise', indexed: true, jsonLd: ['BreadcrumbList'] },
  { path: '/privacy', title: 'Privacy Policy | Giftwise', indexed: true },
  { path: '/affiliate-disclosure', title: 'Affiliate Disclosure | Giftwise', indexed: true },
  { path: '/auth', title: /\| Giftwise$/, indexed: false },
] as const

for (const spec of PAGES) {
  test(`server HTML of ${spec.path} carries its metadata`, async ({ request }) => {
    const response = await request.get(spec.path)
    expect(response.status()).toBe(200)
    const html = await response.text()
    const title = html.match(/<title>([^<]*)<\/title>/)?.[1]?.replace(/&amp;/g, '&')
    if (typeof spec.title === 'string') expect(title).toBe(spec.title)
    else expect(title).toMatch(spec.title)
    expect(html).toContain(`<link rel="canonical" href="${E2E.baseUrl}${spec.path === '/' ? '/' : spec.path}"/>`)
    expect(html).toContain(`<meta name="robots" content="${spec.indexed ? 'index, follow' : 'noindex, nofollow'}"/>`)
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"\/>/)
    const image = 'image' in spec ? spec.image : '/images/og-default.png'
    expect(html).toContain(`<meta property="og:image" content="${E2E.baseUrl}${image}"/>`)
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>')
    for (const type of 'jsonLd' in spec ? spec.jsonLd : []) {
      expect(html).toContain(`"@type":"${type}"`)
    }
  })
}

test('/wishlist and /profile are noindex and send visitors without a session to /auth', async ({ request }) => {
  for (const path of ['/wishlist', '/profile']) {
    const response = await request.get(`${path}?id=abc`, { maxRedirects: 0 })
    expect(response.status()).toBe(302)
    expect(response.headers().location).toBe(`/auth?id=abc&redirectTo=${encodeURIComponent(path)}`)
  }
})

test('responses carry an enforced nonce-based CSP and the security headers', async ({ request }) => {
  const response = await request.get('/')
  const headers = response.headers()
  const csp = headers['content-security-policy']!
  const nonce = csp.match(/'nonce-([^']+)'/)?.[1]
  expect(nonce).toBeTruthy()
  expect(await response.text()).toContain(`nonce="${nonce}"`)
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['x-frame-options']).toBe('DENY')
  expect(csp).toContain("frame-ancestors 'none'")
})

test('hashed assets are cached immutably and the health check reports the database', async ({ request }) => {
  const html = await (await request.get('/')).text()
  const asset = html.match(/\/assets\/[\w.-]+\.js/)![0]
  const response = await request.get(asset)
  expect(response.headers()['cache-control']).toContain('immutable')
  const health = await request.get('/healthz')
  expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' })
})

test('cross-site form posts are refused', async ({ request }) => {
  const response = await request.post('/resources/theme', {
    form: { theme: 'dark' },
    headers: { Origin: 'https://evil.example' },
  })
  expect(response.status()).toBe(403)
})
