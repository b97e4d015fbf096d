/**
 * The rendered routes served one at a time: how long one request takes, with no queue, no load
 * shedding and no other request sharing the event loop. Steadier than requests per second at 50
 * connections on a shared machine, and what a change to one page's cost shows first.
 *
 * Given a second build (BENCH_COMPARE), both are measured on the same prepared database, each
 * build's server in turn, twice, so outside load falls on both alike.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { browserCookies } from '#tests/session-cookie.ts'

import { startProductionServer } from './http.ts'
import { ARTICLE, prepare } from './render.ts'

export interface SerialOptions {
  builds: string[]
  port: number
  /** Requests measured per route and round, after `warmup` unmeasured ones. */
  requests?: number
  warmup?: number
  rounds?: number
  only?: string
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
    let cookie = prepared.cookie
    const routes = [
      { label: '/', path: '/', signedIn: false },
      { label: ARTICLE, path: ARTICLE, signedIn: false },
      // A visitor address per request: the search counts a per-visitor limit.
      { label: '/gift-search?q=headphones', path: '/gift-search?q=headphones', signedIn: false },
      { label: '/wishlist?id=…', path: `/wishlist?id=${prepared.wishlistId}`, signedIn: true },
      { label: '/profile', path: '/profile', signedIn: true },
    ].filter((route) => !options.only || route.label.includes(options.only))
    const results = new Map<string, number[]>()
    let visitor = 0
    for (let round = 0; round < (options.rounds ?? 2); round++) {
      for (const build of options.builds) {
        const server = await startProductionServer({ ...env, PORT: String(options.port), BUILD_DIR: build })
        try {
          for (const route of routes) {
            const times: number[] = []
            for (let n = 0; n < warmup + requests; n++) {
              visitor++
              const headers: Record<string, string> = {
                cookie: route.signedIn ? cookie : 'bench=uncached',
                'accept-encoding': 'gzip, br',
                'x-forwarded-for': `10.9.${(visitor >> 8) & 255}.${visitor & 255}`,
              }
              const started = performance.now()
              const response = await fetch(`${appUrl}${route.path}`, { headers, redirect: 'manual' })
              await response.arrayBuffer()
              const ms = performance.now() - started
              if (response.status !== 200) throw new Error(`${route.path} answered ${response.status}`)
              // Keep the cookies a browser would: the signed copy of the session is renewed each minute.
              if (route.signedIn) cookie = browserCookies(cookie, response.headers)
              if (n >= warmup) times.push(ms)
            }
            times.sort((a, b) => a - b)
            const key = `${build}\t${route.label}`
            results.set(key, [...(results.get(key) ?? []), quantile(times, 0.5)])
            console.log(
              `serial: ${route.label} ${build} round ${round + 1}: median ${quantile(times, 0.5).toFixed(1)} ms, ` +
                `p90 ${quantile(times, 0.9).toFixed(1)} ms (${requests} requests one at a time)`,
            )
          }
        } finally {
          await server.stop()
        }
      }
    }
    for (const route of routes)
      for (const build of options.builds) {
        const medians = results.get(`${build}\t${route.label}`) ?? []
        console.log(`serial: ${route.label} ${build}: medians ${medians.map((ms) => ms.toFixed(1)).join(', ')} ms`)
      }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}
