import { createReadableStreamFromReadable, writeReadableStreamToWritable } from '@react-router/node'
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express'
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from 'react-router'

import type { DatabaseHealth } from '#app/server/db/client.server.ts'
import { bufferedBody } from '#app/server/http/body-limit.server.ts'
import { answerEarly } from '#app/server/http/plain-answer.server.ts'
import { gatherChunks } from '#app/server/http/gather-chunks.server.ts'

/** Seconds a visitor is asked to wait while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5
const DATABASE_DOWN = 'The site is briefly unavailable. Please try again in a few seconds.'

export interface ReactRouterHandlerOptions {
  build: ServerBuild | (() => Promise<ServerBuild>)
  mode: string
  getLoadContext(req: ExpressRequest, res: ExpressResponse): RouterContextProvider
  database: DatabaseHealth
}

/**
 * React Router behind Express, as @react-router/express does it, with three differences: the body
 * is the one the body limit already read in full (body-limit.server.ts), a failure that
 * happened because the database could not be reached is answered 503 with Retry-After, like
 * every request that arrives while it is down (databaseGate), never as a 500, and a page's
 * chunks are gathered into fewer, larger compressed writes (gather-chunks.server.ts).
 */
export function reactRouterHandler(options: ReactRouterHandlerOptions): RequestHandler {
  const handler = requestHandlerFor(options.build, options.mode)
  return async (req, res, next) => {
    try {
      const handle = await handler()
      const started = Date.now()
      const controller = new AbortController()
      res.on('close', () => {
        if (!res.writableFinished) controller.abort()
      })
      const response = await handle(toWebRequest(req, controller.signal), options.getLoadContext(req, res))
      if (response.status >= 500 && options.database.lastFailureAt >= started) {
        await response.body?.cancel()
        return databaseUnavailable(req, res)
      }
      await send(res, response)
    } catch (error) {
      next(error)
    }
  }
}

/**
 * React Router's handler for the build. Given a function, React Router loads the build and derives
 * its routes, matcher and static handler again for every request, which development needs (the
 * routes change as files are edited) and production does not: there the build is loaded once and
 * the handler made once, on the first request.
 */
function requestHandlerFor(build: ReactRouterHandlerOptions['build'], mode: string) {
  if (typeof build !== 'function' || mode === 'development') {
    const handle = createRequestHandler(build, mode)
    return () => handle
  }
  let made: Promise<ReturnType<typeof createRequestHandler>> | undefined
  return () => {
    made ??= build().then(
      (loaded) => createRequestHandler(loaded, mode),
      (error: unknown) => {
        made = undefined
        throw error
      },
    )
    return made
  }
}

/** Answers 503 while the database is unreachable, before the request costs anything else. */
export function databaseGate(database: DatabaseHealth): RequestHandler {
  return (req, res, next) => (database.down ? databaseUnavailable(req, res) : next())
}

function databaseUnavailable(req: ExpressRequest, res: ExpressResponse) {
  answerEarly(req, res, 503, DATABASE_DOWN, { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) })
}

function toWebRequest(req: ExpressRequest, signal: AbortSignal): Request {
  // The host as @react-router/express resolves it (X-Forwarded-Host only from trusted proxies).
  const [, forwardedPort] = req.app.enabled('trust proxy') ? (req.get('X-Forwarded-Host')?.split(':') ?? []) : []
  const [, hostPort] = req.get('host')?.split(':') ?? []
  const port = [forwardedPort, hostPort].map((value) => Number.parseInt(value ?? '', 10)).find(Number.isSafeInteger)
  const host = `${req.hostname.split(/[\\/?#@]/)[0] || 'localhost'}${port ? `:${port}` : ''}`
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item)
    else if (value !== undefined) headers.set(name, value)
  }
  const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers, signal }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    const body = bufferedBody(req)
    if (body) init.body = new Uint8Array(body)
    else if (!req.readableEnded) {
      init.body = createReadableStreamFromReadable(req)
      init.duplex = 'half'
    }
  }
  return new Request(`${req.protocol}://${host}${req.originalUrl}`, init)
}

async function send(res: ExpressResponse, response: Response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel()
    return
  }
  res.statusMessage = response.statusText
  res.status(response.status)
  for (const [name, value] of response.headers.entries()) res.append(name, value)
  const eventStream = /text\/event-stream/i.test(response.headers.get('Content-Type') ?? '')
  if (eventStream) res.flushHeaders()
  if (!response.body) return void res.end()
  try {
    const body = eventStream ? response.body : response.body.pipeThrough(gatherChunks())
    await writeReadableStreamToWritable(body, res)
  } catch (error) {
    if (res.destroyed || res.writableEnded) return
    throw error
  }
}
