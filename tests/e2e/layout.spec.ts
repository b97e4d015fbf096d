import { PILLARS } from '#app/lib/guides/pillars.ts'

import { expect, test } from './fixtures.ts'

test('header has its six links and a profile icon that goes to /auth without a session', async ({ page }) => {
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Main' })
  const expected = [
    ['Home', '/'],
    ['AI Gift Finder', '/gift-finder'],
    ['Gift Search', '/gift-search'],
    ['Gift Guides', '/guides'],
    ['Wishlist', '/wishlist'],
    ['About', '/about'],
  ] as const
  await expect(nav.getByRole('link')).toHaveCount(expected.length)
  for (const [name, href] of expected) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
  }
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth')
})

test('footer links to every page, each pillar, four social networks and shows the year', async ({ page }) => {
  await page.goto('/about')
  const footer = page.getByRole('contentinfo')
  for (const href of ['/', '/gift-finder', '/wishlist', '/about', '/contact', '/privacy', '/affiliate-disclosure']) {
    await expect(footer.locator(`a[href="${href}"]`).first()).toBeVisible()
  }
  for (const pillar of PILLARS) {
    await expect(footer.getByRole('link', { name: pillar.name })).toHaveAttribute('href', `/guides/${pillar.slug}`)
  }
  await expect(footer.getByRole('list', { name: 'Social media' }).getByRole('link')).toHaveCount(4)
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Giftwise`)
  await expect(footer).toContainText('earn from qualifying purchases')
  await expect(footer).toContainText('at no extra cost to you')
})

test('navigating between pages scrolls back to the top', async ({ page }) => {
  await page.goto('/')
  await page.mouse.wheel(0, 3000)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click()
  await expect(page).toHaveURL(/\/contact$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('unknown URLs answer 404 with the 404 page and its two buttons', async ({ page }) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
  await page.getByRole('link', { name: 'Find Gifts' }).click()
  await expect(page).toHaveURL(/\/gift-finder$/)
})

test('the theme switch stores the choice and the server renders it', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Dark theme' }).click()
  await expect(page.locator('html')).toHaveClass(/dark/)
  await page.reload()
  await expect(page.locator('html')).toHaveClass('dark')
  await page.getByRole('button', { name: 'Light theme' }).click()
  await expect(page.locator('html')).toHaveClass('light')
})
