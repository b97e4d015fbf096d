import { eq } from 'drizzle-orm'
import { RouterContextProvider } from 'react-router'
import { afterAll, afterEach, describe, expect, test, vi } from 'vitest'

import * as authRoute from '#app/routes/auth/page.tsx'
import * as confirmRoute from '#app/routes/auth/confirm.tsx'
import * as logoutRoute from '#app/routes/auth/logout.ts'
import * as profileRoute from '#app/routes/profile/page.tsx'
import { getOptionalUser, sessionMiddleware } from '#app/server/auth/session.server.ts'
import { servicesContext } from '#app/server/context.server.ts'
import { magicLinkIdentifier } from '#app/server/auth/token-hash.server.ts'
import { RATE_LIMITS } from '#app/server/limits/rate-limit.server.ts'
import { profiles, session, user, verification } from '#app/server/db/schema.server.ts'
import type { MailTransport } from '#app/server/mail/transport.server.ts'
import { createTestServices } from '#tests/db.ts'
import { browserCookies } from '#tests/session-cookie.ts'

import {
  askForLink,
  callRoute,
  confirmLink,
  cookieHeader,
  freshIp,
  latestMail,
  linkIn,
  requestLink,
  signIn,
} from './helpers.ts'

/** Counts what reaches the mail server: nothing should, while a request is being answered. */
const sent: string[] = []
const recordingTransport: MailTransport = {
  kind: 'smtp',
  send: async (message) => {
    sent.push(message.to)
  },
  close: () => {},
}

// SMTP_URL set: the sign-in link is only logged on the embedded default (tested below).
const services = await createTestServices({
  mailTransport: recordingTransport,
  env: { SMTP_URL: 'smtp://127.0.0.1:2525' },
})
afterAll(() => services.close())

/** A second process of the same site on the same database, served over https (the caller closes it). */
const httpsServices = () =>
  createTestServices({
    database: services.database,
    mailTransport: recordingTransport,
    env: {
      APP_URL: 'https://giftwise.example',
      AUTH_SECRET: 'a-secret-for-the-https-test-of-32-chars',
      SMTP_URL: 'smtp://127.0.0.1:2525',
    },
  })
afterEach(() => vi.useRealTimers())

const sessionCount = async () => (await services.db.select().from(session)).length
/** Whom the database holds this cookie's session for (not the signed copy of it a page may trust for a minute). */
const whoIs = async (cookie: string) =>
  (await services.auth.api.getSession({ headers: new Headers({ cookie }), query: { disableCookieCache: true } }))?.user
    .email ?? null

describe('magic-link sign-up and sign-in', () => {
  test('sign-up: the emailed link opens a page, its POST creates the account and lands on /profile with the query', async () => {
    const link = await requestLink(services, 'Nina@Example.com', { name: 'Nina', query: '?invitationId=abc' })
    expect(link.pathname).toBe('/auth/confirm')
    expect(link.searchParams.get('email')).toBe('nina@example.com')
    expect(link.searchParams.get('redirectTo')).toBe('/profile?invitationId=abc')
    expect((await latestMail(services, 'nina@example.com')).subject).toBe('Finish creating your Giftwise account')

    // Mail scanners fetch links: GET shows the form and signs nobody in.
    const before = await sessionCount()
    for (let i = 0; i < 2; i++) {
      const page = await callRoute<{ failure: string | null }>(
        confirmRoute.loader,
        services,
        link.pathname + link.search,
      )
      expect(page.status).toBe(200)
      expect(page.body.failure).toBeNull()
    }
    expect(await sessionCount()).toBe(before)

    const answer = await confirmLink(services, link)
    expect(answer.status).toBe(302)
    expect(answer.headers.get('Location')).toBe('/profile?invitationId=abc')
    const cookie = cookieHeader(answer.headers)
    expect(await whoIs(cookie)).toBe('nina@example.com')

    const [account] = await services.db.select().from(user).where(eq(user.email, 'nina@example.com'))
    expect(account?.name).toBe('Nina')
    const [profile] = await services.db.select().from(profiles).where(eq(profiles.userId, account!.id))
    expect(profile?.name).toBe('Nina')
  })

  test('the session cookie is HttpOnly and SameSite=Lax, and not Secure on http', async () => {
    const answer = await confirmLink(services, await requestLink(services, 'cookie@example.com'))
    const [cookie] = answer.headers.getSetCookie()
    expect(cookie).toMatch(/^giftwise\.session_token=/)
    expect(cookie).toMatch(/; HttpOnly/i)
    expect(cookie).toMatch(/; SameSite=Lax/i)
    expect(cookie).not.toMatch(/; Secure/i)
  })

  test('when APP_URL is https the session cookie is also Secure', async () => {
    const secure = await httpsServices()
    try {
      const answer = await confirmLink(secure, await requestLink(secure, 'secure@example.com'))
      expect(answer.status).toBe(302)
      const [cookie] = answer.headers.getSetCookie()
      expect(cookie).toMatch(/; Secure/i)
      expect(cookie).toMatch(/; HttpOnly/i)
      expect(cookie).toMatch(/; SameSite=Lax/i)
    } finally {
      await secure.close()
    }
  })

  test('an existing account signs in with the same kind of link', async () => {
    await signIn(services, 'returning@example.com', { name: 'Rita' })
    const link = await requestLink(services, 'returning@example.com')
    expect((await latestMail(services, 'returning@example.com')).subject).toBe('Your Giftwise sign-in link')
    const answer = await confirmLink(services, link)
    expect(answer.headers.get('Location')).toBe('/profile')
    expect(await whoIs(cookieHeader(answer.headers))).toBe('returning@example.com')
  })

  test('tokens are stored hashed, never as sent', async () => {
    const link = await requestLink(services, 'hashed@example.com')
    const token = link.searchParams.get('token')!
    const rows = await services.db.select().from(verification)
    expect(rows.some((row) => row.identifier.includes(token) || row.value.includes(token))).toBe(false)
    expect(rows.some((row) => row.identifier === magicLinkIdentifier(token))).toBe(true)
  })

  test('the link is printed in the server log only when mail goes to files and the site is not on https', async () => {
    const fileTransport: MailTransport = { ...recordingTransport, kind: 'file' }
    const embedded = await createTestServices({ database: services.database, mailTransport: fileTransport })
    const httpsFiles = await createTestServices({
      database: services.database,
      mailTransport: fileTransport,
      env: { APP_URL: 'https://giftwise.example', AUTH_SECRET: 'a-secret-for-the-https-test-of-32-chars' },
    })
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    try {
      const link = await requestLink(embedded, 'logged@example.com')
      expect(log.mock.calls.flat().join('\n')).toContain(link.toString())
      log.mockClear()
      // SMTP configured (even with SMTP_URL unset, a real transport is not files), or an https site: never.
      await requestLink(services, 'not-logged@example.com')
      await requestLink(httpsFiles, 'not-logged-https@example.com')
      expect(log).not.toHaveBeenCalled()
    } finally {
      log.mockRestore()
      await embedded.close()
      await httpsFiles.close()
    }
  })
})

describe('the link signs in by itself only in the browser that asked for it', () => {
  const confirmPage = (link: URL, cookie?: string) =>
    callRoute<{ failure: string | null; fromThisBrowser: boolean; email: string }>(
      confirmRoute.loader,
      services,
      link.pathname + link.search,
      { cookie },
    )

  test('asking for a link sets a short-lived HttpOnly cookie, and the page opened with it signs in by itself', async () => {
    const answer = await askForLink(services, 'own-browser@example.com')
    const [setCookie] = answer.headers.getSetCookie()
    expect(setCookie).toMatch(/^giftwise\.link_browser=[\w-]{22}; /)
    expect(setCookie).toMatch(/; Path=\/auth(;|$)/)
    expect(setCookie).toMatch(/; Max-Age=900(;|$)/)
    expect(setCookie).toMatch(/; HttpOnly/)
    expect(setCookie).toMatch(/; SameSite=Lax/)
    const link = linkIn(
      (await latestMail(services, 'own-browser@example.com')).text,
      `${services.config.APP_URL}/auth/confirm`,
    )
    const page = await confirmPage(link, cookieHeader(answer.headers))
    expect(page.body).toMatchObject({ failure: null, fromThisBrowser: true })
  })

  test("anywhere else the page names the account and waits: an attacker's forwarded link never signs in by itself", async () => {
    // The attacker asks for a link to their own account in their own browser...
    const attacker = await askForLink(services, 'attacker-csrf@example.com')
    const link = linkIn(
      (await latestMail(services, 'attacker-csrf@example.com')).text,
      `${services.config.APP_URL}/auth/confirm`,
    )
    // ...and sends it to a victim, whose browser has no cookie, or the cookie of a link of their own.
    const victim = await askForLink(services, 'victim-csrf@example.com')
    for (const cookie of [undefined, cookieHeader(victim.headers), 'giftwise.link_browser=guessed-value-000000000']) {
      const page = await confirmPage(link, cookie)
      expect(page.status).toBe(200)
      expect(page.body).toMatchObject({ failure: null, fromThisBrowser: false, email: 'attacker-csrf@example.com' })
    }
    // A link stripped of its fingerprint is not the asking browser's either.
    const stripped = new URL(link)
    stripped.searchParams.delete('browser')
    expect((await confirmPage(stripped, cookieHeader(attacker.headers))).body.fromThisBrowser).toBe(false)
    expect((await confirmPage(link, cookieHeader(attacker.headers))).body.fromThisBrowser).toBe(true)
  })

  test('signing in forgets the cookie; on https it is a __Secure- cookie', async () => {
    const answer = await confirmLink(services, await requestLink(services, 'forget@example.com'))
    expect(answer.headers.getSetCookie().some((line) => /^giftwise\.link_browser=; .*Max-Age=0/.test(line))).toBe(true)

    const secure = await httpsServices()
    try {
      const asked = await askForLink(secure, 'secure-browser@example.com')
      const [setCookie] = asked.headers.getSetCookie()
      expect(setCookie).toMatch(/^__Secure-giftwise\.link_browser=[\w-]{22}; .*; Secure/)
    } finally {
      await secure.close()
    }
  })
})

describe('signing in passes the site limits', () => {
  test('confirmation attempts are limited per address: past 30 in 15 minutes the page says so with 429', async () => {
    const ip = freshIp()
    const link = await requestLink(services, 'confirm-limit@example.com')
    for (let i = 0; i < RATE_LIMITS.signInConfirmPerIp.max; i++) {
      const wrong = await confirmLink(services, link, { token: `wrong-token-${i}` }, { ip })
      expect(wrong.status).toBe(400)
    }
    const refused = await confirmLink(services, link, {}, { ip })
    expect(refused.status).toBe(429)
    expect(refused.body).toEqual({ failure: 'too-many' })
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    // The refused attempt did not spend the link: from another address it still signs in.
    expect((await confirmLink(services, link)).status).toBe(302)
  })
})

describe('links that must not sign anyone in', () => {
  test('a used link fails with a clear page', async () => {
    const link = await requestLink(services, 'once@example.com')
    expect((await confirmLink(services, link)).status).toBe(302)
    const again = await confirmLink(services, link)
    expect(again.status).toBe(400)
    expect(again.body).toEqual({ failure: 'invalid' })
    expect(again.headers.getSetCookie()).toEqual([])
    // Opening it again says so at once, before any click.
    const page = await callRoute<{ failure: string | null }>(confirmRoute.loader, services, link.pathname + link.search)
    expect(page.status).toBe(400)
    expect(page.body.failure).toBe('invalid')
  })

  test('a link works for 15 minutes and then fails as expired (410)', async () => {
    const early = await requestLink(services, 'early@example.com')
    const late = await requestLink(services, 'late@example.com')
    const sentAt = Date.now()
    vi.useFakeTimers({ toFake: ['Date'] })

    vi.setSystemTime(sentAt + 14 * 60 * 1000)
    expect((await confirmLink(services, early)).status).toBe(302)

    vi.setSystemTime(sentAt + 15 * 60 * 1000 + 1000)
    const page = await callRoute<{ failure: string | null }>(confirmRoute.loader, services, late.pathname + late.search)
    expect(page.status).toBe(410)
    expect(page.body.failure).toBe('expired')
    const expired = await confirmLink(services, late)
    expect(expired.status).toBe(410)
    expect(expired.body).toEqual({ failure: 'expired' })
    expect(expired.headers.getSetCookie()).toEqual([])
  })

  test('a tampered token fails, and the real one still works', async () => {
    const link = await requestLink(services, 'tamper@example.com')
    const token = link.searchParams.get('token')!
    const tampered = token.slice(0, -1) + (token.endsWith('a') ? 'b' : 'a')
    const answer = await confirmLink(services, link, { token: tampered })
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({ failure: 'invalid' })
    expect((await confirmLink(services, link)).status).toBe(302)
  })

  test('a link edited to name another address fails and stays usable by its owner', async () => {
    await signIn(services, 'victim@example.com')
    const link = await requestLink(services, 'attacker@example.com')
    const answer = await confirmLink(services, link, { email: 'victim@example.com' })
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({ failure: 'other-email' })
    expect(answer.headers.getSetCookie()).toEqual([])

    const owner = await confirmLink(services, link)
    expect(await whoIs(cookieHeader(owner.headers))).toBe('attacker@example.com')
  })

  test('a link without its token shows the error page on GET', async () => {
    const page = await callRoute<{ failure: string | null }>(
      confirmRoute.loader,
      services,
      '/auth/confirm?email=a@b.co',
    )
    expect(page.status).toBe(400)
    expect(page.body.failure).toBe('invalid')
  })

  test('a redirect to another site in the link is ignored', async () => {
    const link = await requestLink(services, 'redirect@example.com')
    const answer = await confirmLink(services, link, { redirectTo: '//evil.example/steal' })
    expect(answer.headers.get('Location')).toBe('/profile')
  })
})

describe('no account enumeration', () => {
  test('known and unknown emails get the same answer, in similar time, without waiting for the mail server', async () => {
    for (let i = 0; i < 4; i++) await signIn(services, `known-${i}@example.com`, { name: 'Kim' })
    sent.length = 0
    const ask = async (email: string) => {
      const started = performance.now()
      const answer = await callRoute(authRoute.action, services, '/auth', {
        form: { mode: 'sign-in', email },
        ip: freshIp(),
      })
      return { answer, ms: performance.now() - started }
    }
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 4; i++) {
      const a = await ask(`known-${i}@example.com`)
      const b = await ask(`nobody-${i}@example.com`)
      expect({ status: a.answer.status, body: a.answer.body }).toEqual({ status: b.answer.status, body: b.answer.body })
      known.push(a.ms)
      unknown.push(b.ms)
    }
    expect((await latestMail(services, 'known-0@example.com')).subject).toBe('Your Giftwise sign-in link')
    expect((await latestMail(services, 'nobody-0@example.com')).subject).toBe('Your Giftwise sign-in link')
    // Mail is only queued while answering; the outbox worker sends it later.
    expect(sent).toEqual([])
    const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(50)
  })
})

describe('the /auth page', () => {
  test('the name is required in sign-up mode only', async () => {
    const signUp = await callRoute<{ ok: boolean; fieldErrors?: Record<string, string> }>(
      authRoute.action,
      services,
      '/auth',
      { form: { mode: 'sign-up', email: 'noname@example.com', name: ' ' } },
    )
    expect(signUp.status).toBe(400)
    expect(signUp.body.fieldErrors).toEqual({ name: 'Please enter your name' })

    const signInAnswer = await callRoute<{ ok: boolean }>(authRoute.action, services, '/auth', {
      form: { mode: 'sign-in', email: 'noname@example.com' },
      ip: freshIp(),
    })
    expect(signInAnswer.body.ok).toBe(true)
  })

  test('the email is required and must be an address', async () => {
    for (const [email, message] of [
      ['', 'Please enter your email address'],
      ['not-an-address', 'Please enter a valid email address'],
    ]) {
      const answer = await callRoute<{ ok: boolean; message: string }>(authRoute.action, services, '/auth', {
        form: { mode: 'sign-in', email: email! },
        ip: freshIp(),
      })
      expect(answer.status).toBe(400)
      expect(answer.body).toMatchObject({ ok: false, message })
    }
  })

  test("an unexpected failure answers 'Something went wrong. Please try again.'", async () => {
    const failing = vi.spyOn(services.auth.api, 'signInMagicLink').mockRejectedValueOnce(new Error('database down'))
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const answer = await callRoute(authRoute.action, services, '/auth', {
        form: { mode: 'sign-in', email: 'unlucky@example.com' },
        ip: freshIp(),
      })
      expect(answer.status).toBe(500)
      expect(answer.body).toEqual({ ok: false, message: 'Something went wrong. Please try again.' })
    } finally {
      failing.mockRestore()
      error.mockRestore()
    }
  })

  test('the success answer carries the exact sentence of each mode', async () => {
    const answers = await Promise.all(
      (['sign-up', 'sign-in'] as const).map((mode, i) =>
        callRoute<{ ok: boolean; message: string }>(authRoute.action, services, '/auth', {
          form: { mode, email: `sentence-${i}@example.com`, name: 'Sam' },
          ip: `192.0.2.${i + 50}`,
        }),
      ),
    )
    expect(answers.map((answer) => answer.body)).toEqual([
      { ok: true, message: "We've sent you a magic link to sign up. Click the link to complete your registration." },
      { ok: true, message: "We've sent you a magic link to sign in. Click the link to access your account." },
    ])
  })

  test('a visitor with a session goes on to /profile, or a safe redirectTo, keeping the query string', async () => {
    const cookie = await signIn(services, 'already@example.com')
    const go = async (path: string) =>
      (await callRoute(authRoute.loader, services, path, { cookie })).headers.get('Location')
    expect(await go('/auth?invitationId=abc')).toBe('/profile?invitationId=abc')
    expect(await go('/auth?redirectTo=%2Fwishlist&id=w1')).toBe('/wishlist?id=w1')
    expect(await go('/auth?redirectTo=https%3A%2F%2Fevil.example%2F&x=1')).toBe('/profile?x=1')
    expect(await go('/auth?redirectTo=%2Fauth')).toBe('/profile')

    const anonymous = await callRoute<{ mode: string }>(authRoute.loader, services, '/auth?mode=sign-up')
    expect(anonymous.status).toBe(200)
    expect(anonymous.body.mode).toBe('sign-up')
  })

  test('/profile without a session goes to /auth keeping the query string, for page loads and client navigations', async () => {
    for (const dataRequest of [false, true]) {
      const answer = await callRoute(profileRoute.loader, services, '/profile?x=1', { dataRequest })
      expect(answer.status).toBe(302)
      expect(answer.headers.get('Location')).toBe('/auth?x=1&redirectTo=%2Fprofile')
    }
  })

  test('after sign-in from that redirect the visitor returns to the page and its query', async () => {
    const link = await requestLink(services, 'back@example.com', { query: '?id=w42&redirectTo=%2Fwishlist' })
    expect((await confirmLink(services, link)).headers.get('Location')).toBe('/wishlist?id=w42')
  })
})

describe('sessions', () => {
  test("'Log Out' ends the session and goes home", async () => {
    const cookie = await signIn(services, 'leaving@example.com')
    const answer = await callRoute(logoutRoute.action, services, '/auth/logout', {
      form: {},
      cookie,
      headers: { Origin: services.config.APP_URL },
    })
    expect(answer.status).toBe(302)
    expect(answer.headers.get('Location')).toBe('/')
    expect(await whoIs(cookie)).toBeNull()
    // The browser forgets both the session and its signed copy: its next page is signed out.
    const after = browserCookies(cookie, answer.headers)
    expect(after).not.toMatch(/giftwise\.session_(token|data)=/)
    expect(await services.auth.api.getSession({ headers: new Headers({ cookie: after }) })).toBeNull()
  })

  test('a session in use is extended and its cookie renewed (sliding expiry)', async () => {
    const cookie = await signIn(services, 'active@example.com')
    const [before] = await services.db
      .select()
      .from(session)
      .where(eq(session.token, cookie.split('=')[1]!.split('.')[0]!))
    expect(before).toBeDefined()

    const visit = async () => {
      const context = new RouterContextProvider()
      context.set(servicesContext, services)
      const request = new Request(`${services.config.APP_URL}/profile`, { headers: { cookie } })
      const args = { request, context, params: {}, url: new URL(request.url), pattern: '/profile' }
      return (await sessionMiddleware(args, async () => new Response('page'))) as Response
    }
    expect((await visit()).headers.getSetCookie()).toEqual([])

    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 2 * 24 * 60 * 60 * 1000)
    const renewed = await visit()
    const refreshed = renewed.headers.getSetCookie().find((line) => line.startsWith('giftwise.session_token='))
    expect(refreshed).toMatch(/^giftwise\.session_token=.*Max-Age=2592000/)
    expect(await renewed.text()).toBe('page')
    const [after] = await services.db.select().from(session).where(eq(session.id, before!.id))
    expect(after!.expiresAt.getTime()).toBeGreaterThan(before!.expiresAt.getTime() + 24 * 60 * 60 * 1000)
  })

  describe('a page trusts the signed copy of the session in its cookie for a minute', () => {
    /** The user a route sees through the root middleware, and the answer's Set-Cookie lines. */
    const through = async (cookie: string, method = 'GET') => {
      const context = new RouterContextProvider()
      context.set(servicesContext, services)
      const request = new Request(`${services.config.APP_URL}/profile`, { method, headers: { cookie } })
      const args = { request, context, params: {}, url: new URL(request.url), pattern: '/profile' }
      let seen: string | null | undefined
      const response = (await sessionMiddleware(args, async () => {
        seen = (await getOptionalUser(request, context))?.email ?? null
        return new Response('page')
      })) as Response
      return { user: seen, setCookie: response.headers.getSetCookie() }
    }
    const endSessionsOf = (email: string) =>
      services.db
        .delete(session)
        .where(eq(session.userId, services.db.select({ id: user.id }).from(user).where(eq(user.email, email))))

    test('signing in sets the copy, HttpOnly, alongside the session', async () => {
      const cookie = await signIn(services, 'copy@example.com')
      expect(cookie).toMatch(/giftwise\.session_data=/)
      const answer = await confirmLink(services, await requestLink(services, 'copy@example.com'))
      const line = answer.headers.getSetCookie().find((setCookie) => setCookie.startsWith('giftwise.session_data='))
      expect(line).toMatch(/HttpOnly/)
      expect(line).toMatch(/Max-Age=60\b/)
    })

    test('a session ended elsewhere still reads pages until the copy is a minute old, then not', async () => {
      const cookie = await signIn(services, 'elsewhere@example.com')
      await endSessionsOf('elsewhere@example.com')
      expect((await through(cookie)).user).toBe('elsewhere@example.com')
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(Date.now() + 61_000)
      const later = await through(cookie)
      expect(later.user).toBeNull()
      expect(later.setCookie.join(';')).toMatch(/giftwise\.session_data=;/)
    })

    test('a write reads the session from the database: a session ended elsewhere writes nothing', async () => {
      const cookie = await signIn(services, 'no-writes@example.com')
      await endSessionsOf('no-writes@example.com')
      expect((await through(cookie, 'POST')).user).toBeNull()
    })

    test('after a write the copy is dropped, so the next page reads what changed', async () => {
      const cookie = await signIn(services, 'writer@example.com')
      const written = await through(cookie, 'POST')
      expect(written.user).toBe('writer@example.com')
      expect(written.setCookie).toEqual([expect.stringMatching(/^giftwise\.session_data=; Max-Age=0; .*HttpOnly/)])
      const next = browserCookies(
        cookie,
        new Headers(written.setCookie.map((line): [string, string] => ['Set-Cookie', line])),
      )
      expect(next).toMatch(/giftwise\.session_token=/)
      expect(next).not.toMatch(/giftwise\.session_data=/)
      // That page reads the database and hands the browser a fresh copy.
      const page = await through(next)
      expect(page.user).toBe('writer@example.com')
      expect(page.setCookie.join(';')).toMatch(/giftwise\.session_data=[^;]/)
    })

    describe('cookies verified a moment ago are not verified again', () => {
      const verifications = () => vi.spyOn(services.auth.api, 'getSession')
      afterEach(() => vi.restoreAllMocks())

      test('the same cookies within seconds name the same user without asking better-auth', async () => {
        const cookie = await signIn(services, 'again@example.com')
        const spy = verifications()
        expect((await through(cookie)).user).toBe('again@example.com')
        expect((await through(cookie)).user).toBe('again@example.com')
        expect(spy).toHaveBeenCalledTimes(1)
      })

      test('only for a few seconds, and never for a write', async () => {
        const cookie = await signIn(services, 'briefly@example.com')
        const spy = verifications()
        await through(cookie)
        await through(cookie, 'POST')
        expect(spy).toHaveBeenCalledTimes(2)
        vi.useFakeTimers({ toFake: ['Date'] })
        vi.setSystemTime(Date.now() + 6_000)
        expect((await through(cookie)).user).toBe('briefly@example.com')
        expect(spy).toHaveBeenCalledTimes(3)
      })

      test('a session ended elsewhere is not believed after its copy expires, however recently it was read', async () => {
        const cookie = await signIn(services, 'recent@example.com')
        vi.useFakeTimers({ toFake: ['Date'] })
        // Read just before the copy's minute is over: the value kept must not outlive the copy.
        vi.setSystemTime(Date.now() + 58_000)
        expect((await through(cookie)).user).toBe('recent@example.com')
        await endSessionsOf('recent@example.com')
        vi.setSystemTime(Date.now() + 3_000)
        expect((await through(cookie)).user).toBeNull()
      })

      test('an edited copy read right after the genuine one is still checked, and not believed', async () => {
        const cookie = await signIn(services, 'forger2@example.com')
        expect((await through(cookie)).user).toBe('forger2@example.com')
        const data = /giftwise\.session_data=([^;]+)/.exec(cookie)![1]!
        const forged = Buffer.from(data, 'base64url')
          .toString()
          .replaceAll('forger2@example.com', 'victim2@example.com')
        const spy = verifications()
        expect((await through(cookie.replace(data, Buffer.from(forged).toString('base64url')))).user).toBe(
          'forger2@example.com',
        )
        expect(spy).toHaveBeenCalledTimes(1)
      })

      test('without a session cookie there is no user, and nothing to verify', async () => {
        const spy = verifications()
        expect((await through('theme=dark')).user).toBeNull()
        expect((await through('')).user).toBeNull()
        expect(spy).not.toHaveBeenCalled()
      })
    })

    test('a copy edited to name someone else is not believed', async () => {
      const cookie = await signIn(services, 'forger@example.com')
      const data = /giftwise\.session_data=([^;]+)/.exec(cookie)![1]!
      const forged = Buffer.from(data, 'base64url').toString().replaceAll('forger@example.com', 'victim@example.com')
      const edited = cookie.replace(data, Buffer.from(forged).toString('base64url'))
      expect(edited).not.toBe(cookie)
      expect((await through(edited)).user).toBe('forger@example.com')
    })
  })
})
