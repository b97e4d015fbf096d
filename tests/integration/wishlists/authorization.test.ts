import { asc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'

import {
  rateLimits,
  wishlistClaims,
  wishlistCollaborators,
  wishlistInvitations,
  wishlistItems,
  wishlistShareLinks,
  wishlists as wishlistsTable,
} from '#app/server/db/schema.server.ts'
import { ForbiddenError, NotFoundError } from '#app/server/domain-errors.server.ts'
import type { Actor } from '#app/server/wishlist/access.server.ts'
import * as itemsApi from '#app/routes/wishlist/api.items.ts'
import * as wishlistsApi from '#app/routes/wishlist/api.wishlists.ts'
import * as profilePage from '#app/routes/profile/page.tsx'
import * as wishlistPage from '#app/routes/wishlist/page.tsx'
import * as sharedPage from '#app/routes/wishlist/shared.tsx'
import * as claimConfirmPage from '#app/routes/wishlist/claim-confirm.tsx'
import * as claimUndoPage from '#app/routes/wishlist/claim-undo.tsx'

import {
  callRoute,
  createUser,
  latestMail,
  sessionCookie,
  tokenIn,
  type RouteAnswer,
  wishlistTestBed,
} from './fixtures.ts'

/**
 * Every wishlist, item, collaborator and invitation operation, run as
 * anonymous (routes), stranger, collaborator and owner (services and routes), plus an invitee
 * whose invitation is still pending (who must have no access yet), and swapped ids.
 */

const { services, db, wishlists } = await wishlistTestBed()

const ROLES = ['owner', 'collaborator', 'stranger', 'invitee'] as const
type Role = (typeof ROLES)[number]
type Outcome = 'ok' | 'not-found' | 'forbidden'

const people = {} as Record<Role, Actor>
const cookies = {} as Record<Role, string>

const product = (name: string) => ({
  name,
  imageUrl: '/images/products/headphones.svg',
  price: 24.99,
  url: 'https://www.amazon.co.uk/s?k=headphones&tag=giftwise-21',
})

interface World {
  list: { id: string }
  item: { id: string }
  otherList: { id: string }
  otherItem: { id: string }
  invitationId: string
}

/** A fresh owner's list with one item, one collaborator and one pending invitation; and a stranger's list. */
async function buildWorld(): Promise<World> {
  // Each test starts from an empty world (this file's own database), so the lists-per-user quota
  // counts only what the test itself makes.
  await db.delete(wishlistsTable)
  const [list] = await db
    .insert(wishlistsTable)
    .values({ name: 'Birthday 2025', userId: people.owner.id })
    .returning({ id: wishlistsTable.id })
  const item = await wishlists.addItem(people.owner, { wishlistId: list!.id, product: product('Headphones') })
  await db.insert(wishlistCollaborators).values({ wishlistId: list!.id, userId: people.collaborator.id })
  const [otherList] = await db
    .insert(wishlistsTable)
    .values({ name: 'Stranger list', userId: people.stranger.id })
    .returning({ id: wishlistsTable.id })
  const otherItem = await wishlists.addItem(people.stranger, { wishlistId: otherList!.id, product: product('Mug') })
  // Inserted directly: the invite rate limit is for people, not for building fixtures.
  const [invitation] = await db
    .insert(wishlistInvitations)
    .values({ wishlistId: list!.id, inviterId: people.owner.id, inviteeEmail: people.invitee.email })
    .returning({ id: wishlistInvitations.id })
  return { list: list!, item, otherList: otherList!, otherItem, invitationId: invitation!.id }
}

/** Everything an operation could change, to prove a refused one changed nothing. */
async function snapshot() {
  return {
    wishlists: await db.select().from(wishlistsTable).orderBy(asc(wishlistsTable.id)),
    items: await db.select().from(wishlistItems).orderBy(asc(wishlistItems.id)),
    collaborators: await db
      .select()
      .from(wishlistCollaborators)
      .orderBy(asc(wishlistCollaborators.wishlistId), asc(wishlistCollaborators.userId)),
    invitations: await db.select().from(wishlistInvitations).orderBy(asc(wishlistInvitations.id)),
  }
}

let inviteCounter = 0

/** A loader or action to call, and how. */
interface Call {
  handler: (args: never) => unknown
  path: string
  params?: Record<string, string>
  method?: 'POST'
  form?: Record<string, string>
}

/** A form posted to the profile page's action, the way its fetchers send it. */
const onProfile = (form: Record<string, string>): Call => ({
  handler: profilePage.action,
  path: '/profile.data',
  method: 'POST',
  form,
})

/** A form posted to the list page's action about the list `listId`, the way its fetchers send it. */
const onWishlist = (listId: string, form: Record<string, string>): Call => ({
  handler: wishlistPage.action,
  path: `/wishlist.data?id=${listId}`,
  method: 'POST',
  form: { wishlistId: listId, ...form },
})

interface Operation {
  name: string
  /** Expected outcome per role. */
  expect: Record<Role, Outcome>
  service(actor: Actor, world: World): Promise<unknown>
  /** The route a browser uses for it; null when only a page loader reads it (see the profile tests). */
  route: ((world: World) => Call) | null
  /** What an allowed call must have done or shown. */
  effect?(role: Role, world: World, result: unknown): Promise<void> | void
}

const onlyMembers: Record<Role, Outcome> = {
  owner: 'ok',
  collaborator: 'ok',
  stranger: 'not-found',
  invitee: 'not-found',
}
const onlyOwner: Record<Role, Outcome> = {
  owner: 'ok',
  collaborator: 'forbidden',
  stranger: 'not-found',
  invitee: 'not-found',
}
const everyone: Record<Role, Outcome> = { owner: 'ok', collaborator: 'ok', stranger: 'ok', invitee: 'ok' }
const onlyInvitee: Record<Role, Outcome> = {
  owner: 'forbidden',
  collaborator: 'forbidden',
  stranger: 'forbidden',
  invitee: 'ok',
}

async function itemRow(id: string) {
  const [row] = await db.select().from(wishlistItems).where(eq(wishlistItems.id, id))
  return row
}

const OPERATIONS: Operation[] = [
  {
    name: 'wishlist: list own and shared',
    expect: everyone,
    service: (actor) => wishlists.listForUser(actor),
    route: () => ({ handler: wishlistsApi.loader, path: '/api/wishlists' }),
    effect: (role, world, result) => {
      const lists = (result as { wishlists?: { id: string }[] }).wishlists ?? (result as { id: string }[])
      const ids = lists.map((list) => list.id)
      expect(ids.includes(world.list.id)).toBe(role === 'owner' || role === 'collaborator')
      expect(ids.includes(world.otherList.id)).toBe(role === 'stranger')
    },
  },
  {
    name: 'wishlist: view with items',
    expect: onlyMembers,
    service: (actor, world) => wishlists.getWithItems(actor, world.list.id),
    route: (world) => ({ handler: wishlistPage.loader, path: `/wishlist?id=${world.list.id}` }),
    effect: (_role, world, result) => {
      const body = result as { items?: { id: string }[]; current?: { items: { id: string }[] } }
      expect((body.current?.items ?? body.items)!.map((item) => item.id)).toEqual([world.item.id])
    },
  },
  {
    name: 'wishlist: create',
    expect: everyone,
    service: (actor) => wishlists.create(actor, '  Christmas  '),
    route: () => ({
      handler: wishlistsApi.action,
      path: '/api/wishlists',
      method: 'POST',
      form: { name: '  Christmas  ' },
    }),
    effect: async (role, _world, result) => {
      const id = (result as { id?: string; wishlist?: { id: string } }).wishlist?.id ?? (result as { id: string }).id
      const [row] = await db.select().from(wishlistsTable).where(eq(wishlistsTable.id, id))
      expect(row).toMatchObject({ name: 'Christmas', userId: people[role].id })
    },
  },
  {
    name: 'wishlist: delete',
    expect: onlyOwner,
    service: (actor, world) => wishlists.delete(actor, world.list.id),
    route: (world) => onProfile({ intent: 'delete-wishlist', wishlistId: world.list.id }),
    effect: async (_role, world) => {
      expect(await db.select().from(wishlistsTable).where(eq(wishlistsTable.id, world.list.id))).toEqual([])
    },
  },
  {
    name: 'item: add',
    expect: onlyMembers,
    service: (actor, world) => wishlists.addItem(actor, { wishlistId: world.list.id, product: product('Scarf') }),
    route: (world) => ({
      handler: itemsApi.action,
      path: '/api/wishlists/items',
      method: 'POST',
      form: {
        wishlistId: world.list.id,
        name: 'Scarf',
        imageUrl: '/images/products/scarf.svg',
        price: '12.50',
        url: 'https://www.ebay.co.uk/itm/123',
      },
    }),
    effect: async (_role, world) => {
      const rows = await db.select().from(wishlistItems).where(eq(wishlistItems.wishlistId, world.list.id))
      expect(rows.map((row) => row.productName).sort()).toEqual(['Headphones', 'Scarf'])
    },
  },
  {
    name: 'item: remove',
    expect: onlyMembers,
    service: (actor, world) => wishlists.removeItem(actor, { wishlistId: world.list.id, itemId: world.item.id }),
    route: (world) => onWishlist(world.list.id, { intent: 'remove', itemId: world.item.id }),
    effect: async (_role, world) => expect(await itemRow(world.item.id)).toBeUndefined(),
  },
  {
    name: 'item: mark purchased',
    expect: onlyMembers,
    service: (actor, world) =>
      wishlists.setPurchased(actor, { wishlistId: world.list.id, itemId: world.item.id, purchased: true }),
    route: (world) => onWishlist(world.list.id, { intent: 'toggle', itemId: world.item.id, purchased: 'true' }),
    effect: async (_role, world) => expect((await itemRow(world.item.id))?.purchased).toBe(true),
  },
  {
    name: 'collaborator: list',
    expect: onlyOwner,
    service: (actor, world) => wishlists.listCollaborators(actor, world.list.id),
    // Read by the profile loader, which shows them to the owner only (see 'the profile shows ...' below).
    route: null,
    effect: (_role, _world, result) => {
      expect((result as { userId: string }[]).map((row) => row.userId)).toEqual([people.collaborator.id])
    },
  },
  {
    name: 'collaborator: remove',
    expect: onlyOwner,
    service: (actor, world) =>
      wishlists.removeCollaborator(actor, { wishlistId: world.list.id, userId: people.collaborator.id }),
    route: (world) =>
      onProfile({ intent: 'remove-collaborator', wishlistId: world.list.id, userId: people.collaborator.id }),
    effect: async (_role, world) => {
      expect(
        await db.select().from(wishlistCollaborators).where(eq(wishlistCollaborators.wishlistId, world.list.id)),
      ).toEqual([])
    },
  },
  {
    name: 'invitation: send',
    expect: onlyOwner,
    service: (actor, world) =>
      wishlists.invite(actor, { wishlistId: world.list.id, email: `friend-${++inviteCounter}@example.com` }),
    route: (world) =>
      onProfile({
        intent: 'invite-collaborator',
        wishlistId: world.list.id,
        email: `friend-${++inviteCounter}@example.com`,
      }),
    effect: async (_role, world) => {
      const rows = await db.select().from(wishlistInvitations).where(eq(wishlistInvitations.wishlistId, world.list.id))
      expect(rows.filter((row) => row.status === 'pending')).toHaveLength(2)
    },
  },
  {
    name: 'invitation: list received',
    expect: everyone,
    service: (actor) => wishlists.listReceived(actor),
    route: null, // the profile loader: see below
    effect: (role, world, result) => {
      const ids = (result as { id: string }[]).map((row) => row.id)
      expect(ids.includes(world.invitationId)).toBe(role === 'invitee')
    },
  },
  {
    name: 'invitation: list sent',
    expect: everyone,
    service: (actor) => wishlists.listSent(actor),
    route: null, // the profile loader: see below
    effect: (role, world, result) => {
      const ids = (result as { id: string }[]).map((row) => row.id)
      expect(ids.includes(world.invitationId)).toBe(role === 'owner')
    },
  },
  {
    name: 'invitation: accept',
    expect: onlyInvitee,
    service: (actor, world) => wishlists.accept(actor, world.invitationId),
    route: (world) => onProfile({ intent: 'accept-invitation', invitationId: world.invitationId }),
    effect: async (_role, world) => {
      const [row] = await db.select().from(wishlistInvitations).where(eq(wishlistInvitations.id, world.invitationId))
      expect(row).toMatchObject({ status: 'accepted', inviteeId: people.invitee.id })
      expect((await wishlists.getWithItems(people.invitee, world.list.id)).wishlist.isOwner).toBe(false)
    },
  },
  {
    name: 'invitation: decline',
    expect: onlyInvitee,
    service: (actor, world) => wishlists.decline(actor, world.invitationId),
    route: (world) => onProfile({ intent: 'decline-invitation', invitationId: world.invitationId }),
    effect: async (_role, world) => {
      const [row] = await db.select().from(wishlistInvitations).where(eq(wishlistInvitations.id, world.invitationId))
      expect(row?.status).toBe('declined')
      await expect(wishlists.getWithItems(people.invitee, world.list.id)).rejects.toBeInstanceOf(NotFoundError)
    },
  },
]

const STATUS: Record<Outcome, number> = { ok: 200, 'not-found': 404, forbidden: 403 }
const ERROR_CLASS = { 'not-found': NotFoundError, forbidden: ForbiddenError } as const

beforeAll(async () => {
  people.owner = await createUser(db, 'owner', { profileName: 'Olivia Owner' })
  people.collaborator = await createUser(db, 'collaborator', { profileName: 'Carl Collaborator' })
  people.stranger = await createUser(db, 'stranger', { profileName: null })
  people.invitee = await createUser(db, 'invitee')
  for (const role of ROLES) cookies[role] = await sessionCookie(services, people[role].email)
})

describe('services: each operation as owner, collaborator, stranger and pending invitee', () => {
  for (const operation of OPERATIONS) {
    for (const role of ROLES) {
      const outcome = operation.expect[role]
      it(`${operation.name} as ${role}: ${outcome}`, async () => {
        const world = await buildWorld()
        if (outcome === 'ok') {
          const result = await operation.service(people[role], world)
          await operation.effect?.(role, world, result)
          return
        }
        const before = await snapshot()
        await expect(operation.service(people[role], world)).rejects.toBeInstanceOf(ERROR_CLASS[outcome])
        expect(await snapshot()).toEqual(before)
      })
    }
  }
})

describe('routes: each operation signed in, with the mapped status', () => {
  for (const operation of OPERATIONS) {
    if (!operation.route) continue
    const route = operation.route
    for (const role of ROLES) {
      const outcome = operation.expect[role]
      it(`${operation.name} as ${role}: ${STATUS[outcome]}`, async () => {
        const world = await buildWorld()
        const before = outcome === 'ok' ? null : await snapshot()
        const answer = await callRoute(services, route(world).handler, { ...route(world), cookie: cookies[role] })
        expect(answer.status).toBe(STATUS[outcome])
        if (outcome === 'ok') await operation.effect?.(role, world, answer.body)
        else expect(await snapshot()).toEqual(before)
      })
    }
  }
})

describe('anonymous: every route redirects to sign-in or answers 401, and changes nothing', () => {
  for (const operation of OPERATIONS) {
    if (!operation.route) continue
    const route = operation.route
    it(`${operation.name}`, async () => {
      const world = await buildWorld()
      const before = await snapshot()
      const call = route(world)
      const answer: RouteAnswer = await callRoute(services, call.handler, call)
      if (call.path.startsWith('/api/')) {
        expect(answer.status).toBe(401)
        expect(answer.body).toEqual({ ok: false, error: 'Sign in required' })
      } else {
        const page = call.path.split(/[.?]/)[0]!
        expect(answer.status).toBe(302)
        const location = new URL(answer.location!, 'http://localhost:3000')
        expect(location.pathname).toBe('/auth')
        expect(location.searchParams.get('redirectTo')).toBe(page)
        if (page === '/wishlist') expect(location.searchParams.get('id')).toBe(world.list.id)
      }
      expect(await snapshot()).toEqual(before)
    })
  }
})

describe('the profile page as each role', () => {
  interface ProfileData {
    wishlists: { id: string; isOwner: boolean; collaborators: { userId: string; name: string | null }[] }[]
    invitations: { received: { id: string }[]; sent: { id: string; status: string }[] }
  }

  it.each(ROLES)('shows %s only their lists, collaborators to owners, and their own invitations', async (role) => {
    const world = await buildWorld()
    const answer = await callRoute(services, profilePage.loader, { path: '/profile', cookie: cookies[role] })
    expect(answer.status).toBe(200)
    const body = answer.body as ProfileData
    const list = body.wishlists.find((entry) => entry.id === world.list.id)
    if (role === 'owner') {
      expect(list).toMatchObject({
        isOwner: true,
        collaborators: [{ userId: people.collaborator.id, name: 'Carl Collaborator' }],
      })
    } else if (role === 'collaborator') {
      expect(list).toMatchObject({ isOwner: false, collaborators: [] })
    } else {
      expect(list).toBeUndefined()
    }
    expect(body.wishlists.some((entry) => entry.id === world.otherList.id)).toBe(role === 'stranger')
    expect(body.invitations.received.some((entry) => entry.id === world.invitationId)).toBe(role === 'invitee')
    expect(body.invitations.sent.some((entry) => entry.id === world.invitationId)).toBe(role === 'owner')
  })

  it('without a session, the emailed link goes to sign-in and keeps the invitation', async () => {
    const world = await buildWorld()
    const answer = await callRoute(services, profilePage.loader, {
      path: `/profile?invitationId=${world.invitationId}`,
    })
    expect(answer.status).toBe(302)
    const location = new URL(answer.location!, 'http://localhost:3000')
    expect(location.pathname).toBe('/auth')
    expect(location.searchParams.get('invitationId')).toBe(world.invitationId)
    expect(location.searchParams.get('redirectTo')).toBe('/profile')
  })
})

describe('swapped ids find nothing (404), and change nothing', () => {
  const cases: { name: string; run(world: World): Promise<unknown> }[] = [
    { name: "owner reads a stranger's list", run: (w) => wishlists.getWithItems(people.owner, w.otherList.id) },
    { name: "owner deletes a stranger's list", run: (w) => wishlists.delete(people.owner, w.otherList.id) },
    {
      name: "owner adds to a stranger's list",
      run: (w) => wishlists.addItem(people.owner, { wishlistId: w.otherList.id, product: product('Socks') }),
    },
    {
      name: "owner removes a stranger's item through their own list id",
      run: (w) => wishlists.removeItem(people.owner, { wishlistId: w.list.id, itemId: w.otherItem.id }),
    },
    {
      name: "owner marks a stranger's item through their own list id",
      run: (w) =>
        wishlists.setPurchased(people.owner, { wishlistId: w.list.id, itemId: w.otherItem.id, purchased: true }),
    },
    {
      name: "owner removes their own item under a stranger's list id",
      run: (w) => wishlists.removeItem(people.owner, { wishlistId: w.otherList.id, itemId: w.item.id }),
    },
    {
      name: 'collaborator marks an item under a list id that is not its own',
      run: (w) =>
        wishlists.setPurchased(people.collaborator, { wishlistId: w.otherList.id, itemId: w.item.id, purchased: true }),
    },
    {
      name: "owner removes their collaborator from a stranger's list",
      run: (w) =>
        wishlists.removeCollaborator(people.owner, { wishlistId: w.otherList.id, userId: people.collaborator.id }),
    },
    {
      name: "owner lists a stranger's collaborators",
      run: (w) => wishlists.listCollaborators(people.owner, w.otherList.id),
    },
    {
      name: "owner invites to a stranger's list",
      run: (w) => wishlists.invite(people.owner, { wishlistId: w.otherList.id, email: 'someone@example.com' }),
    },
    { name: 'an id that is not a UUID', run: () => wishlists.getWithItems(people.owner, 'not-a-uuid') },
    {
      name: 'an unknown invitation',
      run: () => wishlists.accept(people.invitee, '00000000-0000-4000-8000-000000000000'),
    },
  ]
  for (const testCase of cases) {
    it(testCase.name, async () => {
      const world = await buildWorld()
      const before = await snapshot()
      await expect(testCase.run(world)).rejects.toBeInstanceOf(NotFoundError)
      expect(await snapshot()).toEqual(before)
    })
  }

  it("a stranger's list on /wishlist?id= answers 404 like a list that does not exist", async () => {
    const world = await buildWorld()
    const stranger = await callRoute(services, wishlistPage.loader, {
      path: `/wishlist?id=${world.list.id}`,
      cookie: cookies.stranger,
    })
    const missing = await callRoute(services, wishlistPage.loader, {
      path: '/wishlist?id=00000000-0000-4000-8000-000000000000',
      cookie: cookies.stranger,
    })
    expect(stranger).toEqual(missing)
    expect(stranger.status).toBe(404)
  })
})

/*
 * Gift lists: every operation added with lists for oneself, share links, claims, 'Add by link' and
 * housekeeping, as the six people of a shared list: an anonymous visitor holding the share link, an
 * anonymous claimer holding their emailed links as well, a signed-in giver with the share link, a
 * collaborator, the owner, and a signed-in stranger without the link (who can only guess tokens).
 * Each answers with the status a browser gets; refused calls change nothing.
 */
describe('gift lists: every new operation as each of the six roles', () => {
  const GIFT_ROLES = ['visitor', 'claimer', 'giver', 'collaborator', 'owner', 'stranger'] as const
  type GiftRole = (typeof GIFT_ROLES)[number]
  const signedIn: Record<GiftRole, boolean> = {
    visitor: false,
    claimer: false,
    giver: true,
    collaborator: true,
    owner: true,
    stranger: true,
  }
  const giftPeople = {} as Record<'giver' | 'collaborator' | 'owner' | 'stranger', Actor>
  const giftCookies = {} as Record<GiftRole, string | undefined>
  /** A token of the right shape that opens nothing: all a stranger can try. */
  const GUESS = 'x'.repeat(43)

  interface GiftWorld {
    listId: string
    token: string
    single: string
    triple: string
    claimed: string
    giverClaimId: string
    confirmToken: string
    undoToken: string
    invitationId: string
  }

  let worldCount = 0
  async function giftWorld(): Promise<GiftWorld> {
    await db.delete(wishlistsTable)
    await db.delete(rateLimits)
    const [list] = await db
      .insert(wishlistsTable)
      .values({ name: 'My birthday', userId: giftPeople.owner.id, kind: 'me', occasionDate: '2020-01-01' })
      .returning({ id: wishlistsTable.id })
    const listId = list!.id
    await db.insert(wishlistCollaborators).values({ wishlistId: listId, userId: giftPeople.collaborator.id })
    const add = (name: string, quantity = 1) =>
      wishlists.addFromForm(giftPeople.owner, listId, {
        name,
        price: 10,
        currency: 'GBP',
        url: null,
        note: null,
        quantity,
        mostWanted: false,
        imageSourceUrl: null,
      })
    const single = await add('Scarf')
    const triple = await add('Wine glass', 3)
    const claimed = await add('Kite')
    const token = new URL(await wishlists.share(giftPeople.owner, listId)).pathname.split('/')[2]!
    const { claimId } = await wishlists.claimAsUser(
      giftPeople.giver,
      { via: 'share', token },
      { itemId: claimed.id, quantity: 1 },
    )
    const claimerEmail = `claimer-${++worldCount}@example.com`
    await wishlists.requestClaim({ ip: '198.51.100.1' }, token, {
      itemId: triple.id,
      quantity: 1,
      name: 'Cleo',
      email: claimerEmail,
    })
    const mail = await latestMail(db, claimerEmail)
    const [invitation] = await db
      .insert(wishlistInvitations)
      .values({ wishlistId: listId, inviterId: giftPeople.owner.id, inviteeEmail: `guest-${worldCount}@example.com` })
      .returning({ id: wishlistInvitations.id })
    return {
      listId,
      token,
      single: single.id,
      triple: triple.id,
      claimed: claimed.id,
      giverClaimId: claimId,
      confirmToken: tokenIn(mail!.text, '/shared/claims/confirm'),
      undoToken: tokenIn(mail!.text, '/shared/claims/undo'),
      invitationId: invitation!.id,
    }
  }

  async function giftSnapshot() {
    return {
      ...(await snapshot()),
      claims: await db.select().from(wishlistClaims).orderBy(asc(wishlistClaims.id)),
      links: await db.select().from(wishlistShareLinks).orderBy(asc(wishlistShareLinks.wishlistId)),
    }
  }

  interface GiftOperation {
    name: string
    expect: Record<GiftRole, number>
    call(role: GiftRole, world: GiftWorld): Call
    effect?(role: GiftRole, world: GiftWorld, answer: RouteAnswer): Promise<void> | void
  }

  /** The share token each role would use: the real one, except for a stranger. */
  const tokenFor = (role: GiftRole, world: GiftWorld) => (role === 'stranger' ? GUESS : world.token)
  const shared = (role: GiftRole, world: GiftWorld, form?: Record<string, string>): Call => ({
    handler: form ? sharedPage.action : sharedPage.loader,
    path: `/shared/${tokenFor(role, world)}${form ? '.data' : ''}`,
    params: { token: tokenFor(role, world) },
    ...(form ? { method: 'POST' as const, form } : {}),
  })
  /** Members only; anonymous people are sent to sign in (302); a giver or stranger finds nothing. */
  const members = { visitor: 302, claimer: 302, giver: 404, collaborator: 200, owner: 200, stranger: 404 }
  const ownerOnly = { ...members, collaborator: 403 }

  const GIFT_OPERATIONS: GiftOperation[] = [
    {
      name: 'shared page: view',
      expect: { visitor: 200, claimer: 200, giver: 200, collaborator: 200, owner: 200, stranger: 404 },
      call: (role, world) => shared(role, world),
      effect: (role, _world, answer) => {
        const items = (answer.body as { list: { items: Record<string, unknown>[] } }).list.items
        if (role === 'owner') expect(items.every((item) => !('claims' in item))).toBe(true)
        else expect(items.every((item) => 'claims' in item)).toBe(true)
        expect(JSON.stringify(answer.body)).not.toContain(giftPeople.owner.email)
      },
    },
    {
      name: "shared page: I'll get this",
      expect: { visitor: 200, claimer: 200, giver: 200, collaborator: 200, owner: 403, stranger: 404 },
      call: (role, world) =>
        shared(role, world, {
          intent: 'claim',
          itemId: world.single,
          quantity: '1',
          name: 'Someone',
          email: `${role}-claim@example.com`,
        }),
      effect: async (role, world) => {
        const rows = await db.select().from(wishlistClaims).where(eq(wishlistClaims.itemId, world.single))
        expect(rows).toHaveLength(1)
        // Without an account it waits for the emailed link; signed in, it counts at once.
        expect(rows[0]!.status).toBe(signedIn[role] ? 'confirmed' : 'pending')
      },
    },
    {
      name: 'shared page: undo a claim (signed in, their own)',
      expect: { visitor: 404, claimer: 404, giver: 200, collaborator: 404, owner: 404, stranger: 404 },
      call: (role, world) => shared(role, world, { intent: 'unclaim', claimId: world.giverClaimId }),
      effect: async (_role, world) => {
        expect(await db.select().from(wishlistClaims).where(eq(wishlistClaims.id, world.giverClaimId))).toEqual([])
      },
    },
    {
      name: 'emailed link: confirm a claim',
      expect: { visitor: 400, claimer: 200, giver: 400, collaborator: 400, owner: 400, stranger: 400 },
      call: (role, world) => ({
        handler: claimConfirmPage.action,
        path: '/shared/claims/confirm',
        method: 'POST',
        form: { token: role === 'claimer' ? world.confirmToken : GUESS },
      }),
      effect: (_role, _world, answer) => expect(answer.body).toEqual({ state: 'confirmed' }),
    },
    {
      name: 'emailed link: undo a claim',
      expect: { visitor: 400, claimer: 200, giver: 400, collaborator: 400, owner: 400, stranger: 400 },
      call: (role, world) => ({
        handler: claimUndoPage.action,
        path: '/shared/claims/undo',
        method: 'POST',
        form: { token: role === 'claimer' ? world.undoToken : GUESS },
      }),
      effect: (_role, _world, answer) => expect(answer.body).toEqual({ state: 'undone' }),
    },
    {
      name: '/wishlist: view the list',
      expect: members,
      call: (_role, world) => ({ handler: wishlistPage.loader, path: `/wishlist?id=${world.listId}` }),
      effect: (role, _world, answer) => {
        const items = (answer.body as { current: { items: Record<string, unknown>[] } }).current.items
        expect(items.every((item) => 'claims' in item === (role === 'collaborator'))).toBe(true)
      },
    },
    {
      name: '/wishlist: claim as a collaborator',
      expect: { ...members, owner: 403 },
      call: (_role, world) => onWishlist(world.listId, { intent: 'claim', itemId: world.single, quantity: '1' }),
    },
    {
      name: 'list: share',
      expect: ownerOnly,
      call: (_role, world) => onWishlist(world.listId, { intent: 'share' }),
      effect: async (_role, world) => {
        await expect(wishlists.sharedPage(null, world.token)).rejects.toBeInstanceOf(NotFoundError)
      },
    },
    {
      name: 'list: stop sharing',
      expect: ownerOnly,
      call: (_role, world) => onWishlist(world.listId, { intent: 'stop-sharing' }),
      effect: async (_role, world) => {
        expect(
          await db.select().from(wishlistShareLinks).where(eq(wishlistShareLinks.wishlistId, world.listId)),
        ).toEqual([])
      },
    },
    {
      name: 'list: rename',
      expect: ownerOnly,
      call: (_role, world) => onWishlist(world.listId, { intent: 'rename', name: 'Renamed', occasionDate: '' }),
    },
    {
      name: 'list: reveal claims after the occasion',
      expect: ownerOnly,
      call: (_role, world) => onWishlist(world.listId, { intent: 'reveal-claims' }),
    },
    {
      name: 'list: leave',
      expect: { ...members, collaborator: 302, owner: 400 },
      call: (_role, world) => onWishlist(world.listId, { intent: 'leave' }),
      effect: (role, _world, answer) => {
        if (role === 'collaborator') expect(answer.location).toBe('/wishlist')
      },
    },
    {
      name: 'list: leave from the profile',
      expect: { ...members, collaborator: 200, owner: 400 },
      call: (_role, world) => onProfile({ intent: 'leave-wishlist', wishlistId: world.listId }),
    },
    {
      name: 'item: add by hand',
      expect: members,
      call: (_role, world) => onWishlist(world.listId, { intent: 'add-item', name: 'Handmade train', quantity: '1' }),
    },
    {
      name: 'item: read a product page (add by link)',
      expect: members,
      call: (_role, world) => onWishlist(world.listId, { intent: 'preview-link', url: 'http://127.0.0.1/private' }),
      effect: (_role, _world, answer) => expect(answer.body).toMatchObject({ ok: true, preview: { found: false } }),
    },
    {
      name: 'item: edit details',
      expect: members,
      call: (_role, world) =>
        onWishlist(world.listId, {
          intent: 'update-item',
          itemId: world.single,
          note: 'blue',
          quantity: '2',
          mostWanted: 'on',
        }),
    },
    {
      name: 'item: remove a claimed item (its giver is told)',
      expect: members,
      call: (_role, world) => onWishlist(world.listId, { intent: 'remove', itemId: world.claimed }),
      effect: async () => {
        expect((await latestMail(db, giftPeople.giver.email))!.subject).toBe("Kite is no longer on Olivia Owner's list")
      },
    },
    {
      name: 'invitation: cancel',
      expect: ownerOnly,
      call: (_role, world) => onProfile({ intent: 'cancel-invitation', invitationId: world.invitationId }),
    },
    {
      name: 'invitation: resend',
      expect: ownerOnly,
      call: (_role, world) => onProfile({ intent: 'resend-invitation', invitationId: world.invitationId }),
    },
  ]

  beforeAll(async () => {
    giftPeople.owner = people.owner
    giftPeople.collaborator = people.collaborator
    giftPeople.giver = await createUser(db, 'giver', { profileName: 'Gina Giver' })
    giftPeople.stranger = people.stranger
    giftCookies.owner = cookies.owner
    giftCookies.collaborator = cookies.collaborator
    giftCookies.stranger = cookies.stranger
    giftCookies.giver = await sessionCookie(services, giftPeople.giver.email)
  })

  for (const operation of GIFT_OPERATIONS) {
    for (const role of GIFT_ROLES) {
      const status = operation.expect[role]
      it(`${operation.name} as ${role}: ${status}`, async () => {
        const world = await giftWorld()
        const before = await giftSnapshot()
        const call = operation.call(role, world)
        const answer = await callRoute(services, call.handler, { ...call, cookie: giftCookies[role], ip: '192.0.2.10' })
        expect(answer.status).toBe(status)
        if (status === 302 && !signedIn[role]) {
          expect(new URL(answer.location!, 'http://localhost:3000').pathname).toBe('/auth')
        }
        const allowed = status === 200 || (status === 302 && signedIn[role])
        if (allowed) await operation.effect?.(role, world, answer)
        else expect(await giftSnapshot()).toEqual(before)
      })
    }
  }
})
