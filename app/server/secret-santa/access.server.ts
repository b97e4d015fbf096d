import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { z } from 'zod'

import type { Database } from '#app/server/db/client.server.ts'
import { profiles, santaGroups, santaMembers, user } from '#app/server/db/schema.server.ts'
import { ForbiddenError, InvalidError, NotFoundError } from '#app/server/domain-errors.server.ts'
import { SANTA_MESSAGES } from '#app/lib/secret-santa/secret-santa.ts'

/** The signed-in user a Secret Santa operation acts for: id and verified (lower-cased) email. */
export interface Actor {
  id: string
  email: string
}

/** A transaction, or the database itself: anything that runs queries. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Ids that are not UUIDs name nothing; saying so up front keeps Postgres from raising a cast error. */
export function assertId(value: string, what = 'Group'): void {
  if (!UUID.test(value)) throw new NotFoundError(`${what} not found`)
}

/** Parses input with a contract schema; a failure is an InvalidError naming the first problem of each field. */
export function parseWith<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const parsed = schema.safeParse(input)
  if (parsed.success) return parsed.data
  const fieldErrors: Record<string, string> = {}
  for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0] ?? '')] ??= issue.message
  throw new InvalidError(parsed.error.issues[0]?.message ?? 'Invalid input', fieldErrors)
}

/** SQL condition: `userId` has joined `groupId` (a column or a value). */
export function memberOf(userId: string, groupId: SQLWrapper | string): SQL {
  return sql`exists (select 1 from ${santaMembers} m where m.group_id = ${groupId} and m.user_id = ${userId})`
}

/** SQL condition: the group `groupId` is visible to `userId` (organiser or member). */
export function visibleTo(userId: string, groupId: SQLWrapper | string): SQL {
  return sql`(exists (select 1 from ${santaGroups} g where g.id = ${groupId} and g.organiser_id = ${userId}) or ${memberOf(userId, groupId)})`
}

export interface GroupAccess {
  isOrganiser: boolean
  isMember: boolean
}

/**
 * The actor's standing in a group, or NotFound when they have none: to anyone else (someone
 * invited who has not joined, a removed member, a stranger) the group does not exist.
 */
export async function accessTo(db: Executor, actor: Actor, groupId: string): Promise<GroupAccess> {
  assertId(groupId)
  const [row] = await db
    .select({
      isOrganiser: sql<boolean>`${santaGroups.organiserId} = ${actor.id}`,
      isMember: sql<boolean>`${memberOf(actor.id, santaGroups.id)}`,
    })
    .from(santaGroups)
    .where(eq(santaGroups.id, groupId))
  if (!row || (!row.isOrganiser && !row.isMember)) throw new NotFoundError('Group not found')
  return { isOrganiser: row.isOrganiser, isMember: row.isMember }
}

/**
 * After an organiser-only write matched nothing: a member is told they may not (403), anyone
 * else finds nothing (404).
 */
export async function refuseNonOrganiser(db: Executor, actor: Actor, groupId: string, what: string): Promise<never> {
  const access = await accessTo(db, actor, groupId)
  if (!access.isOrganiser) throw new ForbiddenError(`Only the organiser can ${what}`)
  throw new NotFoundError('Group not found')
}

/**
 * Refuses anyone but the group's organiser before an organiser-only operation counts against a
 * limit or takes a lock: a member is told they may not (403), anyone else finds nothing (404).
 */
export async function ensureOrganiser(db: Executor, actor: Actor, groupId: string, what: string): Promise<void> {
  const [own] = await db
    .select({ id: santaGroups.id })
    .from(santaGroups)
    .where(and(eq(santaGroups.id, groupId), eq(santaGroups.organiserId, actor.id)))
  if (!own) await refuseNonOrganiser(db, actor, groupId, what)
}

/** After a member-only operation found nothing: the organiser who is not taking part is told so. */
export async function refuseNonMember(db: Executor, actor: Actor, groupId: string): Promise<never> {
  const access = await accessTo(db, actor, groupId)
  if (!access.isMember) throw new ForbiddenError(SANTA_MESSAGES.notMember)
  throw new NotFoundError('Group not found')
}

/** The organiser's group row, locked for this transaction, or the reason the actor may not have it. */
export async function lockOwnGroup(tx: Executor, actor: Actor, groupId: string, what: string) {
  assertId(groupId)
  const [group] = await tx
    .select()
    .from(santaGroups)
    .where(and(eq(santaGroups.id, groupId), eq(santaGroups.organiserId, actor.id)))
    .for('update')
  return group ?? refuseNonOrganiser(tx, actor, groupId, what)
}

/** The name a user goes by on the site: profile name, else sign-up name, else the part of their email before the @. */
export const accountNameSql = sql<string>`coalesce(nullif(trim(${profiles.name}), ''), nullif(trim(${user.name}), ''), split_part(${user.email}, '@', 1))`

/** The account name of one user (for prefilling 'Your name in the group'). */
export async function accountName(db: Executor, userId: string): Promise<string> {
  const [row] = await db
    .select({ name: accountNameSql })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, userId))
  return row?.name ?? ''
}

// Made once: building a formatter with a time zone costs far more than formatting a date, and the
// profile page asks for today's date on every visit.
const ukDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' })

/** Today's date in the UK, yyyy-mm-dd: exchange dates are calendar days there. */
export function ukToday(now = new Date()): string {
  return ukDate.format(now)
}

/** The same calendar day `years` later (29 February becomes 28 February). */
export function addYears(isoDate: string, years: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number]
  const target = new Date(Date.UTC(year + years, month - 1, day))
  if (target.getUTCMonth() !== month - 1) target.setUTCDate(0)
  return target.toISOString().slice(0, 10)
}

/** Postgres' unique_violation, whether the driver error is thrown bare or wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) => (value as { code?: unknown } | null)?.code
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | null)?.cause) === '23505'
}
