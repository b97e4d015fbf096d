import { redirect, type RouterContextProvider } from 'react-router'

import { getServices } from '../context.server'

export interface SessionUser {
  id: string
  email: string
  name: string
}

/** The signed-in user, or null (style rule 8). */
export async function getOptionalUser(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<SessionUser | null> {
  const { auth } = getServices(context)
  const result = await auth.api.getSession({ headers: request.headers })
  if (!result) return null
  return { id: result.user.id, email: result.user.email.toLowerCase(), name: result.user.name ?? '' }
}

/** The signed-in user; otherwise a redirect to /auth that keeps the query string and the way back. */
export async function requireUser(request: Request, context: Readonly<RouterContextProvider>): Promise<SessionUser> {
  const user = await getOptionalUser(request, context)
  if (user) return user
  const url = new URL(request.url)
  const params = new URLSearchParams(url.search)
  params.set('redirectTo', url.pathname)
  throw redirect(`/auth?${params.toString()}`)
}

/**
 * Where to go after sign-in: a same-site path only (never a URL from the client, design
 * section 5), /profile by default, keeping the query string of the original request.
 */
export function safeRedirectPath(value: unknown, fallback = '/profile'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return fallback
  }
  return value
}
