import type { Page } from '@playwright/test'

import { expect, hydrated, test } from './fixtures.ts'

/** A toast (sonner) containing `text`, as opposed to the same words in the page. */
const toastWith = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text })
const results = (page: Page) => page.getByRole('list', { name: /^Results for/ }).getByRole('listitem')

test.describe('gift search', () => {
  test('a search from the URL fills the box, shows result cards and their structured data', async ({ page }) => {
    await page.goto('/gift-search?q=headphones')
    await expect(page.getByLabel('Search for a gift')).toHaveValue('headphones')
    await expect(results(page)).toHaveCount(20)
    await expect(toastWith(page, 'Found 20 products')).toBeVisible()
    await expect(
      page.getByText('As an affiliate, we may earn from qualifying purchases through links on this page.'),
    ).toBeVisible()

    const card = results(page).first()
    await expect(card.getByRole('heading', { level: 3 })).toContainText(/headphones/i)
    await expect(card).toContainText(/Price: £[\d,]+\.\d{2}/)
    await expect(card).toContainText('Condition: New')
    const image = card.locator('img')
    await expect(image).toHaveAttribute('width', '400')
    await expect(image).toHaveAttribute('height', '400')
    // Offline catalogue listings are found by an eBay search (with the partner parameters) and name no seller.
    const outbound = card.getByRole('link', { name: 'Find on eBay' })
    await expect(outbound).toHaveAttribute('target', '_blank')
    await expect(outbound).toHaveAttribute('rel', 'sponsored nofollow noopener')
    await expect(outbound).toHaveAttribute('href', /^https:\/\/www\.ebay\.co\.uk\/sch\/i\.html\?_nkw=.*mkrid=710-53481/)
    await expect(card.getByRole('button', { name: 'Add to Wishlist' })).toBeVisible()
    await expect(card).not.toContainText(/Top-rated seller|Trusted seller/)

    // Four columns on a large screen: the first four cards share a row, the fifth starts the next.
    const tops = await results(page).evaluateAll((items) =>
      items.slice(0, 5).map((item) => item.getBoundingClientRect().top),
    )
    expect(new Set(tops.slice(0, 4)).size).toBe(1)
    expect(tops[4]).toBeGreaterThan(tops[0]!)

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
    const itemList = jsonLd.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'ItemList')
    expect(itemList.itemListElement).toHaveLength(10)
    expect(itemList.itemListElement[0]).toMatchObject({ position: 1, name: expect.stringMatching(/headphones/i) })
  })

  // Seller badges need a real seller's feedback, which only eBay results have: they are checked
  // against the fake eBay in search-ebay.spec.ts, and at their edges in search-result-card.test.tsx.
  test('offline catalogue results invent no seller: no badge, and every link is an eBay search', async ({ page }) => {
    await page.goto('/gift-search?q=headphones')
    await expect(results(page)).toHaveCount(20)
    const list = page.getByRole('list', { name: /^Results for/ })
    await expect(list.getByRole('link', { name: 'Find on eBay' })).toHaveCount(20)
    await expect(list.getByRole('link', { name: 'View on eBay' })).toHaveCount(0)
    await expect(list.locator('[data-tone]')).toHaveCount(0)
    await expect(list).not.toContainText(/Top-rated seller|Trusted seller|positive feedback/)
    const hrefs = await list
      .getByRole('link', { name: 'Find on eBay' })
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    for (const href of hrefs) expect(href).toMatch(/^https:\/\/www\.ebay\.co\.uk\/sch\/i\.html\?_nkw=.*mkrid=710-53481/)
  })

  test('typing a search keeps it in the URL and shows 8 skeleton cards while it loads', async ({ page }) => {
    await page.goto('/gift-search')
    await expect(page.getByRole('heading', { name: 'Start Your Search' })).toBeVisible()
    await hydrated(page)
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/search-products', async (route) => {
      await held
      await route.continue()
    })
    await page.getByLabel('Search for a gift').fill('yoga mat')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page).toHaveURL(/\/gift-search\?q=yoga\+mat$/)
    await expect(page.getByTestId('product-skeleton')).toHaveCount(8)
    release()
    await expect(page.getByTestId('product-skeleton')).toHaveCount(0)
    await expect(results(page).first()).toContainText(/yoga mat/i)
    await expect(toastWith(page, 'Found')).toBeVisible()
  })

  test('Load More Results adds the next batch without repeats, then hides when nothing is left', async ({ page }) => {
    // Binoculars: a few batches' worth of catalogue listings, so the search can be run to its end.
    await page.goto('/gift-search?q=binoculars')
    await expect(results(page)).toHaveCount(20)
    await expect(results(page).getByRole('link', { name: 'Find on eBay' })).toHaveCount(20)
    const firstNames = await results(page).getByRole('heading', { level: 3 }).allTextContents()
    const loadMore = page.getByRole('button', { name: 'Load More Results' })

    const request = page.waitForRequest('**/api/search-products')
    await loadMore.click()
    const body = (await request).postDataJSON() as { excludeItemIds: string[]; budget: number; condition: string }
    expect(body.excludeItemIds).toHaveLength(20)
    expect(body).toMatchObject({ budget: 10000, condition: 'new', skipAiFilter: true })
    await expect(toastWith(page, 'More results loaded')).toBeVisible()
    await expect.poll(() => results(page).count()).toBeGreaterThan(20)
    // The first 20 stay, in order, and every card still links out.
    const afterOne = await results(page).getByRole('heading', { level: 3 }).allTextContents()
    expect(afterOne.slice(0, 20)).toEqual(firstNames)

    // Each batch that brought something keeps the button; the first empty one says so and hides it.
    let batches = 1
    for (;;) {
      await expect(loadMore).toBeVisible()
      const shown = await results(page).count()
      const more = page.waitForResponse('**/api/search-products')
      await loadMore.click()
      const found = ((await (await more).json()) as { suggestions: unknown[] }).suggestions.length
      if (found === 0) break
      await expect(results(page)).toHaveCount(shown + found)
      expect(++batches, 'binoculars should run out within a few batches').toBeLessThan(10)
    }
    await expect(toastWith(page, 'No more results')).toContainText("We couldn't find any more matching products.")
    await expect(loadMore).toHaveCount(0)
    const allNames = await results(page).getByRole('heading', { level: 3 }).allTextContents()
    expect(allNames.length).toBeGreaterThan(20)
    expect(new Set(allNames).size).toBe(allNames.length)
    await expect(results(page).getByRole('link', { name: 'Find on eBay' })).toHaveCount(allNames.length)
  })

  test("an empty search asks for a product name and doesn't search", async ({ page }) => {
    await page.goto('/gift-search')
    let searched = false
    page.on('request', (request) => {
      if (request.url().includes('/api/search-products')) searched = true
    })
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(toastWith(page, 'Search Required')).toContainText('Please enter a product name to search')
    await expect(page).toHaveURL(/\/gift-search$/)
    await expect(page.getByRole('heading', { name: 'Start Your Search' })).toBeVisible()
    expect(searched).toBe(false)
  })

  test('a search that finds nothing says so', async ({ page }) => {
    await page.goto('/gift-search')
    await hydrated(page)
    await page.getByLabel('Search for a gift').fill('xyzzyqwv')
    await page.getByLabel('Search for a gift').press('Enter')
    await expect(toastWith(page, 'No Products Found')).toContainText(
      "We couldn't find any matching products on eBay. Try a different search term.",
    )
    await expect(page.getByRole('alert').filter({ hasText: 'No Products Found' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Load More Results' })).toHaveCount(0)
  })

  test('a failing search and a failing load-more show the error toasts', async ({ page }) => {
    await page.goto('/gift-search?q=headphones')
    await expect(results(page)).toHaveCount(20)
    await page.route('**/api/search-products', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'boom' }) }),
    )
    await page.getByRole('button', { name: 'Load More Results' }).click()
    await expect(toastWith(page, 'Failed to load more products. Please try again.')).toBeVisible()
    await expect(results(page)).toHaveCount(20)

    await page.getByLabel('Search for a gift').fill('gin')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(toastWith(page, 'Failed to search for products. Please try again.')).toBeVisible()
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to search for products' })).toBeVisible()
  })

  test("the server's reason for refusing a search is shown under 'No Products Found'", async ({ page, request }) => {
    const refused = await request.post('/api/search-products', { data: { suggestions: [] } })
    expect(refused.status()).toBe(400)
    expect(await refused.json()).toEqual({ ok: false, error: 'Add at least one suggestion to search for' })

    await page.goto('/gift-search')
    await hydrated(page)
    await page.route('**/api/search-products', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Try fewer words' }),
      }),
    )
    await page.getByLabel('Search for a gift').fill('gin')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(toastWith(page, 'No Products Found')).toContainText('Try fewer words')
  })

  test('Add to Wishlist without a session asks to sign in and goes to /auth with the way back', async ({ page }) => {
    await page.goto('/gift-search?q=headphones')
    await results(page).first().getByRole('button', { name: 'Add to Wishlist' }).click()
    await expect(toastWith(page, 'Sign in required')).toContainText('Please sign in to add items to your wishlist.')
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fgift-search%3Fq%3Dheadphones$/)
  })
})

test.describe('without JavaScript', () => {
  test('the search is a plain GET form, with server-rendered results, load more and messages', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    try {
      await page.goto('/gift-search')
      await expect(page.getByRole('heading', { name: 'Start Your Search' })).toBeVisible()

      await page.getByLabel('Search for a gift').fill('headphones')
      await page.getByRole('button', { name: 'Search', exact: true }).click()
      await expect(page).toHaveURL(/\/gift-search\?q=headphones$/)
      await expect(results(page)).toHaveCount(20)

      await page.getByRole('button', { name: 'Load More Results' }).click()
      await expect(page).toHaveURL(/\/gift-search\?q=headphones&page=2$/)
      // Page 2 is the first 40 from the start: the catalogue has far more headphones than that.
      await expect(results(page)).toHaveCount(40)

      await page.getByLabel('Search for a gift').fill('')
      await page.getByRole('button', { name: 'Search', exact: true }).click()
      await expect(page.getByRole('alert')).toContainText('Search Required')
      await expect(page.getByRole('alert')).toContainText('Please enter a product name to search')

      await page.goto('/gift-search?q=xyzzyqwv')
      await expect(page.getByRole('alert')).toContainText('No Products Found')

      await page.goto('/gift-search?q=headphones')
      await results(page).first().getByRole('button', { name: 'Add to Wishlist' }).click()
      await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fgift-search%3Fq%3Dheadphones$/)
    } finally {
      await context.close()
    }
  })
})
