import { desc, eq } from 'drizzle-orm'
import { RouterContextProvider } from 'react-router'

import { sessionMiddleware } from '#app/server/auth/session.server.ts'
import { clientIpContext, servicesContext } from '#app/server/context.server.ts'
import { mailOutbox } from '#app/server/db/schema.server.ts'
import type { AppServices } from '#app/server/services.server.ts'

import * as authRoute from '#app/routes/auth/page.tsx'
import * as confirmRoute from '#app/routes/auth/confirm.tsx'

/** What a loader or action answered, whatever form it took (Response, data(), plain object). */
export interface RouteAnswer<T = unknown> {
  status: number
  headers: Headers
  body: T
}

export interface CallOptions {
  ip?: string
  /** Posted as a form (application/x-www-form-urlencoded); GET when absent. */
  form?: Record<string, string | string[]>
  cookie?: string
  /** A fetcher / enhanced-form request (React Router's `.data` URL) rather than a plain browser post. */
  dataRequest?: boolean
  headers?: Record<string, string>
  /** Runs the root's session middleware around the route, as the site does (its Set-Cookie lines included). */
  session?: boolean
}

type RouteFunction = (args: never) => unknown

/** Calls a route's loader or action the way React Router does, with this process's services. */
export async function callRoute<T = unknown>(
  fn: RouteFunction,
  services: AppServices,
  path: string,
  options: CallOptions = {},
): Promise<RouteAnswer<T>> {
  const url = new URL(path, services.config.APP_URL)
  const requestUrl = new URL(url)
  if (options.dataRequest) requestUrl.pathname += '.data'
  const headers = new Headers(options.headers)
  if (options.cookie) headers.set('Cookie', options.cookie)
  let body: URLSearchParams | undefined
  if (options.form) {
    body = new URLSearchParams()
    for (const [key, value] of Object.entries(options.form)) {
      for (const item of Array.isArray(value) ? value : [value]) body.append(key, item)
    }
  }
  const request = new Request(requestUrl, { method: body ? 'POST' : 'GET', body, headers })
  const context = new RouterContextProvider()
  context.set(servicesContext, services)
  context.set(clientIpContext, options.ip ?? '203.0.113.1')
  const args = { request, context, params: {}, url, pattern: '' }
  const run = async () => {
    try {
      return normalise<T>(await (fn as (args: unknown) => unknown)(args))
    } catch (thrown) {
      if (thrown instanceof Response) return normalise<T>(thrown)
      throw thrown
    }
  }
  if (!options.session) return run()
  let answer: RouteAnswer<T> | undefined
  const response = (await sessionMiddleware(args, async () => {
    answer = await run()
    return new Response(null, { status: answer.status, headers: answer.headers })
  })) as Response
  return { ...answer!, headers: response.headers }
}

function normalise<T>(result: unknown): RouteAnswer<T> {
  if (result instanceof Response) return { status: result.status, headers: result.headers, body: null as T }
  if (result && typeof result === 'object' && (result as { type?: string }).type === 'DataWithResponseInit') {
    const { data, init } = result as { data: T; init?: ResponseInit | null }
    return { status: init?.status ?? 200, headers: new Headers(init?.headers), body: data }
  }
  return { status: 200, headers: new Headers(), body: result as T }
}

/** The newest email queued for `to`. */
export async function latestMail(services: AppServices, to: string) {
  const [mail] = await services.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to.toLowerCase()))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1)
  if (!mail) throw new Error(`No mail queued for ${to}`)
  return mail
}

/** The first link in a text starting with `prefix`. */
export function linkIn(text: string, prefix: string): URL {
  const start = text.indexOf(prefix)
  if (start < 0) throw new Error(`No link starting ${prefix}`)
  return new URL(text.slice(start).split(/\s/)[0]!)
}

let visitor = 0
/** A fresh client address, so tests that are not about rate limits never meet one. */
export function freshIp(): string {
  visitor++
  return `10.${Math.floor(visitor / 65536) % 256}.${Math.floor(visitor / 256) % 256}.${visitor % 256}`
}

/** What /auth answered a link request with: the body and the cookie binding the link to that browser. */
export async function askForLink(
  services: AppServices,
  email: string,
  options: { name?: string; query?: string; ip?: string } = {},
) {
  const form: Record<string, string> = { mode: options.name ? 'sign-up' : 'sign-in', email }
  if (options.name) form.name = options.name
  return callRoute<{ ok: boolean; message: string }>(authRoute.action, services, `/auth${options.query ?? ''}`, {
    form,
    ip: options.ip ?? freshIp(),
  })
}

/** Asks for a sign-in link through /auth (from a fresh address unless told) and returns the emailed link. */
export async function requestLink(
  services: AppServices,
  email: string,
  options: { name?: string; query?: string; ip?: string } = {},
): Promise<URL> {
  const answer = await askForLink(services, email, options)
  if (!answer.body.ok) throw new Error(`Sign-in request refused: ${JSON.stringify(answer.body)}`)
  return linkIn((await latestMail(services, email)).text, `${services.config.APP_URL}/auth/confirm`)
}

/** Posts the confirmation form of an emailed link, as the confirmation page does (from a fresh address unless told). */
export function confirmLink(
  services: AppServices,
  link: URL,
  overrides: Record<string, string> = {},
  options: { ip?: string } = {},
) {
  return callRoute(confirmRoute.action, services, '/auth/confirm', {
    form: {
      token: link.searchParams.get('token') ?? '',
      email: link.searchParams.get('email') ?? '',
      redirectTo: link.searchParams.get('redirectTo') ?? '',
      ...overrides,
    },
    ip: options.ip ?? freshIp(),
  })
}

/** The Cookie header a browser would send after these Set-Cookie headers. */
export function cookieHeader(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

/** Signs in through the real routes (request a link, confirm it) and returns the session cookie. */
export async function signIn(services: AppServices, email: string, options: { name?: string; ip?: string } = {}) {
  const answer = await confirmLink(services, await requestLink(services, email, options))
  if (answer.status !== 302) throw new Error(`Sign-in failed with ${answer.status}`)
  return cookieHeader(answer.headers)
}
