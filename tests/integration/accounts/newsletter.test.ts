import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'

import * as newsletterRoute from '#app/routes/newsletter/api.ts'
import * as confirmRoute from '#app/routes/newsletter/confirm.tsx'
import * as unsubscribeRoute from '#app/routes/newsletter/unsubscribe.tsx'
import { mailOutbox, newsletterSubscriptions } from '#app/server/db/schema.server.ts'
import { createTestServices } from '#tests/db.ts'

import { callRoute, freshIp, latestMail, linkIn } from './helpers.ts'

const services = await createTestServices()
afterAll(() => services.close())

const APP = 'http://localhost:3000'
const subscribe = (email: string) =>
  callRoute<{ ok: boolean; message: string }>(newsletterRoute.action, services, '/newsletter', {
    form: { email },
    ip: freshIp(),
    dataRequest: true,
  })
const subscription = async (email: string) =>
  (await services.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)))[0]
const mailCount = async (to: string) =>
  (await services.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).length
const pathOf = (url: URL) => url.pathname + url.search

describe('double opt-in', () => {
  test('a sign-up is stored as pending with a hashed token and confirmed through the emailed link', async () => {
    const answer = await subscribe('Reader@Example.com')
    expect(answer.body).toEqual({
      ok: true,
      message: 'Almost there!',
      detail: 'Please check your inbox and click the link in our email to confirm your subscription.',
    })
    const mail = await latestMail(services, 'reader@example.com')
    expect(mail.subject).toBe('Confirm your Giftwise newsletter subscription')
    const link = linkIn(mail.text, `${APP}/newsletter/confirm`)
    const token = link.searchParams.get('token')!
    const pending = await subscription('reader@example.com')
    expect(pending).toMatchObject({ status: 'pending', confirmedAt: null })
    expect(pending!.tokenHash).not.toContain(token)

    // A mail scanner's GET confirms nothing.
    const page = await callRoute<{ state: string }>(confirmRoute.loader, services, pathOf(link))
    expect(page.body.state).toBe('pending')
    expect((await subscription('reader@example.com'))!.status).toBe('pending')

    const confirmed = await callRoute<{ state: string }>(confirmRoute.action, services, '/newsletter/confirm', {
      form: { token },
    })
    expect(confirmed.body.state).toBe('confirmed')
    expect(await subscription('reader@example.com')).toMatchObject({ status: 'confirmed' })
    expect((await callRoute<{ state: string }>(confirmRoute.loader, services, pathOf(link))).body.state).toBe(
      'confirmed',
    )
  })

  test('an unknown confirmation token shows an error page', async () => {
    const page = await callRoute<{ state: string }>(confirmRoute.loader, services, '/newsletter/confirm?token=nope')
    expect(page.status).toBe(400)
    const post = await callRoute<{ state: string }>(confirmRoute.action, services, '/newsletter/confirm', {
      form: { token: 'nope' },
    })
    expect(post).toMatchObject({ status: 400, body: { state: 'invalid' } })
  })

  test('the same answer for a new, a pending and a confirmed address', async () => {
    const confirmLinkOf = async () =>
      linkIn((await latestMail(services, 'same@example.com')).text, `${APP}/newsletter/confirm`).searchParams.get(
        'token',
      )!
    const confirm = (token: string) =>
      callRoute<{ state: string }>(confirmRoute.action, services, '/newsletter/confirm', { form: { token } })

    const first = await subscribe('same@example.com')
    const firstToken = await confirmLinkOf()
    const pending = await subscribe('same@example.com')
    expect(pending).toEqual(first)
    // Asking again replaces the token: only the newest link confirms.
    const newestToken = await confirmLinkOf()
    expect(newestToken).not.toBe(firstToken)
    expect((await confirm(firstToken)).body.state).toBe('invalid')
    expect((await confirm(newestToken)).body.state).toBe('confirmed')

    const sentBefore = await mailCount('same@example.com')
    const confirmed = await subscribe('same@example.com')
    expect(confirmed).toEqual(first)
    // A confirmed address is left alone: no new email, still confirmed.
    expect(await mailCount('same@example.com')).toBe(sentBefore)
    expect((await subscription('same@example.com'))!.status).toBe('confirmed')
  })

  test('an invalid address is refused', async () => {
    const answer = await subscribe('not-an-address')
    expect(answer).toMatchObject({
      status: 400,
      body: { ok: false, message: 'Error', detail: 'Please enter a valid email address' },
    })
  })
})

describe('unsubscribing', () => {
  test('every newsletter email carries an unsubscribe link; GET shows a page, POST unsubscribes', async () => {
    await subscribe('leaver@example.com')
    const link = linkIn((await latestMail(services, 'leaver@example.com')).text, `${APP}/newsletter/unsubscribe`)
    const page = await callRoute<{ state: string }>(unsubscribeRoute.loader, services, pathOf(link))
    expect(page).toMatchObject({ status: 200, body: { state: 'ready' } })
    expect((await subscription('leaver@example.com'))!.status).toBe('pending')

    const done = await callRoute<{ state: string }>(unsubscribeRoute.action, services, '/newsletter/unsubscribe', {
      form: { id: link.searchParams.get('id')!, token: link.searchParams.get('token')! },
    })
    expect(done.body.state).toBe('unsubscribed')
    expect((await subscription('leaver@example.com'))!.status).toBe('unsubscribed')
  })

  test('a forged unsubscribe link changes nothing', async () => {
    await subscribe('stays@example.com')
    const row = await subscription('stays@example.com')
    const forged = `/newsletter/unsubscribe?id=${row!.id}&token=forged`
    expect((await callRoute(unsubscribeRoute.loader, services, forged)).status).toBe(400)
    const post = await callRoute(unsubscribeRoute.action, services, '/newsletter/unsubscribe', {
      form: { id: row!.id, token: 'forged' },
    })
    expect(post.status).toBe(400)
    expect((await subscription('stays@example.com'))!.status).toBe('pending')
  })
})
