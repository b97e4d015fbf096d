import { and, asc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'

import {
  santaAssignments,
  santaExclusions,
  santaGroups,
  santaInvitations,
  santaMembers,
  santaQuestions,
  wishlists,
} from '#app/server/db/schema.server.ts'
import { ForbiddenError, InvalidError, NotFoundError } from '#app/server/domain-errors.server.ts'
import type { Actor } from '#app/server/secret-santa/secret-santa.server.ts'
import * as groupRoute from '#app/routes/secret-santa/group.tsx'
import * as homeRoute from '#app/routes/secret-santa/index.tsx'
import * as joinRoute from '#app/routes/secret-santa/join.tsx'

import { callRoute, createUser, inDays, santaTestBed, sessionCookie } from './fixtures.ts'

/*
 * Every Secret Santa operation, run as the organiser (taking part), a member, a member the
 * organiser removed, someone invited who has not joined, and a stranger; through the service and
 * through the route a browser uses (with the status it maps to), and anonymously. A refused
 * operation changes no row.
 */

const { services, db, santa } = await santaTestBed()

const ROLES = ['organiser', 'member', 'removed', 'invited', 'stranger'] as const
type Role = (typeof ROLES)[number]
type Outcome = 'ok' | 'not-found' | 'forbidden' | 'invalid'

const people = {} as Record<Role | 'ann' | 'bob', Actor>
const cookies = {} as Record<Role, string>

interface World {
  groupId: string
  /** The invited person's pending invitation, and the removed member's revoked one. */
  pendingInvitation: string
  revokedInvitation: string
  /** A question put to each member (asked by whoever draws them), once drawn. */
  questionTo: Partial<Record<string, string>>
  /** Each role's own wishlist. */
  listOf: Record<Role, string>
}

const MEMBERS = ['organiser', 'member', 'ann', 'bob'] as const

/**
 * A group run by the organiser with the member, Ann and Bob; the removed member joined and was
 * removed; the invited person has a pending invitation. Drawn as a ring when asked, each with a
 * question from their Secret Santa. Built with plain inserts, so no limit is spent on fixtures.
 */
async function buildWorld(options: { drawn: boolean }): Promise<World> {
  const [group] = await db
    .insert(santaGroups)
    .values({ organiserId: people.organiser.id, name: 'Office', exchangeDate: inDays(30), budget: 20 })
    .returning({ id: santaGroups.id })
  const groupId = group!.id
  await db
    .insert(santaMembers)
    .values(
      MEMBERS.map((key) => ({ groupId, userId: people[key].id, displayName: key[0]!.toUpperCase() + key.slice(1) })),
    )
  const [pending] = await db
    .insert(santaInvitations)
    .values({ groupId, email: people.invited.email })
    .returning({ id: santaInvitations.id })
  const [revoked] = await db
    .insert(santaInvitations)
    .values({ groupId, email: people.removed.email, status: 'revoked', acceptedBy: people.removed.id })
    .returning({ id: santaInvitations.id })
  await db.insert(santaExclusions).values([
    { groupId, giverId: people.ann.id, receiverId: people.bob.id, kind: 'organiser' },
    { groupId, giverId: people.bob.id, receiverId: people.ann.id, kind: 'organiser' },
    { groupId, giverId: people.member.id, receiverId: people.organiser.id, kind: 'last-year' },
  ])
  const questionTo: World['questionTo'] = {}
  if (options.drawn) {
    // organiser -> ann -> member -> bob -> organiser
    const ring = [people.organiser, people.ann, people.member, people.bob]
    await db
      .insert(santaAssignments)
      .values(
        ring.map((giver, index) => ({ groupId, giverId: giver.id, receiverId: ring[(index + 1) % ring.length]!.id })),
      )
    await db.update(santaGroups).set({ drawnAt: new Date(), drawCount: 1 }).where(eq(santaGroups.id, groupId))
    for (const [index, giver] of ring.entries()) {
      const receiver = ring[(index + 1) % ring.length]!
      const [question] = await db
        .insert(santaQuestions)
        .values({ groupId, askerId: giver.id, receiverId: receiver.id, question: 'Favourite colour?' })
        .returning({ id: santaQuestions.id })
      questionTo[receiver.id] = question!.id
    }
  }
  const listOf = {} as Record<Role, string>
  for (const role of ROLES) {
    const [list] = await db
      .insert(wishlists)
      .values({ name: `${role}'s list`, userId: people[role].id, kind: 'me' })
      .returning({ id: wishlists.id })
    listOf[role] = list!.id
  }
  return { groupId, pendingInvitation: pending!.id, revokedInvitation: revoked!.id, questionTo, listOf }
}

/** Every Secret Santa row, to prove a refused operation changed nothing. */
async function snapshot() {
  return {
    groups: await db.select().from(santaGroups).orderBy(asc(santaGroups.id)),
    members: await db.select().from(santaMembers).orderBy(asc(santaMembers.groupId), asc(santaMembers.userId)),
    invitations: await db.select().from(santaInvitations).orderBy(asc(santaInvitations.id)),
    exclusions: await db
      .select()
      .from(santaExclusions)
      .orderBy(asc(santaExclusions.groupId), asc(santaExclusions.giverId), asc(santaExclusions.receiverId)),
    assignments: await db
      .select()
      .from(santaAssignments)
      .orderBy(asc(santaAssignments.groupId), asc(santaAssignments.giverId)),
    questions: await db.select().from(santaQuestions).orderBy(asc(santaQuestions.id)),
  }
}

interface RouteCall {
  handler: (args: never) => unknown
  path: string
  params?: Record<string, string>
  form?: Record<string, string>
}

interface Operation {
  name: string
  drawn?: boolean
  expect: Record<Role, Outcome>
  service(actor: Actor, world: World, role: Role): Promise<unknown>
  route: ((world: World, role: Role) => RouteCall) | null
  /** A successful call through a route may redirect (a new page) rather than answer 200. */
  redirects?: boolean
  /** What an allowed call must have done or shown. */
  effect?(role: Role, world: World, result: unknown): Promise<void> | void
}

const organiserOnly: Record<Role, Outcome> = {
  organiser: 'ok',
  member: 'forbidden',
  removed: 'not-found',
  invited: 'not-found',
  stranger: 'not-found',
}
const membersOnly: Record<Role, Outcome> = {
  organiser: 'ok',
  member: 'ok',
  removed: 'not-found',
  invited: 'not-found',
  stranger: 'not-found',
}
const everyone: Record<Role, Outcome> = {
  organiser: 'ok',
  member: 'ok',
  removed: 'ok',
  invited: 'ok',
  stranger: 'ok',
}

/** A group action as a fetcher posts it. */
const groupAction =
  (form: (world: World, role: Role) => Record<string, string>) =>
  (world: World, role: Role): RouteCall => ({
    handler: groupRoute.action,
    path: `/secret-santa/${world.groupId}.data`,
    params: { groupId: world.groupId },
    form: form(world, role),
  })

const groupRow = async (world: World) =>
  (await db.select().from(santaGroups).where(eq(santaGroups.id, world.groupId)))[0]

/** The invitation a role tries to use: the removed member their own old one, everyone else the invited person's. */
const invitationFor = (world: World, role: Role) =>
  role === 'removed' ? world.revokedInvitation : world.pendingInvitation

let counter = 0

const OPERATIONS: Operation[] = [
  {
    name: 'list own groups and invitations',
    expect: everyone,
    service: (actor) => santa.home(actor),
    route: () => ({ handler: homeRoute.loader, path: '/secret-santa' }),
    effect: (role, world, result) => {
      const home = result as { groups: { id: string }[]; invitations: { id: string }[] }
      expect(home.groups.some((group) => group.id === world.groupId)).toBe(role === 'organiser' || role === 'member')
      expect(home.invitations.some((invitation) => invitation.id === world.pendingInvitation)).toBe(role === 'invited')
    },
  },
  {
    name: 'start a group',
    expect: everyone,
    service: (actor) => santa.create(actor, { name: 'New', exchangeDate: inDays(9), budget: '10', takingPart: false }),
    route: () => ({
      handler: homeRoute.action,
      path: '/secret-santa.data',
      form: { intent: 'create-group', name: 'New', exchangeDate: inDays(9), budget: '10' },
    }),
    redirects: true,
  },
  {
    name: 'view the group',
    expect: membersOnly,
    service: (actor, world) => santa.page(actor, world.groupId),
    route: (world) => ({
      handler: groupRoute.loader,
      path: `/secret-santa/${world.groupId}`,
      params: { groupId: world.groupId },
    }),
    effect: (role, _world, result) => {
      const page = ((result as { page?: unknown }).page ?? result) as { organiser: unknown; me: unknown }
      expect(page.organiser !== null).toBe(role === 'organiser')
      expect(page.me).not.toBeNull()
    },
  },
  {
    name: 'edit the details',
    expect: organiserOnly,
    service: (actor, world) =>
      santa.updateDetails(actor, world.groupId, { name: 'Renamed', exchangeDate: inDays(31), budget: '30' }),
    route: groupAction(() => ({ intent: 'update-group', name: 'Renamed', exchangeDate: inDays(31), budget: '30' })),
    effect: async (_role, world) => expect((await groupRow(world))?.name).toBe('Renamed'),
  },
  {
    name: 'change the settings',
    expect: organiserOnly,
    service: (actor, world) => santa.updateSettings(actor, world.groupId, { takingPart: false, seesPairs: 'on' }),
    route: groupAction(() => ({ intent: 'update-settings', seesPairs: 'on' })),
    effect: async (_role, world) => expect((await groupRow(world))?.organiserSeesPairs).toBe(true),
  },
  {
    name: 'invite people',
    expect: organiserOnly,
    service: (actor, world) => santa.invite(actor, world.groupId, { emails: `new-${++counter}@example.com` }),
    route: groupAction(() => ({ intent: 'invite', emails: `new-${++counter}@example.com` })),
    effect: async (_role, world) => {
      const rows = await db.select().from(santaInvitations).where(eq(santaInvitations.groupId, world.groupId))
      expect(rows.filter((row) => row.status === 'pending')).toHaveLength(2)
    },
  },
  {
    name: 'cancel an invitation',
    expect: organiserOnly,
    service: (actor, world) => santa.cancelInvitation(actor, world.groupId, world.pendingInvitation),
    route: groupAction((world) => ({ intent: 'cancel-invitation', invitationId: world.pendingInvitation })),
    effect: async (_role, world) => {
      const [row] = await db.select().from(santaInvitations).where(eq(santaInvitations.id, world.pendingInvitation))
      expect(row?.status).toBe('revoked')
    },
  },
  {
    name: 'remove a member',
    expect: organiserOnly,
    service: (actor, world) => santa.removeMember(actor, world.groupId, people.bob.id),
    route: groupAction(() => ({ intent: 'remove-member', userId: people.bob.id })),
    effect: async (_role, world) => {
      const rows = await db.select().from(santaMembers).where(eq(santaMembers.groupId, world.groupId))
      expect(rows.map((row) => row.userId)).not.toContain(people.bob.id)
    },
  },
  {
    name: 'keep two members apart',
    expect: organiserOnly,
    service: (actor, world) =>
      santa.addExclusion(actor, world.groupId, { firstId: people.member.id, secondId: people.ann.id }),
    route: groupAction(() => ({ intent: 'add-exclusion', firstId: people.member.id, secondId: people.ann.id })),
    effect: async (_role, world) => {
      const rows = await db.select().from(santaExclusions).where(eq(santaExclusions.groupId, world.groupId))
      expect(rows.filter((row) => row.kind === 'organiser')).toHaveLength(4)
    },
  },
  {
    name: 'remove an exclusion',
    expect: organiserOnly,
    service: (actor, world) =>
      santa.removeExclusion(actor, world.groupId, { firstId: people.ann.id, secondId: people.bob.id }),
    route: groupAction(() => ({ intent: 'remove-exclusion', firstId: people.ann.id, secondId: people.bob.id })),
    effect: async (_role, world) => {
      const rows = await db.select().from(santaExclusions).where(eq(santaExclusions.groupId, world.groupId))
      expect(rows.filter((row) => row.kind === 'organiser')).toHaveLength(0)
    },
  },
  {
    name: "allow last year's pairs again",
    expect: organiserOnly,
    service: (actor, world) => santa.allowLastYear(actor, world.groupId),
    route: groupAction(() => ({ intent: 'allow-last-year' })),
    effect: async (_role, world) => {
      const rows = await db.select().from(santaExclusions).where(eq(santaExclusions.groupId, world.groupId))
      expect(rows.filter((row) => row.kind === 'last-year')).toHaveLength(0)
    },
  },
  {
    name: 'draw names',
    expect: organiserOnly,
    service: (actor, world) => santa.draw(actor, world.groupId),
    route: groupAction(() => ({ intent: 'draw' })),
    effect: async (_role, world) => {
      const rows = await db.select().from(santaAssignments).where(eq(santaAssignments.groupId, world.groupId))
      expect(rows).toHaveLength(4)
    },
  },
  {
    name: 'draw names again',
    drawn: true,
    expect: organiserOnly,
    service: (actor, world) => santa.redraw(actor, world.groupId),
    route: groupAction(() => ({ intent: 'redraw' })),
    effect: async (_role, world) => expect((await groupRow(world))?.drawCount).toBe(2),
  },
  {
    name: 'repeat the group',
    drawn: true,
    expect: organiserOnly,
    service: (actor, world) => santa.repeat(actor, { groupId: world.groupId, exchangeDate: inDays(60) }),
    route: (world) => ({
      handler: homeRoute.action,
      path: '/secret-santa.data',
      form: { intent: 'repeat-group', groupId: world.groupId, exchangeDate: inDays(60) },
    }),
    redirects: true,
  },
  {
    name: 'delete the group',
    expect: organiserOnly,
    service: (actor, world) => santa.deleteGroup(actor, world.groupId),
    route: groupAction(() => ({ intent: 'delete-group', confirm: 'on' })),
    redirects: true,
    effect: async (_role, world) => expect(await groupRow(world)).toBeUndefined(),
  },
  {
    name: 'open an invitation',
    expect: { organiser: 'forbidden', member: 'forbidden', removed: 'invalid', invited: 'ok', stranger: 'forbidden' },
    service: async (actor, world, role) => {
      // The page itself always answers; what it says is the outcome.
      const view = await santa.joinView(actor, invitationFor(world, role))
      if (view.state === 'wrong-account') throw new ForbiddenError('wrong account')
      if (view.state === 'gone') throw new InvalidError('gone')
      return view
    },
    route: null, // the loader answers 200 with the state: see 'the invitation page' below
  },
  {
    name: 'join with an invitation',
    expect: { organiser: 'forbidden', member: 'forbidden', removed: 'invalid', invited: 'ok', stranger: 'forbidden' },
    service: (actor, world, role) =>
      santa.join(actor, { invitationId: invitationFor(world, role), displayName: 'Ivy' }),
    route: (world, role) => ({
      handler: joinRoute.action,
      path: `/secret-santa/join.data?invitation=${invitationFor(world, role)}`,
      form: { intent: 'join', invitationId: invitationFor(world, role), displayName: 'Ivy' },
    }),
    redirects: true,
    effect: async (_role, world) => {
      const rows = await db.select().from(santaMembers).where(eq(santaMembers.groupId, world.groupId))
      expect(rows.find((row) => row.userId === people.invited.id)?.displayName).toBe('Ivy')
    },
  },
  {
    name: 'decline an invitation',
    expect: { organiser: 'forbidden', member: 'forbidden', removed: 'invalid', invited: 'ok', stranger: 'forbidden' },
    service: (actor, world, role) => santa.decline(actor, invitationFor(world, role)),
    route: (world, role) => ({
      handler: joinRoute.action,
      path: `/secret-santa/join.data?invitation=${invitationFor(world, role)}`,
      form: { intent: 'decline', invitationId: invitationFor(world, role) },
    }),
    redirects: true,
    effect: async (_role, world) => {
      const [row] = await db.select().from(santaInvitations).where(eq(santaInvitations.id, world.pendingInvitation))
      expect(row?.status).toBe('declined')
    },
  },
  {
    name: 'reveal my match',
    drawn: true,
    expect: membersOnly,
    service: (actor, world) => santa.reveal(actor, world.groupId),
    route: groupAction(() => ({ intent: 'reveal' })),
    effect: async (role, world) => {
      const [row] = await db
        .select()
        .from(santaAssignments)
        .where(and(eq(santaAssignments.groupId, world.groupId), eq(santaAssignments.giverId, people[role].id)))
      expect(row?.openedAt).not.toBeNull()
    },
  },
  {
    name: 'link my own wishlist',
    expect: membersOnly,
    service: (actor, world, role) => santa.linkWishlist(actor, world.groupId, world.listOf[role]),
    route: groupAction((world, role) => ({ intent: 'link-wishlist', wishlistId: world.listOf[role] })),
    effect: async (role, world) => {
      const [row] = await db
        .select()
        .from(santaMembers)
        .where(and(eq(santaMembers.groupId, world.groupId), eq(santaMembers.userId, people[role].id)))
      expect(row?.wishlistId).toBe(world.listOf[role])
    },
  },
  {
    name: 'ask my match a question',
    drawn: true,
    expect: membersOnly,
    service: (actor, world) => santa.ask(actor, world.groupId, { question: 'Any allergies?' }),
    route: groupAction(() => ({ intent: 'ask', question: 'Any allergies?' })),
    effect: async (role, world) => {
      const rows = await db
        .select()
        .from(santaQuestions)
        .where(and(eq(santaQuestions.groupId, world.groupId), eq(santaQuestions.askerId, people[role].id)))
      expect(rows.map((row) => row.question)).toContain('Any allergies?')
    },
  },
  {
    name: 'answer a question put to me',
    drawn: true,
    expect: membersOnly,
    // Those outside the group try the member's question: they have none of their own.
    service: (actor, world) =>
      santa.answer(actor, world.groupId, {
        questionId: world.questionTo[actor.id] ?? world.questionTo[people.member.id]!,
        answer: 'Green',
      }),
    route: groupAction((world, role) => ({
      intent: 'answer',
      questionId: world.questionTo[people[role].id] ?? world.questionTo[people.member.id]!,
      answer: 'Green',
    })),
    effect: async (role, world) => {
      const [row] = await db
        .select()
        .from(santaQuestions)
        .where(eq(santaQuestions.id, world.questionTo[people[role].id]!))
      expect(row?.answer).toBe('Green')
    },
  },
  {
    name: "answer someone else's question",
    drawn: true,
    expect: {
      organiser: 'not-found',
      member: 'not-found',
      removed: 'not-found',
      invited: 'not-found',
      stranger: 'not-found',
    },
    service: (actor, world) =>
      santa.answer(actor, world.groupId, { questionId: world.questionTo[people.ann.id]!, answer: 'Green' }),
    route: groupAction((world) => ({
      intent: 'answer',
      questionId: world.questionTo[people.ann.id]!,
      answer: 'Green',
    })),
  },
]

const STATUS: Record<Outcome, number> = { ok: 200, 'not-found': 404, forbidden: 403, invalid: 400 }
const ERROR_CLASS = { 'not-found': NotFoundError, forbidden: ForbiddenError, invalid: InvalidError } as const

beforeAll(async () => {
  for (const role of [...ROLES, 'ann', 'bob'] as const) people[role] = await createUser(services.db, role)
  for (const role of ROLES) cookies[role] = await sessionCookie(services, people[role].email)
})

describe('services: every operation as organiser, member, removed member, invited person and stranger', () => {
  for (const operation of OPERATIONS) {
    for (const role of ROLES) {
      const outcome = operation.expect[role]
      it(`${operation.name} as ${role}: ${outcome}`, async () => {
        const world = await buildWorld({ drawn: operation.drawn ?? false })
        if (outcome === 'ok') {
          const result = await operation.service(people[role], world, role)
          await operation.effect?.(role, world, result)
          return
        }
        const before = await snapshot()
        await expect(operation.service(people[role], world, role)).rejects.toBeInstanceOf(ERROR_CLASS[outcome])
        expect(await snapshot()).toEqual(before)
      })
    }
  }
})

describe('routes: every operation signed in, with the mapped status', () => {
  for (const operation of OPERATIONS) {
    if (!operation.route) continue
    const route = operation.route
    for (const role of ROLES) {
      const outcome = operation.expect[role]
      const status = outcome === 'ok' && operation.redirects ? 302 : STATUS[outcome]
      it(`${operation.name} as ${role}: ${status}`, async () => {
        const world = await buildWorld({ drawn: operation.drawn ?? false })
        const before = outcome === 'ok' ? null : await snapshot()
        const call = route(world, role)
        const answer = await callRoute(services, call.handler, { ...call, cookie: cookies[role] })
        expect(answer.status).toBe(status)
        if (outcome === 'ok') await operation.effect?.(role, world, answer.body)
        else expect(await snapshot()).toEqual(before)
      })
    }
  }
})

describe('anonymous: every route sends the visitor to sign in and changes nothing', () => {
  for (const operation of OPERATIONS) {
    if (!operation.route) continue
    const route = operation.route
    it(operation.name, async () => {
      const world = await buildWorld({ drawn: operation.drawn ?? false })
      const before = await snapshot()
      const call = route(world, 'invited')
      const answer = await callRoute(services, call.handler, call)
      expect(answer.status).toBe(302)
      const location = new URL(answer.location!, 'http://localhost:3000')
      expect(location.pathname).toBe('/auth')
      expect(location.searchParams.get('redirectTo')).toBe(call.path.split(/[.?]/)[0])
      expect(await snapshot()).toEqual(before)
    })
  }
})

describe('the invitation page as each role', () => {
  const expected: Record<Role, string> = {
    organiser: 'wrong-account',
    member: 'wrong-account',
    removed: 'gone',
    invited: 'invited',
    stranger: 'wrong-account',
  }
  for (const role of ROLES) {
    it(`${role} sees '${expected[role]}', and the group's details only when invited`, async () => {
      const world = await buildWorld({ drawn: false })
      const answer = await callRoute(services, joinRoute.loader, {
        path: `/secret-santa/join?invitation=${invitationFor(world, role)}`,
        cookie: cookies[role],
      })
      expect(answer.status).toBe(200)
      const view = (answer.body as { view: { state: string } }).view
      expect(view.state).toBe(expected[role])
      expect(JSON.stringify(view).includes('Office')).toBe(role === 'invited')
    })
  }
})

describe('an organiser who is not taking part', () => {
  it('manages the group but has no match, no questions and no list to link', async () => {
    const outsider = await createUser(db, 'outsider')
    const [group] = await db
      .insert(santaGroups)
      .values({
        organiserId: outsider.id,
        name: 'Club',
        exchangeDate: inDays(30),
        budget: 20,
        organiserTakesPart: false,
      })
      .returning({ id: santaGroups.id })
    const groupId = group!.id
    const ring = [people.member, people.ann, people.bob]
    await db
      .insert(santaMembers)
      .values(ring.map((person, index) => ({ groupId, userId: person.id, displayName: `P${index}` })))
    await db
      .insert(santaAssignments)
      .values(ring.map((giver, index) => ({ groupId, giverId: giver.id, receiverId: ring[(index + 1) % 3]!.id })))
    await db.update(santaGroups).set({ drawnAt: new Date(), drawCount: 1 }).where(eq(santaGroups.id, groupId))
    const before = await snapshot()
    for (const attempt of [
      () => santa.reveal(outsider, groupId),
      () => santa.ask(outsider, groupId, { question: 'Hi?' }),
      () => santa.linkWishlist(outsider, groupId, ''),
    ]) {
      await expect(attempt()).rejects.toThrow('You are not taking part in this group.')
    }
    expect(await snapshot()).toEqual(before)
    const page = await santa.page(outsider, groupId)
    expect(page.me).toBeNull()
    // Without choosing to see them, no pairs.
    expect(page.organiser!.pairs).toBeNull()
    expect(page.organiser!.members.map((member) => member.opened)).toEqual([false, false, false])
  })
})
