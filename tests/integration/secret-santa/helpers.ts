import { and, eq } from 'drizzle-orm'

import type { Database } from '#app/server/db/client.server.ts'
import { santaAssignments, santaInvitations } from '#app/server/db/schema.server.ts'
import type { Actor, SecretSantaService } from '#app/server/secret-santa/secret-santa.server.ts'

import { createUser, inDays } from './fixtures.ts'

export interface TestGroup {
  id: string
  organiser: Actor
  /** Everyone who joined, the organiser first (when taking part), by the name they chose. */
  people: Record<string, Actor>
  names: string[]
}

/** The pending invitation of `email` to `groupId`. */
export async function invitationId(db: Database, groupId: string, email: string): Promise<string> {
  const [row] = await db
    .select({ id: santaInvitations.id })
    .from(santaInvitations)
    .where(
      and(
        eq(santaInvitations.groupId, groupId),
        eq(santaInvitations.email, email.toLowerCase()),
        eq(santaInvitations.status, 'pending'),
      ),
    )
  if (!row) throw new Error(`No pending invitation for ${email}`)
  return row.id
}

/**
 * A group whose organiser (named `names[0]`, taking part unless told) invited the others, who
 * all joined through their invitations.
 */
export async function groupWith(
  db: Database,
  santa: SecretSantaService,
  names: readonly string[],
  options: { organiserTakesPart?: boolean; organiser?: Actor; groupName?: string } = {},
): Promise<TestGroup> {
  const takesPart = options.organiserTakesPart ?? true
  const organiser = options.organiser ?? (await createUser(db, 'organiser'))
  const { id } = await santa.create(organiser, {
    name: options.groupName ?? 'Family Christmas',
    exchangeDate: inDays(30),
    budget: '25',
    message: 'Wrap it nicely!',
    takingPart: takesPart,
    displayName: takesPart ? names[0] : undefined,
  })
  const people: Record<string, Actor> = {}
  const joining = takesPart ? names.slice(1) : names
  if (takesPart) people[names[0]!] = organiser
  const members = await Promise.all(joining.map((name) => createUser(db, name.toLowerCase())))
  if (members.length) await santa.invite(organiser, id, { emails: members.map((member) => member.email).join(',') })
  for (const [index, member] of members.entries()) {
    await santa.join(member, { invitationId: await invitationId(db, id, member.email), displayName: joining[index]! })
    people[joining[index]!] = member
  }
  return { id, organiser, people, names: [...names] }
}

/** The current draw as giver id -> receiver id. */
export async function pairsOf(db: Database, groupId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ giverId: santaAssignments.giverId, receiverId: santaAssignments.receiverId })
    .from(santaAssignments)
    .where(eq(santaAssignments.groupId, groupId))
  return new Map(rows.map((row) => [row.giverId, row.receiverId]))
}
