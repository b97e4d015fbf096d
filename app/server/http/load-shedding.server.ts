import type { RequestHandler } from 'express'

import { answerEarly } from '#app/server/http/plain-answer.server.ts'

export interface LoadSheddingOptions {
  /** Requests handled at once; more wait in the queue. */
  maxConcurrent: number
  /** Requests that may wait; past it a request is refused at once. */
  maxQueue: number
  /** How long a request may wait for its turn before it is refused. */
  queueTimeoutMs: number
}

const BUSY = 'The site is very busy right now. Please try again in a moment.'

/**
 * Holds the server to what it can do: at most `maxConcurrent` requests at once, a short queue
 * behind them, and a fast 503 with Retry-After for everything beyond, so a spike costs the
 * visitors it cannot serve a quick refusal instead of slowing everyone (docs/features/reliability.md).
 */
export function loadShedding(options: LoadSheddingOptions): RequestHandler & { readonly inFlight: number } {
  const { maxConcurrent, maxQueue, queueTimeoutMs } = options
  let inFlight = 0
  const queue: Array<() => void> = []

  const release = () => {
    const waiting = queue.shift()
    if (waiting) waiting()
    else inFlight--
  }

  const middleware: RequestHandler = (req, res, next) => {
    const start = () => {
      let released = false
      res.once('close', () => {
        if (released) return
        released = true
        release()
      })
      next()
    }
    if (inFlight < maxConcurrent) {
      inFlight++
      return start()
    }
    if (queue.length >= maxQueue) return answerEarly(req, res, 503, BUSY, { 'Retry-After': '2' })
    // The slot of the request that finishes passes straight to the one waiting longest.
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

  return Object.defineProperty(middleware, 'inFlight', { get: () => inFlight }) as RequestHandler & {
    readonly inFlight: number
  }
}
