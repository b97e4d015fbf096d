import { sql } from 'drizzle-orm'
import { afterAll, expect, test } from 'vitest'

import { createTestServices } from '#tests/db.ts'

import { hitRateLimit, type RateLimitRule } from '#app/server/limits/rate-limit.server.ts'

const services = await createTestServices()
afterAll(() => services.close())

const rule: RateLimitRule = { name: 'test:window', max: 3, windowSeconds: 600 }

/** Moves a counter's window start into the past, as if that much time had gone by. */
async function age(key: string, seconds: number) {
  await services.db.execute(
    sql`update rate_limits set window_start = window_start - make_interval(secs => ${seconds}) where key = ${key}`,
  )
}

test('allows `max` hits in a window, then refuses, telling how long to wait', async () => {
  const results = []
  for (let i = 0; i < 4; i++) results.push(await hitRateLimit(services.db, rule, 'alice'))
  expect(results.map((result) => result.allowed)).toEqual([true, true, true, false])
  expect(results.map((result) => result.remaining)).toEqual([2, 1, 0, 0])
  expect(results[3]!.retryAfterSeconds).toBeGreaterThan(590)
  expect(results[3]!.retryAfterSeconds).toBeLessThanOrEqual(600)
})

test('counts subjects and rules apart, ignoring the case of the subject', async () => {
  for (let i = 0; i < 3; i++) await hitRateLimit(services.db, rule, 'Bob@Example.com')
  expect((await hitRateLimit(services.db, rule, 'bob@example.com')).allowed).toBe(false)
  expect((await hitRateLimit(services.db, rule, 'carol@example.com')).allowed).toBe(true)
  expect((await hitRateLimit(services.db, { ...rule, name: 'test:other' }, 'bob@example.com')).allowed).toBe(true)
})

test('a new window starts once the old one has passed, and not before', async () => {
  for (let i = 0; i < 4; i++) await hitRateLimit(services.db, rule, 'dave')
  await age('test:window:dave', 500)
  const stillBlocked = await hitRateLimit(services.db, rule, 'dave')
  expect(stillBlocked.allowed).toBe(false)
  expect(stillBlocked.retryAfterSeconds).toBeLessThanOrEqual(100)

  await age('test:window:dave', 100)
  const fresh = await hitRateLimit(services.db, rule, 'dave')
  expect(fresh).toMatchObject({ allowed: true, remaining: 2 })
  expect(fresh.retryAfterSeconds).toBeGreaterThan(590)
})

test('concurrent hits are all counted (one atomic upsert each)', async () => {
  const results = await Promise.all(Array.from({ length: 6 }, () => hitRateLimit(services.db, rule, 'eve')))
  expect(results.filter((result) => result.allowed)).toHaveLength(3)
})
