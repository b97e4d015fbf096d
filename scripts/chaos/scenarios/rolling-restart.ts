import { inArray } from 'drizzle-orm'

import { wishlistItems } from '#app/server/db/schema.server.ts'

import { createBalancer } from '../balancer.ts'
import { count, instanceEnv, type ChaosContext, type ScenarioResult } from '../context.ts'
import { openForChecks, prepareAccounts } from '../fixtures.ts'
import { closedLoop, createClient, sleep, statusCounts, waitUntil } from '../load.ts'
import { startInstance, type Instance } from '../server.ts'

const SESSIONS = 12
const PAGES = ['/', '/guides', '/guides/tech-gadgets', '/gift-search?q=mug', '/about']

/**
 * d. Two instances behind a load balancer are restarted one after the other (SIGTERM, wait for it to
 * exit, start it again, wait until it is healthy) while visitors browse and write: not one request fails.
 */
export async function rollingRestart(context: ChaosContext): Promise<ScenarioResult> {
  const databaseUrl = await context.pg.createDatabase('chaos_rolling')
  const env = instanceEnv(context, databaseUrl)
  const accounts = await prepareAccounts(env, 'rolling', SESSIONS)
  const ports = [context.ports.first, context.ports.second]
  const names = ['first', 'second']
  const instances: Instance[] = []
  for (const [index, port] of ports.entries()) instances.push(await startInstance(names[index]!, port, env))
  const balancer = createBalancer(instances.map((instance) => instance.url))
  const url = await balancer.listen(context.ports.balancer)
  const client = createClient(url)
  const written: string[] = []
  const exitCodes: (number | null)[] = []
  let stop = false
  try {
    const n = new Array<number>(SESSIONS).fill(0)
    const load = closedLoop(
      SESSIONS,
      async (worker) => {
        const account = accounts[worker]!
        const index = n[worker]!++
        if (index % 3 === 0) {
          const name = `Rolling item ${worker}-${index}`
          const outcome = await client.send({
            path: '/api/wishlists/items',
            headers: { Cookie: account.cookie },
            form: {
              wishlistId: account.wishlistIds[0]!,
              name,
              price: '9.99',
              url: 'https://www.amazon.co.uk/s?k=gift',
            },
          })
          if (outcome.status === 200) written.push(name)
          return outcome
        }
        if (index % 3 === 1) return client.send({ path: '/api/wishlists', headers: { Cookie: account.cookie } })
        return client.send({
          path: PAGES[index % PAGES.length]!,
          headers: { 'X-Forwarded-For': `10.88.0.${worker + 1}` },
        })
      },
      () => !stop,
    )
    await sleep(3_000)
    for (const [index, port] of ports.entries()) {
      exitCodes.push(await instances[index]!.stop())
      instances[index] = await startInstance(names[index]!, port, env)
      // The balancer's health check finds it before the next one goes.
      await waitUntil(async () => (await fetch(`${instances[index]!.url}/healthz`)).ok, 10_000)
      await sleep(2_000)
    }
    await sleep(2_000)
    stop = true
    const outcomes = await load

    const failed = outcomes.filter((outcome) => outcome.status === 0 || outcome.status >= 500)
    const database = await openForChecks(databaseUrl)
    let stored = 0
    try {
      stored = (
        await database.db
          .select({ id: wishlistItems.id })
          .from(wishlistItems)
          .where(inArray(wishlistItems.productName, written.length ? written : ['-']))
      ).length
    } finally {
      await database.close()
    }
    const lost = written.length - stored
    const passed = failed.length === 0 && lost === 0 && written.length > 0 && exitCodes.every((code) => code === 0)
    const line =
      `d. two instances restarted one after the other under ${SESSIONS} sessions: ${count(outcomes.length)} requests through ` +
      `the balancer, ${failed.length} failed; ${count(written.length)} writes answered 200, ${lost} lost; ` +
      `instances exited ${exitCodes.join(' and ')}; the balancer retried ${balancer.retries} requests no instance had taken`
    return {
      passed,
      line,
      details: passed
        ? undefined
        : `statuses ${JSON.stringify(statusCounts(outcomes))}; ` +
          `failures ${failed
            .slice(0, 3)
            .map((outcome) => `${outcome.status} ${outcome.error ?? outcome.body.slice(0, 120)}`)
            .join(' | ')}\n${instances.map((instance) => instance.output().slice(-1500)).join('\n')}`,
    }
  } finally {
    stop = true
    client.close()
    await balancer.close()
    for (const instance of instances) await instance.stop()
  }
}
