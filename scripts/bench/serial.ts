/**
 * The rendered routes served one at a time: how long one request takes, with no queue, no load
 * shedding and no other request sharing the event loop. Steadier than requests per second at 50
 * connections on a shared machine, and what a change to one page's cost shows first.
 *
 * Given a second build (BENCH_COMPARE), both servers run at once, each on its own copy of the
 * prepared database, and the requests alternate between them (one to each, in turn), so load from
 * outside the bench falls on both alike.
 */
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { browserCookies } from '#tests/session-cookie.ts'

import { startProductionServer } from './http.ts'
import { formatCosts, topCosts } from './profile.ts'
import { ARTICLE, prepare } from './render.ts'

export interface SerialOptions {
  builds: string[]
  port: number
  /** Requests measured per route and round, after `warmup` unmeasured ones. */
  requests?: number
  warmup?: number
  rounds?: number
  only?: string
  /**
   * Start each build's server with a CPU profile written here (one per build, under its name) and
   * print its top costs: with `only`, one route's work served one request at a time.
   */
  profileDir?: string
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!
}

export async function benchSerial(options: SerialOptions) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'giftwise-serial-bench-'))
  const appUrl = `http://127.0.0.1:${options.port}`
  const env: Record<string, string> = { NODE_ENV: 'production', APP_URL: appUrl, DATA_DIR: dataDir }
  const requests = options.requests ?? 150
  const warmup = options.warmup ?? 20
  try {
    const prepared = await prepare(env)
    let firstRequestAt = 0
    const cookie = prepared.cookie
    const routes = [
      { label: '/', path: '/', signedIn: false },
      { label: ARTICLE, path: ARTICLE, signedIn: false },
      // A visitor address per request: the search counts a per-visitor limit.
      { label: '/gift-search?q=headphones', path: '/gift-search?q=headphones', signedIn: false },
      { label: '/wishlist?id=…', path: `/wishlist?id=${prepared.wishlistId}`, signedIn: true },
      { label: '/profile', path: '/profile', signedIn: true },
    ].filter((route) => !options.only || route.label.includes(options.only))
    const servers: { build: string; url: string; profileDir?: string; startedAt: number; stop(): Promise<void> }[] = []
    try {
      for (const [index, build] of options.builds.entries()) {
        const ownDir = `${dataDir}-${index}`
        cpSync(dataDir, ownDir, { recursive: true })
        const port = String(options.port + index)
        const url = `http://127.0.0.1:${port}`
        const profileDir = options.profileDir && path.join(options.profileDir, path.basename(build))
        if (profileDir) rmSync(profileDir, { recursive: true, force: true })
        const server = await startProductionServer(
          { ...env, APP_URL: url, DATA_DIR: ownDir, PORT: port, BUILD_DIR: build },
          { nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [] },
        )
        servers.push({
          build,
          url,
          profileDir,
          startedAt: server.startedAt,
          stop: async () => {
            await server.stop()
            rmSync(ownDir, { recursive: true, force: true })
          },
        })
      }
      firstRequestAt = performance.now()
      const cookies = servers.map(() => cookie)
      let visitor = 0
      for (let round = 0; round < (options.rounds ?? 2); round++) {
        for (const route of routes) {
          const times = servers.map((): number[] => [])
          for (let n = 0; n < warmup + requests; n++) {
            for (const [index, server] of servers.entries()) {
              visitor++
              const headers: Record<string, string> = {
                cookie: route.signedIn ? cookies[index]! : 'bench=uncached',
                'accept-encoding': 'gzip, br',
                'x-forwarded-for': `10.9.${(visitor >> 8) & 255}.${visitor & 255}`,
              }
              const started = performance.now()
              const response = await fetch(`${server.url}${route.path}`, { headers, redirect: 'manual' })
              await response.arrayBuffer()
              const ms = performance.now() - started
              if (response.status !== 200) throw new Error(`${route.path} answered ${response.status}`)
              // Keep the cookies a browser would: the signed copy of the session is renewed each minute.
              if (route.signedIn) cookies[index] = browserCookies(cookies[index]!, response.headers)
              if (n >= warmup) times[index]!.push(ms)
            }
          }
          for (const [index, server] of servers.entries()) {
            const sorted = times[index]!.sort((a, b) => a - b)
            console.log(
              `serial: ${route.label} ${server.build} round ${round + 1}: median ${quantile(sorted, 0.5).toFixed(1)} ms, ` +
                `p90 ${quantile(sorted, 0.9).toFixed(1)} ms (${requests} requests one at a time)`,
            )
          }
        }
      }
    } finally {
      for (const server of servers) await server.stop()
    }
    for (const server of servers) {
      const file = server.profileDir && readdirSync(server.profileDir).find((name) => name.endsWith('.cpuprofile'))
      if (!file) continue
      // Busy time only, from the first request on: the server's start (modules, migrations) is left out.
      const costs = topCosts(path.join(server.profileDir!, file), { skipMs: firstRequestAt - server.startedAt })
      console.log(
        `serial profile: ${server.build} busy ${costs.busyMs} ms\n  functions: ${formatCosts(costs.functions)}\n` +
          `  packages: ${formatCosts(costs.places)}`,
      )
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}
