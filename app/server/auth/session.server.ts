import { createContext, redirect, type MiddlewareFunction, type RouterContextProvider } from 'react-router'

import { getClientIp, getServices } from '#app/server/context.server.ts'
import { SignInRequiredError } from '#app/server/domain-errors.server.ts'
import type { Requester } from '#app/server/limits/rate-limit.server.ts'
import type { SessionUser } from '#app/server/auth/session-user.server.ts'
import { pageUrl } from '#app/server/http/request-url.server.ts'
import { safePath } from '#app/server/http/safe-path.server.ts'
import {
  copyExpiresAt,
  sendsCookie,
  sessionCookieKey,
  VerifiedSessions,
} from '#app/server/auth/verified-sessions.server.ts'

/** The signed-in user of a request. */
export type { SessionUser } from '#app/server/auth/session-user.server.ts'

/** The request's user once the session middleware has looked it up (one lookup per request). */
const sessionUserContext = createContext<{ user: SessionUser | null } | null>(null)

function toSessionUser(user: { id: string; email: string; name?: string | null }): SessionUser {
  return { id: user.id, email: user.email.toLowerCase(), name: user.name ?? '' }
}

/**
 * Root middleware: reads the session once per request and passes on the cookie better-auth
 * sends when it extends a session in use (sliding expiry), which a plain
 * `getSession` call would drop.
 *
 * A page may take the session from the signed copy in its cookie (`cookieCache` in
 * auth.server.ts). Anything that changes something (every method but GET and HEAD) reads the
 * session from the database instead, so a session ended elsewhere can write nothing, and the copy is
 * dropped afterwards: the page that follows reads the database again and shows what changed (a new
 * name in the header).
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { auth } = getServices(context)
  const writes = request.method !== 'GET' && request.method !== 'HEAD'
  const { headers, user } = writes ? await sessionFromDatabase(auth, request) : await sessionForPage(auth, request)
  context.set(sessionUserContext, { user })
  const response = await next()
  let refreshed = headers.getSetCookie()
  if (writes) {
    const { name, attributes } = (await auth.$context).authCookies.sessionData
    refreshed = refreshed.filter((cookie) => cookieName(cookie) !== name)
    if (hasCookie(request, name)) refreshed.push(expiredCookie(name, attributes.secure === true))
  }
  if (!refreshed.length) return response
  // A route that set the session cookie itself (sign-in, sign-out) has the last word.
  const setByRoute = new Set(response.headers.getSetCookie().map(cookieName))
  const merged = new Headers(response.headers)
  for (const cookie of refreshed) if (!setByRoute.has(cookieName(cookie))) merged.append('Set-Cookie', cookie)
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers: merged })
}

type Auth = ReturnType<typeof getServices>['auth']

const NO_HEADERS = new Headers()

async function sessionFromDatabase(auth: Auth, request: Request) {
  const { headers, response } = await auth.api.getSession({
    headers: request.headers,
    returnHeaders: true,
    query: { disableCookieCache: true },
  })
  return { headers, user: response ? toSessionUser(response.user) : null }
}

/** Per better-auth instance (each has its own secret): the cookies it verified a moment ago (verified-sessions.server.ts). */
const verifiedSessions = new WeakMap<Auth, VerifiedSessions>()

/**
 * A page's session: none without a session cookie (better-auth would look nothing up either);
 * the user these exact cookies were verified for a moment ago; or better-auth's answer, kept for
 * a few seconds when it came from the signed copy alone (nothing to set, nothing read).
 */
async function sessionForPage(auth: Auth, request: Request) {
  const cookieHeader = request.headers.get('cookie')
  const { sessionToken, sessionData } = (await auth.$context).authCookies
  if (!sendsCookie(cookieHeader, sessionToken.name)) return { headers: NO_HEADERS, user: null }
  let verified = verifiedSessions.get(auth)
  if (!verified) verifiedSessions.set(auth, (verified = new VerifiedSessions()))
  const key = sessionCookieKey(cookieHeader, sessionToken.name, sessionData.name)
  const known = key ? verified.get(key, Date.now()) : null
  if (known) return { headers: NO_HEADERS, user: known }
  const { headers, response } = await auth.api.getSession({ headers: request.headers, returnHeaders: true })
  const user = response ? toSessionUser(response.user) : null
  if (key && user && response && !headers.has('set-cookie')) {
    // Nothing set and a session returned: better-auth believed the copy, which it had verified.
    const copyEnds = copyExpiresAt(key.slice(key.indexOf('\n') + 1))
    const sessionEnds = new Date(response.session.expiresAt).getTime()
    if (copyEnds !== null && Number.isFinite(sessionEnds))
      verified.remember(key, user, Math.min(copyEnds, sessionEnds), Date.now())
  }
  return { headers, user }
}

const hasCookie = (request: Request, name: string) =>
  (request.headers.get('cookie') ?? '').split(';').some((pair) => pair.trim().startsWith(`${name}=`))

const expiredCookie = (name: string, secure: boolean) =>
  `${name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`

const cookieName = (setCookie: string) => setCookie.slice(0, setCookie.indexOf('='))

/** The signed-in user, or null. */
export async function getOptionalUser(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<SessionUser | null> {
  const known = context.get(sessionUserContext)
  if (known) return known.user
  const { auth } = getServices(context)
  const result = await auth.api.getSession({ headers: request.headers })
  return result ? toSessionUser(result.user) : null
}

/** Who is asking: the client's address and, when signed in, the user, for the limits services enforce. */
export async function getRequester(request: Request, context: Readonly<RouterContextProvider>): Promise<Requester> {
  const user = await getOptionalUser(request, context)
  return { ip: getClientIp(context), userId: user?.id ?? null }
}

/** The signed-in user of a JSON route; otherwise a SignInRequiredError (401). */
export async function requireSignedIn(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<SessionUser> {
  const user = await getOptionalUser(request, context)
  if (!user) throw new SignInRequiredError()
  return user
}

/** The signed-in user; otherwise a redirect to /auth that keeps the query string and the way back. */
export async function requireUser(request: Request, context: Readonly<RouterContextProvider>): Promise<SessionUser> {
  const user = await getOptionalUser(request, context)
  if (user) return user
  const url = pageUrl(request)
  const params = new URLSearchParams(url.search)
  params.set('redirectTo', url.pathname)
  throw redirect(`/auth?${params.toString()}`)
}

const PARSE_BASE = 'http://giftwise.invalid'

/**
 * Where to go after sign-in: a same-site path only (never a URL from the client),
 * /profile by default, keeping the query string of the original request.
 */
export function safeRedirectPath(value: unknown, fallback = '/profile'): string {
  return safePath(value, fallback)
}

/** Query parameters of /auth itself, not of the page the visitor is going to. */
const AUTH_PARAMS = ['redirectTo', 'mode']

/**
 * The page a visitor lands on after signing in from /auth with these query parameters:
 * `redirectTo` (a safe path, /profile by default) with every other parameter kept, so
 * /auth?invitationId=abc leads to /profile?invitationId=abc.
 */
export function postSignInPath(search: URLSearchParams): string {
  const target = new URL(safeRedirectPath(search.get('redirectTo')), PARSE_BASE)
  // Going back to the sign-in pages after signing in would loop.
  if (target.pathname === '/auth' || target.pathname.startsWith('/auth/') || target.pathname.startsWith('/api/')) {
    target.pathname = '/profile'
    target.search = ''
  }
  const own = new Set(target.searchParams.keys())
  for (const [key, value] of search) {
    if (!AUTH_PARAMS.includes(key) && !own.has(key)) target.searchParams.append(key, value)
  }
  return `${target.pathname}${target.search}`
}
