import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import {
  mailOutbox,
  santaAssignments,
  santaExclusions,
  santaGroups,
  santaInvitations,
  santaMembers,
  santaQuestions,
} from '#app/server/db/schema.server.ts'
import { ForbiddenError, InvalidError, NotFoundError, RateLimitedError } from '#app/server/domain-errors.server.ts'
import { postSignInPath } from '#app/server/auth/session.server.ts'
import * as joinRoute from '#app/routes/secret-santa/join.tsx'

import { callRoute, createUser, inDays, mailsTo, santaTestBed, santaWith } from './fixtures.ts'
import { groupWith, invitationId, pairsOf } from './helpers.ts'

const { services, db, santa } = await santaTestBed()
const appUrl = services.config.APP_URL

async function groupRow(id: string) {
  const [row] = await db.select().from(santaGroups).where(eq(santaGroups.id, id))
  return row!
}

describe('starting a group', () => {
  it('creates the group with the organiser as its first member, and checks every field', async () => {
    const organiser = await createUser(db, 'organiser', { name: 'Olivia' })
    const { id } = await santa.create(organiser, {
      name: '  Office party ',
      exchangeDate: inDays(20),
      budget: '£1,000.499',
      message: 'No socks',
      takingPart: 'on',
      displayName: 'Liv',
    })
    expect(await groupRow(id)).toMatchObject({
      name: 'Office party',
      budget: 1000.5,
      message: 'No socks',
      organiserTakesPart: true,
      drawnAt: null,
    })
    const members = await db.select().from(santaMembers).where(eq(santaMembers.groupId, id))
    expect(members.map((member) => member.displayName)).toEqual(['Liv'])

    const base = { name: 'Party', exchangeDate: inDays(20), budget: '20', takingPart: false }
    await expect(santa.create(organiser, { ...base, name: ' ' })).rejects.toThrow('Please enter a name for your group')
    await expect(santa.create(organiser, { ...base, exchangeDate: inDays(-1) })).rejects.toThrow(
      'Please choose a date that has not passed',
    )
    await expect(santa.create(organiser, { ...base, exchangeDate: inDays(800) })).rejects.toThrow(
      'Please choose a date within the next two years',
    )
    await expect(santa.create(organiser, { ...base, exchangeDate: 'soon' })).rejects.toThrow(
      'Please choose the date you will exchange gifts',
    )
    await expect(santa.create(organiser, { ...base, budget: '0' })).rejects.toThrow(
      'Please enter a budget in pounds, e.g. 20',
    )
    await expect(santa.create(organiser, { ...base, budget: '20000' })).rejects.toThrow('Budgets can be up to £10,000')
    await expect(santa.create(organiser, { ...base, takingPart: true, displayName: '' })).rejects.toThrow(
      'Please enter your name as the group will see it',
    )
  })

  it('an organiser who is only organising is not a member', async () => {
    const organiser = await createUser(db, 'organiser')
    const { id } = await santa.create(organiser, {
      name: 'Team',
      exchangeDate: inDays(5),
      budget: 10,
      takingPart: false,
    })
    expect(await db.select().from(santaMembers).where(eq(santaMembers.groupId, id))).toEqual([])
    const page = await santa.page(organiser, id)
    expect(page.me).toBeNull()
    expect(page.organiser).not.toBeNull()
  })
})

describe('inviting and joining', () => {
  it('emails each new address a link to APP_URL/secret-santa/join, and skips people already in or invited', async () => {
    const organiser = await createUser(db, 'organiser', { name: 'Olivia' })
    const { id } = await santa.create(organiser, {
      name: 'Friends',
      exchangeDate: inDays(10),
      budget: '15',
      message: 'Pub after',
      takingPart: true,
      displayName: 'Olivia',
    })
    const ann = await createUser(db, 'ann')
    const first = await santa.invite(organiser, id, {
      emails: `${ann.email.toUpperCase()}, bob@example.com\ncat@example.com`,
    })
    expect(first.invited.sort()).toEqual([ann.email, 'bob@example.com', 'cat@example.com'].sort())
    const [mail] = await mailsTo(db, ann.email)
    const invitation = await invitationId(db, id, ann.email)
    expect(mail!.subject).toBe('Olivia invited you to a Secret Santa on Giftwise')
    expect(mail!.text).toContain(`${appUrl}/secret-santa/join?invitation=${invitation}`)
    expect(mail!.text).toContain('Pub after')
    expect(mail!.text).toContain('£15.00')

    const second = await santa.invite(organiser, id, { emails: `bob@example.com, dan@example.com, ${organiser.email}` })
    expect(second.invited).toEqual(['dan@example.com'])
    expect(second.skipped.sort()).toEqual(['bob@example.com', organiser.email].sort())
    await expect(santa.invite(organiser, id, { emails: 'bob@example.com' })).rejects.toThrow(
      'Everyone on the list is already invited or in the group.',
    )
    await expect(santa.invite(organiser, id, { emails: 'not-an-email' })).rejects.toThrow(
      'not-an-email is not a valid email address',
    )
    await expect(santa.invite(organiser, id, { emails: ' ' })).rejects.toThrow(
      'Please enter at least one email address',
    )
  })

  it('the emailed link goes through sign-in and comes back to the invitation', async () => {
    const answer = await callRoute(services, joinRoute.loader, { path: '/secret-santa/join?invitation=abc' })
    expect(answer.status).toBe(302)
    const location = new URL(answer.location!, appUrl)
    expect(location.pathname).toBe('/auth')
    expect(postSignInPath(location.searchParams)).toBe('/secret-santa/join?invitation=abc')
  })

  it('only the invited, verified address may join or decline; a joined member can open the group', async () => {
    const group = await groupWith(db, santa, ['Olivia'])
    const ann = await createUser(db, 'ann')
    const stranger = await createUser(db, 'stranger')
    const unverified = await createUser(db, 'unverified', { verified: false })
    await santa.invite(group.organiser, group.id, { emails: `${ann.email},${unverified.email}` })
    const annInvitation = await invitationId(db, group.id, ann.email)

    expect(await santa.joinView(stranger, annInvitation)).toEqual({ state: 'wrong-account' })
    await expect(santa.join(stranger, { invitationId: annInvitation, displayName: 'Ann' })).rejects.toThrow(
      ForbiddenError,
    )
    await expect(
      santa.join(unverified, { invitationId: await invitationId(db, group.id, unverified.email), displayName: 'U' }),
    ).rejects.toThrow(ForbiddenError)

    const view = await santa.joinView(ann, annInvitation)
    expect(view).toMatchObject({
      state: 'invited',
      invitation: { groupName: 'Family Christmas', organiserName: 'Olivia', budget: '£25.00' },
    })
    await expect(santa.page(ann, group.id)).rejects.toThrow(NotFoundError)
    expect(await santa.join(ann, { invitationId: annInvitation, displayName: '  Ann  ' })).toEqual({
      groupId: group.id,
      groupName: 'Family Christmas',
    })
    // Joining twice changes nothing.
    await santa.join(ann, { invitationId: annInvitation, displayName: 'Ann again' })
    expect(await santa.joinView(ann, annInvitation)).toMatchObject({ state: 'joined', groupId: group.id })
    const page = await santa.page(ann, group.id)
    expect(page.members.map((member) => member.name)).toEqual(['Ann', 'Olivia'])
    expect(page.me?.displayName).toBe('Ann')
  })

  it('declined, cancelled and removed members’ invitations no longer work', async () => {
    const group = await groupWith(db, santa, ['Olivia', 'Ann'])
    const bob = await createUser(db, 'bob')
    const cat = await createUser(db, 'cat')
    await santa.invite(group.organiser, group.id, { emails: `${bob.email} ${cat.email}` })
    const bobInvitation = await invitationId(db, group.id, bob.email)
    await santa.decline(bob, bobInvitation)
    await expect(santa.join(bob, { invitationId: bobInvitation, displayName: 'Bob' })).rejects.toThrow(
      'This invitation is no longer valid',
    )
    expect(await santa.joinView(bob, bobInvitation)).toEqual({ state: 'gone' })

    const catInvitation = await invitationId(db, group.id, cat.email)
    await santa.cancelInvitation(group.organiser, group.id, catInvitation)
    await expect(santa.join(cat, { invitationId: catInvitation, displayName: 'Cat' })).rejects.toThrow(
      'This invitation is no longer valid',
    )

    const ann = group.people.Ann!
    const [annInvitation] = await db
      .select({ id: santaInvitations.id })
      .from(santaInvitations)
      .where(and(eq(santaInvitations.groupId, group.id), eq(santaInvitations.email, ann.email)))
    await santa.removeMember(group.organiser, group.id, ann.id)
    await expect(santa.page(ann, group.id)).rejects.toThrow(NotFoundError)
    await expect(santa.join(ann, { invitationId: annInvitation!.id, displayName: 'Ann' })).rejects.toThrow(
      'This invitation is no longer valid',
    )
    const [removal] = (await mailsTo(db, ann.email)).filter((mail) => mail.subject.startsWith('You are no longer in'))
    expect(removal!.subject).toBe('You are no longer in Family Christmas')
  })

  it('nobody new joins once names are drawn', async () => {
    const group = await groupWith(db, santa, ['Olivia', 'Ann', 'Bob'])
    const late = await createUser(db, 'late')
    await santa.invite(group.organiser, group.id, { emails: late.email })
    await santa.draw(group.organiser, group.id)
    await expect(
      santa.join(late, { invitationId: await invitationId(db, group.id, late.email), displayName: 'Late' }),
    ).rejects.toThrow('Names have already been drawn for this group.')
    await expect(santa.invite(group.organiser, group.id, { emails: 'more@example.com' })).rejects.toThrow(
      'Names have already been drawn for this group.',
    )
  })

  it('a join racing the draw either makes the draw or is refused, never half of each', async () => {
    for (let round = 0; round < 4; round++) {
      const group = await groupWith(db, santa, ['Olivia', 'Ann', 'Bob'])
      const late = await createUser(db, 'late')
      await santa.invite(group.organiser, group.id, { emails: late.email })
      const invitation = await invitationId(db, group.id, late.email)
      const [joined] = await Promise.allSettled([
        santa.join(late, { invitationId: invitation, displayName: 'Late' }),
        santa.draw(group.organiser, group.id),
      ])
      const pairs = await pairsOf(db, group.id)
      const members = await db.select().from(santaMembers).where(eq(santaMembers.groupId, group.id))
      // Every member is in the draw, whichever came first.
      expect(pairs.size).toBe(members.length)
      expect(members.some((member) => member.userId === late.id)).toBe(joined.status === 'fulfilled')
    }
  })
})

describe('drawing names', () => {
  it('needs three members', async () => {
    const group = await groupWith(db, santa, ['Olivia', 'Ann'])
    await expect(santa.draw(group.organiser, group.id)).rejects.toThrow(
      'Names can be drawn once at least 3 members have joined.',
    )
    expect((await groupRow(group.id)).drawnAt).toBeNull()
  })

  it('assigns everyone one match (never themselves, never an exclusion) and emails each only their own', async () => {
    const group = await groupWith(db, santa, ['Olivia', 'Ann', 'Bob', 'Cat', 'Dan'])
    const { Olivia, Ann, Bob, Cat, Dan } = group.people as Record<string, { id: string; email: string }>
    await santa.addExclusion(group.organiser, group.id, { firstId: Ann!.id, secondId: Bob!.id })
    await santa.draw(group.organiser, group.id)
    const pairs = await pairsOf(db, group.id)
    expect([...pairs.keys()].sort()).toEqual([Olivia!.id, Ann!.id, Bob!.id, Cat!.id, Dan!.id].sort())
    expect(new Set(pairs.values()).size).toBe(5)
    for (const [giver, receiver] of pairs) expect(giver).not.toBe(receiver)
    expect(pairs.get(Ann!.id)).not.toBe(Bob!.id)
    expect(pairs.get(Bob!.id)).not.toBe(Ann!.id)
    expect((await groupRow(group.id)).drawCount).toBe(1)

    const nameOf = new Map(Object.entries(group.people).map(([name, person]) => [person.id, name]))
    for (const [name, person] of Object.entries(group.people)) {
      const [mail] = (await mailsTo(db, person.email)).filter((message) =>
        message.subject.startsWith('Your Secret Santa match'),
      )
      const match = nameOf.get(pairs.get(person.id)!)!
      expect(mail!.subject).toBe('Your Secret Santa match for Family Christmas')
      expect(mail!.text).toContain(`Hello ${name},`)
      expect(mail!.text).toContain(`You're buying for ${match}.`)
      expect(mail!.text).toContain('£25.00')
      expect(mail!.text).toContain(`${appUrl}/secret-santa/${group.id}`)
      expect(mail!.text).toContain('not even the organiser')
      // No other member's name appears: nothing about anyone else's match.
      for (const other of group.names) if (other !== name && other !== match) expect(mail!.text).not.toContain(other)
    }
  })

  it('says which exclusions make a draw impossible, and draws nothing', async () => {
    const group = await groupWith(db, santa, ['Olivia', 'Ann', 'Bob', 'Cat'])
    const { Olivia, Ann, Bob, Cat } = group.people
    for (const other of [Olivia!, Bob!, Cat!]) {
      await santa.addExclusion(group.organiser, group.id, { firstId: Ann!.id, secondId: other.id })
    }
    const page = await santa.page(group.organiser, group.id)
    expect(page.organiser!.drawCheck).toEqual({
      state: 'impossible',
      reasons: [
        'Ann has nobody left to buy for.',
        'The exclusions that cause this: Ann and Bob; Ann and Cat; Ann and Olivia.',
        'Removing any one of these would make a draw possible: Ann and Bob; Ann and Cat; Ann and Olivia.',
      ],
    })
    const failure = santa.draw(group.organiser, group.id)
    await expect(failure).rejects.toBeInstanceOf(InvalidError)
    await expect(santa.draw(group.organiser, group.id)).rejects.toThrow(
      'Ann has nobody left to buy for. The exclusions that cause this: Ann and Bob; Ann and Cat; Ann and Olivia.',
    )
    expect(await pairsOf(db, group.id)).toEqual(new Map())
    expect((await groupRow(group.id)).drawnAt).toBeNull()
  })

  it('names the members who between them have too few people to buy for', async () => {
    const group = await groupWith(db, santa, ['Olivia', 'Ann', 'Bob', 'Cat', 'Dan', 'Eve'])
    const { Olivia, Ann, Bob, Cat, Eve } = group.people
    // Exclusions hold both ways: Ann, Bob and Cat are kept apart from each other and from
    // everyone but Dan, who can only be one person's match.
    for (const [stuck, others] of [
      [Ann!, [Bob!, Cat!, Olivia!, Eve!]],
      [Bob!, [Cat!, Olivia!, Eve!]],
      [Cat!, [Olivia!, Eve!]],
    ] as const) {
      for (const other of others) {
        await santa.addExclusion(group.organiser, group.id, { firstId: stuck.id, secondId: other.id })
      }
    }
    const check = (await santa.page(group.organiser, group.id)).organiser!.drawCheck
    expect(check).toMatchObject({ state: 'impossible' })
    if (check.state !== 'impossible') return
    expect(check.reasons[0]).toMatch(
      /^(Ann|Bob|Cat) and (Ann|Bob|Cat) can only buy for Dan between them: 2 people for 1 match\.$/,
    )
    expect(check.reasons[1]).toMatch(/^The exclusions that cause this: .*Ann and Bob.*\.$/)
    expect(check.reasons[2]).toMatch(/^Removing any one of these would make a draw possible: .*Ann and Bob/)
  })

  it('re-draws only before anyone has opened their match, and tells everyone', async () => {
    const group = await groupWith(db, santa, ['Olivia', 'Ann', 'Bob', 'Cat'])
    await santa.draw(group.organiser, group.id)
    await expect(santa.draw(group.organiser, group.id)).rejects.toThrow('Names have already been drawn')
    expect((await santa.page(group.organiser, group.id)).organiser!.canRedraw).toBe(true)
    await santa.redraw(group.organiser, group.id)
    expect((await groupRow(group.id)).drawCount).toBe(2)
    for (const person of Object.values(group.people)) {
      const again = (await mailsTo(db, person.email)).filter(
        (mail) => mail.subject === 'Names were drawn again for Family Christmas',
      )
      expect(again).toHaveLength(1)
      expect(again[0]!.text).toContain('please forget the match in our earlier email')
    }
    expect((await santa.page(group.people.Ann!, group.id)).group.drawnAgain).toBe(true)

    await santa.reveal(group.people.Bob!, group.id)
    expect((await santa.page(group.organiser, group.id)).organiser!.canRedraw).toBe(false)
    await expect(santa.redraw(group.organiser, group.id)).rejects.toThrow(
      'Someone has already opened their match, so names cannot be drawn again.',
    )
  })

  it('a reveal racing a re-draw: either the re-draw happens first or it is refused', async () => {
    for (let round = 0; round < 4; round++) {
      const group = await groupWith(db, santa, ['Olivia', 'Ann', 'Bob'])
      await santa.draw(group.organiser, group.id)
      const before = await pairsOf(db, group.id)
      const [, redrawn] = await Promise.allSettled([
        santa.reveal(group.people.Ann!, group.id),
        santa.redraw(group.organiser, group.id),
      ])
      const [annRow] = await db
        .select()
        .from(santaAssignments)
        .where(and(eq(santaAssignments.groupId, group.id), eq(santaAssignments.giverId, group.people.Ann!.id)))
      expect(annRow!.openedAt).not.toBeNull()
      if (redrawn.status === 'rejected') expect(await pairsOf(db, group.id)).toEqual(before)
    }
  })

  it('removing someone after a draw nobody opened cancels it and tells everyone; after an opening it is refused', async () => {
    const group = await groupWith(db, santa, ['Olivia', 'Ann', 'Bob', 'Cat'])
    await santa.draw(group.organiser, group.id)
    expect(await santa.removeMember(group.organiser, group.id, group.people.Cat!.id)).toEqual({ drawCancelled: true })
    expect((await groupRow(group.id)).drawnAt).toBeNull()
    expect(await pairsOf(db, group.id)).toEqual(new Map())
    const [cancelled] = (await mailsTo(db, group.people.Ann!.email)).filter((mail) =>
      mail.subject.startsWith('The draw for'),
    )
    expect(cancelled!.text).toContain('Please forget the match in our earlier email')

    await santa.draw(group.organiser, group.id)
    await santa.reveal(group.people.Ann!, group.id)
    await expect(santa.removeMember(group.organiser, group.id, group.people.Bob!.id)).rejects.toThrow(
      'Someone has already opened their match, so nobody can leave this draw now.',
    )
  })
})

describe('a member’s page', () => {
  it('shows the match only after revealing it, with the budget, the date and the list they linked', async () => {
    const group = await groupWith(db, santa, ['Olivia', 'Ann', 'Bob'])
    for (const person of Object.values(group.people)) {
      const list = await services.wishlists.create(person, { name: `List of ${person.email}`, kind: 'me' })
      await services.wishlists.addItem(person, {
        wishlistId: list.id,
        product: {
          name: `Scarf for ${person.email}`,
          imageUrl: null,
          price: 12.5,
          url: 'https://www.ebay.co.uk/itm/1',
        },
      })
      await santa.linkWishlist(person, group.id, list.id)
    }
    const ann = group.people.Ann!
    expect((await santa.page(ann, group.id)).me!.match).toEqual({ state: 'waiting' })
    await santa.draw(group.organiser, group.id)
    expect((await santa.page(ann, group.id)).me!.match).toEqual({ state: 'hidden' })
    await santa.reveal(ann, group.id)
    const page = await santa.page(ann, group.id)
    const receiverId = (await pairsOf(db, group.id)).get(ann.id)!
    const receiver = Object.entries(group.people).find(([, person]) => person.id === receiverId)!
    expect(page.me!.match).toMatchObject({
      state: 'revealed',
      match: {
        name: receiver[0],
        wishlist: {
          name: `List of ${receiver[1].email}`,
          items: [{ name: `Scarf for ${receiver[1].email}`, price: '£12.50' }],
        },
        questions: [],
      },
    })
    expect(page.group).toMatchObject({ budget: '£25.00', drawn: true })
  })

  it('links only the member’s own wish lists for themselves, never a gift plan for someone else', async () => {
    const group = await groupWith(db, santa, ['Olivia', 'Ann'])
    const ann = group.people.Ann!
    const othersList = await services.wishlists.create(group.organiser, { name: 'Mine', kind: 'me' })
    await expect(santa.linkWishlist(ann, group.id, othersList.id)).rejects.toThrow(NotFoundError)
    const giftPlan = await services.wishlists.create(ann, { name: 'Ideas for Olivia', kind: 'someone-else' })
    const own = await services.wishlists.create(ann, { name: 'My wishes', kind: 'me' })
    await expect(santa.linkWishlist(ann, group.id, giftPlan.id)).rejects.toThrow(NotFoundError)
    expect((await santa.page(ann, group.id)).me!.wishlists).toEqual([{ id: own.id, name: 'My wishes' }])
    await santa.linkWishlist(ann, group.id, own.id)
    expect((await santa.page(ann, group.id)).me!.linkedWishlistId).toBe(own.id)
    await santa.linkWishlist(ann, group.id, '')
    expect((await santa.page(ann, group.id)).me!.linkedWishlistId).toBeNull()
  })
})

describe('anonymous questions', () => {
  it('the match sees the question, never who asked; the email waits; the answer goes back to the asker', async () => {
    const delayed = santaWith(services, { questionEmailDelay: () => 20 * 60_000 })
    const group = await groupWith(db, santa, ['Olivia', 'Ann', 'Bob'])
    await santa.draw(group.organiser, group.id)
    const ann = group.people.Ann!
    const pairs = await pairsOf(db, group.id)
    const receiverId = pairs.get(ann.id)!
    const [receiverName, receiver] = Object.entries(group.people).find(([, person]) => person.id === receiverId)!

    const before = Date.now()
    await delayed.ask(ann, group.id, { question: 'What size are your feet?' })
    // Asking counts as opening one's match.
    expect((await santa.page(group.organiser, group.id)).organiser!.canRedraw).toBe(false)

    const receiverPage = await santa.page(receiver, group.id)
    expect(receiverPage.me!.questionsForYou).toEqual([
      { id: expect.any(String), question: 'What size are your feet?', answer: null },
    ])

    const [question] = (await mailsTo(db, receiver.email)).filter(
      (mail) => mail.subject === 'Your Secret Santa has a question for you',
    )
    expect(question!.text).toContain('What size are your feet?')
    expect(question!.text).not.toContain('Ann')
    expect(question!.text).not.toContain(ann.email)
    expect(question!.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 20 * 60_000 - 1000)

    const questionId = receiverPage.me!.questionsForYou[0]!.id
    // Nobody but the person asked may answer, and the asker's page shows it once answered.
    await expect(santa.answer(ann, group.id, { questionId, answer: 'Size 9' })).rejects.toThrow(NotFoundError)
    await santa.answer(receiver, group.id, { questionId, answer: 'Size 6' })
    await expect(santa.answer(receiver, group.id, { questionId, answer: 'Size 7' })).rejects.toThrow(
      'You have already answered this question.',
    )
    const askerPage = await santa.page(ann, group.id)
    expect(askerPage.me!.match).toMatchObject({
      state: 'revealed',
      match: { questions: [{ question: 'What size are your feet?', answer: 'Size 6' }] },
    })
    const [answerMail] = (await mailsTo(db, ann.email)).filter(
      (mail) => mail.subject === `${receiverName} answered your question`,
    )
    expect(answerMail!.text).toContain('They answered: "Size 6"')
  })

  it('emails about questions wait a random 10 to 60 minutes by default', async () => {
    const group = await groupWith(db, santa, ['Olivia', 'Ann', 'Bob'])
    await santa.draw(group.organiser, group.id)
    const receiverId = (await pairsOf(db, group.id)).get(group.people.Bob!.id)!
    const receiver = Object.values(group.people).find((person) => person.id === receiverId)!
    const before = Date.now()
    await santa.ask(group.people.Bob!, group.id, { question: 'Tea or coffee?' })
    const [mail] = (await mailsTo(db, receiver.email)).filter((row) => row.subject.includes('question'))
    const wait = mail!.nextAttemptAt.getTime() - before
    expect(wait).toBeGreaterThanOrEqual(10 * 60_000 - 1000)
    expect(wait).toBeLessThanOrEqual(60 * 60_000 + 5000)
    // Not due yet: the outbox worker leaves it alone.
    const due = await db.select().from(mailOutbox).where(eq(mailOutbox.id, mail!.id))
    expect(due[0]!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now())
  })

  it('limits each member to 10 questions an hour, and needs a draw', async () => {
    const group = await groupWith(db, santa, ['Olivia', 'Ann', 'Bob'])
    await expect(santa.ask(group.people.Ann!, group.id, { question: 'Hello?' })).rejects.toThrow(
      'Names have not been drawn yet.',
    )
    await santa.draw(group.organiser, group.id)
    for (let index = 0; index < 9; index++) await santa.ask(group.people.Ann!, group.id, { question: `Q${index}` })
    await expect(santa.ask(group.people.Ann!, group.id, { question: 'One more' })).rejects.toBeInstanceOf(
      RateLimitedError,
    )
    expect(await db.select().from(santaQuestions).where(eq(santaQuestions.askerId, group.people.Ann!.id))).toHaveLength(
      9,
    )
  })
})

describe('repeating a group from last year', () => {
  it('invites last year’s members again and never repeats last year’s pairs', async () => {
    const group = await groupWith(db, santa, ['Olivia', 'Ann', 'Bob', 'Cat'])
    await santa.addExclusion(group.organiser, group.id, {
      firstId: group.people.Ann!.id,
      secondId: group.people.Bob!.id,
    })
    await santa.draw(group.organiser, group.id)
    const lastYear = await pairsOf(db, group.id)

    const home = await santa.home(group.organiser)
    const repeatDate = home.groups.find((row) => row.id === group.id)!.repeatDate!
    const repeated = await santa.repeat(group.organiser, { groupId: group.id, exchangeDate: repeatDate })
    expect(repeated.invited).toBe(3)
    const exclusions = await db.select().from(santaExclusions).where(eq(santaExclusions.groupId, repeated.id))
    expect(
      exclusions
        .filter((row) => row.kind === 'last-year')
        .map((row) => `${row.giverId}>${row.receiverId}`)
        .sort(),
    ).toEqual([...lastYear].map(([giver, receiver]) => `${giver}>${receiver}`).sort())
    expect(exclusions.filter((row) => row.kind === 'organiser')).toHaveLength(2)

    for (const name of ['Ann', 'Bob', 'Cat']) {
      const person = group.people[name]!
      await santa.join(person, { invitationId: await invitationId(db, repeated.id, person.email), displayName: name })
    }
    // The organiser sees how many pairs are held back, never which.
    const panel = (await santa.page(group.organiser, repeated.id)).organiser!
    expect(panel.lastYearPairs).toBe(4)
    expect(JSON.stringify(panel)).not.toContain('last-year')

    // However often names are drawn again, nobody gets last year's match.
    for (let round = 0; round < 15; round++) {
      if (round === 0) await santa.draw(group.organiser, repeated.id)
      else await santa.redraw(group.organiser, repeated.id)
      const pairs = await pairsOf(db, repeated.id)
      for (const [giver, receiver] of pairs) expect(lastYear.get(giver)).not.toBe(receiver)
      if (round === 8) break // the draw limit is ten an hour per organiser
    }
  })

  it('names last year’s pairs only as such when they make a draw impossible, and can allow them again', async () => {
    const group = await groupWith(db, santa, ['Olivia', 'Ann', 'Bob'])
    await santa.draw(group.organiser, group.id)
    const repeated = await santa.repeat(group.organiser, { groupId: group.id, exchangeDate: inDays(40) })
    for (const name of ['Ann', 'Bob']) {
      const person = group.people[name]!
      await santa.join(person, { invitationId: await invitationId(db, repeated.id, person.email), displayName: name })
    }
    // Three people, each barred from last year's match: the only other way round is the reverse ring.
    const ann = group.people.Ann!
    const bob = group.people.Bob!
    await santa.addExclusion(group.organiser, repeated.id, { firstId: ann.id, secondId: bob.id })
    const check = (await santa.page(group.organiser, repeated.id)).organiser!.drawCheck
    expect(check.state).toBe('impossible')
    if (check.state !== 'impossible') return
    expect(check.reasons.join(' ')).toMatch(/from last year/)
    await santa.allowLastYear(group.organiser, repeated.id)
    expect((await santa.page(group.organiser, repeated.id)).organiser!.lastYearPairs).toBe(0)
  })
})

describe('an organiser who is not taking part', () => {
  it('may choose to see the pairs before the draw; members are told on their page and in the email', async () => {
    const group = await groupWith(db, santa, ['Ann', 'Bob', 'Cat'], { organiserTakesPart: false })
    await expect(
      santa.updateSettings(group.organiser, group.id, { takingPart: 'on', seesPairs: 'on', displayName: 'Olivia' }),
    ).rejects.toThrow('An organiser who takes part cannot see who buys for whom.')
    await santa.updateSettings(group.organiser, group.id, { seesPairs: 'on' })
    expect((await santa.page(group.people.Ann!, group.id)).group.organiserSeesPairs).toBe(true)
    await santa.draw(group.organiser, group.id)
    const [mail] = (await mailsTo(db, group.people.Ann!.email)).filter((row) =>
      row.subject.startsWith('Your Secret Santa match'),
    )
    expect(mail!.text).toContain('the organiser, is not taking part and can see who is buying for whom')
    const pairs = (await santa.page(group.organiser, group.id)).organiser!.pairs!
    expect(pairs).toHaveLength(3)
    const [done] = await mailsTo(db, group.organiser.email)
    expect(done!.subject).toBe('Names have been drawn for Family Christmas')
    await expect(santa.updateSettings(group.organiser, group.id, { seesPairs: undefined })).rejects.toThrow(
      'Names have been drawn, so these settings can no longer change.',
    )
  })

  it('an organiser taking part never sees the pairs', async () => {
    const group = await groupWith(db, santa, ['Olivia', 'Ann', 'Bob'])
    await santa.draw(group.organiser, group.id)
    expect((await santa.page(group.organiser, group.id)).organiser!.pairs).toBeNull()
    await db
      .update(santaGroups)
      .set({ organiserTakesPart: false })
      .where(eq(santaGroups.id, group.id))
      .catch(() => {})
    // Even with the flag forced on behind the service's back, a member-organiser gets no pairs.
    await db
      .update(santaGroups)
      .set({ organiserSeesPairs: true, organiserTakesPart: false })
      .where(eq(santaGroups.id, group.id))
    expect((await santa.page(group.organiser, group.id)).organiser!.pairs).toBeNull()
  })
})

describe('deleting a group', () => {
  it('deletes everything and tells the members', async () => {
    const group = await groupWith(db, santa, ['Olivia', 'Ann', 'Bob'])
    await santa.draw(group.organiser, group.id)
    await santa.deleteGroup(group.organiser, group.id)
    expect(await db.select().from(santaGroups).where(eq(santaGroups.id, group.id))).toEqual([])
    expect(await db.select().from(santaAssignments).where(eq(santaAssignments.groupId, group.id))).toEqual([])
    const [mail] = (await mailsTo(db, group.people.Ann!.email)).filter((row) =>
      row.subject.endsWith('has been cancelled'),
    )
    expect(mail!.subject).toBe('Family Christmas has been cancelled')
  })
})
