import { expect, test } from '@playwright/test'

const BANNER_TEXT =
  'We use cookies to enhance your browsing experience and analyze our traffic. By clicking "Accept", you consent to our use of cookies.'

test('unset: the banner shows the exact text and a Learn more link to /privacy', async ({ page }) => {
  await page.goto('/')
  const banner = page.getByRole('region', { name: 'Cookie consent' })
  await expect(banner).toContainText(BANNER_TEXT)
  await expect(banner.getByRole('link', { name: 'Learn more' })).toHaveAttribute('href', '/privacy')
})

test('accepted: Accept stores "accepted" and the banner stays hidden', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }).click()
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden()
  expect(await page.evaluate(() => localStorage.getItem('giftwise-cookie-consent'))).toBe('accepted')
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Wise Gifting Made Simple' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden()
})

test('dismissed: the close icon stores "dismissed" and the banner stays hidden', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Close cookie banner' }).click()
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden()
  expect(await page.evaluate(() => localStorage.getItem('giftwise-cookie-consent'))).toBe('dismissed')
  await page.goto('/about')
  await expect(page.getByRole('heading', { name: 'About Giftwise' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden()
})
