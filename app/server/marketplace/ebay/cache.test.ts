import { expect, test } from 'vitest'

import { TtlCache } from '#app/server/marketplace/ebay/cache.server.ts'

test('answers from the cache until the entry expires, and evicts the least recently used', async () => {
  let now = 0
  let loads = 0
  const cache = new TtlCache<number>({ ttlMs: 1000, maxEntries: 2, now: () => now })
  const load = (value: number) => () => Promise.resolve((loads++, value))

  expect(await cache.get('a', load(1))).toBe(1)
  expect(await cache.get('a', load(99))).toBe(1)
  await cache.get('b', load(2))
  await cache.get('a', load(99)) // 'a' is now the most recently used
  await cache.get('c', load(3)) // evicts 'b'
  expect(cache.size).toBe(2)
  expect(await cache.get('b', load(22))).toBe(22)
  expect(loads).toBe(4)

  now = 5000
  expect(await cache.get('c', load(33))).toBe(33)
})

test('a failed load is forgotten, so the next call tries again', async () => {
  const cache = new TtlCache<number>({ ttlMs: 1000, maxEntries: 5, now: () => 0 })
  await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down')
  expect(await cache.get('k', () => Promise.resolve(7))).toBe(7)
})
