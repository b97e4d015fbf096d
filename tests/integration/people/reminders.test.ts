import { and, eq } from 'drizzle-orm'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'

import { reminderJobs, personOccasions } from '#app/server/db/schema.server.ts'
import { createTestClock } from '#app/server/people/clock.server.ts'
import { createTestDatabase, createTestServices, openSecondHandle } from '#tests/db.ts'

import { createUser, fakeIdeas, mailTo, personInput } from './helpers.ts'

/*
 * The reminder scheduler with a clock the test moves: two service instances (two processes' worth,
 * each with its own connection pool on Postgres) on one database send every reminder exactly once,
 * and a server that was down catches up once, not once per missed run.
 */

const database = await createTestDatabase()
const second = await openSecondHandle(database)
const clock = createTestClock(new Date('2026-06-01T10:00:00Z'))
const ideas = fakeIdeas()
const a = await createTestServices({ database, clock, giftIdeas: ideas })
const b = await createTestServices({ database: second, clock, giftIdeas: ideas })
afterAll(async () => {
  await a.close()
  await b.close()
  await second.close()
  await database.close()
})

const at = (iso: string) => clock.set(new Date(iso))
/** Both instances run at once, several times over, as their pollers would. */
async function bothTick(rounds = 3) {
  for (let round = 0; round < rounds; round++) {
    await Promise.all([a.reminders.tick(), b.reminders.tick()])
  }
}

beforeEach(() => at('2026-06-01T10:00:00Z'))

describe('planning', () => {
  it('plans 14 and 3 days before by default, at 09:00 UK time (BST in June)', async () => {
    const owner = await createUser(a.db, 'planner')
    const person = await a.people.create(owner, personInput({ birthdayDay: 20, birthdayMonth: 6 }))
    const jobs = await a.reminders.jobsOf(person.id)
    expect(jobs.map((job) => [job.occursOn, job.daysBefore, job.dueAt.toISOString(), job.status])).toEqual([
      ['2026-06-20', 14, '2026-06-06T08:00:00.000Z', 'pending'],
      ['2026-06-20', 3, '2026-06-17T08:00:00.000Z', 'pending'],
    ])
    // Planning again (as every instance does) plans nothing new.
    expect(await b.reminders.plan()).toBe(0)
    expect(await a.reminders.jobsOf(person.id)).toHaveLength(2)
  })

  it('follows the days set for the person and for each date, and plans nothing when off', async () => {
    const owner = await createUser(a.db, 'settings')
    const person = await a.people.create(owner, personInput({ birthdayDay: 20, birthdayMonth: 7 }))
    await a.people.setReminders(owner, person.id, [7])
    expect((await a.reminders.jobsOf(person.id)).map((job) => job.daysBefore)).toEqual([7])
    await a.people.setUkDates(owner, person.id, ['christmas'])
    const [christmas] = await a.db
      .select()
      .from(personOccasions)
      .where(and(eq(personOccasions.personId, person.id), eq(personOccasions.kind, 'christmas')))
    await a.people.setOccasionReminders(owner, person.id, { occasionId: christmas!.id, days: [21, 1] })
    const jobs = await a.reminders.jobsOf(person.id)
    expect(jobs.map((job) => `${job.occursOn}/${job.daysBefore}`)).toEqual([
      '2026-07-20/7',
      '2026-12-25/21',
      '2026-12-25/1',
    ])
    await a.people.setOccasionReminders(owner, person.id, { occasionId: christmas!.id, days: [] })
    expect((await a.reminders.jobsOf(person.id)).map((job) => job.occursOn)).toEqual(['2026-07-20'])
    await a.people.setReminders(owner, person.id, [])
    expect(await a.reminders.jobsOf(person.id)).toEqual([])
  })

  it('does not send a reminder whose time had passed before the date was added', async () => {
    const owner = await createUser(a.db, 'late')
    // 5 days ahead: the 14-day reminder's time is already past, the 3-day one is not.
    const person = await a.people.create(owner, personInput({ birthdayDay: 6, birthdayMonth: 6 }))
    expect((await a.reminders.jobsOf(person.id)).map((job) => job.daysBefore)).toEqual([3])
  })
})

describe('sending exactly once', () => {
  it('two instances ticking together send each reminder once, at its time and not before', async () => {
    const owner = await createUser(a.db, 'twice')
    const person = await a.people.create(
      owner,
      personInput({ name: 'Priya', birthdayDay: 20, birthdayMonth: 6, interests: ['hiking', 'coffee'] }),
    )
    at('2026-06-06T07:59:00Z')
    await bothTick()
    expect(await mailTo(a.db, owner.email)).toHaveLength(0)

    at('2026-06-06T08:00:00Z')
    await bothTick()
    let mail = await mailTo(a.db, owner.email)
    expect(mail).toHaveLength(1)
    expect(mail[0]!.subject).toBe("Priya's birthday is in 14 days: time to find a gift")

    at('2026-06-10T12:00:00Z')
    await bothTick()
    expect(await mailTo(a.db, owner.email)).toHaveLength(1)

    at('2026-06-17T08:05:00Z')
    await bothTick()
    mail = await mailTo(a.db, owner.email)
    expect(mail.map((message) => message.subject)).toEqual([
      "Priya's birthday is in 14 days: time to find a gift",
      "Priya's birthday is in 3 days: time to find a gift",
    ])
    const jobs = await a.reminders.jobsOf(person.id)
    expect(jobs.map((job) => job.status)).toEqual(['sent', 'sent'])
  })

  it('many due reminders claimed by both instances at once: every one sent exactly once', async () => {
    const owner = await createUser(a.db, 'crowd')
    const ids: string[] = []
    for (let index = 0; index < 24; index++) {
      const person = await a.people.create(
        owner,
        personInput({ name: `Friend ${index}`, birthdayDay: 25, birthdayMonth: 6 }),
      )
      ids.push(person.id)
    }
    at('2026-06-22T08:00:00Z')
    const results = await Promise.all([a.reminders.tick(), b.reminders.tick()])
    await bothTick(2)
    const mail = await mailTo(a.db, owner.email)
    expect(mail).toHaveLength(24)
    expect(new Set(mail.map((message) => message.subject)).size).toBe(24)
    // Both instances may have sent some; together they sent each once.
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBeLessThanOrEqual(24)
    const sent = await a.db.select().from(reminderJobs).where(eq(reminderJobs.userId, owner.id))
    expect(sent.filter((job) => job.daysBefore === 3).every((job) => job.status === 'sent')).toBe(true)
    expect(sent.filter((job) => job.daysBefore === 14).every((job) => job.status === 'skipped')).toBe(true)
  })

  it('puts the interests, three fresh ideas and links from APP_URL in the email', async () => {
    const owner = await createUser(a.db, 'content')
    const person = await a.people.create(
      owner,
      personInput({
        name: 'Noor',
        birthdayDay: 20,
        birthdayMonth: 6,
        birthdayYear: 1990,
        interests: ['hiking', 'coffee'],
        dislikes: ['scented candles'],
        doNotBuy: ['socks'],
        usualBudget: 40,
      }),
    )
    await a.people.addGift(owner, person.id, {
      name: 'Kindle Paperwhite',
      givenOn: '2025-06-20',
      occasion: 'Birthday',
      price: 120,
    })
    const { wishlistId } = await a.people.createList(owner, person.id)
    ideas.briefs.length = 0
    at('2026-06-06T09:00:00Z')
    await a.reminders.tick()
    const [mail] = await mailTo(a.db, owner.email)
    expect(mail!.text).toContain("Noor's birthday is on Saturday 20 June 2026, in 14 days.")
    expect(mail!.text).toContain('Noor is into hiking and coffee.')
    expect(mail!.text).toContain('Three fresh ideas to start with:')
    expect(mail!.text).toContain('• Walking socks (£12.00)')
    expect(mail!.text).toContain('• Trail map of the Lakes (£8.50)')
    expect(mail!.text).not.toContain('A fourth idea')
    expect(mail!.text).toContain(`Find a gift for Noor: http://localhost:3000/gift-finder?person=${person.id}`)
    expect(mail!.text).toContain(`Noor's list: http://localhost:3000/wishlist?id=${wishlistId}`)
    expect(mail!.text).toMatch(
      /Stop reminders for this date: http:\/\/localhost:3000\/people\/unsubscribe\?scope=reminder&/,
    )
    expect(mail!.text).toMatch(/Stop all reminder emails: http:\/\/localhost:3000\/people\/unsubscribe\?scope=all&/)
    // The ideas were asked for without what Noor dislikes or was already given, in her age and budget.
    expect(ideas.briefs).toHaveLength(1)
    expect(ideas.briefs[0]).toMatchObject({
      recipient: 'Friend',
      occasion: 'Birthday',
      age: '35-44',
      budget: '£20-£50',
      interests: ['hiking', 'coffee'],
      person: {
        name: 'Noor',
        dislikes: ['scented candles'],
        doNotBuy: ['socks'],
        given: [expect.objectContaining({ name: 'Kindle Paperwhite' })],
      },
    })
  })
})

describe('catching up after downtime', () => {
  it('sends one reminder for missed runs, the latest one, saying how long is really left', async () => {
    const owner = await createUser(a.db, 'downtime')
    const person = await a.people.create(owner, personInput({ name: 'Ola', birthdayDay: 21, birthdayMonth: 6 }))
    // Nothing runs from 1 June until the server comes back on 19 June: both reminders were missed.
    at('2026-06-19T12:00:00Z')
    const restarted = await createTestServices({ database, clock, giftIdeas: ideas })
    try {
      await restarted.reminders.tick()
      await restarted.reminders.tick()
      await bothTick()
    } finally {
      await restarted.close()
    }
    const mail = await mailTo(a.db, owner.email)
    expect(mail.map((message) => message.subject)).toEqual(["Ola's birthday is in 2 days: time to find a gift"])
    const jobs = await a.reminders.jobsOf(person.id)
    expect(jobs.map((job) => `${job.daysBefore}:${job.status}`)).toEqual(['14:skipped', '3:sent'])
  })

  it('sends nothing once the date itself has passed, and plans next year', async () => {
    const owner = await createUser(a.db, 'too-late')
    const person = await a.people.create(owner, personInput({ name: 'Eli', birthdayDay: 21, birthdayMonth: 6 }))
    at('2026-06-22T12:00:00Z')
    await bothTick()
    expect(await mailTo(a.db, owner.email)).toHaveLength(0)
    const jobs = await a.reminders.jobsOf(person.id)
    expect(jobs.map((job) => `${job.occursOn}/${job.daysBefore}:${job.status}`)).toEqual([
      '2026-06-21/14:skipped',
      '2026-06-21/3:skipped',
      '2027-06-21/14:pending',
      '2027-06-21/3:pending',
    ])
  })

  it('a claim left by a crashed instance is taken over after its lease, and still sent once', async () => {
    const owner = await createUser(a.db, 'crash')
    const person = await a.people.create(owner, personInput({ name: 'Kit', birthdayDay: 20, birthdayMonth: 6 }))
    at('2026-06-06T08:00:00Z')
    // An instance claimed the job and died before finishing it.
    await a.db
      .update(reminderJobs)
      .set({ status: 'claimed', claimToken: 'dead', claimedUntil: new Date('2026-06-06T08:05:00Z') })
      .where(and(eq(reminderJobs.personId, person.id), eq(reminderJobs.daysBefore, 14)))
    await bothTick()
    expect(await mailTo(a.db, owner.email)).toHaveLength(0)
    at('2026-06-06T08:06:00Z')
    await bothTick()
    expect(await mailTo(a.db, owner.email)).toHaveLength(1)
  })
})

describe('one-click unsubscribe', () => {
  it("stops that date's reminders, or all of them, from the emailed links (signed, POST only)", async () => {
    const owner = await createUser(a.db, 'unsubscribe')
    const person = await a.people.create(owner, personInput({ name: 'Jo', birthdayDay: 20, birthdayMonth: 6 }))
    await a.people.setUkDates(owner, person.id, ['fathers-day'])
    at('2026-06-06T08:00:00Z')
    await a.reminders.tick()
    const [mail] = await mailTo(a.db, owner.email)
    const link = (label: string) => new URL(mail!.text.split(`${label}: `)[1]!.split(/\s/)[0]!)
    const thisDate = link('Stop reminders for this date')
    const all = link('Stop all reminder emails')
    const fields = (url: URL) => ({
      scope: url.searchParams.get('scope') as 'reminder' | 'all',
      id: url.searchParams.get('id')!,
      token: url.searchParams.get('token')!,
    })
    expect(fields(thisDate).token.length).toBeGreaterThanOrEqual(43)
    expect(await a.reminders.unsubscribe({ ...fields(thisDate), token: 'x'.repeat(43) })).toBe('invalid')
    expect(await a.reminders.unsubscribe({ ...fields(all), id: 'someone-else' })).toBe('invalid')

    expect(await a.reminders.unsubscribe(fields(thisDate))).toBe('unsubscribed')
    let view = await a.people.get(owner, person.id)
    expect(view.occasions.find((occasion) => occasion.kind === 'birthday')!.remindersText).toBe('off')
    expect(view.occasions.find((occasion) => occasion.kind === 'fathers-day')!.remindersText).toBe(
      '14 and 3 days before',
    )
    expect(
      (await a.reminders.jobsOf(person.id)).filter((job) => job.status === 'pending').map((job) => job.occursOn),
    ).toEqual(['2026-06-21', '2026-06-21'])

    expect(await a.reminders.unsubscribe(fields(all))).toBe('unsubscribed')
    view = await a.people.get(owner, person.id)
    expect(view.accountRemindersOn).toBe(false)
    expect((await a.reminders.jobsOf(person.id)).filter((job) => job.status === 'pending')).toEqual([])
    at('2026-06-18T08:00:00Z')
    await bothTick()
    expect(await mailTo(a.db, owner.email)).toHaveLength(1)

    // Turned back on from /people, the next reminders are planned again.
    at('2026-06-12T00:00:00Z')
    await a.people.setAllReminders(owner, true)
    expect((await a.reminders.jobsOf(person.id)).filter((job) => job.status === 'pending').length).toBeGreaterThan(0)
  })
})
