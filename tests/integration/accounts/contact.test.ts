import { afterAll, describe, expect, test, vi } from 'vitest'

import * as contactRoute from '#app/routes/contact/page.tsx'
import { contactMessages, mailOutbox } from '#app/server/db/schema.server.ts'
import { getToast } from '#app/server/http/toast.server.ts'
import { createTestServices } from '#tests/db.ts'

import { callRoute, cookieHeader, freshIp, latestMail } from './helpers.ts'

const services = await createTestServices({ env: { CONTACT_EMAIL: 'contact@giftwise.test' } })
afterAll(() => services.close())

interface ContactAnswer {
  ok: boolean
  message: string
  fieldErrors?: Record<string, string>
}

const send = (
  form: Record<string, string>,
  options: { dataRequest?: boolean; headers?: Record<string, string> } = {},
) =>
  callRoute<ContactAnswer>(contactRoute.action, services, '/contact', {
    form,
    ip: freshIp(),
    dataRequest: options.dataRequest ?? true,
    headers: options.headers,
  })

describe('the contact form', () => {
  test('stores the message and emails it to CONTACT_EMAIL, saying how to reply', async () => {
    const answer = await send({
      name: 'Ann Smith',
      email: 'Ann@Example.com',
      message: 'Can I suggest a guide?',
      website: '',
    })
    expect(answer).toMatchObject({ status: 200, body: { ok: true, message: 'Message sent successfully!' } })

    const rows = await services.db.select().from(contactMessages)
    expect(rows).toMatchObject([{ name: 'Ann Smith', email: 'ann@example.com', message: 'Can I suggest a guide?' }])
    const mail = await latestMail(services, 'contact@giftwise.test')
    expect(mail.subject).toBe('Contact form: message from Ann Smith')
    expect(mail.text).toContain('Ann Smith <ann@example.com> wrote through the contact form:')
    expect(mail.text).toContain('Can I suggest a guide?')
    expect(mail.text).toContain('To answer, write to ann@example.com.')
    expect(mail.html).toContain('href="mailto:ann@example.com?subject=')
  })

  test('name, email and message are required, with a message for each field', async () => {
    const answer = await send({ name: ' ', email: 'not-an-email', message: '' })
    expect(answer.status).toBe(400)
    expect(answer.body.ok).toBe(false)
    expect(answer.body.fieldErrors).toEqual({
      name: 'Please enter your name',
      email: 'Please enter a valid email address',
      message: 'Please enter a message',
    })
  })

  test('a filled honeypot is told it worked, but nothing is stored or sent', async () => {
    const stored = (await services.db.select().from(contactMessages)).length
    const queued = (await services.db.select().from(mailOutbox)).length
    const answer = await send({
      name: 'Bot',
      email: 'bot@example.com',
      message: 'Buy now',
      website: 'https://spam.example',
    })
    expect(answer.body).toEqual({ ok: true, message: 'Message sent successfully!' })
    expect(await services.db.select().from(contactMessages)).toHaveLength(stored)
    expect(await services.db.select().from(mailOutbox)).toHaveLength(queued)
  })

  test("a failure answers 'Failed to send message. Please try again.'", async () => {
    const enqueue = vi.spyOn(services.mail, 'enqueue').mockRejectedValueOnce(new Error('database unavailable'))
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const answer = await send({ name: 'Ann', email: 'ann@example.com', message: 'Hello' })
      expect(answer.status).toBe(500)
      expect(answer.body).toEqual({ ok: false, message: 'Failed to send message. Please try again.' })
    } finally {
      enqueue.mockRestore()
      error.mockRestore()
    }
  })

  test('a plain form post (before JavaScript runs) goes back to the page with a toast', async () => {
    const answer = await send(
      { name: 'Ann', email: 'ann@example.com', message: 'Sent from the About page' },
      { dataRequest: false, headers: { Referer: 'http://localhost:3000/about' } },
    )
    expect(answer.status).toBe(302)
    expect(answer.headers.get('Location')).toBe('/about')
    const next = new Request('http://localhost:3000/about', { headers: { Cookie: cookieHeader(answer.headers) } })
    expect((await getToast(next, services.config)).toast).toEqual({
      type: 'success',
      title: 'Message sent successfully!',
    })

    // A Referer from another site is not followed.
    const elsewhere = await send(
      { name: 'Ann', email: 'ann@example.com', message: 'Hello' },
      { dataRequest: false, headers: { Referer: 'https://evil.example/page' } },
    )
    expect(elsewhere.headers.get('Location')).toBe('/contact')
  })
})
