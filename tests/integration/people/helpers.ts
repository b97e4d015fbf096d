import { randomUUID } from 'node:crypto'

import { asc, eq } from 'drizzle-orm'

import type { PersonInput } from '#app/lib/people/contract.ts'
import type { Database } from '#app/server/db/client.server.ts'
import { mailOutbox, profiles, user } from '#app/server/db/schema.server.ts'
import type { GiftIdeas, IdeasBrief } from '#app/server/people/ideas.server.ts'

export { callRoute } from '#tests/integration/call-route.ts'

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
