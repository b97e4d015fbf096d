import { randomUUID } from 'node:crypto'

import { desc, eq } from 'drizzle-orm'
import { afterAll } from 'vitest'

import type { Database } from '#app/server/db/client.server.ts'
import { mailOutbox, profiles, user } from '#app/server/db/schema.server.ts'
import type { Actor } from '#app/server/secret-santa/secret-santa.server.ts'
import { createSecretSantaService, type SecretSantaDeps } from '#app/server/secret-santa/secret-santa.server.ts'
import type { AppServices } from '#app/server/services.server.ts'
import { createTestServices } from '#tests/db.ts'

export { callRoute } from '#tests/integration/call-route.ts'
export { sessionCookie } from '#tests/session-cookie.ts'

/** A user inserted straight into better-auth's table, email verified unless asked otherwise. */
export async function createUser(
  db: Database,
  label: string,
  options: { name?: string; verified?: boolean } = {},
): Promise<Actor> {
  const id = randomUUID()
  const email = `${label}-${id.slice(0, 8)}@example.com`
  await db.insert(user).values({ id, email, name: options.name ?? '', emailVerified: options.verified ?? true })
  if (options.name) await db.insert(profiles).values({ userId: id, name: options.name })
  return { id, email }
}

/** Services over a fresh database for one test file, closed after its tests. */
export async function santaTestBed() {
  const services = await createTestServices()
  afterAll(() => services.close())
  return { services, db: services.db, santa: services.secretSanta }
}

/** The Secret Santa service with test controls (clock, randomness, email delay) on the same database. */
export function santaWith(services: AppServices, overrides: Partial<SecretSantaDeps>) {
  return createSecretSantaService({ db: services.db, mail: services.mail, config: services.config, ...overrides })
}

/** A date `days` from today, yyyy-mm-dd. */
export function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}

/** Every email queued for `to`, oldest first. */
export async function mailsTo(db: Database, to: string) {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to.toLowerCase()))
    .orderBy(desc(mailOutbox.createdAt))
  return rows.reverse()
}
