import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { magicLink } from 'better-auth/plugins'

import type { AppConfig } from '#app/server/config.server.ts'
import type { Database } from '#app/server/db/client.server.ts'
import { account, session, user, verification } from '#app/server/db/schema.server.ts'
import type { MailOutbox } from '#app/server/mail/outbox.server.ts'
import { ensureProfile } from '#app/server/profile/profile.server.ts'

import { magicLinkEmail } from '#app/server/auth/emails.server.ts'
import { hashMagicLinkToken, MAGIC_LINK_TTL_SECONDS } from '#app/server/auth/token-hash.server.ts'

export { MAGIC_LINK_TTL_SECONDS }

/** How long a page may trust the signed copy of the session in its cookie before reading the database again. */
export const SESSION_COOKIE_CACHE_SECONDS = 60

export interface AuthOptions {
  /**
   * Print each sign-in link in the server log: only on a developer's machine, where mail goes to
   * .eml files and the site is not served over https. Anywhere else a log line must never hold a
   * working sign-in link.
   */
  logSignInLinks?: boolean
}

/**
 * Creates the better-auth instance: passwordless magic links, sessions in HttpOnly cookies.
 * Only the server calls it (`auth.api`); none of its HTTP endpoints is mounted (app/routes/auth/api.ts).
 */
export function createAuth(config: AppConfig, db: Database, outbox: MailOutbox, options: AuthOptions = {}) {
  return betterAuth({
    appName: 'Giftwise',
    baseURL: config.APP_URL,
    basePath: '/api/auth',
    secret: config.AUTH_SECRET,
    trustedOrigins: [config.APP_URL],
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification } }),
    emailAndPassword: { enabled: false },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      // Sliding expiry: a session in use is extended at most once a day.
      updateAge: 60 * 60 * 24,
      // The session and its user, signed, in a second HttpOnly cookie for a minute: a page read within
      // it skips the two session queries. A session ended elsewhere (another browser signed out, an
      // account deleted) is still believed for up to that minute on pages; writes always check the
      // database (docs/decisions/013-session-cookie-cache.md, sessionMiddleware).
      cookieCache: { enabled: true, maxAge: SESSION_COOKIE_CACHE_SECONDS },
    },
    // Our own database-backed limiter guards sign-in (it holds across instances); see rate-limit.server.ts.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'giftwise',
      useSecureCookies: config.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: config.secureCookies, path: '/' },
    },
    telemetry: { enabled: false },
    databaseHooks: {
      // Every account gets its profile at once, named with the name given at sign-up.
      user: { create: { after: (created) => ensureProfile(db, { id: created.id, name: created.name }) } },
    },
    plugins: [
      magicLink({
        expiresIn: MAGIC_LINK_TTL_SECONDS,
        // Hashed with our own function, so the confirmation step can look a token up (token-hash.server.ts).
        storeToken: { type: 'custom-hasher', hash: async (token) => hashMagicLinkToken(token) },
        async sendMagicLink({ email, token, metadata }) {
          // The emailed link opens our confirmation page, which signs in by POST, so mail scanners
          // that pre-fetch links cannot use it up.
          const confirmUrl = new URL('/auth/confirm', config.APP_URL)
          confirmUrl.searchParams.set('token', token)
          // The link is bound to the address it was sent to (see confirmMagicLink).
          confirmUrl.searchParams.set('email', email)
          const redirectTo = typeof metadata?.redirectTo === 'string' ? metadata.redirectTo : undefined
          if (redirectTo) confirmUrl.searchParams.set('redirectTo', redirectTo)
          // The fingerprint of the asking browser's secret (link-browser.server.ts).
          if (typeof metadata?.browser === 'string') confirmUrl.searchParams.set('browser', metadata.browser)
          const isSignUp = metadata?.mode === 'sign-up'
          // On a developer's machine the .eml file and this log line are how they sign in.
          if (options.logSignInLinks) console.log(`[auth] sign-in link for ${email}: ${confirmUrl.toString()}`)
          await outbox.enqueue(
            magicLinkEmail({ to: email, url: confirmUrl.toString(), isSignUp, appUrl: config.APP_URL }),
          )
        },
      }),
    ],
  })
}

export type Auth = ReturnType<typeof createAuth>
