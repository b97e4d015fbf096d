import { PILLARS } from '#app/lib/guides/pillars.ts'

import { E2E } from './env.ts'
import { expect, signIn, test, uniqueEmail } from './fixtures.ts'

const ARTICLE = '/guides/tech-gadgets/audio/blog/best-wireless-headphones-2025'

test('hub -> pillar -> subcategory -> article and back, over the seeded guides', async ({ page }) => {
  // Hydration mismatches and CSP refusals show up as console errors.
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto('/guides')
  await expect(page.getByRole('heading', { level: 1, name: 'Gift Guides' })).toBeVisible()
  await expect(page.getByRole('link', { name: /^Explore Guides/ })).toHaveCount(PILLARS.length)
  const tech = page.getByRole('article', { name: 'Tech & Gadgets' })
  await expect(tech).toContainText('6 subcategories')
  await expect(tech.getByRole('listitem')).toHaveText([
    'Smartphones & Tablets',
    'Laptops & Computers',
    'Smart Home',
    'Wearables',
    '+2 more',
  ])
  await expect(page.getByRole('link', { name: 'Try the AI Gift Finder' })).toHaveAttribute('href', '/gift-finder')

  await tech.getByRole('link', { name: /^Explore Guides/ }).click()
  await expect(page).toHaveURL('/guides/tech-gadgets')
  await expect(page.getByRole('heading', { level: 1, name: 'Tech & Gadgets' })).toBeVisible()
  const picks = page.getByRole('region', { name: "Editor's Picks" })
  await expect(picks.getByRole('article').first()).toBeVisible()
  await expect(picks.getByText('Coming soon', { exact: true })).toHaveCount(0)
  const browse = page.getByRole('region', { name: 'Browse by Category' })
  await expect(browse.getByRole('heading', { level: 3 })).toHaveCount(6)
  await expect(page.getByRole('region', { name: 'You Might Also Like' }).getByRole('heading', { level: 3 })).toHaveText(
    ['Fitness & Health', 'Home & Kitchen', 'Fashion & Beauty'],
  )
  await expect(
    page.getByText('As an affiliate, we may earn from qualifying purchases through links on this page.'),
  ).toBeVisible()

  await browse.getByRole('link', { name: 'Audio', exact: true }).click()
  await expect(page).toHaveURL('/guides/tech-gadgets/audio')
  await expect(page.getByRole('heading', { level: 1, name: 'Audio' })).toBeVisible()
  const featured = page.getByRole('region', { name: 'Featured Products' }).getByRole('article')
  await expect(featured.first()).toBeVisible()
  expect(await featured.count()).toBeLessThanOrEqual(6)
  await expect(featured.first().getByRole('heading')).toHaveText('Sony WH-1000XM5 Wireless Headphones')
  await expect(featured.first()).toContainText('£279.00')
  await expect(featured.first().getByText('Rated 4.7 out of 5')).toBeAttached()
  const latest = page.getByRole('region', { name: 'Latest Guides & Reviews' }).getByRole('article')
  await expect(latest.getByRole('heading')).toHaveText([
    'Best Bluetooth Speaker Gifts',
    'Best Wireless Headphones 2025',
  ])
  await expect(page.getByRole('region', { name: 'You Might Also Like' }).getByRole('heading', { level: 3 })).toHaveText(
    ['Smartphones & Tablets', 'Laptops & Computers', 'Smart Home'],
  )
  await expect(
    page.getByText('As an affiliate, we may earn from qualifying purchases through links on this page.'),
  ).toBeVisible()

  await page.getByRole('link', { name: 'Best Wireless Headphones 2025' }).click()
  await expect(page).toHaveURL(ARTICLE)
  const article = page.getByRole('article').first()
  await expect(article.getByRole('heading', { level: 1 })).toHaveText('Best Wireless Headphones 2025')
  await expect(article).toContainText('From budget Bluetooth sets to premium noise cancellers')
  await expect(article).toContainText('By Giftwise Tech Desk')
  await expect(article.locator('time')).toHaveText('14 March 2025')
  await expect(article).toContainText('5 min read')
  await expect(article.getByRole('heading', { level: 2, name: 'Who wireless headphones suit' })).toBeVisible()

  await page.goBack()
  await expect(page).toHaveURL('/guides/tech-gadgets/audio')
  await page.getByRole('link', { name: 'Back to Tech & Gadgets' }).click()
  await expect(page).toHaveURL('/guides/tech-gadgets')
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Gift Guides' }).click()
  await expect(page).toHaveURL('/guides')
  expect(errors).toEqual([])
})

test('a subcategory shows 3 product and 2 guide skeletons while a client-side navigation loads it', async ({
  page,
}) => {
  await page.goto('/guides/fitness-health')
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/guides/fitness-health/home-gym.data*', async (route) => {
    await released
    await route.continue()
  })
  await page.getByRole('link', { name: 'Home Gym', exact: true }).click()
  await expect(page.getByRole('status', { name: 'Loading featured products' })).toBeVisible()
  await expect(page.getByTestId('product-skeleton')).toHaveCount(3)
  await expect(page.getByTestId('guide-skeleton')).toHaveCount(2)
  release()
  await expect(page.getByRole('region', { name: 'Featured Products' }).getByRole('article').first()).toBeVisible()
  await expect(page.getByTestId('product-skeleton')).toHaveCount(0)
  // Siblings after this one, not the subcategory itself, once rendered in the browser.
  await expect(page.getByRole('region', { name: 'You Might Also Like' }).getByRole('heading', { level: 3 })).toHaveText(
    ['Fitness Tech', 'Recovery & Wellness', 'Nutrition & Supplements'],
  )
})

test('product cards: outbound links are sponsored and open a new tab; images have their size', async ({ page }) => {
  await page.goto('/guides/tech-gadgets/audio')
  const card = page.getByRole('region', { name: 'Featured Products' }).getByRole('article').first()
  const link = card.getByRole('link', { name: /^View on Amazon/ })
  await expect(link).toHaveAttribute('rel', 'sponsored nofollow noopener')
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('href', /^https:\/\/www\.amazon\.co\.uk\/s\?k=.+&tag=giftwise-21$/)
  for (const image of await page.getByRole('main').locator('img').all()) {
    await expect(image).toHaveAttribute('width', /^\d+$/)
    await expect(image).toHaveAttribute('height', /^\d+$/)
    await expect(image).toHaveAttribute('src', /^\/images\//)
  }
})

test("a product without an affiliate link shows a disabled 'Coming Soon' button", async ({ page }) => {
  await page.goto('/guides/luxury-unique/experiences')
  const cards = page.getByRole('region', { name: 'Featured Products' }).getByRole('article')
  await expect(cards.first()).toBeVisible()
  const comingSoon = cards.getByRole('button', { name: 'Coming Soon' })
  await expect(comingSoon).toHaveCount(await cards.count())
  for (const button of await comingSoon.all()) await expect(button).toBeDisabled()
  await expect(cards.getByRole('link', { name: /View on Amazon/ })).toHaveCount(0)
})

test('unknown pillar or subcategory: Category Not Found with status 404', async ({ page }) => {
  const pillar = await page.goto('/guides/not-a-category')
  expect(pillar?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Category Not Found' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to All Guides' })).toHaveAttribute('href', '/guides')

  const subcategory = await page.goto('/guides/tech-gadgets/not-a-subcategory')
  expect(subcategory?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Category Not Found' })).toBeVisible()
  await expect(page.getByText("The subcategory you're looking for doesn't exist.")).toBeVisible()
  await page.getByRole('link', { name: 'Back to All Guides' }).click()
  await expect(page).toHaveURL('/guides')
})

test('a missing guide or guide parameter redirects to /404', async ({ page, request }) => {
  for (const path of [
    '/guides/tech-gadgets/audio/blog/no-such-guide',
    '/guides/tech-gadgets/audio/blog',
    '/guides/tech-gadgets/gaming/blog/best-wireless-headphones-2025',
  ]) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(302)
    expect(response.headers().location, path).toBe('/404')
  }
  const final = await page.goto('/guides/tech-gadgets/audio/blog/no-such-guide')
  await expect(page).toHaveURL('/404')
  expect(final?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
})

test("the article's related carousel: same subcategory first, topped up to 8, keyboard-scrollable", async ({
  page,
}) => {
  await page.goto(ARTICLE)
  const carousel = page.getByRole('region', { name: 'Related guides' })
  const cards = carousel.getByRole('article')
  await expect(cards).toHaveCount(8)
  await expect(cards.first().getByRole('heading')).toHaveText('Best Bluetooth Speaker Gifts')
  await expect(carousel.getByRole('link', { name: 'Best Wireless Headphones 2025' })).toHaveCount(0)
  expect(await carousel.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true)

  await carousel.focus()
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => carousel.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
  await carousel.evaluate((element) => element.scrollTo({ left: 0, behavior: 'instant' }))
  await page.getByRole('button', { name: 'Next guides' }).click()
  await expect.poll(() => carousel.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)

  await cards.first().getByRole('link').click()
  await expect(page).toHaveURL('/guides/tech-gadgets/audio/blog/best-bluetooth-speaker-gifts')
})

test('the article carries BlogPosting and BreadcrumbList JSON-LD and its own social card', async ({ request }) => {
  const html = await (await request.get(ARTICLE)).text()
  expect(html).toContain('<title>Best Wireless Headphones 2025 — UK Gift Guide | Giftwise</title>')
  expect(html).toContain(`<link rel="canonical" href="${E2E.baseUrl}${ARTICLE}"/>`)
  expect(html).toContain('<meta property="og:type" content="article"/>')
  expect(html).toContain(`<meta property="og:image" content="${E2E.baseUrl}/images/og/subcategories/audio.jpg"/>`)
  expect(html).toContain('"@type":"BlogPosting"')
  expect(html).toContain('"@type":"BreadcrumbList"')
  expect(html).toContain('"datePublished":"2025-03-14T00:00:00.000Z"')
  // Complete in the server HTML: the body is there without JavaScript.
  expect(html).toContain('<h2>Who wireless headphones suit</h2>')
  const hub = await (await request.get('/guides')).text()
  expect(hub).toContain('"@type":"CollectionPage"')
  expect(hub).toContain('"@type":"BreadcrumbList"')
})

test('blog-style routes: the pillar blog lists its guides; a blog slug moves permanently to the article', async ({
  page,
  request,
}) => {
  await page.goto('/guides/tech-gadgets/blog')
  await expect(page.getByRole('heading', { level: 1, name: 'Tech & Gadgets Gift Guides' })).toBeVisible()
  const guides = page.getByRole('region', { name: 'All Tech & Gadgets guides' }).getByRole('article')
  await expect(guides).toHaveCount(10)
  await expect(guides.getByRole('link', { name: 'Best Wireless Headphones 2025' })).toHaveAttribute('href', ARTICLE)

  for (const path of [
    '/guides/tech-gadgets/blog/best-wireless-headphones-2025',
    // The old demo pages used short category names.
    '/guides/tech/blog/best-wireless-headphones-2025',
  ]) {
    const moved = await request.get(path, { maxRedirects: 0 })
    expect(moved.status(), path).toBe(301)
    expect(moved.headers().location, path).toBe(ARTICLE)
  }
  const unknown = await request.get('/guides/tech-gadgets/blog/no-such-guide', { maxRedirects: 0 })
  expect(unknown.status()).toBe(404)
  expect((await request.get('/guides/no-such-pillar/blog', { maxRedirects: 0 })).status()).toBe(404)
})

test('sitemap.xml and robots.txt', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.headers()['content-type']).toContain('application/xml')
  const xml = await sitemap.text()
  expect(xml).toContain(`<loc>${E2E.baseUrl}${ARTICLE}</loc>`)
  expect(xml).toContain(`<loc>${E2E.baseUrl}/guides/tech-gadgets/audio</loc>`)
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain('Disallow: /wishlist')
  expect(robots).toContain(`Sitemap: ${E2E.baseUrl}/sitemap.xml`)
})

test('the render cache answers a repeat anonymous visit with the same page and a fresh nonce', async ({ request }) => {
  const read = async () => {
    const response = await request.get(ARTICLE)
    const nonce = response.headers()['content-security-policy']!.match(/'nonce-([^']+)'/)![1]!
    return { response, nonce, body: await response.text() }
  }
  await read()
  const first = await read()
  const second = await read()
  expect(second.response.headers()['x-render-cache']).toBe('HIT')
  expect(second.response.headers()['cache-control']).toBe('public, max-age=300, stale-while-revalidate=86400')
  expect(second.response.headers()['vary']).toContain('Cookie')
  expect(second.nonce).not.toBe(first.nonce)
  expect(second.body).toContain(`nonce="${second.nonce}"`)
  expect(second.body).not.toContain(first.nonce)
  expect(second.body.replaceAll(second.nonce, '')).toBe(first.body.replaceAll(first.nonce, ''))
})

test('the page still runs its scripts under the CSP when it comes from the render cache', async ({ page }) => {
  await page.request.get(ARTICLE)
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  const response = await page.goto(ARTICLE)
  expect(response?.headers()['x-render-cache']).toBe('HIT')
  // Hydrated: the carousel's buttons work only once React runs.
  const carousel = page.getByRole('region', { name: 'Related guides' })
  await page.getByRole('button', { name: 'Next guides' }).click()
  await expect.poll(() => carousel.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
  expect(errors.filter((text) => text.includes('Content Security Policy'))).toEqual([])
})

test('a signed-in visitor never gets cached HTML', async ({ page }) => {
  // Fill the cache for anonymous visitors first.
  await page.request.get(ARTICLE)
  await page.request.get(ARTICLE)
  await signIn(page, uniqueEmail('guides'), { name: 'Guide Reader' })
  const response = await page.goto(ARTICLE)
  expect(response?.headers()['x-render-cache']).toBe('BYPASS')
  expect(response?.headers()['cache-control']).toBe('private, no-store')
  // The page was rendered for this visitor: the header knows who they are.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Your profile (Guide Reader)' })).toBeVisible()
})
