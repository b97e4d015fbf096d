import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'

import * as contactRoute from '#app/routes/contact/page.tsx'
import * as authRoute from '#app/routes/auth/page.tsx'
import * as newsletterRoute from '#app/routes/newsletter/api.ts'
import { mailOutbox } from '#app/server/db/schema.server.ts'
import { RATE_LIMITS } from '#app/server/limits/rate-limit.server.ts'
import type { MailTransport } from '#app/server/mail/transport.server.ts'
import { createTestDatabase, createTestServices } from '#tests/db.ts'

import { callRoute, confirmLink, freshIp, latestMail, linkIn } from './helpers.ts'

const quietTransport: MailTransport = { kind: 'smtp', send: async () => {}, close: () => {} }

// Two server instances over one database, as behind a load balancer.
const database = await createTestDatabase()
const env = { SMTP_URL: 'smtp://127.0.0.1:2525' }
const first = await createTestServices({ database, env, mailTransport: quietTransport })
const second = await createTestServices({ database, env, mailTransport: quietTransport })
const instances = [first, second]
afterAll(async () => {
  await first.close()
  await second.close()
  await database.close()
})

interface Answer {
  ok: boolean
  message: string
}

/** Posts alternately through each instance; returns the statuses. */
async function postMany(count: number, post: (index: number) => Promise<{ status: number }>) {
  const statuses: number[] = []
  for (let i = 0; i < count; i++) statuses.push((await post(i)).status)
  return statuses
}

describe('rate limits hold across two server instances sharing one database', () => {
  test('nobody can lock an address out: past the per-email ceiling sending stops silently, with the same answer', async () => {
    const limit = RATE_LIMITS.signInPerEmail.max
    const ask = (instance: (typeof instances)[number]) =>
      callRoute<Answer>(authRoute.action, instance, '/auth', {
        form: { mode: 'sign-in', email: 'Popular@Example.com' },
        ip: freshIp(),
      })
    const mailCount = async () =>
      (await first.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'popular@example.com'))).length

    const sent = []
    for (let i = 0; i < limit; i++) sent.push(await ask(instances[i % 2]!))
    expect(sent.map((answer) => answer.status)).toEqual(Array(limit).fill(200))
    expect(await mailCount()).toBe(limit)

    // Someone keeps asking for this address from address after address: same answer, no more mail.
    for (const instance of [...instances, ...instances]) {
      const more = await ask(instance)
      expect(more.status).toBe(200)
      expect(more.body).toEqual(sent[0]!.body)
      expect(more.headers.get('Retry-After')).toBeNull()
      expect(more.headers.getSetCookie()).toHaveLength(1)
    }
    expect(await mailCount()).toBe(limit)

    // The owner is not locked out: the newest link in their inbox still signs them in.
    const newest = linkIn((await latestMail(first, 'popular@example.com')).text, `${first.config.APP_URL}/auth/confirm`)
    expect((await confirmLink(second, newest)).status).toBe(302)
  })

  test("'Too many sign-in requests' follows the requester, never the address asked for", async () => {
    const ip = freshIp()
    const limit = RATE_LIMITS.signInPerIp.max
    for (let i = 0; i < limit; i++) {
      const answer = await callRoute(authRoute.action, instances[i % 2]!, '/auth', {
        form: { mode: 'sign-in', email: 'target@example.com' },
        ip,
      })
      expect(answer.status).toBe(200)
    }
    const refused = await callRoute<Answer>(authRoute.action, first, '/auth', {
      form: { mode: 'sign-in', email: 'someone-else-entirely@example.com' },
      ip,
    })
    expect(refused.status).toBe(429)
    expect(refused.body).toEqual({ ok: false, message: 'Too many sign-in requests. Please try again in 15 minutes.' })
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(14 * 60)
    // The address that one requester hammered answers anyone else as usual.
    const owner = await callRoute<Answer>(authRoute.action, second, '/auth', {
      form: { mode: 'sign-in', email: 'target@example.com' },
      ip: freshIp(),
    })
    expect(owner.status).toBe(200)
    expect(owner.body.ok).toBe(true)
  })

  test('sign-in requests per IP address', async () => {
    const ip = freshIp()
    const limit = RATE_LIMITS.signInPerIp.max
    const statuses = await postMany(limit + 1, (i) =>
      callRoute(authRoute.action, instances[i % 2]!, '/auth', {
        form: { mode: 'sign-in', email: `visitor-${i}@example.com` },
        ip,
      }),
    )
    expect(statuses).toEqual([...Array(limit).fill(200), 429])
    // Another visitor is not affected.
    const other = await callRoute(authRoute.action, second, '/auth', {
      form: { mode: 'sign-in', email: 'someone-else@example.com' },
      ip: freshIp(),
    })
    expect(other.status).toBe(200)
  })

  test('contact messages per IP address', async () => {
    const ip = freshIp()
    const limit = RATE_LIMITS.contactPerIp.max
    const statuses = await postMany(limit + 1, (i) =>
      callRoute(contactRoute.action, instances[i % 2]!, '/contact', {
        form: { name: 'Ann', email: 'ann@example.com', message: `Hello number ${i}` },
        ip,
        dataRequest: true,
      }),
    )
    expect(statuses).toEqual([...Array(limit).fill(200), 429])
    const refused = await callRoute<Answer>(contactRoute.action, first, '/contact', {
      form: { name: 'Ann', email: 'ann@example.com', message: 'Once more' },
      ip,
      dataRequest: true,
    })
    expect(refused.body).toEqual({
      ok: false,
      message: 'Too many messages from your connection. Please try again in 60 minutes.',
    })
  })

  test('newsletter sign-ups per IP address', async () => {
    const ip = freshIp()
    const limit = RATE_LIMITS.newsletterPerIp.max
    const statuses = await postMany(limit + 1, (i) =>
      callRoute(newsletterRoute.action, instances[i % 2]!, '/newsletter', {
        form: { email: `reader-${i}@example.com` },
        ip,
        dataRequest: true,
      }),
    )
    expect(statuses).toEqual([...Array(limit).fill(200), 429])
  })
})
