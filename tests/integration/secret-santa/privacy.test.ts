import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'

import {
  santaAssignments,
  santaGroups,
  santaInvitations,
  santaMembers,
  santaQuestions,
} from '#app/server/db/schema.server.ts'
import type { Actor } from '#app/server/secret-santa/secret-santa.server.ts'
import * as groupRoute from '#app/routes/secret-santa/group.tsx'
import * as homeRoute from '#app/routes/secret-santa/index.tsx'
import * as joinRoute from '#app/routes/secret-santa/join.tsx'

import { callRoute, createUser, inDays, mailsTo, santaTestBed, sessionCookie } from './fixtures.ts'
import { groupWith } from './helpers.ts'

/*
 * No answer to one member says anything about anyone else's match. The test is one of
 * non-interference: take two draws that give member X the same match but differ everywhere else
 * (including who is buying for X, and so who asked X a question), and check that every page and
 * JSON answer X can get is the same, byte for byte, under both. The organiser (taking part, or
 * not and not looking) is checked the same way over any two draws.
 */

const { services, db, santa } = await santaTestBed()

const NAMES = ['Olivia', 'Ann', 'Bob', 'Cat', 'Dan'] as const
let groupId: string
let outsiderGroupId: string
let people: Record<string, Actor>
let outsider: Actor
const cookies: Record<string, string> = {}
let questionIds: Record<string, string>

/** Every derangement of 0..n-1. */
function derangements(n: number): number[][] {
  const out: number[][] = []
  const walk = (prefix: number[], left: number[]) => {
    if (!left.length) return void out.push(prefix)
    for (const value of left) {
      if (value === prefix.length) continue
      walk(
        [...prefix, value],
        left.filter((other) => other !== value),
      )
    }
  }
  walk([], [...Array(n).keys()])
  return out
}

/** Two draws that agree on `x`'s match but not on who buys for `x`, nor on anyone else's match. */
function twoDrawsFor(x: number): [number[], number[]] {
  const all = derangements(NAMES.length)
  for (const first of all) {
    for (const second of all) {
      const sameMatch = first[x] === second[x]
      const otherSanta = first.indexOf(x) !== second.indexOf(x)
      const othersDiffer = first.every((receiver, giver) => giver === x || receiver !== second[giver])
      if (sameMatch && otherSanta && othersDiffer) return [first, second]
    }
  }
  throw new Error('No such pair of draws')
}

/**
 * Puts draw `receivers` in place for `group`: everyone has opened their match, and each
 * member's one question (same id, same text, half of them answered) now comes from whoever
 * draws them.
 */
async function putDraw(group: string, members: Actor[], receivers: number[], questions: Record<string, string> | null) {
  await db.delete(santaAssignments).where(eq(santaAssignments.groupId, group))
  await db.insert(santaAssignments).values(
    receivers.map((receiver, giver) => ({
      groupId: group,
      giverId: members[giver]!.id,
      receiverId: members[receiver]!.id,
      openedAt: new Date('2026-12-01T10:00:00Z'),
    })),
  )
  if (!questions) return
  for (const [giver, receiver] of receivers.entries()) {
    await db
      .update(santaQuestions)
      .set({ askerId: members[giver]!.id })
      .where(eq(santaQuestions.id, questions[members[receiver]!.id]!))
  }
}

/** Everything `viewer` can read in the group, through the routes a browser uses. */
async function everythingSeenBy(viewer: Actor, group: string, cookie: string) {
  const answers: Record<string, unknown> = {}
  const page = await callRoute(services, groupRoute.loader, {
    path: `/secret-santa/${group}`,
    params: { groupId: group },
    cookie,
  })
  answers.page = page
  answers.home = await callRoute(services, homeRoute.loader, { path: '/secret-santa', cookie })
  const [invitation] = await db
    .select({ id: santaInvitations.id })
    .from(santaInvitations)
    .where(and(eq(santaInvitations.groupId, group), eq(santaInvitations.email, viewer.email)))
  if (invitation) {
    answers.invitation = await callRoute(services, joinRoute.loader, {
      path: `/secret-santa/join?invitation=${invitation.id}`,
      cookie,
    })
  }
  // The answers of the member forms that change nothing the second time: revealing again,
  // answering another member's question, asking nothing.
  const action = (form: Record<string, string>) =>
    callRoute(services, groupRoute.action, {
      path: `/secret-santa/${group}.data`,
      params: { groupId: group },
      form,
      cookie,
    })
  answers.reveal = await action({ intent: 'reveal' })
  for (const [index, [key, questionId]] of Object.entries(questionIds).entries()) {
    if (key !== viewer.id) answers[`answer-${index}`] = await action({ intent: 'answer', questionId, answer: 'x' })
  }
  answers.askNothing = await action({ intent: 'ask', question: ' ' })
  return answers
}

beforeAll(async () => {
  const group = await groupWith(db, santa, NAMES)
  groupId = group.id
  people = group.people
  for (const name of NAMES) cookies[name] = await sessionCookie(services, people[name]!.email)
  // A first draw through the service, so the group is drawn as it would be.
  await santa.draw(group.organiser, groupId)
  const members = NAMES.map((name) => people[name]!)
  questionIds = {}
  for (const member of members) {
    const [row] = await db
      .insert(santaQuestions)
      .values({
        groupId,
        askerId: member.id, // replaced by putDraw
        receiverId: member.id,
        question: `A question for ${member.email}`,
        answer: member === members[1] ? 'Yes' : null,
      })
      .returning({ id: santaQuestions.id })
    questionIds[member.id] = row!.id
  }

  const outsiderGroup = await groupWith(db, santa, ['Eve', 'Fay', 'Gus', 'Hal'], { organiserTakesPart: false })
  outsiderGroupId = outsiderGroup.id
  outsider = outsiderGroup.organiser
  cookies.outsider = await sessionCookie(services, outsider.email)
})

describe("no answer to one member depends on anyone else's match", () => {
  for (const [x, name] of NAMES.entries()) {
    it(`${name}${x === 0 ? ' (the organiser, taking part)' : ''} sees the same under two draws that agree only on their own match`, async () => {
      const members = NAMES.map((member) => people[member]!)
      const [first, second] = twoDrawsFor(x)
      await putDraw(groupId, members, first, questionIds)
      const underFirst = await everythingSeenBy(members[x]!, groupId, cookies[name]!)
      await putDraw(groupId, members, second, questionIds)
      const underSecond = await everythingSeenBy(members[x]!, groupId, cookies[name]!)
      expect(underSecond).toEqual(underFirst)

      // And the page does show their own match (so the comparison is not vacuous).
      const page = (
        underFirst.page as { body: { page: { me: { match: { state: string; match?: { name: string } } } } } }
      ).body.page
      expect(page.me.match).toMatchObject({ state: 'revealed', match: { name: NAMES[first[x]!] } })
    })
  }

  it("a member's page names nobody's Secret Santa and holds no other member's id", async () => {
    const members = NAMES.map((member) => people[member]!)
    await putDraw(groupId, members, twoDrawsFor(1)[0], questionIds)
    const seen = JSON.stringify(await everythingSeenBy(members[1]!, groupId, cookies.Ann!))
    for (const member of members.slice(1)) if (member !== members[1]) expect(seen).not.toContain(member.id)
    expect(seen).not.toContain('askerId')
    expect(seen).not.toContain('giverId')
    expect(seen).not.toContain('receiverId')
    expect(seen).not.toContain('createdAt')
  })

  it('the organiser who is not taking part, and did not choose to, sees the same under any two draws', async () => {
    const members = (
      await db
        .select({ userId: santaMembers.userId })
        .from(santaMembers)
        .where(eq(santaMembers.groupId, outsiderGroupId))
    ).map((row) => ({ id: row.userId, email: '' }))
    members.sort((a, b) => (a.id < b.id ? -1 : 1))
    await db.update(santaGroups).set({ drawnAt: new Date(), drawCount: 1 }).where(eq(santaGroups.id, outsiderGroupId))
    const draws = derangements(members.length)
    const seen: unknown[] = []
    for (const draw of [draws[0]!, draws[draws.length - 1]!]) {
      await putDraw(outsiderGroupId, members, draw, null)
      const page = await callRoute(services, groupRoute.loader, {
        path: `/secret-santa/${outsiderGroupId}`,
        params: { groupId: outsiderGroupId },
        cookie: cookies.outsider,
      })
      seen.push(page)
    }
    expect(seen[1]).toEqual(seen[0])
    expect((seen[0] as { body: { page: { organiser: { pairs: unknown } } } }).body.page.organiser.pairs).toBeNull()
  })
})

describe('emails', () => {
  it("each member's draw email names their own match and nobody else's; the question email names no asker", async () => {
    const group = await groupWith(db, santa, ['Iris', 'Jack', 'Kate', 'Liam', 'Mona'])
    await santa.draw(group.organiser, group.id)
    const pairs = new Map(
      (await db.select().from(santaAssignments).where(eq(santaAssignments.groupId, group.id))).map((row) => [
        row.giverId,
        row.receiverId,
      ]),
    )
    const nameOf = new Map(Object.entries(group.people).map(([name, person]) => [person.id, name]))
    for (const person of Object.values(group.people)) {
      const match = nameOf.get(pairs.get(person.id)!)!
      await santa.ask(person, group.id, { question: `Hello from the Santa of ${match}` })
    }
    for (const [name, person] of Object.entries(group.people)) {
      const match = nameOf.get(pairs.get(person.id)!)!
      // The invitation comes from the organiser, by name; every other email names nobody else.
      const mails = (await mailsTo(db, person.email)).filter((mail) => !mail.subject.includes('invited you'))
      expect(mails.length).toBeGreaterThanOrEqual(2)
      for (const mail of mails) {
        const text = `${mail.subject}\n${mail.text}\n${mail.html}`
        for (const other of group.names) {
          // Their own name, their match's name (in their match email), nobody else's.
          if (other === name || other === match) continue
          expect(text, `${mail.subject} to ${name}`).not.toContain(other)
        }
        if (mail.subject === 'Your Secret Santa has a question for you') {
          expect(text).not.toContain(match)
          for (const other of Object.values(group.people)) expect(text).not.toContain(other.email.split('@')[0])
        }
      }
    }
  })

  it('the exchange date and budget travel with the match', async () => {
    const organiser = await createUser(db, 'organiser')
    const group = await groupWith(db, santa, ['Nia', 'Oli', 'Pat'], { organiser })
    await db
      .update(santaGroups)
      .set({ exchangeDate: inDays(3) })
      .where(eq(santaGroups.id, group.id))
    await santa.draw(organiser, group.id)
    const [mail] = (await mailsTo(db, group.people.Oli!.email)).filter((row) =>
      row.subject.startsWith('Your Secret Santa'),
    )
    expect(mail!.text).toContain('with a budget of £25.00')
  })
})
