import { count, instanceEnv, type ChaosContext, type ScenarioResult } from '../context.ts'
import { closedLoop, createClient, openLoop, percentile, sleep, statusCounts } from '../load.ts'
import { releaseCores, separateCores } from '../cores.ts'
import { startInstance } from '../server.ts'

const QUERIES = ['headphones', 'mug', 'yoga mat', 'lego', 'candle', 'gin', 'wallet', 'board game', 'scarf', 'coffee']
/** Pages rendered on every request: a search page, never from the render cache. */
const page = (i: number) => `/gift-search?q=${encodeURIComponent(QUERIES[i % QUERIES.length]!)}`
/** Each request from a visitor of its own (through the trusted loopback proxy), as in a real spike. */
const visitor = (i: number) => ({ 'X-Forwarded-For': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` })
const call = (i: number, timeoutMs?: number) => ({ path: page(i), headers: visitor(i), timeoutMs })

const MEASURE_SECONDS = 8
const SPIKE_SECONDS = 10
const MEMORY_GROWTH_LIMIT_MB = 300

/**
 * c. A spike of ten times the measured capacity: the server sheds what it cannot serve with fast
 * 503s (MAX_CONCURRENT_REQUESTS, then a short queue), what it answers keeps p99 under 2 s, nothing
 * else fails, and its memory stays bounded.
 */
export async function spike(context: ChaosContext): Promise<ScenarioResult> {
  const databaseUrl = await context.pg.createDatabase('chaos_spike')
  const env = instanceEnv(context, databaseUrl)
  const instance = await startInstance('first', context.ports.first, env)
  const client = createClient(instance.url, 4096)
  const cores = separateCores(instance.process.pid!)
  try {
    // Warm up, then measure what it serves with requests back to back: the best of a few
    // concurrencies, each short of what the load shedding would refuse.
    let i = 0
    let until = performance.now() + 2_000
    await closedLoop(
      8,
      () => client.send(call(i++)),
      () => performance.now() < until,
    )
    let capacity = 0
    for (const workers of [4, 8, 16]) {
      until = performance.now() + (MEASURE_SECONDS * 1000) / 3
      const measured = await closedLoop(
        workers,
        () => client.send(call(i++)),
        () => performance.now() < until,
      )
      const served = measured.filter((outcome) => outcome.status === 200).length
      capacity = Math.max(capacity, Math.round(served / (MEASURE_SECONDS / 3)))
    }
    await sleep(1_000)

    const baselineMb = instance.rssMb()
    let peakMb = baselineMb
    const sampler = setInterval(() => (peakMb = Math.max(peakMb, instance.rssMb())), 100)
    const rate = capacity * 10
    const outcomes = await openLoop(rate, SPIKE_SECONDS, () => client.send(call(i++, 30_000)))
    clearInterval(sampler)
    peakMb = Math.max(peakMb, instance.rssMb())

    const answered = outcomes.filter((outcome) => outcome.status === 200)
    const shed = outcomes.filter((outcome) => outcome.status === 503)
    const others = outcomes.filter((outcome) => outcome.status !== 200 && outcome.status !== 503)
    const shedWithoutRetryAfter = shed.filter((outcome) => !outcome.retryAfter).length
    const p99Answered = percentile(
      answered.map((outcome) => outcome.ms),
      99,
    )
    const p50Shed = percentile(
      shed.map((outcome) => outcome.ms),
      50,
    )
    const p99Shed = percentile(
      shed.map((outcome) => outcome.ms),
      99,
    )
    const growthMb = peakMb - baselineMb
    const passed =
      capacity > 0 &&
      answered.length > 0 &&
      shed.length > 0 &&
      others.length === 0 &&
      shedWithoutRetryAfter === 0 &&
      p99Answered < 2_000 &&
      p99Shed < 2_000 &&
      growthMb < MEMORY_GROWTH_LIMIT_MB
    const line =
      `c. spike of 10x capacity (capacity ${count(capacity)} req/s on /gift-search; offered ${count(rate)} req/s for ${SPIKE_SECONDS} s): ` +
      `${count(answered.length)} answered 200 (p99 ${count(p99Answered)} ms), ${count(shed.length)} shed with 503 + Retry-After ` +
      `(p50 ${p50Shed} ms, p99 ${count(p99Shed)} ms), ${others.length} other 5xx or errors; ` +
      `server memory ${Math.round(baselineMb)} MB -> ${Math.round(peakMb)} MB peak; ${cores}`
    return {
      passed,
      line,
      details: passed
        ? undefined
        : `statuses ${JSON.stringify(statusCounts(outcomes))}; without Retry-After ${shedWithoutRetryAfter}; ` +
          `errors ${others
            .slice(0, 3)
            .map((outcome) => `${outcome.status} ${outcome.error ?? outcome.body.slice(0, 120)}`)
            .join(' | ')}\n${instance.output().slice(-2000)}`,
    }
  } finally {
    releaseCores()
    client.close()
    await instance.stop()
  }
}
