import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'

import { GENDERS, RECIPIENTS, type Gender, type Recipient } from '#app/lib/gift-finder/form-options.ts'
import {
  ageOn,
  daysLeftText,
  daysUntil,
  longDate,
  nextOccurrence,
  reminderDueAt,
  shift,
  ukToday,
} from '#app/lib/people/dates.ts'
import type { ReminderUnsubscribe } from '#app/lib/people/contract.ts'
import { ageBandFor, budgetBandFor, finderOccasion, occasionTitle } from '#app/lib/people/people.ts'
import type { AppConfig } from '#app/server/config.server.ts'
import type { Database } from '#app/server/db/client.server.ts'
import { queryRows } from '#app/server/db/rows.server.ts'
import {
  mailOutbox,
  people,
  personOccasions,
  reminderJobs,
  reminderSettings,
  user,
  wishlists,
} from '#app/server/db/schema.server.ts'
import { NotFoundError } from '#app/server/domain-errors.server.ts'
import type { MailOutbox } from '#app/server/mail/outbox.server.ts'

import type { Clock } from '#app/server/people/clock.server.ts'
import { reminderEmail } from '#app/server/people/emails.server.ts'
import { giftsGivenTo } from '#app/server/people/given.server.ts'
import type { GiftIdeas } from '#app/server/people/ideas.server.ts'

/*
 * The reminder scheduler. Jobs live in `reminder_jobs`, one row per (person, date, days before),
 * unique, so planning twice plans once and a reminder can never be sent twice. Every server process
 * runs the same loop: plan the next occurrence of every date, then claim due jobs with
 * `FOR UPDATE SKIP LOCKED` and, in one transaction, mark a job sent and queue its email in the
 * outbox. On PGlite the same loop runs in the one process that owns the database. Why not pg-boss
 * or graphile-worker: docs/decisions/009-reminder-scheduler.md.
 */

/** Jobs claimed per round. */
const BATCH = 10
/** A claim not finished within this time (a crashed process) may be taken over by another. */
const LEASE_MS = 5 * 60_000
/** A job that failed this often is given up (logged and marked skipped). */
const MAX_ATTEMPTS = 5
/** Full planning passes run at most this often (changes to a person re-plan that person at once). */
const PLAN_EVERY_MS = 60 * 60_000
/** Sent and skipped jobs are kept this many days after their date (an unsubscribe link still finds its job). */
const KEEP_DAYS = 90

export interface ReminderSchedulerDeps {
  db: Database
  mail: Pick<MailOutbox, 'kick'>
  config: Pick<AppConfig, 'APP_URL' | 'AUTH_SECRET'>
  clock: Clock
  ideas: GiftIdeas
  pollMs?: number
}

/** What one run of the scheduler did. */
export interface TickResult {
  planned: number
  sent: number
  skipped: number
}

type JobRow = typeof reminderJobs.$inferSelect

const asIso = (date: Date) => date.toISOString()

/** The reminder scheduler of one server process; several may share one database. */
export function createReminderScheduler(deps: ReminderSchedulerDeps) {
  const { db, clock, config } = deps
  const pollMs = deps.pollMs ?? 60_000
  let timer: NodeJS.Timeout | undefined
  let running: Promise<TickResult> | undefined
  let stopped = true
  let lastFullPlan: number | null = null

  // ---- Links -----------------------------------------------------------------------------------

  function sign(scope: ReminderUnsubscribe['scope'], id: string): string {
    return createHmac('sha256', config.AUTH_SECRET).update(`people-reminders:${scope}:${id}`).digest('base64url')
  }

  function isValidLink(scope: ReminderUnsubscribe['scope'], id: string, token: string): boolean {
    const expected = Buffer.from(sign(scope, id))
    const given = Buffer.from(token)
    return expected.length === given.length && timingSafeEqual(expected, given)
  }

  function unsubscribeUrl(scope: ReminderUnsubscribe['scope'], id: string): string {
    const params = new URLSearchParams({ scope, id, token: sign(scope, id) })
    return `${config.APP_URL}/people/unsubscribe?${params.toString()}`
  }

  // ---- Planning --------------------------------------------------------------------------------

  /** Plans the next occurrence of every date with reminders (of some people, or everyone's). */
  async function plan(personIds?: readonly string[]): Promise<number> {
    if (personIds && personIds.length === 0) return 0
    const now = clock.now()
    const today = ukToday(now)
    const rows = await db
      .select({
        userId: people.userId,
        personId: people.id,
        personDays: people.reminderDays,
        kind: personOccasions.kind,
        day: personOccasions.day,
        month: personOccasions.month,
        occasionDays: personOccasions.reminderDays,
      })
      .from(personOccasions)
      .innerJoin(people, eq(people.id, personOccasions.personId))
      .leftJoin(reminderSettings, eq(reminderSettings.userId, people.userId))
      .where(
        and(
          sql`coalesce(${reminderSettings.enabled}, true)`,
          personIds ? inArray(people.id, [...personIds]) : undefined,
        ),
      )
    const jobs = new Map<
      string,
      { userId: string; personId: string; occursOn: string; daysBefore: number; dueAt: Date }
    >()
    for (const row of rows) {
      const occursOn = nextOccurrence(row, today)
      if (!occursOn) continue
      for (const daysBefore of row.occasionDays ?? row.personDays) {
        const dueAt = reminderDueAt(occursOn, daysBefore)
        // A reminder whose time passed before it could be planned (a date added 5 days ahead of a
        // 14-day reminder) is not sent late; missed runs of planned jobs are caught up in `send`.
        if (dueAt <= now) continue
        const job = { userId: row.userId, personId: row.personId, occursOn, daysBefore, dueAt }
        jobs.set(`${row.personId}|${occursOn}|${daysBefore}`, job)
      }
    }
    if (jobs.size === 0) return 0
    const inserted = await db
      .insert(reminderJobs)
      .values([...jobs.values()])
      .onConflictDoNothing({ target: [reminderJobs.personId, reminderJobs.occursOn, reminderJobs.daysBefore] })
      .returning({ id: reminderJobs.id })
    return inserted.length
  }

  /** After a person's dates or reminders change: forget their future jobs and plan again. */
  async function replan(personIds: readonly string[]): Promise<void> {
    if (personIds.length === 0) return
    await db
      .delete(reminderJobs)
      .where(
        and(
          inArray(reminderJobs.personId, [...personIds]),
          eq(reminderJobs.status, 'pending'),
          sql`${reminderJobs.dueAt} > ${asIso(clock.now())}::timestamptz`,
        ),
      )
    await plan(personIds)
  }

  /** Jobs of dates more than KEEP_DAYS past are only history: the unique key no longer needs them. */
  async function forgetOld(): Promise<void> {
    await db
      .delete(reminderJobs)
      .where(
        and(
          inArray(reminderJobs.status, ['sent', 'skipped']),
          sql`${reminderJobs.occursOn} < ${shift(ukToday(clock.now()), -KEEP_DAYS)}::date`,
        ),
      )
  }

  // ---- Sending ---------------------------------------------------------------------------------

  /**
   * Missed runs are caught up once: of the due jobs of one occurrence only the latest (fewest days
   * before) goes out, and none once the date itself has passed. The others are marked skipped.
   */
  async function skipSuperseded(now: Date): Promise<number> {
    const rows = await queryRows<{ id: string }>(
      db,
      sql`
      update ${reminderJobs} j set status = 'skipped', claim_token = null
      where j.status = 'pending' and j.due_at <= ${asIso(now)}::timestamptz
        and (j.occurs_on < ${ukToday(now)}::date
          or exists (select 1 from ${reminderJobs} k
                     where k.person_id = j.person_id and k.occurs_on = j.occurs_on
                       and k.days_before < j.days_before and k.due_at <= ${asIso(now)}::timestamptz
                       and k.status in ('pending', 'claimed', 'sent')))
      returning j.id`,
    )
    return rows.length
  }

  /** Claims up to BATCH due jobs for this process; other processes skip the rows it locked. */
  async function claim(now: Date, token: string): Promise<JobRow[]> {
    const rows = await queryRows<{ id: string }>(
      db,
      sql`
      update ${reminderJobs} set status = 'claimed', claim_token = ${token},
             claimed_until = ${asIso(new Date(now.getTime() + LEASE_MS))}::timestamptz, attempts = attempts + 1
      where id in (
        select j.id from ${reminderJobs} j
        where (j.status = 'pending' or (j.status = 'claimed' and j.claimed_until < ${asIso(now)}::timestamptz))
          and j.due_at <= ${asIso(now)}::timestamptz
          and not exists (select 1 from ${reminderJobs} k
                          where k.person_id = j.person_id and k.occurs_on = j.occurs_on
                            and k.days_before < j.days_before and k.due_at <= ${asIso(now)}::timestamptz
                            and k.status in ('pending', 'claimed', 'sent'))
        order by j.due_at
        limit ${BATCH}
        for update skip locked)
      returning id`,
    )
    if (rows.length === 0) return []
    return db
      .select()
      .from(reminderJobs)
      .where(
        and(
          inArray(
            reminderJobs.id,
            rows.map((row) => row.id),
          ),
          eq(reminderJobs.claimToken, token),
        ),
      )
  }

  /** Ends a claimed job: sent with its email queued, or skipped; only while this process holds the claim. */
  async function finish(
    job: JobRow,
    token: string,
    outcome: { email?: typeof mailOutbox.$inferInsert; occasionIds?: string[] },
  ) {
    const now = clock.now()
    return db.transaction(async (tx) => {
      const [done] = await tx
        .update(reminderJobs)
        .set({
          status: outcome.email ? 'sent' : 'skipped',
          sentAt: outcome.email ? now : null,
          claimToken: null,
          claimedUntil: null,
          occasionIds: outcome.occasionIds ?? [],
        })
        .where(and(eq(reminderJobs.id, job.id), eq(reminderJobs.claimToken, token), eq(reminderJobs.status, 'claimed')))
        .returning({ id: reminderJobs.id })
      // Another process took the claim over (ours outlived its lease): it sends, we do not.
      if (!done) return false
      if (outcome.email) await tx.insert(mailOutbox).values(outcome.email)
      return Boolean(outcome.email)
    })
  }

  /** The email of one job, or null when the reminder no longer applies (dates or settings changed). */
  async function compose(job: JobRow) {
    const [person] = await db
      .select({
        id: people.id,
        name: people.name,
        relationship: people.relationship,
        gender: people.gender,
        interests: people.interests,
        dislikes: people.dislikes,
        doNotBuy: people.doNotBuy,
        usualBudget: people.usualBudget,
        reminderDays: people.reminderDays,
        email: user.email,
        enabled: sql<boolean>`coalesce(${reminderSettings.enabled}, true)`,
      })
      .from(people)
      .innerJoin(user, eq(user.id, people.userId))
      .leftJoin(reminderSettings, eq(reminderSettings.userId, people.userId))
      .where(eq(people.id, job.personId))
    if (!person || !person.enabled) return null
    const occasions = await db.select().from(personOccasions).where(eq(personOccasions.personId, person.id))
    const today = ukToday(clock.now())
    const birthday = occasions.find((occasion) => occasion.kind === 'birthday')
    const covered = occasions.filter(
      (occasion) =>
        nextOccurrence(occasion, today) === job.occursOn &&
        (occasion.reminderDays ?? person.reminderDays).includes(job.daysBefore),
    )
    if (covered.length === 0) return null

    const given = await giftsGivenTo(db, person.id)
    const [list] = await db
      .select({ id: wishlists.id })
      .from(wishlists)
      .where(and(eq(wishlists.personId, person.id), eq(wishlists.userId, job.userId)))
      .orderBy(desc(wishlists.createdAt))
      .limit(1)
    // Their age on the day; without a birth year the finder's middle band.
    const age =
      birthday?.year && birthday.day && birthday.month
        ? ageBandFor(ageOn({ day: birthday.day, month: birthday.month, year: birthday.year }, job.occursOn))
        : '25-34'
    let ideas: Awaited<ReturnType<GiftIdeas['suggest']>> = []
    try {
      ideas = await deps.ideas.suggest(
        {
          recipient: (RECIPIENTS as readonly string[]).includes(person.relationship ?? '')
            ? (person.relationship as Recipient)
            : 'Other',
          occasion: finderOccasion(covered[0]!),
          age,
          budget: person.usualBudget === null ? 'No budget limit' : budgetBandFor(person.usualBudget),
          gender: (GENDERS as readonly string[]).includes(person.gender ?? '')
            ? (person.gender as Gender)
            : 'Prefer not to say',
          interests: person.interests,
          person: { name: person.name, dislikes: person.dislikes, doNotBuy: person.doNotBuy, given },
        },
        3,
      )
    } catch (error) {
      // The reminder is worth more than the ideas in it.
      console.warn('[people] reminder ideas failed', error)
    }
    const email = reminderEmail({
      to: person.email,
      appUrl: config.APP_URL,
      person: { id: person.id, name: person.name, interests: person.interests },
      titles: covered.map((occasion) => occasionTitle(person.name, occasion)),
      dateText: longDate(job.occursOn),
      // A reminder caught up after downtime says how long is really left.
      daysLeftText: daysLeftText(daysUntil(today, job.occursOn)),
      ideas,
      listId: list?.id ?? null,
      stopThisUrl: unsubscribeUrl('reminder', job.id),
      stopAllUrl: unsubscribeUrl('all', job.userId),
    })
    return { email, occasionIds: covered.map((occasion) => occasion.id) }
  }

  /** Sends what is due: skip what was superseded, then claim, compose and finish in rounds. */
  async function send(): Promise<{ sent: number; skipped: number }> {
    let sent = 0
    let skipped = await skipSuperseded(clock.now())
    for (;;) {
      const token = randomBytes(16).toString('hex')
      const jobs = await claim(clock.now(), token)
      if (jobs.length === 0) break
      for (const job of jobs) {
        try {
          const composed = await compose(job)
          if (await finish(job, token, composed ?? {})) sent++
          else if (!composed) skipped++
        } catch (error) {
          console.error(`[people] reminder ${job.id} failed (attempt ${job.attempts})`, error)
          const giveUp = job.attempts >= MAX_ATTEMPTS
          await db
            .update(reminderJobs)
            .set({
              lastError: (error as Error).message.slice(0, 500),
              ...(giveUp ? { status: 'skipped' as const, claimToken: null } : {}),
            })
            .where(and(eq(reminderJobs.id, job.id), eq(reminderJobs.claimToken, token)))
        }
      }
    }
    if (sent > 0) deps.mail.kick()
    return { sent, skipped }
  }

  /** One run: plan (at most hourly by the clock, and at start), then send what is due. */
  async function runTick(): Promise<TickResult> {
    const now = clock.now().getTime()
    let planned = 0
    if (lastFullPlan === null || Math.abs(now - lastFullPlan) >= PLAN_EVERY_MS) {
      planned = await plan()
      await forgetOld()
      lastFullPlan = now
    }
    const { sent, skipped } = await send()
    return { planned, sent, skipped }
  }

  function schedule(delay: number) {
    clearTimeout(timer)
    timer = setTimeout(() => {
      scheduler
        .tick()
        .catch((error: unknown) => console.error('[people] reminder run failed', error))
        .finally(() => {
          if (!stopped) schedule(pollMs)
        })
    }, delay)
    timer.unref()
  }

  const scheduler = {
    plan,
    replan,
    isValidLink,
    unsubscribeUrl,

    /** Runs the scheduler once now (one run at a time per process). */
    tick(): Promise<TickResult> {
      running ??= runTick().finally(() => {
        running = undefined
      })
      return running
    },

    /** Polls every minute, starting at once, so runs missed while the server was down are caught up. */
    start() {
      stopped = false
      schedule(0)
    },

    async stop() {
      stopped = true
      clearTimeout(timer)
      timer = undefined
      await running?.catch(() => undefined)
    },

    /** Test clock only: moves the clock to `instant` and runs the scheduler. NotFound when the clock is real. */
    async travelTo(instant: Date): Promise<TickResult> {
      if (!clock.settable) throw new NotFoundError()
      await running?.catch(() => undefined)
      clock.set(instant)
      lastFullPlan = null
      return scheduler.tick()
    },

    /** Stops what an emailed link names: one date's reminders, or every reminder email of the account. */
    async unsubscribe(input: ReminderUnsubscribe): Promise<'unsubscribed' | 'invalid'> {
      if (!isValidLink(input.scope, input.id, input.token)) return 'invalid'
      if (input.scope === 'all') {
        await db.execute(sql`
          insert into ${reminderSettings} (user_id, enabled, updated_at)
          select id, false, now() from ${user} where id = ${input.id}
          on conflict (user_id) do update set enabled = false, updated_at = now()`)
        await db.delete(reminderJobs).where(and(eq(reminderJobs.userId, input.id), eq(reminderJobs.status, 'pending')))
        return 'unsubscribed'
      }
      const [job] = await db
        .select({ personId: reminderJobs.personId, occasionIds: reminderJobs.occasionIds })
        .from(reminderJobs)
        .where(sql`${reminderJobs.id}::text = ${input.id}`)
      // A person deleted since: nothing is left to stop.
      if (!job) return 'unsubscribed'
      if (job.occasionIds.length) {
        await db
          .update(personOccasions)
          .set({ reminderDays: [] })
          .where(and(eq(personOccasions.personId, job.personId), inArray(personOccasions.id, job.occasionIds)))
      }
      await replan([job.personId])
      return 'unsubscribed'
    },

    /** The jobs of one person, oldest first (tests and the person's page). */
    jobsOf(personId: string) {
      return db.select().from(reminderJobs).where(eq(reminderJobs.personId, personId)).orderBy(asc(reminderJobs.dueAt))
    },
  }
  return scheduler
}

export type ReminderScheduler = ReturnType<typeof createReminderScheduler>
