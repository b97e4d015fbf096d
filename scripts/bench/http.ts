import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import autocannon from 'autocannon'

export interface LoadFigures {
  /** Successful (2xx) answers per second: refusals from load shedding do not count. */
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  non2xx: number
  errors: number
}

export interface LoadOptions {
  connections?: number
  seconds?: number
  headers?: Record<string, string>
  /**
   * Send each request from its own address (X-Forwarded-For, believed from loopback), so
   * per-visitor limits such as the search limit count as many visitors would spread them.
   */
  spreadAddresses?: boolean
}

let addressCounter = 0

/** A distinct private IPv4 address for each call. */
export function nextVisitorAddress(): string {
  const n = ++addressCounter
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
}

/** Runs autocannon against one URL. */
export async function load(url: string, options: LoadOptions = {}): Promise<LoadFigures> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 50,
    duration: options.seconds ?? 10,
    headers: options.headers,
    ...(options.spreadAddresses
      ? {
          requests: [
            {
              setupRequest: (request: { headers?: Record<string, string> }) => ({
                ...request,
                headers: { ...request.headers, 'x-forwarded-for': nextVisitorAddress() },
              }),
            },
          ],
        }
      : {}),
  })
  return {
    requestsPerSecond: Math.round(result['2xx'] / result.duration),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  }
}

/**
 * Two servers measured in turns (a, b, a, b, ...), `rounds` times each, so that load from outside
 * the bench (other processes on the machine) falls on both alike. Requests per second over all
 * rounds; p50 and p99 the highest of the rounds, so a figure is never better than a round was.
 */
export async function loadInTurns(
  a: { url: string; options?: LoadOptions },
  b: { url: string; options?: LoadOptions },
  options: { seconds: number; rounds?: number },
): Promise<[LoadFigures, LoadFigures]> {
  const rounds = options.rounds ?? 3
  const seconds = Math.max(1, Math.round(options.seconds / rounds))
  const runs: [LoadFigures[], LoadFigures[]] = [[], []]
  for (let round = 0; round < rounds; round++) {
    runs[0].push(await load(a.url, { ...a.options, seconds }))
    runs[1].push(await load(b.url, { ...b.options, seconds }))
  }
  const combine = (figures: LoadFigures[]): LoadFigures => ({
    requestsPerSecond: Math.round(figures.reduce((sum, f) => sum + f.requestsPerSecond, 0) / figures.length),
    p50Ms: Math.max(...figures.map((f) => f.p50Ms)),
    p99Ms: Math.max(...figures.map((f) => f.p99Ms)),
    non2xx: figures.reduce((sum, f) => sum + f.non2xx, 0),
    errors: figures.reduce((sum, f) => sum + f.errors, 0),
  })
  return [combine(runs[0]), combine(runs[1])]
}

/** A bare node:http server answering every request with the given bytes and headers: the ceiling to compare with. */
export async function startBareServer(body: Buffer, headers: Record<string, string>) {
  const server = createServer((_req, res) => {
    res.writeHead(200, { ...headers, 'content-length': String(body.length) })
    res.end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

/** Starts the production server (`node server.js`) and resolves when /healthz answers. */
export async function startProductionServer(
  env: Record<string, string>,
  options: { nodeArgs?: string[] } = {},
): Promise<{ url: string; process: ChildProcess; startedAt: number; stop(): Promise<void> }> {
  const port = env.PORT ?? '3900'
  const startedAt = performance.now()
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), 'server.js'], {
    env: { ...process.env, LOG_REQUESTS: 'false', NODE_ENV: 'production', ...env, PORT: port },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  // Measured load starts once the gift finder has read its knowledge base (a few seconds of work
  // the server does in slices after it starts listening): the figures are of a server in its
  // steady state, as a deployment's instances are by the time its traffic peaks.
  const warm = new Promise<void>((resolve) => {
    let output = ''
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (!output.includes('[gift-finder] warmed up')) return
      child.stdout!.off('data', onData)
      child.stdout!.resume()
      resolve()
    }
    child.stdout!.on('data', onData)
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  // Waits no longer than the start-up deadline, and not at all for a server that has exited; the
  // timer is cleared so it cannot hold the bench's process open after the run.
  let timer: NodeJS.Timeout | undefined
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  await Promise.race([
    warm,
    exited,
    new Promise((resolve) => (timer = setTimeout(resolve, Math.max(0, deadline - Date.now())))),
  ])
  clearTimeout(timer)
  if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
  return {
    url,
    process: child,
    startedAt,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

/**
 * Measures a page of the running server beside a bare server sending the same bytes, in one run.
 * Headers relevant to the client (type, encoding) are copied so both answers are equivalent.
 */
export async function compareWithBareNode(
  pageUrl: string,
  options: { seconds?: number; headers?: Record<string, string> } = {},
) {
  const response = await fetch(pageUrl, { headers: options.headers })
  const body = Buffer.from(await response.arrayBuffer())
  const bare = await startBareServer(body, { 'content-type': response.headers.get('content-type') ?? 'text/html' })
  try {
    const app = await load(pageUrl, { seconds: options.seconds })
    const baseline = await load(bare.url, { seconds: options.seconds })
    return { bytes: body.length, app, bare: baseline, ratio: app.requestsPerSecond / baseline.requestsPerSecond }
  } finally {
    await bare.close()
  }
}
