import { expect, test } from './fixtures.ts'

test('the mobile menu toggles, lists the links and labels the profile link Sign In', async ({ page }) => {
  await page.goto('/')
  const toggle = page.getByRole('button', { name: 'Open menu' })
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
  await toggle.click()
  const menu = page.getByRole('navigation', { name: 'Mobile' })
  await expect(menu).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth')
  await expect(menu.getByRole('link', { name: 'Gift Guides' })).toBeVisible()
  await page.getByRole('button', { name: 'Close menu' }).click()
  await expect(menu).toBeHidden()

  await page.getByRole('button', { name: 'Open menu' }).click()
  await menu.getByRole('link', { name: 'About' }).click()
  await expect(page).toHaveURL(/\/about$/)
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden()
})
