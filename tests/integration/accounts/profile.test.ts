import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, test, vi } from 'vitest'

import * as rootRoute from '#app/root.tsx'
import * as confirmRoute from '#app/routes/newsletter/confirm.tsx'
import * as unsubscribeRoute from '#app/routes/newsletter/unsubscribe.tsx'
import * as newsletterRoute from '#app/routes/newsletter/api.ts'
import * as profileRoute from '#app/routes/profile/page.tsx'
import { newsletterSubscriptions, profiles, user } from '#app/server/db/schema.server.ts'
import type { ProfileView as Profile } from '#app/lib/profile/contract.ts'
import { createTestServices } from '#tests/db.ts'
import { browserCookies } from '#tests/session-cookie.ts'

import { callRoute, cookieHeader, freshIp, latestMail, linkIn, signIn } from './helpers.ts'

// SMTP_URL set, so sign-in links are not logged (only the embedded default logs them).
const services = await createTestServices({ env: { SMTP_URL: 'smtp://127.0.0.1:2525' } })
afterAll(() => services.close())

interface ActionAnswer {
  intent: string
  ok: boolean
  message: string
  detail?: string
}

const loadProfile = async (cookie: string) =>
  (await callRoute<{ profile: Profile }>(profileRoute.loader, services, '/profile', { cookie })).body.profile
const post = (cookie: string, form: Record<string, string | string[]>, dataRequest = true) =>
  callRoute<ActionAnswer>(profileRoute.action, services, '/profile', { cookie, form, dataRequest })
const profileRow = async (email: string) => {
  const [row] = await services.db
    .select({ profile: profiles })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.userId))
    .where(eq(user.email, email))
  return row?.profile
}

describe('the profile', () => {
  test('exists from sign-up, named with the sign-up name, showing the read-only email', async () => {
    const cookie = await signIn(services, 'pia@example.com', { name: 'Pia' })
    expect(await profileRow('pia@example.com')).toMatchObject({ name: 'Pia', newsletterOptIn: false })
    expect(await loadProfile(cookie)).toEqual({
      name: 'Pia',
      email: 'pia@example.com',
      newsletter: { subscribed: false, pending: false },
      favouriteCategories: [],
    })
  })

  test('is created on first visit for an account that has none', async () => {
    const cookie = await signIn(services, 'late-profile@example.com')
    await services.db.delete(profiles)
    expect((await loadProfile(cookie)).email).toBe('late-profile@example.com')
    expect(await profileRow('late-profile@example.com')).toBeDefined()
  })

  test("'Save Changes' renames the user, shown again after reload and in the header", async () => {
    let cookie = await signIn(services, 'rename@example.com', { name: 'Old Name' })
    const form = { intent: 'update-profile', name: '  New Name ' }
    const answer = await callRoute<ActionAnswer>(profileRoute.action, services, '/profile', {
      cookie,
      form,
      dataRequest: true,
      session: true,
    })
    expect(answer.body).toEqual({ intent: 'update-profile', ok: true, message: 'Profile updated successfully!' })
    // The answer drops the signed copy of the session (which holds the old name) from the browser.
    cookie = browserCookies(cookie, answer.headers)
    expect(cookie).not.toContain('giftwise.session_data=')
    expect((await loadProfile(cookie)).name).toBe('New Name')
    const root = await callRoute<{ user: { name: string } }>(rootRoute.loader, services, '/', { cookie })
    expect(root.body.user.name).toBe('New Name')
  })

  test("'Failed to update profile' for an empty name or an error", async () => {
    const cookie = await signIn(services, 'fail@example.com', { name: 'Fay' })
    const empty = await post(cookie, { intent: 'update-profile', name: '   ' })
    expect(empty.status).toBe(400)
    expect(empty.body).toMatchObject({
      ok: false,
      message: 'Failed to update profile',
      detail: 'Please enter a display name',
    })

    const transaction = vi.spyOn(services.db, 'transaction').mockRejectedValueOnce(new Error('database unavailable'))
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const failed = await post(cookie, { intent: 'update-profile', name: 'Fay B' })
      expect(failed.status).toBe(500)
      expect(failed.body).toMatchObject({ ok: false, message: 'Failed to update profile' })
    } finally {
      transaction.mockRestore()
      error.mockRestore()
    }
    expect((await loadProfile(cookie)).name).toBe('Fay')
  })

  test('favourite categories are saved and shown again, only from the seven', async () => {
    const cookie = await signIn(services, 'chips@example.com')
    const saved = await post(cookie, {
      intent: 'update-preferences',
      newsletter: 'off',
      favouriteCategories: ['Occasions', 'Tech & Gadgets'],
    })
    expect(saved.body).toMatchObject({ ok: true, message: 'Preferences saved!' })
    expect((await loadProfile(cookie)).favouriteCategories).toEqual(['Tech & Gadgets', 'Occasions'])

    const unknown = await post(cookie, { intent: 'update-preferences', favouriteCategories: ['Cheese'] })
    expect(unknown.status).toBe(400)
    expect((await loadProfile(cookie)).favouriteCategories).toEqual(['Tech & Gadgets', 'Occasions'])
  })

  test('only the signed-in user can change a profile: no session, no change', async () => {
    const answer = await callRoute(profileRoute.action, services, '/profile', {
      form: { intent: 'update-profile', name: 'Intruder' },
    })
    expect(answer.status).toBe(302)
    expect(answer.headers.get('Location')).toBe('/auth?redirectTo=%2Fprofile')
  })

  test('a plain form post goes back to /profile with the toast', async () => {
    const cookie = await signIn(services, 'nojs@example.com', { name: 'Nia' })
    const answer = await post(cookie, { intent: 'update-profile', name: 'Nia J' }, false)
    expect(answer.status).toBe(302)
    expect(answer.headers.get('Location')).toBe('/profile')
    expect(cookieHeader(answer.headers)).toMatch(/^gw_toast=/)
  })
})

describe('the newsletter switch shows and changes the subscription of the user’s email', () => {
  const status = async (email: string) =>
    (await services.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)))[0]
      ?.status

  test('switching on subscribes the (already proven) address at once; off unsubscribes; the profile mirrors it', async () => {
    const cookie = await signIn(services, 'switch@example.com')
    await post(cookie, { intent: 'update-preferences', newsletter: 'on' })
    expect(await status('switch@example.com')).toBe('confirmed')
    expect((await loadProfile(cookie)).newsletter.subscribed).toBe(true)
    expect((await profileRow('switch@example.com'))!.newsletterOptIn).toBe(true)

    await post(cookie, { intent: 'update-preferences', newsletter: 'off' })
    expect(await status('switch@example.com')).toBe('unsubscribed')
    expect((await loadProfile(cookie)).newsletter.subscribed).toBe(false)
    expect((await profileRow('switch@example.com'))!.newsletterOptIn).toBe(false)
  })

  test('a subscription confirmed or cancelled by email shows on the profile', async () => {
    const cookie = await signIn(services, 'home-form@example.com')
    await callRoute(newsletterRoute.action, services, '/newsletter', {
      form: { email: 'home-form@example.com' },
      ip: freshIp(),
      dataRequest: true,
    })
    expect((await loadProfile(cookie)).newsletter).toEqual({ subscribed: false, pending: true })
    // Saving other preferences with the switch off leaves the pending sign-up alone.
    await post(cookie, { intent: 'update-preferences', newsletter: 'off', favouriteCategories: ['Occasions'] })
    expect(await status('home-form@example.com')).toBe('pending')

    const mail = await latestMail(services, 'home-form@example.com')
    const token = linkIn(mail.text, 'http://localhost:3000/newsletter/confirm').searchParams.get('token')!
    await callRoute(confirmRoute.action, services, '/newsletter/confirm', { form: { token } })
    expect((await loadProfile(cookie)).newsletter).toEqual({ subscribed: true, pending: false })
    expect((await profileRow('home-form@example.com'))!.newsletterOptIn).toBe(true)

    const unsubscribe = linkIn(mail.text, 'http://localhost:3000/newsletter/unsubscribe')
    await callRoute(unsubscribeRoute.action, services, '/newsletter/unsubscribe', {
      form: { id: unsubscribe.searchParams.get('id')!, token: unsubscribe.searchParams.get('token')! },
    })
    expect((await loadProfile(cookie)).newsletter.subscribed).toBe(false)
    expect((await profileRow('home-form@example.com'))!.newsletterOptIn).toBe(false)
  })
})
