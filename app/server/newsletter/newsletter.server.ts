import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

import { and, eq, inArray, ne, sql } from 'drizzle-orm'

import type { AppConfig } from '#app/server/config.server.ts'
import type { Database } from '#app/server/db/client.server.ts'
import { newsletterSubscriptions, profiles, user as users } from '#app/server/db/schema.server.ts'
import { enforceRateLimit, RATE_LIMITS, tryAgainIn } from '#app/server/limits/rate-limit.server.ts'
import type { MailOutbox } from '#app/server/mail/outbox.server.ts'

import { confirmationEmail } from '#app/server/newsletter/emails.server.ts'

export type SubscriptionStatus = 'none' | 'pending' | 'confirmed' | 'unsubscribed'

type Services = { db: Database; mail: Pick<MailOutbox, 'enqueue'>; config: Pick<AppConfig, 'APP_URL' | 'AUTH_SECRET'> }

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url')
const normalise = (email: string) => email.trim().toLowerCase()

/**
 * Double opt-in sign-up: the address is stored as pending with a hashed random token and sent
 * a confirmation link. A confirmed address is left as it is and gets no email; the caller's
 * answer is the same in every case.
 */
async function subscribe(services: Services, input: { email: string; ip: string }): Promise<void> {
  await enforceRateLimit(
    services.db,
    RATE_LIMITS.newsletterPerIp,
    input.ip,
    (seconds) => `Too many sign-ups from your connection. ${tryAgainIn(seconds)}`,
  )
  const email = normalise(input.email)
  const token = randomBytes(32).toString('base64url')
  // A new token replaces the previous one, so only the latest confirmation link works.
  const [row] = await services.db
    .insert(newsletterSubscriptions)
    .values({ email, status: 'pending', tokenHash: hashToken(token) })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: { status: 'pending', tokenHash: hashToken(token), unsubscribedAt: null },
      setWhere: ne(newsletterSubscriptions.status, 'confirmed'),
    })
    .returning({ id: newsletterSubscriptions.id })
  if (row) {
    const confirmUrl = new URL('/newsletter/confirm', services.config.APP_URL)
    confirmUrl.searchParams.set('token', token)
    await services.mail.enqueue(
      confirmationEmail({
        to: email,
        confirmUrl: confirmUrl.toString(),
        unsubscribeUrl: unsubscribeUrl(services.config, row.id),
        appUrl: services.config.APP_URL,
      }),
    )
  }
}

/** What a confirmation link would do, without doing it (the GET page mail scanners may fetch). */
async function checkConfirmationToken(db: Database, token: string): Promise<'pending' | 'confirmed' | 'invalid'> {
  const [row] = await db
    .select({ status: newsletterSubscriptions.status })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.tokenHash, hashToken(token)))
    .limit(1)
  return row?.status === 'pending' || row?.status === 'confirmed' ? row.status : 'invalid'
}

/** Confirms the subscription the token was sent for; confirming twice is harmless. */
async function confirmSubscription(db: Database, token: string): Promise<'confirmed' | 'invalid'> {
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({ status: 'confirmed', confirmedAt: new Date() })
    .where(and(eq(newsletterSubscriptions.tokenHash, hashToken(token)), eq(newsletterSubscriptions.status, 'pending')))
    .returning({ email: newsletterSubscriptions.email })
  if (row) {
    await mirrorOnProfile(db, row.email, true)
    return 'confirmed'
  }
  return (await checkConfirmationToken(db, token)) === 'confirmed' ? 'confirmed' : 'invalid'
}

/**
 * The unsubscribe link's token: an HMAC of the subscription id, so every newsletter email can
 * carry a working link without storing anything, and nobody can forge one for another address.
 */
function unsubscribeToken(config: Pick<AppConfig, 'AUTH_SECRET'>, subscriptionId: string): string {
  return createHmac('sha256', config.AUTH_SECRET).update(`newsletter-unsubscribe:${subscriptionId}`).digest('base64url')
}

/** The unsubscribe link every newsletter email carries. */
export function unsubscribeUrl(config: Pick<AppConfig, 'APP_URL' | 'AUTH_SECRET'>, subscriptionId: string): string {
  const url = new URL('/newsletter/unsubscribe', config.APP_URL)
  url.searchParams.set('id', subscriptionId)
  url.searchParams.set('token', unsubscribeToken(config, subscriptionId))
  return url.toString()
}

/** Checks an unsubscribe link (GET shows a page; only the POST changes anything). */
function isValidUnsubscribeLink(config: Pick<AppConfig, 'AUTH_SECRET'>, id: string, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(config, id))
  const given = Buffer.from(token)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/** Unsubscribes the address of a valid unsubscribe link. */
async function unsubscribe(
  services: Pick<Services, 'db' | 'config'>,
  input: { id: string; token: string },
): Promise<'unsubscribed' | 'invalid'> {
  if (!isValidUnsubscribeLink(services.config, input.id, input.token)) return 'invalid'
  const [row] = await services.db
    .update(newsletterSubscriptions)
    .set({ status: 'unsubscribed', unsubscribedAt: sql`coalesce(${newsletterSubscriptions.unsubscribedAt}, now())` })
    .where(eq(newsletterSubscriptions.id, input.id))
    .returning({ email: newsletterSubscriptions.email })
  if (!row) return 'invalid'
  await mirrorOnProfile(services.db, row.email, false)
  return 'unsubscribed'
}

/**
 * The subscription state of an address as a column, for a query that reads other things about the
 * same person (the profile page reads it with the profile row, in one round trip).
 */
export function subscriptionStatusSql(email: string) {
  return sql<SubscriptionStatus>`coalesce((
    select ${newsletterSubscriptions.status} from ${newsletterSubscriptions}
    where ${newsletterSubscriptions.email} = ${normalise(email)} limit 1
  ), 'none')`
}

/** The subscription state of an address. */
async function getSubscriptionStatus(db: Database, email: string): Promise<SubscriptionStatus> {
  const [row] = await db
    .select({ status: newsletterSubscriptions.status })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, normalise(email)))
    .limit(1)
  return row?.status ?? 'none'
}

/**
 * Subscribes or unsubscribes an address its owner has already proved (a signed-in user's own
 * email), without the confirmation email. Turning it off leaves a pending sign-up alone.
 */
async function setSubscription(db: Database, email: string, subscribed: boolean): Promise<void> {
  const address = normalise(email)
  if (subscribed) {
    await db
      .insert(newsletterSubscriptions)
      .values({
        email: address,
        status: 'confirmed',
        // Never emailed: this subscription was confirmed by signing in.
        tokenHash: hashToken(randomBytes(32).toString('base64url')),
        confirmedAt: new Date(),
      })
      .onConflictDoUpdate({
        target: newsletterSubscriptions.email,
        set: { status: 'confirmed', confirmedAt: new Date(), unsubscribedAt: null },
        setWhere: ne(newsletterSubscriptions.status, 'confirmed'),
      })
  } else {
    await db
      .update(newsletterSubscriptions)
      .set({ status: 'unsubscribed', unsubscribedAt: new Date() })
      .where(and(eq(newsletterSubscriptions.email, address), eq(newsletterSubscriptions.status, 'confirmed')))
  }
  await mirrorOnProfile(db, address, subscribed)
}

/** profiles.newsletter_opt_in follows the subscription of the account's address. */
async function mirrorOnProfile(db: Database, email: string, optIn: boolean): Promise<void> {
  await db
    .update(profiles)
    .set({ newsletterOptIn: optIn })
    .where(inArray(profiles.userId, db.select({ id: users.id }).from(users).where(eq(users.email, email))))
}

/** The newsletter: double opt-in sign-up, confirmation, unsubscribe links and the profile's switch. */
export function createNewsletterService(services: Services) {
  const { db, config } = services
  return {
    /** Signs an address up (or sends it a fresh confirmation link); the same outcome for every address. */
    subscribe: (input: { email: string; ip: string }) => subscribe(services, input),
    checkConfirmationToken: (token: string) => checkConfirmationToken(db, token),
    confirm: (token: string) => confirmSubscription(db, token),
    isValidUnsubscribeLink: (id: string, token: string) => isValidUnsubscribeLink(config, id, token),
    unsubscribe: (input: { id: string; token: string }) => unsubscribe(services, input),
    unsubscribeUrl: (subscriptionId: string) => unsubscribeUrl(config, subscriptionId),
    status: (email: string) => getSubscriptionStatus(db, email),
    /** For an address its owner has proved by signing in: no confirmation email. */
    setSubscription: (email: string, subscribed: boolean) => setSubscription(db, email, subscribed),
  }
}

export type NewsletterService = ReturnType<typeof createNewsletterService>
