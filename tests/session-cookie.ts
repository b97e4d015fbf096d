import { desc, eq } from 'drizzle-orm'

import { mailOutbox } from '#app/server/db/schema.server.ts'
import type { AppServices } from '#app/server/services.server.ts'

/**
 * A real session cookie for `email`, through better-auth's magic-link flow: the link is read from the
 * mail outbox and spent on the verify endpoint. Shared by integration tests and the wishlist load test.
 */
export async function sessionCookie(
  services: AppServices,
  email: string,
  userAgent = 'giftwise-tests',
): Promise<string> {
  const headers = new Headers({ 'user-agent': userAgent })
  await services.auth.api.signInMagicLink({ body: { email }, headers })
  const [mail] = await services.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1)
  const token = /[?&]token=([^&\s]+)/.exec(mail?.text ?? '')?.[1]
  if (!token) throw new Error(`No sign-in link was mailed to ${email}`)
  const response = await services.auth.api.magicLinkVerify({
    query: { token: decodeURIComponent(token) },
    headers,
    asResponse: true,
  })
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
  if (!cookie) throw new Error(`Signing in ${email} set no cookie (status ${response.status})`)
  return cookie
}

/** The Cookie header a browser sends next, after sending `cookie` and being answered these Set-Cookie lines. */
export function browserCookies(cookie: string, headers: Headers): string {
  const jar = new Map<string, string>()
  const name = (pair: string) => pair.slice(0, pair.indexOf('='))
  for (const pair of cookie.split(/;\s*/).filter(Boolean)) jar.set(name(pair), pair)
  for (const line of headers.getSetCookie()) {
    const pair = line.split(';')[0]!
    if (/;\s*max-age=0/i.test(line) || pair.endsWith('=')) jar.delete(name(pair))
    else jar.set(name(pair), pair)
  }
  return [...jar.values()].join('; ')
}
