import { inArray } from 'drizzle-orm'

import { wishlistItems } from '#app/server/db/schema.server.ts'

import { count, instanceEnv, seconds, type ChaosContext, type ScenarioResult } from '../context.ts'
import { openForChecks, prepareAccounts } from '../fixtures.ts'
import { closedLoop, createClient, percentile, sleep, statusCounts, type Outcome } from '../load.ts'
import { startInstance } from '../server.ts'

const SESSIONS = 20
const OUTAGE_MS = 5_000

/**
 * b. Postgres is restarted (stopped for a few seconds, then started) while 20 signed-in sessions
 * add items and read their lists: requests during the outage are answered 503 with Retry-After
 * at once, the server answers again by itself once Postgres is back, and every item whose add was
 * answered 200 is in the database.
 */
export async function postgresRestart(context: ChaosContext): Promise<ScenarioResult> {
  const databaseUrl = await context.pg.createDatabase('chaos_restart')
  const env = instanceEnv(context, databaseUrl)
  const accounts = await prepareAccounts(env, 'restart', SESSIONS)
  const instance = await startInstance('first', context.ports.first, env)
  const client = createClient(instance.url)
  const written: string[] = []
  let stopAt = 0
  let downAt = 0
  let upAt = 0
  try {
    const n = new Array<number>(SESSIONS).fill(0)
    const load = closedLoop(
      SESSIONS,
      async (worker) => {
        const account = accounts[worker]!
        const index = n[worker]!++
        if (index % 2) return client.send({ path: '/api/wishlists', headers: { Cookie: account.cookie } })
        const name = `Chaos item ${worker}-${index}`
        const outcome = await client.send({
          path: '/api/wishlists/items',
          headers: { Cookie: account.cookie },
          form: { wishlistId: account.wishlistIds[0]!, name, price: '12.50', url: 'https://www.amazon.co.uk/s?k=mug' },
        })
        if (outcome.status === 200) written.push(name)
        return outcome
      },
      () => !stopAt || performance.now() < stopAt,
    )
    await sleep(4_000)
    downAt = performance.now()
    await context.pg.stop('fast')
    await sleep(OUTAGE_MS)
    await context.pg.start()
    upAt = performance.now()
    await sleep(8_000)
    stopAt = performance.now()
    const outcomes = await load

    const during = outcomes.filter((outcome) => outcome.startedAt >= downAt && outcome.startedAt < upAt)
    const refused = outcomes.filter((outcome) => outcome.status === 503)
    // The database's 503s, apart from any the load shedding gave (its own mechanism, scenario c).
    const unavailable = refused.filter((outcome) => outcome.body.includes('briefly unavailable'))
    const withoutRetryAfter = refused.filter((outcome) => !outcome.retryAfter).length
    const others = outcomes.filter((outcome) => outcome.status !== 200 && outcome.status !== 503)
    const firstOkAfter = outcomes
      .filter((outcome) => outcome.status === 200 && outcome.startedAt >= upAt)
      .reduce((first, outcome) => Math.min(first, outcome.startedAt), Infinity)
    const recoveredMs = firstOkAfter - upAt
    // After recovery the database is never said to be unavailable again.
    const lateRefusals = unavailable.filter((outcome) => outcome.startedAt > firstOkAfter + 1_000).length

    const database = await openForChecks(databaseUrl)
    let stored: string[] = []
    try {
      const rows = await database.db
        .select({ name: wishlistItems.productName })
        .from(wishlistItems)
        .where(inArray(wishlistItems.productName, written.length ? written : ['-']))
      stored = rows.map((row) => row.name)
    } finally {
      await database.close()
    }
    const lost = written.filter((name) => !stored.includes(name)).length
    const p99Refused = percentile(
      unavailable.map((outcome: Outcome) => outcome.ms),
      99,
    )
    const passed =
      others.length === 0 &&
      withoutRetryAfter === 0 &&
      unavailable.length > 0 &&
      p99Refused < 1_000 &&
      Number.isFinite(recoveredMs) &&
      recoveredMs < 15_000 &&
      lateRefusals === 0 &&
      written.length > 0 &&
      lost === 0 &&
      stored.length === written.length
    const line =
      `b. Postgres stopped ${seconds(upAt - downAt)} and started again under ${SESSIONS} sessions: ${count(outcomes.length)} requests, ` +
      `${count(during.length)} during the outage; ${count(unavailable.length)} answered 503 'briefly unavailable' with Retry-After ` +
      `(p99 ${p99Refused} ms), ${refused.length - unavailable.length} shed as busy, ${others.length} other failures; ` +
      `answering again ${seconds(recoveredMs)} after Postgres was back, never unavailable after; ` +
      `${count(written.length)} writes answered 200, ${count(stored.length)} stored, ${lost} lost`
    return {
      passed,
      line,
      details: passed
        ? undefined
        : `statuses ${JSON.stringify(statusCounts(outcomes))}; refusals after recovery ${lateRefusals}; ` +
          `errors ${others
            .slice(0, 3)
            .map((outcome) => `${outcome.status} ${outcome.error ?? outcome.body.slice(0, 120)}`)
            .join(' | ')}\n${instance.output().slice(-3000)}`,
    }
  } finally {
    client.close()
    await instance.stop()
  }
}
