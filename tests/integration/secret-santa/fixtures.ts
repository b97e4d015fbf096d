import { randomUUID } from 'node:crypto'

import { desc, eq } from 'drizzle-orm'
import { RouterContextProvider } from 'react-router'
import { afterAll } from 'vitest'

import { clientIpContext, servicesContext } from '#app/server/context.server.ts'
import type { Database } from '#app/server/db/client.server.ts'
import { mailOutbox, profiles, user } from '#app/server/db/schema.server.ts'
import type { Actor } from '#app/server/secret-santa/secret-santa.server.ts'
import { createSecretSantaService, type SecretSantaDeps } from '#app/server/secret-santa/secret-santa.server.ts'
import type { AppServices } from '#app/server/services.server.ts'
import { createTestServices } from '#tests/db.ts'

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

export interface RouteAnswer {
  status: number
  location: string | null
  body: unknown
}

type RouteFunction = (args: never) => unknown

/**
 * Calls a route's loader or action as the server would and reports what the client gets:
 * thrown redirects and responses included. `params` are the route's URL parameters.
 */
export async function callRoute(
  services: AppServices,
  handler: RouteFunction,
  options: {
    path: string
    params?: Record<string, string>
    form?: Record<string, string>
    cookie?: string
    ip?: string
  },
): Promise<RouteAnswer> {
  const url = new URL(options.path, 'http://localhost:3000')
  const headers = new Headers()
  if (options.cookie) headers.set('cookie', options.cookie)
  const request = new Request(url, {
    method: options.form ? 'POST' : 'GET',
    headers,
    body: options.form ? new URLSearchParams(options.form) : undefined,
  })
  const context = new RouterContextProvider()
  context.set(servicesContext, services)
  context.set(clientIpContext, options.ip ?? '203.0.113.9')
  const args = { request, url, pattern: url.pathname, params: options.params ?? {}, context }
  let result: unknown
  try {
    result = await handler(args as never)
  } catch (thrown) {
    result = thrown
  }
  if (result instanceof Response) {
    return { status: result.status, location: result.headers.get('location'), body: await result.text() }
  }
  if (isDataWithInit(result)) return { status: result.init?.status ?? 200, location: null, body: result.data }
  if (result instanceof Error) throw result
  return { status: 200, location: null, body: result }
}

function isDataWithInit(value: unknown): value is { data: unknown; init: ResponseInit | null } {
  return typeof value === 'object' && value !== null && (value as { type?: string }).type === 'DataWithResponseInit'
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
