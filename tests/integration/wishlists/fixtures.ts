import { randomUUID } from 'node:crypto'

import { desc, eq } from 'drizzle-orm'

import { RouterContextProvider } from 'react-router'
import { afterAll } from 'vitest'

import { servicesContext } from '#app/server/context.server.ts'
import type { Database } from '#app/server/db/client.server.ts'
import { mailOutbox, profiles, user } from '#app/server/db/schema.server.ts'
import type { AppServices } from '#app/server/services.server.ts'
import type { Actor } from '#app/server/wishlist/access.server.ts'
import { createTestServices } from '#tests/db.ts'

/** A user inserted straight into better-auth's table (email verified unless asked otherwise). */
export async function createUser(
  db: Database,
  label: string,
  options: { profileName?: string | null; name?: string; verified?: boolean } = {},
): Promise<Actor> {
  const id = randomUUID()
  const email = `${label}-${id.slice(0, 8)}@example.com`
  await db.insert(user).values({ id, email, name: options.name ?? '', emailVerified: options.verified ?? true })
  if (options.profileName !== undefined) await db.insert(profiles).values({ userId: id, name: options.profileName })
  return { id, email }
}

export { callRoute, type RouteAnswer } from '#tests/integration/call-route.ts'
export { sessionCookie } from '../../session-cookie.ts'

/** The request context a loader or action gets from the server. */
export function routeContext(services: AppServices) {
  const context = new RouterContextProvider()
  context.set(servicesContext, services)
  return context
}

/** The newest mail queued for `to`: subject and plain text. */
export async function latestMail(db: Database, to: string) {
  const [mail] = await db
    .select({ subject: mailOutbox.subject, text: mailOutbox.text, html: mailOutbox.html })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(1)
  return mail
}

/** Every mail queued for `to`, oldest first. */
export async function mailsTo(db: Database, to: string) {
  return db
    .select({ subject: mailOutbox.subject, text: mailOutbox.text, html: mailOutbox.html })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(mailOutbox.createdAt)
}

/** The token of the first link to `path` in a mail's text. */
export function tokenIn(text: string | undefined, path: string): string {
  const match = new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\?token=([A-Za-z0-9_-]+)`).exec(text ?? '')
  if (!match) throw new Error(`No ${path} link in the mail`)
  return match[1]!
}

/** Services over a fresh database for one test file, closed after its tests. */
export async function wishlistTestBed(env: Record<string, string> = {}) {
  const services = await createTestServices({ env })
  afterAll(() => services.close())
  return { services, db: services.db, wishlists: services.wishlists }
}
