import type { IncomingMessage } from 'node:http'

import type { RequestHandler } from 'express'

import { answerEarly } from '#app/server/http/plain-answer.server.ts'

/** The largest body of each kind: forms (and anything that is not JSON), and JSON. */
export const BODY_LIMITS = { form: 64 * 1024, json: 256 * 1024 } as const

type BodyKind = keyof typeof BODY_LIMITS

const TOO_LARGE: Record<BodyKind, string> = {
  form: 'The request is too large: a form can send at most 64 KB.',
  json: 'The request is too large: a JSON body can be at most 256 KB.',
}

/** A refused body still arriving after the answer is dropped with its connection after this long. */
const DRAIN_MS = 5_000

const bodies = new WeakMap<IncomingMessage, Buffer>()

/** The body the limit read for this request, whole; undefined when it had none. */
export function bufferedBody(req: IncomingMessage): Buffer | undefined {
  return bodies.get(req)
}

export function bodyKind(contentType: string | undefined): BodyKind {
  return /^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType?.trim() ?? '') ? 'json' : 'form'
}

function hasBody(req: IncomingMessage): boolean {
  if (req.headers['transfer-encoding'] !== undefined) return true
  const length = Number(req.headers['content-length'] ?? 0)
  return Number.isFinite(length) && length > 0
}

/**
 * Reads every request body in full before anything parses it, counting bytes as they stream in,
 * so a chunked body with no Content-Length is held to the same limit. A body past its kind's limit
 * is answered 413 at once (by its Content-Length when it declares one), and no route ever sees it.
 * The routes then read the buffered body (request-handler.server.ts).
 */
export function bodyLimit(): RequestHandler {
  return (req, res, next) => {
    if (!hasBody(req)) return next()
    const kind = bodyKind(req.get('content-type'))
    const limit = BODY_LIMITS[kind]
    const refuse = () => {
      // The rest of the body is read and dropped, so the client sees the answer, but not for long.
      res.on('finish', () => setTimeout(() => req.socket.destroy(), DRAIN_MS).unref())
      req.resume()
      answerEarly(req, res, 413, TOO_LARGE[kind], { Connection: 'close' })
    }
    if (Number(req.headers['content-length'] ?? 0) > limit) return refuse()

    const chunks: Buffer[] = []
    let size = 0
    const stop = () => {
      req.off('data', onData)
      req.off('end', onEnd)
      req.off('error', stop)
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size <= limit) return void chunks.push(chunk)
      stop()
      refuse()
    }
    const onEnd = () => {
      stop()
      bodies.set(req, Buffer.concat(chunks, size))
      next()
    }
    req.on('data', onData)
    req.on('end', onEnd)
    // A client that goes away mid-body gets no answer: there is nobody to send it to.
    req.on('error', stop)
  }
}
