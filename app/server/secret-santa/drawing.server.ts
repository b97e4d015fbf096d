import { and, asc, eq, isNotNull, or, sql } from 'drizzle-orm'

import { SANTA_LIMITS, SANTA_MESSAGES } from '#app/lib/secret-santa/secret-santa.ts'
import type { Database } from '#app/server/db/client.server.ts'
import {
  santaAssignments,
  santaExclusions,
  santaGroups,
  santaMembers,
  santaQuestions,
  user,
} from '#app/server/db/schema.server.ts'
import { InvalidError } from '#app/server/domain-errors.server.ts'
import { enforceRateLimit } from '#app/server/limits/rate-limit.server.ts'

import {
  accountName,
  assertId,
  lockOwnGroup,
  memberOf,
  refuseNonMember,
  ensureOrganiser,
  type Actor,
  type Executor,
} from '#app/server/secret-santa/access.server.ts'
import {
  drawNames,
  explainImpossible,
  type DrawBlock,
  type DrawProblem,
  type RandomSource,
} from '#app/server/secret-santa/draw.server.ts'
import { drawDoneEmail, matchEmail } from '#app/server/secret-santa/emails.server.ts'
import { membersAmong } from '#app/server/secret-santa/groups.server.ts'
import { SANTA_RATE_LIMITS } from '#app/server/secret-santa/limits.server.ts'
import { groupFacts, queueAll, type SantaMail } from '#app/server/secret-santa/mailing.server.ts'

export interface DrawingDeps extends SantaMail {
  db: Database
  /** Randomness for the draw; node:crypto unless a test hands in a seeded source. */
  random: () => RandomSource
}

/** A group's members and exclusions as the draw sees them: people by index. */
interface GroupProblem {
  problem: DrawProblem
  members: { userId: string; displayName: string; email: string }[]
  /** Per exclusion of `problem`, where it came from. */
  kinds: ('organiser' | 'last-year')[]
}

/** Reads the members (in a fixed order) and the exclusions between them. */
async function loadProblem(tx: Executor, groupId: string): Promise<GroupProblem> {
  const members = await tx
    .select({ userId: santaMembers.userId, displayName: santaMembers.displayName, email: user.email })
    .from(santaMembers)
    .innerJoin(user, eq(user.id, santaMembers.userId))
    .where(eq(santaMembers.groupId, groupId))
    .orderBy(asc(santaMembers.joinedAt), asc(santaMembers.userId))
  const index = new Map(members.map((member, at) => [member.userId, at]))
  const rows = await tx
    .select({ giverId: santaExclusions.giverId, receiverId: santaExclusions.receiverId, kind: santaExclusions.kind })
    .from(santaExclusions)
    .where(eq(santaExclusions.groupId, groupId))
    .orderBy(asc(santaExclusions.kind), asc(santaExclusions.giverId), asc(santaExclusions.receiverId))
  const exclusions: [number, number][] = []
  const kinds: GroupProblem['kinds'] = []
  // The organiser removes a couple as one (both ways) and last year's pairs all at once.
  const together: string[] = []
  for (const row of rows) {
    const giver = index.get(row.giverId)
    const receiver = index.get(row.receiverId)
    // Exclusions naming someone who has not joined (yet) do not bind anyone.
    if (giver === undefined || receiver === undefined) continue
    exclusions.push([giver, receiver])
    kinds.push(row.kind)
    together.push(row.kind === 'organiser' ? `pair:${[row.giverId, row.receiverId].sort().join(':')}` : 'last-year')
  }
  return { problem: { size: members.length, exclusions, together }, members, kinds }
}

/** 'Ann', 'Ann and Bob', 'Ann, Bob and Cat'. */
function listOf(names: readonly string[]): string {
  if (names.length <= 1) return names.join('')
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
}

/**
 * Why no draw exists, in words for the organiser: who is stuck, the exclusions that cause it
 * (last year's pairs described without naming them), and what would fix it.
 */
export function describeBlock({ problem, members, kinds }: GroupProblem, block: DrawBlock): string[] {
  const name = (at: number) => members[at]!.displayName
  const people = block.people.map(name)
  const options = block.options.map(name)
  const reasons: string[] = []
  if (block.side === 'givers') {
    reasons.push(
      options.length === 0
        ? `${listOf(people)} ${people.length === 1 ? 'has' : 'have'} nobody left to buy for.`
        : `${listOf(people)} can only buy for ${listOf(options)}${people.length > 1 ? ' between them' : ''}: ${people.length} people for ${options.length} ${options.length === 1 ? 'match' : 'matches'}.`,
    )
  } else {
    reasons.push(
      options.length === 0
        ? `Nobody can buy for ${listOf(people)}.`
        : `Only ${listOf(options)} can buy for ${listOf(people)}: ${options.length} ${options.length === 1 ? 'Secret Santa' : 'Secret Santas'} for ${people.length} people.`,
    )
  }

  const label = (index: number): string => {
    const [giver, receiver] = problem.exclusions[index]!
    if (kinds[index] === 'organiser') return [name(giver), name(receiver)].sort().join(' and ')
    // Last year's pairs stay secret: only the stuck person's side is named.
    return block.side === 'givers'
      ? `${name(giver)}'s match from last year`
      : `${name(receiver)}'s Secret Santa from last year`
  }
  const unique = (indices: readonly number[]) =>
    [...new Set(indices.map(label))].sort((a, b) => a.localeCompare(b, 'en-GB'))
  const causes = unique(block.exclusions)
  if (causes.length) reasons.push(`The exclusions that cause this: ${causes.join('; ')}.`)
  const fixes = [
    ...new Set(
      block.fixes.map((index) => (kinds[index] === 'organiser' ? label(index) : "allowing last year's pairs again")),
    ),
  ].sort((a, b) => a.localeCompare(b, 'en-GB'))
  reasons.push(
    fixes.length
      ? `Removing any one of these would make a draw possible: ${fixes.join('; ')}.`
      : 'Remove some of these exclusions, or invite more people, to make a draw possible.',
  )
  return reasons
}

const TOO_TANGLED =
  'So many members are kept apart that a fair draw cannot be found quickly. Remove some exclusions and try again.'

/** Exclusions, the draw and re-draw, revealing one's match, and the organiser's "can we draw?" check. */
export function drawingOperations({ db, mail, appUrl, random }: DrawingDeps) {
  async function makeDraw(actor: Actor, groupId: string, again: boolean) {
    assertId(groupId)
    // Refused before counting: only the organiser's draws count against their limit.
    await ensureOrganiser(db, actor, groupId, 'draw names')
    await enforceRateLimit(
      db,
      SANTA_RATE_LIMITS.drawsPerUser,
      actor.id,
      'You have drawn names a lot in the last hour. Please try again later.',
    )
    // One transaction: the group's row is locked, so nobody joins, leaves or opens a match
    // between reading the members and writing every pair.
    const outcome = await db.transaction(async (tx) => {
      const group = await lockOwnGroup(tx, actor, groupId, 'draw names')
      if (again) {
        if (!group.drawnAt) throw new InvalidError('Names have not been drawn yet.')
        const [opened] = await tx
          .select({ giverId: santaAssignments.giverId })
          .from(santaAssignments)
          .where(and(eq(santaAssignments.groupId, group.id), isNotNull(santaAssignments.openedAt)))
          .limit(1)
        if (opened) throw new InvalidError('Someone has already opened their match, so names cannot be drawn again.')
      } else if (group.drawnAt) {
        throw new InvalidError(SANTA_MESSAGES.alreadyDrawn)
      }
      const loaded = await loadProblem(tx, group.id)
      if (loaded.members.length < SANTA_LIMITS.minimumToDraw) {
        throw new InvalidError(`Names can be drawn once at least ${SANTA_LIMITS.minimumToDraw} members have joined.`)
      }
      const result = drawNames(loaded.problem, { random: random() })
      if (result.kind === 'impossible') throw new InvalidError(describeBlock(loaded, result.block).join(' '))
      if (result.kind === 'too-tangled') throw new InvalidError(TOO_TANGLED)
      await tx.delete(santaQuestions).where(eq(santaQuestions.groupId, group.id))
      await tx.delete(santaAssignments).where(eq(santaAssignments.groupId, group.id))
      await tx.insert(santaAssignments).values(
        result.receivers.map((receiver, giver) => ({
          groupId: group.id,
          giverId: loaded.members[giver]!.userId,
          receiverId: loaded.members[receiver]!.userId,
        })),
      )
      const [updated] = await tx
        .update(santaGroups)
        .set({ drawnAt: sql`now()`, drawCount: sql`${santaGroups.drawCount} + 1` })
        .where(eq(santaGroups.id, group.id))
        .returning()
      const [organiser] = await tx.select({ email: user.email }).from(user).where(eq(user.id, group.organiserId))
      return { group: updated!, members: loaded.members, receivers: result.receivers, organiserEmail: organiser!.email }
    })

    const { group, members, receivers } = outcome
    const facts = groupFacts(appUrl, group)
    const repeated = group.drawCount > 1
    const organiserIsMember = members.some((member) => member.userId === group.organiserId)
    const pairsSeenBy = group.organiserSeesPairs && !organiserIsMember ? await accountName(db, group.organiserId) : null
    const emailsSent = await queueAll({ mail, appUrl }, [
      ...members.map((member, giver) =>
        matchEmail({
          ...facts,
          to: member.email,
          memberName: member.displayName,
          matchName: members[receivers[giver]!]!.displayName,
          again: repeated,
          pairsSeenBy,
        }),
      ),
      ...(organiserIsMember
        ? []
        : [drawDoneEmail({ ...facts, to: outcome.organiserEmail, members: members.length, again: repeated })]),
    ])
    return { emailsSent }
  }

  return {
    /** Draws names (the organiser, once at least three have joined): one transaction, then everyone's email. */
    draw: (actor: Actor, groupId: string) => makeDraw(actor, groupId, false),

    /** Draws again while nobody has opened their match; everyone gets their new match. */
    redraw: (actor: Actor, groupId: string) => makeDraw(actor, groupId, true),

    /** Whether names could be drawn now, and if not, why (for the organiser's page). */
    async drawCheck(
      groupId: string,
    ): Promise<{ state: 'ready' } | { state: 'too-few' } | { state: 'impossible'; reasons: string[] }> {
      const loaded = await loadProblem(db, groupId)
      if (loaded.members.length < SANTA_LIMITS.minimumToDraw) return { state: 'too-few' }
      const block = explainImpossible(loaded.problem)
      return block ? { state: 'impossible', reasons: describeBlock(loaded, block) } : { state: 'ready' }
    },

    /** Keeps two members from drawing each other (both ways), e.g. a couple. */
    async addExclusion(actor: Actor, groupId: string, input: { firstId: string; secondId: string }): Promise<void> {
      if (input.firstId === input.secondId) throw new InvalidError('Please choose two different members')
      await db.transaction(async (tx) => {
        const group = await lockOwnGroup(tx, actor, groupId, 'set exclusions')
        const found = await membersAmong(tx, group.id, [input.firstId, input.secondId])
        if (found.length !== 2) throw new InvalidError('Please choose two members of the group')
        await tx
          .insert(santaExclusions)
          .values([
            { groupId: group.id, giverId: input.firstId, receiverId: input.secondId, kind: 'organiser' },
            { groupId: group.id, giverId: input.secondId, receiverId: input.firstId, kind: 'organiser' },
          ])
          .onConflictDoNothing()
      })
    },

    /** Lets two members draw each other again. */
    async removeExclusion(actor: Actor, groupId: string, input: { firstId: string; secondId: string }): Promise<void> {
      await db.transaction(async (tx) => {
        const group = await lockOwnGroup(tx, actor, groupId, 'set exclusions')
        const pair = (giverId: string, receiverId: string) =>
          and(eq(santaExclusions.giverId, giverId), eq(santaExclusions.receiverId, receiverId))
        await tx
          .delete(santaExclusions)
          .where(
            and(
              eq(santaExclusions.groupId, group.id),
              eq(santaExclusions.kind, 'organiser'),
              or(pair(input.firstId, input.secondId), pair(input.secondId, input.firstId)),
            ),
          )
      })
    },

    /** Drops the (hidden) exclusions of last year's pairs. */
    async allowLastYear(actor: Actor, groupId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const group = await lockOwnGroup(tx, actor, groupId, 'set exclusions')
        await tx
          .delete(santaExclusions)
          .where(and(eq(santaExclusions.groupId, group.id), eq(santaExclusions.kind, 'last-year')))
      })
    },

    /**
     * Shows a member their match, and records the first time: once anyone has, names cannot be
     * drawn again. The group's row is read with a share lock, so a re-draw cannot slip in between.
     */
    async reveal(actor: Actor, groupId: string): Promise<void> {
      assertId(groupId)
      await db.transaction(async (tx) => {
        const [group] = await tx
          .select({ id: santaGroups.id, drawnAt: santaGroups.drawnAt })
          .from(santaGroups)
          .where(and(eq(santaGroups.id, groupId), memberOf(actor.id, santaGroups.id)))
          .for('share')
        if (!group) return refuseNonMember(tx, actor, groupId)
        const [opened] = await tx
          .update(santaAssignments)
          .set({ openedAt: sql`coalesce(${santaAssignments.openedAt}, now())` })
          .where(and(eq(santaAssignments.groupId, group.id), eq(santaAssignments.giverId, actor.id)))
          .returning({ receiverId: santaAssignments.receiverId })
        if (!opened) throw new InvalidError('Names have not been drawn yet.')
      })
    },
  }
}
