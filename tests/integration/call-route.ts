import { RouterContextProvider } from 'react-router'

import { clientIpContext, servicesContext } from '#app/server/context.server.ts'
import type { AppServices } from '#app/server/services.server.ts'

/** What the client gets from a loader or action, whatever form the answer took. */
export interface RouteAnswer {
  status: number
  location: string | null
  headers: Headers
  body: unknown
}

export interface RouteCall {
  path: string
  /** The route's URL parameters. */
  params?: Record<string, string>
  /** Posted as a form; a field with several values is sent once for each. */
  form?: Record<string, string | string[]>
  /** Posted as JSON. */
  json?: unknown
  /** POST when there is a form or JSON, GET otherwise, unless asked. */
  method?: 'GET' | 'POST'
  cookie?: string
  /** A fetcher's request (React Router's `.data` URL) rather than a browser's. */
  dataRequest?: boolean
  /** The client's address, as the server would read it; without one the route sees 'unknown'. */
  ip?: string
}

type RouteFunction = (args: never) => unknown

/**
 * Calls a route's loader or action as the server would, with these services, and reports what the
 * client gets: thrown redirects and responses included.
 */
export async function callRoute(services: AppServices, handler: RouteFunction, call: RouteCall): Promise<RouteAnswer> {
  const url = new URL(call.path, services.config.APP_URL)
  const requestUrl = new URL(url)
  if (call.dataRequest) requestUrl.pathname += '.data'
  const headers = new Headers()
  if (call.cookie) headers.set('cookie', call.cookie)
  const body = requestBody(call, headers)
  const request = new Request(requestUrl, { method: call.method ?? (body ? 'POST' : 'GET'), headers, body })
  const context = new RouterContextProvider()
  context.set(servicesContext, services)
  if (call.ip) context.set(clientIpContext, call.ip)
  let result: unknown
  try {
    result = await (handler as (args: unknown) => unknown)({
      request,
      url,
      pattern: url.pathname,
      params: call.params ?? {},
      context,
    })
  } catch (thrown) {
    result = thrown
  }
  if (result instanceof Response) {
    const text = await result.text()
    return { status: result.status, location: result.headers.get('location'), headers: result.headers, body: text }
  }
  if (isDataWithInit(result)) {
    return {
      status: result.init?.status ?? 200,
      location: null,
      headers: new Headers(result.init?.headers),
      body: result.data,
    }
  }
  if (result instanceof Error) throw result
  return { status: 200, location: null, headers: new Headers(), body: result }
}

/** The form or JSON of a call, with the JSON's content type set on `headers`. */
function requestBody(call: RouteCall, headers: Headers): BodyInit | undefined {
  if (call.form) {
    const form = new URLSearchParams()
    for (const [key, value] of Object.entries(call.form)) {
      for (const item of Array.isArray(value) ? value : [value]) form.append(key, item)
    }
    return form
  }
  if (call.json === undefined) return undefined
  headers.set('content-type', 'application/json')
  return JSON.stringify(call.json)
}

function isDataWithInit(value: unknown): value is { data: unknown; init: ResponseInit | null } {
  return typeof value === 'object' && value !== null && (value as { type?: string }).type === 'DataWithResponseInit'
}
