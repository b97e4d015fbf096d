import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import express from 'express'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { loadShedding } from '#app/server/http/load-shedding.server.ts'

// The event loop is taken as on time: these tests are about the queue, and a busy test machine's
// late loop would (rightly) make the middleware refuse at once instead of queueing.
const shedding = loadShedding({
  maxConcurrent: 2,
  maxQueue: 2,
  queueTimeoutMs: 300,
  loopLagMs: () => 0,
  loopBusy: () => 0,
})
const held: Array<() => void> = []
let server: Server
let base: string

beforeAll(async () => {
  const app = express()
  app.use(shedding)
  // Each request waits until the test lets it go, so the test decides how many are in flight.
  app.get('/work', (_req, res) => {
    held.push(() => res.send('done'))
  })
  server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening))
  })
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5))
}

describe('load shedding', () => {
  test('serves up to the limit, queues a few, refuses the rest at once with 503 and Retry-After', async () => {
    const first = [fetch(`${base}/work`), fetch(`${base}/work`)]
    await waitFor(() => held.length === 2)
    const queued = [fetch(`${base}/work`), fetch(`${base}/work`)]
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(held).toHaveLength(2)

    const started = performance.now()
    const refused = await fetch(`${base}/work`, { headers: { Accept: 'application/json' } })
    expect(performance.now() - started).toBeLessThan(200)
    expect(refused.status).toBe(503)
    expect(refused.headers.get('Retry-After')).toBe('2')
    expect(await refused.json()).toEqual({
      ok: false,
      error: 'The site is very busy right now. Please try again in a moment.',
    })

    // A finished request hands its slot to the one waiting longest.
    held.shift()!()
    await waitFor(() => held.length === 2)
    expect(held).toHaveLength(2)
    while (held.length) held.shift()!()
    await waitFor(() => held.length === 1)
    held.shift()!()
    const answers = await Promise.all([...first, ...queued])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200])
    expect(shedding.inFlight).toBe(0)
  })

  test('a request that waited longer than the queue allows is refused with 503', async () => {
    const busy = [fetch(`${base}/work`), fetch(`${base}/work`)]
    await waitFor(() => held.length === 2)
    const started = performance.now()
    const waited = await fetch(`${base}/work`)
    expect(waited.status).toBe(503)
    expect(performance.now() - started).toBeGreaterThanOrEqual(280)
    while (held.length) held.shift()!()
    expect((await Promise.all(busy)).map((answer) => answer.status)).toEqual([200, 200])
    await waitFor(() => shedding.inFlight === 0)
    expect(shedding.inFlight).toBe(0)
  })
})

describe('the adaptive limit', () => {
  /** Runs requests through the middleware alone: each answers after `firstByteMs` of the test's clock. */
  function harness(options: { maxConcurrent: number; targetMs: number; maxQueue?: number }) {
    let clock = 0
    let loopLag = 0
    let busy = 0
    const shedding = loadShedding({
      maxQueue: 0,
      ...options,
      queueTimeoutMs: 1_000,
      now: () => clock,
      loopLagMs: () => loopLag,
      loopBusy: () => busy,
    })
    const open: Array<{ answer(afterMs: number): void }> = []
    const refused: number[] = []
    function request() {
      const listeners = new Map<string, () => void>()
      const res = {
        writeHead: () => res,
        once: (event: string, listener: () => void) => listeners.set(event, listener),
        off: () => res,
        status: (code: number) => {
          refused.push(code)
          return res
        },
        set: () => res,
        type: () => res,
        send: () => res,
        json: () => res,
      }
      const req = { path: '/', get: () => undefined }
      shedding(req as never, res as never, () => {
        open.push({
          answer(afterMs: number) {
            clock += afterMs
            res.writeHead()
            listeners.get('close')?.()
          },
        })
      })
    }
    return {
      shedding,
      request,
      open,
      refused,
      tick: (ms: number) => (clock += ms),
      lateLoop: (ms: number) => (loopLag = ms),
      busyLoop: (share: number) => (busy = share),
    }
  }

  test('shrinks while answers start slower than the target, never below its floor', () => {
    const { shedding, request, open } = harness({ maxConcurrent: 64, targetMs: 100 })
    expect(shedding.limit).toBe(16)
    for (let round = 0; round < 20; round++) {
      while (open.length < shedding.limit) request()
      // Slow answers, spread over more than a quarter of a second.
      for (const pending of open.splice(0)) pending.answer(60 + 200 / shedding.limit)
    }
    expect(shedding.limit).toBe(2)
  })

  test('when every slot is taken and the event loop runs late, nothing waits: it is refused at once', () => {
    let lag = 150
    const shedding = loadShedding({
      maxConcurrent: 4,
      maxQueue: 4,
      queueTimeoutMs: 1_000,
      now: () => 0,
      loopLagMs: () => lag,
      loopBusy: () => 0,
    })
    const statuses: number[] = []
    const admitted: number[] = []
    const request = (id: number) => {
      const res = {
        writeHead: () => res,
        once: () => res,
        off: () => res,
        status: (code: number) => (statuses.push(code), res),
        set: () => res,
        type: () => res,
        send: () => res,
        json: () => res,
      }
      shedding({ path: '/', get: () => undefined } as never, res as never, () => admitted.push(id))
    }
    // Free slots are taken whatever the loop does: a slow loop with room to spare is not a rush.
    for (let id = 0; id < 4; id++) request(id)
    expect(admitted).toEqual([0, 1, 2, 3])
    request(4)
    expect(statuses).toEqual([503])
    // With the loop on time again, the next one waits for a slot instead.
    lag = 10
    request(5)
    expect(statuses).toEqual([503])
    expect(admitted).toHaveLength(4)
    expect(shedding.inFlight).toBe(4)
  })

  test('keeps its limit when answers are slow but slots are free: the slowness is not its own', () => {
    const { shedding, request, open } = harness({ maxConcurrent: 64, targetMs: 100 })
    for (let round = 0; round < 20; round++) {
      for (let i = 0; i < 8; i++) request()
      for (const pending of open.splice(0)) pending.answer(400)
    }
    expect(shedding.limit).toBe(16)
  })

  test('keeps its limit when the event loop is busy but slots are free (a cold start)', () => {
    const { shedding, request, open, busyLoop } = harness({ maxConcurrent: 64, targetMs: 100 })
    busyLoop(0.99)
    for (let round = 0; round < 6; round++) {
      for (let i = 0; i < 12; i++) request()
      for (const pending of open.splice(0)) pending.answer(30)
    }
    expect(shedding.limit).toBe(16)
  })

  test('shrinks when every slot is taken and the event loop has no idle time left, however quick the answers', () => {
    const { shedding, request, open, busyLoop, tick } = harness({ maxConcurrent: 64, targetMs: 100 })
    busyLoop(0.97)
    for (let round = 0; round < 6; round++) {
      for (let i = 0; i < 20; i++) request()
      for (const pending of open.splice(0)) pending.answer(15)
    }
    expect(shedding.limit).toBe(2)
    // Idle time again, and a rush of quick answers: it grows back.
    busyLoop(0.5)
    for (let round = 0; round < 4; round++) {
      tick(250)
      while (open.length < shedding.limit) request()
      request()
      for (const pending of open.splice(0)) pending.answer(10 / shedding.limit)
    }
    expect(shedding.limit).toBeGreaterThan(2)
  })

  test('lets up to its queue wait behind a small limit, and refuses the rest at once', () => {
    const { shedding, request, refused } = harness({ maxConcurrent: 2, targetMs: 100, maxQueue: 40 })
    expect(shedding.limit).toBe(2)
    for (let i = 0; i < 2 + 50; i++) request()
    expect(shedding.inFlight).toBe(2)
    expect(refused).toHaveLength(10)
  })

  test('a limit cut by a spike grows back once answers are quick again', () => {
    const { shedding, request, open, tick } = harness({ maxConcurrent: 64, targetMs: 100 })
    for (let round = 0; round < 20; round++) {
      while (open.length < shedding.limit) request()
      for (const pending of open.splice(0)) pending.answer(60 + 200 / shedding.limit)
    }
    expect(shedding.limit).toBe(2)
    // A rush of quick answers, a quarter of a second apart: 2, 3, 5, 8, 12, 18, 27, 41, 62, 64.
    for (let round = 0; round < 10; round++) {
      tick(250)
      while (open.length < shedding.limit) request()
      request()
      for (const pending of open.splice(0)) pending.answer(10 / shedding.limit)
    }
    expect(shedding.limit).toBe(64)
  })

  test('does not grow on quick answers while slots are free', () => {
    const { shedding, request, open, tick } = harness({ maxConcurrent: 64, targetMs: 100 })
    for (let round = 0; round < 20; round++) {
      tick(250)
      for (let i = 0; i < 4; i++) request()
      for (const pending of open.splice(0)) pending.answer(1)
    }
    expect(shedding.limit).toBe(16)
  })

  test('grows while every slot is busy and answers start quickly, up to the maximum', () => {
    const { shedding, request, open } = harness({ maxConcurrent: 24, targetMs: 1_000 })
    for (let round = 0; round < 60; round++) {
      while (open.length < shedding.limit) request()
      for (const pending of open.splice(0)) pending.answer(600 / shedding.limit)
    }
    expect(shedding.limit).toBe(24)
  })

  test('refuses at once beyond the limit when there is no room to wait', () => {
    const { shedding, request, refused } = harness({ maxConcurrent: 4, targetMs: 1_000 })
    for (let i = 0; i < 6; i++) request()
    expect(shedding.inFlight).toBe(4)
    expect(refused).toEqual([503, 503])
  })
})
