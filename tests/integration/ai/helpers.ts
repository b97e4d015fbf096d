import { RouterContextProvider } from 'react-router'

import { clientIpContext, servicesContext } from '#app/server/context.server.ts'
import type { AppServices } from '#app/server/services.server.ts'

export interface JsonAnswer<T = unknown> {
  status: number
  headers: Headers
  body: T
  /** Set when the route answered with a raw Response (the streaming route). */
  response?: Response
}

type RouteFunction = (args: never) => unknown

let ipCounter = 0
/** A fresh client address per call, so rate limits only bite where a test wants them to. */
export function freshIp(): string {
  ipCounter++
  return `198.51.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`
}

/** POSTs a JSON body (or raw text) to a route's action the way React Router calls it. */
export async function postJson<T = unknown>(
  fn: RouteFunction,
  services: AppServices,
  path: string,
  body: unknown,
  options: { ip?: string; raw?: string } = {},
): Promise<JsonAnswer<T>> {
  const url = new URL(path, services.config.APP_URL)
  const request = new Request(url, {
    method: 'POST',
    body: options.raw ?? JSON.stringify(body),
    headers: { 'Content-Type': 'application/json' },
  })
  const context = new RouterContextProvider()
  context.set(servicesContext, services)
  context.set(clientIpContext, options.ip ?? freshIp())
  const result = await (fn as (args: unknown) => unknown)({ request, context, params: {}, url, pattern: '' })
  if (result instanceof Response)
    return { status: result.status, headers: result.headers, body: null as T, response: result }
  if (result && typeof result === 'object' && (result as { type?: string }).type === 'DataWithResponseInit') {
    const { data, init } = result as { data: T; init?: ResponseInit | null }
    return { status: init?.status ?? 200, headers: new Headers(init?.headers), body: data }
  }
  return { status: 200, headers: new Headers(), body: result as T }
}

/** Reads a newline-delimited JSON stream to the end. */
export async function readNdjson<T = unknown>(response: Response): Promise<T[]> {
  const text = await response.text()
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as T)
}
