import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { DatabaseHandle } from '#app/server/db/client.server.ts'
import { mailOutbox } from '#app/server/db/schema.server.ts'
import { hitRateLimit } from '#app/server/limits/rate-limit.server.ts'

import { createTestDatabase, createTestServices, openSecondHandle } from '../../db.ts'

/**
 * The service is stateless, so two instances on one database see each
 * other's sessions, rate limits and data. Against TEST_DATABASE_URL each instance has its own pool.
 */
let database: DatabaseHandle
let secondHandle: DatabaseHandle
let instanceA: Awaited<ReturnType<typeof createTestServices>>
let instanceB: Awaited<ReturnType<typeof createTestServices>>

beforeAll(async () => {
  database = await createTestDatabase()
  secondHandle = await openSecondHandle(database)
  instanceA = await createTestServices({ database })
  instanceB = await createTestServices({ database: secondHandle })
})

afterAll(async () => {
  await instanceA.close()
  await instanceB.close()
  await secondHandle.close()
  await database.close()
})

describe('two instances on one database', () => {
  it('a magic link requested through one instance signs in through the other, and both see the session', async () => {
    const email = 'scale-out@example.com'
    await instanceA.auth.api.signInMagicLink({ body: { email }, headers: new Headers() })
    const [mail] = await instanceB.db.select().from(mailOutbox)
    const link = mail!.text.match(/http\S+\/auth\/confirm\S*/)![0]
    const token = new URL(link).searchParams.get('token')!

    const verified = await instanceB.auth.api.magicLinkVerify({
      query: { token },
      headers: new Headers(),
      asResponse: true,
    })
    const cookie = verified.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ')
    expect(cookie).toContain('giftwise.session_token=')

    const seenByA = await instanceA.auth.api.getSession({ headers: new Headers({ cookie }) })
    expect(seenByA?.user.email).toBe(email)
  })

  it('a rate limit counted on one instance holds on the other', async () => {
    const rule = { name: 'scale-out-test', max: 3, windowSeconds: 60 }
    for (let i = 0; i < 2; i++) expect((await hitRateLimit(instanceA.db, rule, '203.0.113.9')).allowed).toBe(true)
    expect((await hitRateLimit(instanceB.db, rule, '203.0.113.9')).allowed).toBe(true)
    const fourth = await hitRateLimit(instanceB.db, rule, '203.0.113.9')
    expect(fourth.allowed).toBe(false)
    expect(fourth.retryAfterSeconds).toBeGreaterThan(0)
    expect((await hitRateLimit(instanceA.db, rule, '203.0.113.9')).allowed).toBe(false)
  })
})
