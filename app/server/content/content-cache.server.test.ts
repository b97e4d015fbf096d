import { describe, expect, it } from 'vitest'

import { contentChanged, createContentCache } from '#app/server/content/content-cache.server.ts'

/** A content version the test changes by hand, and a clock it moves. */
function setup(options: { versionTtlMs?: number; maxEntries?: number } = {}) {
  const state = { version: 'v1', versionReads: 0, time: 0 }
  const cache = createContentCache({
    contentVersion: async () => {
      state.versionReads++
      return state.version
    },
    now: () => state.time,
    ...options,
  })
  return { state, cache }
}

describe('content cache', () => {
  it('loads a value once per content version and reads the version at most once per interval', async () => {
    const { state, cache } = setup({ versionTtlMs: 1000 })
    let loads = 0
    const load = async () => `value ${++loads}`
    expect(await cache.get('a', load)).toBe('value 1')
    expect(await cache.get('a', load)).toBe('value 1')
    expect(state.versionReads).toBe(1)

    // Another instance seeds: this one sees the new version once its read is older than the interval.
    state.version = 'v2'
    state.time = 500
    expect(await cache.get('a', load)).toBe('value 1')
    state.time = 1500
    expect(await cache.get('a', load)).toBe('value 2')
    expect(state.versionReads).toBe(2)
    cache.close()
  })

  it('is emptied at once by a seed in this process', async () => {
    const { state, cache } = setup({ versionTtlMs: 60_000 })
    let loads = 0
    const load = async () => ++loads
    await cache.get('a', load)
    state.version = 'v2'
    contentChanged()
    expect(await cache.get('a', load)).toBe(2)
    cache.close()
  })

  it('keeps neither misses nor failures, so unknown keys cannot fill it and a failure is retried', async () => {
    const { cache } = setup()
    await cache.get('missing', async () => undefined)
    await expect(cache.get('broken', () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(cache.size).toBe(0)
    expect(await cache.get('broken', async () => 'back')).toBe('back')
    cache.close()
  })

  it('shares one load between requests arriving together', async () => {
    const { cache } = setup()
    let loads = 0
    const load = async () => {
      loads++
      await new Promise((resolve) => setTimeout(resolve, 5))
      return 'once'
    }
    expect(await Promise.all([cache.get('a', load), cache.get('a', load), cache.get('a', load)])).toEqual([
      'once',
      'once',
      'once',
    ])
    expect(loads).toBe(1)
    cache.close()
  })

  it('holds at most maxEntries, dropping the oldest', async () => {
    const { cache } = setup({ maxEntries: 2 })
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key)
    expect(cache.size).toBe(2)
    let reloaded = false
    await cache.get('a', async () => {
      reloaded = true
      return 'a'
    })
    expect(reloaded).toBe(true)
    cache.close()
  })

  it('stops listening for seeds once closed', async () => {
    const { cache } = setup({ versionTtlMs: 60_000 })
    let loads = 0
    await cache.get('a', async () => ++loads)
    cache.close()
    contentChanged()
    expect(await cache.get('a', async () => ++loads)).toBe(1)
  })
})
