import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { magicLink } from 'better-auth/plugins'

import type { AppConfig } from '#app/server/config.server.ts'
import type { Database } from '#app/server/db/client.server.ts'
import { account, session, user, verification } from '#app/server/db/schema.server.ts'
import type { MailOutbox } from '#app/server/mail/outbox.server.ts'
import { ensureProfile } from '#app/server/profile/profile.server.ts'

import { magicLinkEmail } from '#app/server/auth/emails.server.ts'
import { hashMagicLinkToken } from '#app/server/auth/token-hash.server.ts'

/** Magic links are valid for 15 minutes. */
export const MAGIC_LINK_TTL_SECONDS = 15 * 60

/** Creates the better-auth instance: passwordless magic links, sessions in HttpOnly cookies. */
export function createAuth(config: AppConfig, db: Database, outbox: MailOutbox) {
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
          const isSignUp = metadata?.mode === 'sign-up'
          // With no mail server configured, the .eml file and this log line are how a developer signs in.
          if (!config.SMTP_URL) console.log(`[auth] sign-in link for ${email}: ${confirmUrl.toString()}`)
          await outbox.enqueue(
            magicLinkEmail({ to: email, url: confirmUrl.toString(), isSignUp, appUrl: config.APP_URL }),
          )
        },
      }),
    ],
  })
}

export type Auth = ReturnType<typeof createAuth>
