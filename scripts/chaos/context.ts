import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { ThrowawayPostgres } from './postgres.ts'

/** What every scenario shares: the throwaway Postgres, the ports on loopback, one auth secret. */
export interface ChaosContext {
  pg: ThrowawayPostgres
  ports: { first: number; second: number; balancer: number; smtp: number }
  authSecret: string
  buildDir: string
  /** Folders to delete when the run ends. */
  folders: string[]
}

/** The figure line a scenario prints, and whether the promise held. */
export interface ScenarioResult {
  passed: boolean
  line: string
  /** Why it failed, and what the servers said, when it did. */
  details?: string
}

/** The environment of a production instance on the scenario's database. */
export function instanceEnv(context: ChaosContext, databaseUrl: string, extra: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'giftwise-chaos-data-'))
  context.folders.push(dataDir)
  return {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    APP_URL: `http://127.0.0.1:${context.ports.first}`,
    AUTH_SECRET: context.authSecret,
    BUILD_DIR: context.buildDir,
    MAIL_FROM: 'Giftwise <hello@chaos.giftwise.test>',
    ...extra,
  }
}

export const count = (value: number) => value.toLocaleString('en-GB')
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
