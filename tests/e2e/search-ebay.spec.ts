import type { Page } from '@playwright/test'

import { FakeEbay } from '../fakes/ebay.ts'

import { E2E, FAKE_EBAY_CLIENT_ID, FAKE_EBAY_CLIENT_SECRET } from './env.ts'
import { expect, test } from './fixtures.ts'

/*
 * Gift search against eBay: the second e2e server (playwright.config.ts) has eBay keys, so its
 * marketplace is the eBay adapter, here talking to the fake Browse API (tests/fakes/ebay.ts, which
 * follows tests/contracts/ebay/). Real listings name their seller and have an item page, which the
 * built-in catalogue's listings never have.
 */

test.use({ baseURL: E2E.ebayBaseUrl })

const results = (page: Page) => page.getByRole('list', { name: /^Results for/ }).getByRole('listitem')
const resultCard = (page: Page, name: string) =>
  results(page).filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) })

let ebay: FakeEbay
test.beforeAll(async () => {
  ebay = new FakeEbay({ clientId: FAKE_EBAY_CLIENT_ID, clientSecret: FAKE_EBAY_CLIENT_SECRET })
  await ebay.start(E2E.ebayApiPort)
})
test.afterAll(async () => {
  await ebay.stop()
})

test.beforeEach(async ({ page }) => {
  // eBay's image host is out of reach from the test machine: a blank picture stands in for the photos.
  await page.route('https://i.ebayimg.com/**', (route) =>
    route.fulfill({
      contentType: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"/>',
    }),
  )
})

test('eBay results: a seller badge by feedback, and View on eBay to the listing itself', async ({ page }) => {
  await page.goto('/gift-search?q=mug')
  // The fake has six mugs: the pre-owned one, the auction and the one without a picture are not shown.
  await expect(results(page)).toHaveCount(3)
  expect(ebay.searches.some((search) => search.query.get('q') === 'mug')).toBe(true)

  const expected = [
    { name: 'Personalised Photo Mug - Custom Gift', id: '123456789012', price: '£12.99', feedback: '99.8' },
    { name: 'Personalised Name Mug - White Ceramic', id: '323456789012', price: '£9.99', feedback: '97.1' },
    { name: 'Enamel Camping Mug - Personalised', id: '423456789012', price: '£14.00', feedback: '93.5' },
  ]
  for (const { name, id, price } of expected) {
    const card = resultCard(page, name)
    await expect(card).toContainText(`Price: ${price}`)
    await expect(card).toContainText('Condition: New')
    const link = card.getByRole('link', { name: 'View on eBay' })
    await expect(link).toHaveAttribute('href', `https://www.ebay.co.uk/itm/${id}`)
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'sponsored nofollow noopener')
    await expect(card.getByRole('link', { name: 'Find on eBay' })).toHaveCount(0)
  }

  // 99% or more: 'Top-rated seller' in green; 95% to under 99%: 'Trusted seller' in yellow; below: none.
  const topRated = resultCard(page, expected[0]!.name).getByText('Top-rated seller')
  await expect(topRated).toHaveAttribute('data-tone', 'green')
  await expect(topRated).toHaveAttribute('title', '99.8% positive feedback')
  const trusted = resultCard(page, expected[1]!.name).getByText('Trusted seller')
  await expect(trusted).toHaveAttribute('data-tone', 'yellow')
  await expect(trusted).toHaveAttribute('title', '97.1% positive feedback')
  const unbadged = resultCard(page, expected[2]!.name)
  await expect(unbadged).not.toContainText(/Top-rated seller|Trusted seller/)
  await expect(unbadged.locator('[data-tone]')).toHaveCount(0)
  await expect(page.getByText('Top-rated seller')).toHaveCount(1)
  await expect(page.getByText('Trusted seller')).toHaveCount(1)
})

test('the product chat on an eBay listing names its seller', async ({ page }) => {
  await page.goto('/gift-search?q=headphones')
  const name = 'Sony WH-1000XM5 Wireless Headphones'
  const card = resultCard(page, name)
  await expect(card.getByText('Top-rated seller')).toBeVisible()
  await card.getByRole('button', { name: 'AI Chat' }).click()
  const dialog = page.getByRole('dialog', { name: `${name} AI Chat` })
  await dialog.getByPlaceholder('Ask a question...').fill('Who sells it?')
  await dialog.getByPlaceholder('Ask a question...').press('Enter')
  await expect(dialog.getByRole('log').getByRole('listitem').nth(2)).toContainText(
    "It's sold by sony_uk_store, who has 99.9% positive feedback.",
  )
})
