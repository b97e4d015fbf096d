import { eq } from 'drizzle-orm'
import { afterAll, afterEach, describe, expect, test, vi } from 'vitest'

import * as contactRoute from '#app/routes/contact/page.tsx'
import * as newsletterRoute from '#app/routes/newsletter/api.ts'
import { mailOutbox } from '#app/server/db/schema.server.ts'
import { createTestDatabase, createTestServices } from '#tests/db.ts'
import { SmtpSink } from '#tests/fakes/smtp-sink.ts'

import { callRoute, freshIp, linkIn, requestLink } from './helpers.ts'

const sink = new SmtpSink()
const smtpUrl = await sink.start()
const database = await createTestDatabase()
const env = { SMTP_URL: smtpUrl, CONTACT_EMAIL: 'contact@giftwise.test', MAIL_FROM: 'Giftwise <hello@giftwise.test>' }
afterAll(async () => {
  await sink.stop()
  await database.close()
})
afterEach(() => vi.useRealTimers())

const HOUR = 60 * 60 * 1000

describe('the mail outbox', () => {
  test('survives a restart during an SMTP outage and delivers when SMTP is back', async () => {
    sink.refusing = true
    const before = await createTestServices({ database, env })
    await requestLink(before, 'outage@example.com')
    expect(await before.mail.deliverDue()).toBe(0)
    const [failed] = await before.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'outage@example.com'))
    expect(failed).toMatchObject({ attempts: 1, sentAt: null })
    expect(failed!.lastError).toMatch(/451|refusing/i)
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now())
    await before.close()

    // A new process on the same database, with the mail server back.
    sink.refusing = false
    const after = await createTestServices({ database, env })
    try {
      // Backoff: nothing is retried before its time...
      expect(await after.mail.deliverDue()).toBe(0)
      expect(sink.messages.filter((mail) => mail.to.includes('outage@example.com'))).toEqual([])
      // ...and once it is due, the message goes out.
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(Date.now() + HOUR)
      expect(await after.mail.deliverDue()).toBe(1)
      vi.useRealTimers()
      const mail = await sink.waitFor('outage@example.com')
      expect(mail.subject).toBe('Your Giftwise sign-in link')
      expect(mail.text).toContain(`${after.config.APP_URL}/auth/confirm?token=`)
      const [sent] = await after.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'outage@example.com'))
      expect(sent!.sentAt).not.toBeNull()
      // Sent once: another run finds nothing left to send.
      expect(await after.mail.deliverDue()).toBe(0)
    } finally {
      await after.close()
    }
  })
})

describe('after an outage', () => {
  test('once a message that had failed goes through, the others waiting out their backoff go at once', async () => {
    sink.refusing = true
    const services = await createTestServices({ database, env })
    try {
      await requestLink(services, 'first-back@example.com')
      await requestLink(services, 'long-wait@example.com')
      expect(await services.mail.deliverDue()).toBe(0)
      // One is due again now; the other failed more often and would wait an hour.
      await services.db
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where(eq(mailOutbox.to, 'first-back@example.com'))
      await services.db
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date(Date.now() + HOUR) })
        .where(eq(mailOutbox.to, 'long-wait@example.com'))

      sink.refusing = false
      expect(await services.mail.deliverDue()).toBe(1)
      expect(await services.mail.deliverDue()).toBe(1)
      await sink.waitFor('long-wait@example.com')
      expect(sink.messages.filter((mail) => mail.to.includes('long-wait@example.com'))).toHaveLength(1)
    } finally {
      await services.close()
    }
  })
})

describe('every email has an HTML and a plain-text part and names the site', () => {
  test('sign-up, sign-in, contact and newsletter confirmation emails', async () => {
    const services = await createTestServices({ database, env })
    try {
      await requestLink(services, 'parts-signup@example.com', { name: 'Pat' })
      await requestLink(services, 'parts-signin@example.com')
      await callRoute(contactRoute.action, services, '/contact', {
        form: { name: 'Pat', email: 'parts-contact@example.com', message: 'Do you ship to Wales?' },
        dataRequest: true,
        ip: freshIp(),
      })
      await callRoute(newsletterRoute.action, services, '/newsletter', {
        form: { email: 'parts-news@example.com' },
        dataRequest: true,
        ip: freshIp(),
      })
      while ((await services.mail.deliverDue()) > 0);

      const expected = [
        ['parts-signup@example.com', 'Finish creating your Giftwise account', '/auth/confirm?token='],
        ['parts-signin@example.com', 'Your Giftwise sign-in link', '/auth/confirm?token='],
        [
          'contact@giftwise.test',
          'Contact form: message from Pat',
          'mailto:parts-contact@example.com?subject=Re%3A%20your%20message%20to%20Giftwise',
        ],
        ['parts-news@example.com', 'Confirm your Giftwise newsletter subscription', '/newsletter/confirm?token='],
      ] as const
      for (const [to, subject, link] of expected) {
        const mail = await sink.waitFor(to, (received) => received.subject === subject)
        expect(mail.from).toBe('hello@giftwise.test')
        expect(mail.html).toContain('<html')
        expect(mail.html).toContain('Giftwise')
        expect(mail.html).toContain(link)
        expect(mail.text).toContain('This email was sent by Giftwise (http://localhost:3000)')
        expect(mail.text).toContain(link)
        expect(mail.text).not.toMatch(/<\/?(p|a|html)[\s>]/)
      }
      // Newsletter emails carry an unsubscribe link in both parts.
      const news = await sink.waitFor('parts-news@example.com')
      expect(linkIn(news.text, 'http://localhost:3000/newsletter/unsubscribe').searchParams.get('token')).toBeTruthy()
      expect(news.html).toContain('/newsletter/unsubscribe?id=')
    } finally {
      await services.close()
    }
  })
})
