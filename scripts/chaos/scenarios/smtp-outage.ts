import { and, inArray, isNull, like } from 'drizzle-orm'

import { mailOutbox } from '#app/server/db/schema.server.ts'

import { SmtpSink } from '#tests/fakes/smtp-sink.ts'

import { count, instanceEnv, seconds, type ChaosContext, type ScenarioResult } from '../context.ts'
import { openForChecks, prepareAccounts } from '../fixtures.ts'
import { createClient, sleep, waitUntil } from '../load.ts'
import { startInstance, type Instance } from '../server.ts'

const SIGN_INS = 60
const OWNERS = 4
const LISTS_EACH = 2
const INVITATIONS_EACH_LIST = 5

/**
 * a. The SMTP server is down for two minutes while 100 sign-in and invitation mails are queued
 * through two instances, then comes back: every mail is delivered, and none twice.
 */
export async function smtpOutage(context: ChaosContext, outageMs: number): Promise<ScenarioResult> {
  const databaseUrl = await context.pg.createDatabase('chaos_smtp')
  const env = instanceEnv(context, databaseUrl, { SMTP_URL: `smtp://127.0.0.1:${context.ports.smtp}` })
  const owners = await prepareAccounts(env, 'owner', OWNERS, LISTS_EACH)
  const instances: Instance[] = []
  const sink = new SmtpSink()
  let sinkStarted = false
  const database = await openForChecks(databaseUrl)
  try {
    // Nothing listens on the SMTP port: every delivery attempt is refused.
    const downAt = Date.now()
    instances.push(await startInstance('first', context.ports.first, env))
    instances.push(await startInstance('second', context.ports.second, env))
    const clients = instances.map((instance) => createClient(instance.url))

    const expected: string[] = []
    const refusals: string[] = []
    for (let i = 0; i < SIGN_INS; i++) {
      const email = `chaos-signin-${i}@chaos.giftwise.test`
      const answer = await clients[i % 2]!.send({
        path: '/auth',
        form: { mode: 'sign-in', email },
        headers: { 'X-Forwarded-For': `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}` },
      })
      if (answer.status === 200) expected.push(email)
      else refusals.push(`sign-in ${email}: ${answer.status}`)
    }
    let invitation = 0
    for (const [o, owner] of owners.entries()) {
      for (const wishlistId of owner.wishlistIds) {
        for (let k = 0; k < INVITATIONS_EACH_LIST; k++) {
          const email = `chaos-invitee-${invitation++}@chaos.giftwise.test`
          const answer = await clients[o % 2]!.send({
            path: '/profile',
            form: { intent: 'invite-collaborator', wishlistId, email },
            headers: { Cookie: owner.cookie },
          })
          if (answer.status === 302) expected.push(email)
          else refusals.push(`invitation ${email}: ${answer.status}`)
        }
      }
    }
    for (const client of clients) client.close()

    const queued = await database.db
      .select({ to: mailOutbox.to })
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), like(mailOutbox.to, 'chaos-%')))
    const queuedTo = new Set(queued.map((row) => row.to))
    const notQueued = expected.filter((email) => !queuedTo.has(email))

    // The outage lasts its full length; the outbox keeps trying meanwhile.
    await sleep(Math.max(0, downAt + outageMs - Date.now()))
    const tried = await database.db
      .select({ attempts: mailOutbox.attempts })
      .from(mailOutbox)
      .where(inArray(mailOutbox.to, expected))
    const failedAttempts = tried.reduce((sum, row) => sum + row.attempts, 0)

    await sink.start(context.ports.smtp)
    sinkStarted = true
    const upAt = Date.now()
    const received = () => sink.messages.filter((mail) => mail.to.some((to) => expected.includes(to)))
    let lastArrival = upAt
    await waitUntil(
      () => {
        const arrived = received()
        if (arrived.length) lastArrival = Math.max(...arrived.map((mail) => mail.receivedAt))
        return new Set(arrived.flatMap((mail) => mail.to)).size >= expected.length
      },
      240_000,
      500,
    )
    // A while longer, so a second copy of anything would have time to arrive.
    await sleep(10_000)
    const copies = new Map<string, number>()
    for (const mail of received()) for (const to of mail.to) copies.set(to, (copies.get(to) ?? 0) + 1)
    const delivered = expected.filter((email) => copies.get(email) === 1).length
    const lost = expected.filter((email) => !copies.has(email)).length
    const duplicated = expected.filter((email) => (copies.get(email) ?? 0) > 1).length
    // One outbox row per mail: nothing was queued twice either.
    const rows = (
      await database.db.select({ id: mailOutbox.id }).from(mailOutbox).where(inArray(mailOutbox.to, expected))
    ).length
    const unsent = await database.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(inArray(mailOutbox.to, expected), isNull(mailOutbox.sentAt)))

    const signIns = expected.filter((email) => email.startsWith('chaos-signin-')).length
    const passed =
      expected.length === SIGN_INS + OWNERS * LISTS_EACH * INVITATIONS_EACH_LIST &&
      notQueued.length === 0 &&
      delivered === expected.length &&
      lost === 0 &&
      duplicated === 0 &&
      unsent.length === 0 &&
      rows === expected.length
    const line =
      `a. SMTP down ${seconds(outageMs)} on 2 instances: ${count(expected.length)} mails queued ` +
      `(${signIns} sign-in, ${expected.length - signIns} invitation), ${count(failedAttempts)} delivery attempts refused meanwhile; ` +
      `after SMTP came back ${count(delivered)} delivered exactly once, ${lost} lost, ${duplicated} duplicated, ` +
      `the last ${seconds(lastArrival - upAt)} after it was back`
    const details = [
      refusals.length ? `requests refused: ${refusals.slice(0, 5).join('; ')}` : '',
      notQueued.length ? `not queued: ${notQueued.length}` : '',
      unsent.length ? `still unsent in the outbox: ${unsent.length}` : '',
    ]
      .filter(Boolean)
      .join('\n')
    return { passed, line, details: details || undefined }
  } finally {
    for (const instance of instances) await instance.stop()
    if (sinkStarted) await sink.stop()
    await database.close()
  }
}
