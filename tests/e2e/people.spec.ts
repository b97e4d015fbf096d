import { readFileSync } from 'node:fs'

import type { Page } from '@playwright/test'

import { ageOn, shift, ukToday } from '#app/lib/people/dates.ts'
import { ageBandFor } from '#app/lib/people/people.ts'

import { expect, linkIn, signIn, test, uniqueEmail, waitForMail } from './fixtures.ts'
import { E2E } from './env.ts'

/**
 * People end to end: add someone, find a gift for them with the form filled from them, save it to
 * their list, mark it bought and see it in their history; move the test clock to a reminder's time
 * and see the email arrive; then download the account's data and delete the account.
 */

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text })

/** Moves the server's test clock (TEST_CLOCK=on in the e2e server) and runs the reminder scheduler. */
async function moveClock(page: Page, now: Date) {
  const response = await page.request.post('/api/people/test-clock', { data: { now: now.toISOString() } })
  expect(response.status()).toBe(200)
  return (await response.json()) as { ok: true; planned: number; sent: number; skipped: number }
}

test('a person: the finder filled from them, their list, their history, a reminder, export and delete', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const email = uniqueEmail('people')
  await signIn(page, email, { name: 'Rosa' })

  // Their birthday is ten days away (UK dates), so the 3-day reminder is planned and the 14-day one is not.
  const today = ukToday(new Date())
  const birthday = shift(today, 10)
  const [, month, day] = birthday.split('-').map(Number) as [number, number, number]

  // --- Add a person -----------------------------------------------------------------------------
  // Linked from the header (and from the profile's Upcoming card).
  await page.getByRole('banner').getByRole('link', { name: 'People you buy for' }).click()
  await expect(page).toHaveURL(/\/people$/)
  await expect(page.getByText('No one here yet.')).toBeVisible()
  const add = page.getByRole('region', { name: 'Add a person' })
  await add.getByLabel('Name', { exact: true }).fill('Priya')
  await add.getByLabel('Relationship').selectOption('Friend')
  await add.getByLabel('Day', { exact: true }).fill(String(day))
  await add.getByLabel('Month', { exact: true }).selectOption(String(month))
  await add.getByLabel('Year (optional)').fill('1990')
  await add.getByLabel('Interests').fill('hiking, coffee')
  await add.getByLabel('Usual budget (£)').fill('40')
  await add.getByRole('button', { name: 'Add person' }).click()
  await expect(page).toHaveURL(/\/people\/[0-9a-f-]{36}$/)
  const personUrl = page.url()
  await expect(page.getByRole('heading', { level: 1, name: 'Priya' })).toBeVisible()
  const dates = page.getByRole('list', { name: 'Dates for Priya' })
  await expect(dates).toContainText('Birthday')
  await expect(dates).toContainText('(in 10 days)')
  await expect(dates).toContainText('Reminders: 14 and 3 days before')

  // Offered UK dates are computed for the year.
  await page.getByLabel(/^Mothering Sunday \(next: /).check()
  await page.getByRole('button', { name: 'Save these dates' }).click()
  await expect(dates).toContainText('Mothering Sunday')

  // --- Find a gift for them: the form is filled from the person ---------------------------------
  await page.getByRole('link', { name: 'Find a gift for Priya' }).click()
  await expect(page).toHaveURL(/\/gift-finder\?person=/)
  await expect(page.getByText('Finding a gift for Priya')).toBeVisible()
  await expect(page.getByLabel('Who are you buying for?', { exact: true })).toHaveValue('Friend')
  await expect(page.getByLabel('Occasion', { exact: true })).toHaveValue('Birthday')
  await expect(page.getByLabel('Age', { exact: true })).toHaveValue(
    ageBandFor(ageOn({ day, month, year: 1990 }, today)),
  )
  await expect(page.getByLabel('Their interests')).toHaveValue('hiking, coffee')
  await expect(page.getByLabel('Budget', { exact: true })).toHaveValue('£20-£50')
  await page.getByLabel('Gender', { exact: true }).selectOption('Female')
  await page.getByRole('button', { name: 'Find Gift Ideas' }).click()
  const input = page.getByLabel('Your message')
  await expect(page.getByRole('log', { name: 'Conversation with the gift finder' })).toContainText('hiking')
  await input.fill('surprise me')
  await input.press('Enter')
  const cards = page.getByRole('list', { name: 'Gift suggestions' }).getByRole('listitem')
  await expect(cards.first()).toBeVisible({ timeout: 20_000 })
  const firstCard = cards.first()
  const productName = (await firstCard.getByRole('heading').first().textContent())!.trim()

  // --- Save it to their list --------------------------------------------------------------------
  await firstCard.getByRole('button', { name: /^Save to Priya's list/ }).click()
  await expect(toast(page, 'Saved to their list')).toBeVisible()
  await expect(firstCard.getByRole('button', { name: /^Saved to Priya's list/ })).toBeDisabled()

  // --- Mark it purchased on the list; it shows in their history -----------------------------------
  await page.goto('/wishlist')
  await expect(page.getByRole('heading', { level: 2, name: 'Gifts for Priya' })).toBeVisible()
  const items = page.getByRole('list', { name: 'Wishlist items' })
  await expect(items).toContainText(productName)
  await items.getByRole('button', { name: /^Purchased/ }).click()
  await expect(toast(page, 'Marked as Purchased')).toBeVisible()
  await page.goto(personUrl)
  const history = page.getByRole('list', { name: 'Gifts given to Priya' })
  await expect(history).toContainText(productName)
  await expect(history).toContainText('Marked bought on a list')
  await expect(page.getByRole('list', { name: 'Lists for Priya' })).toContainText('Gifts for Priya')

  // Upcoming on the profile: the birthday with the days left and 'Find a gift'.
  await page.goto('/profile')
  const upcoming = page.getByRole('list', { name: 'Upcoming dates' })
  await expect(upcoming).toContainText('Priya: Birthday')
  await expect(upcoming).toContainText('in 10 days')
  await expect(
    upcoming.getByRole('listitem').filter({ hasText: 'Birthday' }).getByRole('link', { name: 'Find a gift for Priya' }),
  ).toHaveAttribute('href', /\/gift-finder\?person=/)

  // --- The reminder arrives when the clock reaches its time --------------------------------------
  const since = Date.now()
  try {
    await moveClock(page, new Date(`${shift(birthday, -4)}T12:00:00Z`))
    await expect(await mailFor(email, since)).toHaveLength(0)
    await moveClock(page, new Date(`${shift(birthday, -3)}T12:00:00Z`))
    const reminder = await waitForMail(email, { since, subject: /^Priya's birthday is in 3 days/ })
    expect(reminder.text).toContain('Priya is into hiking and coffee.')
    expect(reminder.text).toContain(`Find a gift for Priya: ${E2E.baseUrl}/gift-finder?person=`)
    // Moving the clock again sends nothing twice.
    await moveClock(page, new Date(`${shift(birthday, -3)}T13:00:00Z`))
    expect((await mailFor(email, since)).length).toBe(1)

    // One click (a POST from the page the link opens) stops this date's reminders.
    await page.goto(linkIn(reminder, `${E2E.baseUrl}/people/unsubscribe?scope=reminder`))
    await expect(page.getByRole('heading', { name: 'Stop reminders for this date?' })).toBeVisible()
    await page.getByRole('button', { name: 'Stop these reminders' }).click()
    await expect(page.getByRole('heading', { name: 'Reminders stopped' })).toBeVisible()
  } finally {
    await moveClock(page, new Date())
  }
  await page.goto(personUrl)
  await expect(
    page.getByRole('list', { name: 'Dates for Priya' }).getByRole('listitem').filter({ hasText: 'Birthday' }),
  ).toContainText('Reminders: off')

  // --- Download my data -------------------------------------------------------------------------
  await page.goto('/profile')
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download my data' }).click(),
  ])
  const exported = JSON.parse(readFileSync((await download.path())!, 'utf8'))
  expect(exported.account.email).toBe(email)
  expect(exported.people.map((person: { name: string }) => person.name)).toEqual(['Priya'])
  expect(exported.history.map((gift: { name: string }) => gift.name)).toEqual([productName])
  expect(exported.lists.map((list: { name: string }) => list.name)).toContain('Gifts for Priya')
  expect(exported.claims).toEqual([])

  // --- Delete my account ------------------------------------------------------------------------
  await page.getByRole('link', { name: 'Delete my account' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Delete my account' })).toBeVisible()
  await expect(page.getByText('Claims you made on someone else’s list stay as anonymous claims')).toBeVisible()
  await page.getByRole('button', { name: 'Delete my account' }).click()
  // The box must be ticked first (the browser says so before anything is sent).
  await expect(page).toHaveURL(/\/profile\/delete$/)
  await page.getByLabel(/I understand that my account/).check()
  await page.getByRole('button', { name: 'Delete my account' }).click()
  await expect(page.getByRole('heading', { name: 'Your account has been deleted' })).toBeVisible()
  await page.goto('/profile')
  await expect(page).toHaveURL(/\/auth/)
  await page.goto(personUrl)
  await expect(page).toHaveURL(/\/auth/)
})

/** Mail the sink received for `to` since `since`. */
async function mailFor(to: string, since: number) {
  const response = await fetch(`http://127.0.0.1:${E2E.mailApiPort}/?to=${encodeURIComponent(to)}`)
  const all = (await response.json()) as { receivedAt: number; subject: string }[]
  return all.filter((mail) => mail.receivedAt >= since && /birthday/.test(mail.subject))
}
