/**
 * Cold start: from `npm start` on a database that is already migrated and seeded (a previous start
 * did both) to the first 200 of the home page, polled every 10 ms.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

async function startOnce(env: Record<string, string>, url: string): Promise<number> {
  const started = performance.now()
  // Its own process group, so stopping it stops npm and the server it started.
  const child = spawn('npm', ['start', '--silent'], {
    env: { ...process.env, LOG_REQUESTS: 'false', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`)
      try {
        const response = await fetch(url)
        await response.arrayBuffer()
        if (response.status === 200) return performance.now() - started
      } catch {
        // not listening yet
      }
      if (performance.now() - started > 180_000) throw new Error('no answer within 3 minutes')
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve))
    process.kill(-child.pid!, 'SIGTERM')
    await exited
  }
}

export async function benchColdStart(options: { buildDir: string; port: number; runs?: number; databaseUrl?: string }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'giftwise-cold-start-'))
  const url = `http://127.0.0.1:${options.port}/`
  const env: Record<string, string> = {
    PORT: String(options.port),
    APP_URL: `http://127.0.0.1:${options.port}`,
    DATA_DIR: dataDir,
    BUILD_DIR: options.buildDir,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  }
  try {
    const first = await startOnce(env, url)
    const times: number[] = []
    for (let run = 0; run < (options.runs ?? 3); run++) times.push(await startOnce(env, url))
    times.sort((a, b) => a - b)
    const median = Math.round(times[Math.floor(times.length / 2)]!)
    console.log(
      `cold start: npm start to first 200 of / ${median} ms (median of ${times.length}, migrated and seeded; ` +
        `${Math.round(first)} ms on an empty data directory)`,
    )
    return { medianMs: median, firstMs: Math.round(first) }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}
