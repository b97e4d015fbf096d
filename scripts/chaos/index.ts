// `npm run chaos`: the reliability promises proven under faults, on loopback only, bounded in time.
// What each scenario proves: docs/features/reliability.md.
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, rmSync } from 'node:fs'

import type { ChaosContext, ScenarioResult } from './context.ts'
import { ThrowawayPostgres } from './postgres.ts'
import { postgresRestart } from './scenarios/postgres-restart.ts'
import { rollingRestart } from './scenarios/rolling-restart.ts'
import { smtpOutage } from './scenarios/smtp-outage.ts'
import { spike } from './scenarios/spike.ts'

const BASE_PORT = Number(process.env.CHAOS_PORT ?? 56600)
const BUILD_DIR = process.env.BUILD_DIR ?? 'build'
const SMTP_OUTAGE_MS = Number(process.env.CHAOS_SMTP_OUTAGE_SECONDS ?? 120) * 1000
/** The whole run stops here whatever happens, so a hung scenario cannot hold a machine. */
const TIME_LIMIT_MS = Number(process.env.CHAOS_TIME_LIMIT_MINUTES ?? 15) * 60_000

const SCENARIOS: Record<string, (context: ChaosContext) => Promise<ScenarioResult>> = {
  a: (context) => smtpOutage(context, SMTP_OUTAGE_MS),
  b: postgresRestart,
  c: spike,
  d: rollingRestart,
}

async function main(): Promise<number> {
  const chosen = process.argv.slice(2).filter((id) => id in SCENARIOS)
  const ids = chosen.length ? chosen : Object.keys(SCENARIOS)

  if (!existsSync(`${BUILD_DIR}/server/index.js`)) {
    console.log(`No build in ${BUILD_DIR}: building once (react-router build)...`)
    const built = spawnSync('npx', ['react-router', 'build'], { stdio: 'inherit', env: { ...process.env, BUILD_DIR } })
    if (built.status !== 0) return built.status ?? 1
  }

  const pg = new ThrowawayPostgres(BASE_PORT)
  const context: ChaosContext = {
    pg,
    ports: { first: BASE_PORT + 10, second: BASE_PORT + 11, balancer: BASE_PORT + 20, smtp: BASE_PORT + 25 },
    authSecret: randomBytes(32).toString('base64url'),
    buildDir: BUILD_DIR,
    folders: [],
  }
  const cleanup = async () => {
    await pg.destroy()
    for (const folder of context.folders) rmSync(folder, { recursive: true, force: true })
  }
  const limit = setTimeout(() => {
    console.error(`chaos: stopped after the time limit of ${TIME_LIMIT_MS / 60_000} minutes`)
    void cleanup().finally(() => process.exit(1))
  }, TIME_LIMIT_MS)
  limit.unref()
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void cleanup().finally(() => process.exit(130)))
  }

  console.log(
    `chaos: Postgres 15 on 127.0.0.1:${BASE_PORT}, servers on ${BASE_PORT + 10}-${BASE_PORT + 25}, build ${BUILD_DIR}`,
  )
  let failures = 0
  try {
    await pg.init()
    for (const id of ids) {
      const started = Date.now()
      let result: ScenarioResult
      try {
        result = await SCENARIOS[id]!(context)
      } catch (error) {
        result = { passed: false, line: `${id}. did not complete`, details: (error as Error).stack ?? String(error) }
      }
      const took = Math.round((Date.now() - started) / 1000)
      console.log(`${result.line} (${took} s) -> ${result.passed ? 'PASS' : 'FAIL'}`)
      if (!result.passed) {
        failures++
        if (result.details) console.log(result.details.replace(/^/gm, '    '))
      }
    }
  } finally {
    await cleanup()
  }
  console.log(
    failures ? `chaos: ${failures} of ${ids.length} promises failed` : `chaos: all ${ids.length} promises held`,
  )
  return failures ? 1 : 0
}

process.exit(await main())
