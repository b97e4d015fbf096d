import { test as base, expect, type Page } from '@playwright/test'

import type { ReceivedMail } from '../fakes/smtp-sink.ts'

import { E2E } from './env.ts'

/** Once React has hydrated the page and run its effects: typing before it can be lost when a controlled box takes over. */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => '__reactRouterDataRouter' in window)
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
}

/** Messages the SMTP sink received for `to`, newest last. */
export async function mailTo(to: string): Promise<ReceivedMail[]> {
  const response = await fetch(`http://127.0.0.1:${E2E.mailApiPort}/?to=${encodeURIComponent(to)}`)
  return (await response.json()) as ReceivedMail[]
}

/** Waits for a message to `to` (after `since`) and returns it. */
export async function waitForMail(
  to: string,
  options: { since?: number; subject?: RegExp; timeoutMs?: number } = {},
): Promise<ReceivedMail> {
  const deadline = Date.now() + (options.timeoutMs ?? 20_000)
  while (Date.now() < deadline) {
    const found = (await mailTo(to)).filter(
      (mail) => mail.receivedAt >= (options.since ?? 0) && (!options.subject || options.subject.test(mail.subject)),
    )
    if (found.length) return found[found.length - 1]!
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`No mail to ${to} arrived`)
}

/** The first link in a mail's plain-text part that starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const match = mail.text.match(new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\s]*`))
  if (!match) throw new Error(`No link starting ${prefix} in "${mail.subject}"`)
  return match[0]
}

/** A unique address per test, so tests never see each other's mail. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`
}

/** Signs in through the real flow: /auth, the emailed link, the confirmation page. */
export async function signIn(page: Page, email: string, options: { name?: string; redirectTo?: string } = {}) {
  const since = Date.now()
  await page.goto(options.redirectTo ? `/auth?redirectTo=${encodeURIComponent(options.redirectTo)}` : '/auth')
  if (options.name) {
    await page.getByRole('button', { name: 'Create an account' }).click()
    await page.getByLabel('Name').fill(options.name)
  }
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: options.name ? 'Get Started' : 'Sign In' }).click()
  await expect(page.getByText('Check your email!')).toBeVisible()
  const mail = await waitForMail(email, { since })
  await page.goto(linkIn(mail, `${E2E.baseUrl}/auth/confirm`))
  await page.waitForURL((url) => url.pathname !== '/auth/confirm')
}

let visitors = 0

export const test = base.extend<{ acceptCookies: void; clientAddress: void }>({
  // Every test browses from its own address (the server trusts X-Forwarded-For from loopback), so the
  // per-IP rate limits on sign-in, contact and newsletter count each test apart, as for real visitors.
  clientAddress: [
    async ({ context }, use, testInfo) => {
      visitors++
      await context.setExtraHTTPHeaders({
        'X-Forwarded-For': `10.${testInfo.workerIndex % 256}.${Math.floor(visitors / 256) % 256}.${visitors % 256}`,
      })
      await use()
    },
    { auto: true },
  ],
  // Most specs are not about the cookie banner: pre-set consent so it never covers the page.
  acceptCookies: [
    async ({ context }, use) => {
      await context.addInitScript(() => window.localStorage.setItem('giftwise-cookie-consent', 'accepted'))
      await use()
    },
    { auto: true },
  ],
})
export { expect }
