import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import autocannon from 'autocannon'

export interface LoadFigures {
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  non2xx: number
  errors: number
}

/** Runs autocannon against one URL. */
export async function load(
  url: string,
  options: { connections?: number; seconds?: number; headers?: Record<string, string> } = {},
): Promise<LoadFigures> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 50,
    duration: options.seconds ?? 10,
    headers: options.headers,
  })
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  }
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
): Promise<{ url: string; process: ChildProcess; stop(): Promise<void> }> {
  const port = env.PORT ?? '3900'
  const child = spawn(process.execPath, ['server.js'], {
    env: { ...process.env, LOG_REQUESTS: 'false', NODE_ENV: 'production', ...env, PORT: port },
    stdio: ['ignore', 'ignore', 'inherit'],
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
  return {
    url,
    process: child,
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
