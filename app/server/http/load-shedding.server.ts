import type { RequestHandler, Response } from 'express'

import { answerEarly } from '#app/server/http/plain-answer.server.ts'

export interface LoadSheddingOptions {
  /** The most requests handled at once; the limit in force adapts below it. */
  maxConcurrent: number
  /** The limit never adapts below this. */
  minConcurrent?: number
  /** Requests that may wait for a slot, at most; no more than the limit in force wait at once. */
  maxQueue: number
  /** How long a request may wait for its slot before it is refused. */
  queueTimeoutMs: number
  /** The time to first byte the limit aims to keep (p90 of each half second): past it the limit shrinks. */
  targetMs?: number
  now?: () => number
}

const BUSY = 'The site is very busy right now. Please try again in a moment.'
const WINDOW_MS = 500

/**
 * Holds the server to what it can do (docs/features/reliability.md): a limit on requests handled
 * at once, a queue no longer than that limit behind it, and a fast 503 with Retry-After for
 * everything beyond, so a
 * spike costs the visitors it cannot serve a quick refusal instead of slowing everyone down.
 *
 * The limit adapts, because what a machine can do depends on the machine and on what else runs on
 * it: each half second, when the slowest tenth of answers took longer than `targetMs` to start, it
 * shrinks by a quarter; when they were quick and every slot was busy, it grows by a tenth. So the
 * requests it does take keep answering within about `targetMs` plus the queue's wait.
 */
export function loadShedding(
  options: LoadSheddingOptions,
): RequestHandler & { readonly inFlight: number; readonly limit: number } {
  const { maxConcurrent, maxQueue, queueTimeoutMs, targetMs = 1_000, now = () => performance.now() } = options
  const minConcurrent = Math.min(options.minConcurrent ?? 2, maxConcurrent)
  let limit = Math.min(maxConcurrent, 16)
  let inFlight = 0
  const queue: Array<() => void> = []
  let window = { started: now(), samples: [] as number[], saturated: false }

  function adapt(firstByteMs: number) {
    window.samples.push(firstByteMs)
    if (inFlight >= limit) window.saturated = true
    const at = now()
    if (at - window.started < WINDOW_MS || window.samples.length < 5) return
    const sorted = window.samples.sort((a, b) => a - b)
    const p90 = sorted[Math.floor(sorted.length * 0.9)]!
    if (p90 > targetMs) limit = Math.max(minConcurrent, Math.floor(limit * 0.75))
    else if (window.saturated && p90 < targetMs / 2)
      limit = Math.min(maxConcurrent, limit + Math.max(1, Math.floor(limit / 10)))
    window = { started: at, samples: [], saturated: false }
    // A larger limit lets waiting requests in at once.
    while (queue.length && inFlight < limit) {
      inFlight++
      queue.shift()!()
    }
  }

  const release = () => {
    if (queue.length && inFlight <= limit) return queue.shift()!()
    inFlight--
  }

  /** Calls `done` with the time until the answer's headers go out: the part the server controls. */
  function onFirstByte(res: Response, started: number, done: (ms: number) => void) {
    const writeHead = res.writeHead
    let seen = false
    res.writeHead = function (this: Response, ...args: Parameters<Response['writeHead']>) {
      if (!seen) done(now() - started)
      seen = true
      return writeHead.apply(this, args)
    } as Response['writeHead']
  }

  const middleware: RequestHandler = (req, res, next) => {
    const start = () => {
      let released = false
      onFirstByte(res, now(), adapt)
      res.once('close', () => {
        if (released) return
        released = true
        release()
      })
      next()
    }
    if (inFlight < limit) {
      inFlight++
      return start()
    }
    // No more wait than the slots in force could serve before the queue's timeout: the rest is
    // refused at once, which costs the server least.
    if (queue.length >= Math.min(maxQueue, limit)) return answerEarly(req, res, 503, BUSY, { 'Retry-After': '2' })
    // The slot of a request that finishes passes straight to the one waiting longest.
    const turn = () => {
      clearTimeout(timer)
      res.off('close', gone)
      start()
    }
    const leave = () => {
      const index = queue.indexOf(turn)
      if (index !== -1) queue.splice(index, 1)
    }
    const gone = () => {
      clearTimeout(timer)
      leave()
    }
    const timer = setTimeout(() => {
      leave()
      res.off('close', gone)
      answerEarly(req, res, 503, BUSY, { 'Retry-After': '2' })
    }, queueTimeoutMs)
    res.once('close', gone)
    queue.push(turn)
  }

  return Object.defineProperties(middleware, {
    inFlight: { get: () => inFlight },
    limit: { get: () => limit },
  }) as RequestHandler & { readonly inFlight: number; readonly limit: number }
}
