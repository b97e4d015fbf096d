import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'

import * as authApiRoute from '#app/routes/auth/api.ts'
import { mailOutbox, session, user } from '#app/server/db/schema.server.ts'
import type { MailTransport } from '#app/server/mail/transport.server.ts'
import { createTestServices } from '#tests/db.ts'

import { callRoute, confirmLink, requestLink, signIn } from './helpers.ts'

const quietTransport: MailTransport = { kind: 'smtp', send: async () => {}, close: () => {} }
const services = await createTestServices({ mailTransport: quietTransport, env: { SMTP_URL: 'smtp://127.0.0.1:2525' } })
afterAll(() => services.close())

/** A request straight to better-auth's own URL, as the outside review sent them. */
const direct = (path: string, init: { form?: Record<string, string>; cookie?: string } = {}) =>
  callRoute<{ ok: boolean; error: string }>(init.form ? authApiRoute.action : authApiRoute.loader, services, path, init)

describe("better-auth's own endpoints are not reachable", () => {
  test('15 direct posts to sign-in/magic-link answer 404 and send nothing', async () => {
    for (let i = 0; i < 15; i++) {
      const answer = await direct('/api/auth/sign-in/magic-link', { form: { email: 'flooded@example.com' } })
      expect(answer.status).toBe(404)
      expect(answer.body).toEqual({ ok: false, error: 'Not found' })
    }
    expect(await services.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'flooded@example.com'))).toEqual([])
  })

  test('GET magic-link/verify signs nobody in and leaves the token for the confirmation page', async () => {
    const link = await requestLink(services, 'get-verify@example.com')
    const sessions = (await services.db.select().from(session)).length
    const answer = await direct(`/api/auth/magic-link/verify?token=${link.searchParams.get('token')}&callbackURL=/`)
    expect(answer.status).toBe(404)
    expect(answer.headers.getSetCookie()).toEqual([])
    expect((await services.db.select().from(session)).length).toBe(sessions)
    expect((await confirmLink(services, link)).status).toBe(302)
  })

  test('update-user cannot rename anyone, whatever the length', async () => {
    const cookie = await signIn(services, 'rename-direct@example.com', { name: 'Rae' })
    const answer = await direct('/api/auth/update-user', { form: { name: 'x'.repeat(10_000) }, cookie })
    expect(answer.status).toBe(404)
    const [account] = await services.db.select().from(user).where(eq(user.email, 'rename-direct@example.com'))
    expect(account?.name).toBe('Rae')
  })

  test.each(['/api/auth/get-session', '/api/auth/sign-out', '/api/auth/ok', '/api/auth/list-sessions'])(
    '%s answers 404',
    async (path) => {
      expect((await direct(path)).status).toBe(404)
      expect((await direct(path, { form: {} })).status).toBe(404)
    },
  )
})
