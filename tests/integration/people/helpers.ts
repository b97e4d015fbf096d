import { randomUUID } from 'node:crypto'

import { asc, eq } from 'drizzle-orm'
import { RouterContextProvider } from 'react-router'

import type { PersonInput } from '#app/lib/people/contract.ts'
import { clientIpContext, servicesContext } from '#app/server/context.server.ts'
import type { Database } from '#app/server/db/client.server.ts'
import { mailOutbox, profiles, user } from '#app/server/db/schema.server.ts'
import type { GiftIdeas, IdeasBrief } from '#app/server/people/ideas.server.ts'
import type { AppServices } from '#app/server/services.server.ts'

/** A signed-in user for services: id, email and name, inserted straight into better-auth's table. */
export async function createUser(db: Database, label: string) {
  const id = randomUUID()
  const email = `${label}-${id.slice(0, 8)}@example.com`
  await db.insert(user).values({ id, email, name: label, emailVerified: true })
  await db.insert(profiles).values({ userId: id, name: label })
  return { id, email, name: label }
}

/** A person's form with only what a test cares about filled in. */
export function personInput(overrides: Partial<PersonInput> = {}): PersonInput {
  return {
    name: 'Sam',
    relationship: 'Friend',
    gender: null,
    birthdayDay: null,
    birthdayMonth: null,
    birthdayYear: null,
    interests: [],
    likes: [],
    dislikes: [],
    doNotBuy: [],
    clothesSize: null,
    shoeSize: null,
    ringSize: null,
    usualBudget: null,
    ...overrides,
  }
}

/** Reminder ideas that need no catalogue, remembering every brief they were asked for. */
export function fakeIdeas(): GiftIdeas & { briefs: IdeasBrief[] } {
  const briefs: IdeasBrief[] = []
  return {
    briefs,
    async suggest(brief, count) {
      briefs.push(brief)
      return [
        { name: 'Walking socks', price: '£12.00' },
        { name: 'Coffee grinder', price: '£34.99' },
        { name: 'Trail map of the Lakes', price: '£8.50' },
        { name: 'A fourth idea', price: '£1.00' },
      ].slice(0, count)
    },
  }
}

/** Every email queued to `to`, oldest first. */
export async function mailTo(db: Database, to: string) {
  return db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(asc(mailOutbox.createdAt))
}

/** Calls a route's loader or action the way React Router does, params included. */
export async function callRoute(
  services: AppServices,
  handler: (args: never) => unknown,
  options: {
    path: string
    params?: Record<string, string>
    form?: Record<string, string | string[]>
    json?: unknown
    cookie?: string
    dataRequest?: boolean
  },
): Promise<{ status: number; location: string | null; headers: Headers; body: unknown }> {
  const url = new URL(options.path, services.config.APP_URL)
  const requestUrl = new URL(url)
  if (options.dataRequest) requestUrl.pathname += '.data'
  const headers = new Headers()
  if (options.cookie) headers.set('cookie', options.cookie)
  let body: BodyInit | undefined
  if (options.form) {
    const form = new URLSearchParams()
    for (const [key, value] of Object.entries(options.form)) {
      for (const item of Array.isArray(value) ? value : [value]) form.append(key, item)
    }
    body = form
  } else if (options.json !== undefined) {
    body = JSON.stringify(options.json)
    headers.set('content-type', 'application/json')
  }
  const request = new Request(requestUrl, { method: body ? 'POST' : 'GET', headers, body })
  const context = new RouterContextProvider()
  context.set(servicesContext, services)
  context.set(clientIpContext, '203.0.113.9')
  let result: unknown
  try {
    result = await (handler as (args: unknown) => unknown)({
      request,
      url,
      pattern: url.pathname,
      params: options.params ?? {},
      context,
    })
  } catch (thrown) {
    result = thrown
  }
  if (result instanceof Response) {
    const text = await result.text()
    return { status: result.status, location: result.headers.get('location'), headers: result.headers, body: text }
  }
  if (typeof result === 'object' && result !== null && (result as { type?: string }).type === 'DataWithResponseInit') {
    const { data, init } = result as { data: unknown; init: ResponseInit | null }
    return { status: init?.status ?? 200, location: null, headers: new Headers(init?.headers), body: data }
  }
  if (result instanceof Error) throw result
  return { status: 200, location: null, headers: new Headers(), body: result }
}
