import { performance as nodePerformance } from 'node:perf_hooks'

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
  /** The time to first byte the limit aims to keep (p90 of each quarter second): past it the limit shrinks. */
  targetMs?: number
  /** How late the event loop runs now, in ms (smoothed); measured by the process unless given. */
  loopLagMs?: () => number
  /** The share of time (0 to 1) the event loop was busy since the last call; measured by the process unless given. */
  loopBusy?: () => number
  now?: () => number
}

/**
 * How late the event loop may run, when every slot is taken, before requests are refused rather
 * than queued. A late loop is how requests the server has not even read yet show: making more wait
 * then only makes them later.
 */
const LOOP_LAG_LIMIT_MS = 70
/**
 * The share of a window the event loop may spend working before the limit shrinks. Above it the
 * loop is rarely idle, and a Node server that is never idle accepts new connections only slowly:
 * a spike of new visitors then queues in the kernel for seconds, where no limit can see it.
 */
const BUSY_LIMIT = 0.9
const BUSY = 'The site is very busy right now. Please try again in a moment.'
const WINDOW_MS = 250

/** How late the event loop runs, smoothed over its last few ticks of 20 ms (as toobusy-js measures it). */
function eventLoopLag(): () => number {
  const interval = 20
  let lag = 0
  let last = performance.now()
  setInterval(() => {
    const at = performance.now()
    lag = (lag * 2) / 3 + Math.max(0, at - last - interval) / 3
    last = at
  }, interval).unref()
  return () => lag
}

/** The share of time the event loop has been busy since the previous call (event loop utilisation). */
function eventLoopBusy(): () => number {
  let last = nodePerformance.eventLoopUtilization()
  return () => {
    const now = nodePerformance.eventLoopUtilization()
    const { utilization } = nodePerformance.eventLoopUtilization(now, last)
    last = now
    return utilization
  }
}

let processLag: (() => number) | undefined

/**
 * Holds the server to what it can do (docs/features/reliability.md): a limit on requests handled
 * at once, a short queue behind it (none while the event loop runs late), and a fast 503 with
 * Retry-After for everything beyond. A spike then costs the visitors it cannot serve a
 * quick refusal instead of slowing everyone down.
 *
 * The limit adapts, because what a machine can do depends on the machine and on what else runs on
 * it: each quarter of a second, when every slot was busy and the slowest tenth of answers took
 * longer than `targetMs` to start, it halves (never below `minConcurrent`); when every slot was busy
 * and they started in under half of it, it grows by half again (up to `maxConcurrent`). With slots
 * to spare it stays as it is: slow answers then come from elsewhere (a slow database, a cold start)
 * and taking fewer requests would not make them quicker, and quick ones say nothing about a rush.
 * An event loop busy for more than BUSY_LIMIT of the quarter while every slot was taken halves it
 * too, however quickly answers started (see `adapt`). Behind the limit up to `maxQueue` wait, each
 * for at most `queueTimeoutMs`, so a server working through a few requests at a time still takes a
 * crowd of visitors in turn. So the requests it takes keep
 * answering within about `targetMs` plus the queue's wait, and the rest are refused fast.
 */
export function loadShedding(
  options: LoadSheddingOptions,
): RequestHandler & { readonly inFlight: number; readonly limit: number } {
  const { maxConcurrent, maxQueue, queueTimeoutMs, targetMs = 1_000, now = () => performance.now() } = options
  const minConcurrent = Math.min(options.minConcurrent ?? 2, maxConcurrent)
  const loopLag = options.loopLagMs ?? (processLag ??= eventLoopLag())
  const loopBusy = options.loopBusy ?? eventLoopBusy()
  let limit = Math.min(maxConcurrent, 16)
  let inFlight = 0
  const queue: Array<() => void> = []
  let window = { started: now(), samples: [] as number[], saturated: false }

  function adapt(firstByteMs: number) {
    window.samples.push(firstByteMs)
    if (inFlight >= limit) window.saturated = true
    const at = now()
    if (at - window.started < WINDOW_MS || window.samples.length < 3) return
    const sorted = window.samples.sort((a, b) => a - b)
    const p90 = sorted[Math.floor(sorted.length * 0.9)]!
    // A loop with no idle time left is one that has stopped accepting new connections quickly: they
    // wait in the kernel, unseen by this limit, however quickly the answers it took have started.
    // Work that keeps the processor busy goes no faster for more of it at once, so fewer at once
    // (the rest waiting in the queue) leaves the loop the turns to read new requests and refuse
    // what it cannot serve. Slots held while waiting on something else leave the loop idle, and a
    // busy loop with slots to spare (a cold start) is not a rush.
    const noIdleTime = loopBusy() > BUSY_LIMIT
    if ((noIdleTime || p90 > targetMs) && window.saturated) {
      limit = Math.max(minConcurrent, Math.floor(limit / 2))
    } else if (p90 < targetMs / 2 && window.saturated) {
      limit = Math.min(maxConcurrent, Math.ceil(limit * 1.5))
    }
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

  const refuse: RequestHandler = (req, res) => answerEarly(req, res, 503, BUSY, { 'Retry-After': '2' })

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
    window.saturated = true
    // Full, and the event loop running late: nothing waits, since waiting would only make it later.
    if (loopLag() > LOOP_LAG_LIMIT_MS) return refuse(req, res, next)
    // Up to `maxQueue` wait, whatever the limit: a server working through two pages at a time still
    // takes a crowd of connected visitors in turn, and the queue's timeout bounds the wait.
    if (queue.length >= maxQueue) return refuse(req, res, next)
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
      refuse(req, res, next)
    }, queueTimeoutMs)
    res.once('close', gone)
    queue.push(turn)
  }

  return Object.defineProperties(middleware, {
    inFlight: { get: () => inFlight },
    limit: { get: () => limit },
  }) as RequestHandler & { readonly inFlight: number; readonly limit: number }
}
