import { Agent, request as httpRequest } from 'node:http'

/** What one request got: its status (0 when no answer came), how long it took, and its Retry-After. */
export interface Outcome {
  status: number
  ms: number
  startedAt: number
  retryAfter: string | undefined
  error?: string
  body: string
}

export interface Call {
  method?: 'GET' | 'POST'
  path: string
  headers?: Record<string, string>
  /** Sent as a form (application/x-www-form-urlencoded). */
  form?: Record<string, string>
  /** Give up after this long (the outcome is then status 0). */
  timeoutMs?: number
}

/** What browsers send: pages come compressed, as they would to visitors. */
const BROWSER_HEADERS = { 'Accept-Encoding': 'gzip, deflate, br' }

/** Bytes of each answer's body kept for the checks. */
const BODY_KEPT = 4096

/** A keep-alive client, as a browser or a load balancer holds connections open. */
export function createClient(baseUrl: string, maxSockets = 256) {
  const base = new URL(baseUrl)
  const agent = new Agent({ keepAlive: true, maxSockets })
  function send(call: Call, startedAt = performance.now()): Promise<Outcome> {
    const body = call.form ? new URLSearchParams(call.form).toString() : undefined
    const headers: Record<string, string> = { ...BROWSER_HEADERS, ...call.headers }
    if (body !== undefined) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded'
      headers['Content-Length'] = String(Buffer.byteLength(body))
    }
    return new Promise((resolve) => {
      let settled = false
      const finish = (outcome: Omit<Outcome, 'ms' | 'startedAt'>) => {
        if (settled) return
        settled = true
        resolve({ ...outcome, startedAt, ms: performance.now() - startedAt })
      }
      const req = httpRequest(
        {
          host: base.hostname,
          port: base.port,
          path: call.path,
          method: call.method ?? (body === undefined ? 'GET' : 'POST'),
          headers,
          agent,
        },
        (res) => {
          // The start of the body is enough to tell answers apart; a whole page would only cost the
          // load generator time the server is being measured in.
          const chunks: Buffer[] = []
          let kept = 0
          res.on('data', (chunk: Buffer) => {
            if (kept >= BODY_KEPT) return
            chunks.push(chunk)
            kept += chunk.length
          })
          res.on('end', () =>
            finish({
              status: res.statusCode ?? 0,
              retryAfter: res.headers['retry-after'] as string | undefined,
              body: Buffer.concat(chunks).subarray(0, BODY_KEPT).toString('utf8'),
            }),
          )
          res.on('error', (error) => finish({ status: 0, retryAfter: undefined, error: error.message, body: '' }))
        },
      )
      req.setTimeout(call.timeoutMs ?? 15_000, () => req.destroy(new Error('timed out')))
      req.on('error', (error: NodeJS.ErrnoException) => {
        // A kept-alive connection the server closed as idle just as this request went out: the
        // server never read it, and Node's documentation says to send it again, as browsers do.
        if (req.reusedSocket && error.code === 'ECONNRESET' && !settled) {
          settled = true
          void send(call, startedAt).then(resolve)
          return
        }
        finish({ status: 0, retryAfter: undefined, error: error.message, body: '' })
      })
      req.end(body)
    })
  }
  return { send, close: () => agent.destroy() }
}

/** The p-th percentile (0-100) of some numbers, rounded to a millisecond. */
export function percentile(values: number[], p: number): number {
  if (!values.length) return 0
  const sorted = [...values].sort((a, b) => a - b)
  return Math.round(sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!)
}

/** Counts of each status ('error' for no answer). */
export function statusCounts(outcomes: Outcome[]): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const outcome of outcomes) {
    const key = outcome.status ? String(outcome.status) : 'error'
    counts[key] = (counts[key] ?? 0) + 1
  }
  return counts
}

/** `workers` loops, each sending what `next` gives and waiting for the answer, until `until()` is false. */
export async function closedLoop(
  workers: number,
  next: (worker: number) => Promise<Outcome>,
  until: () => boolean,
): Promise<Outcome[]> {
  const outcomes: Outcome[] = []
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (until()) outcomes.push(await next(worker))
    }),
  )
  return outcomes
}

/**
 * Sends `ratePerSecond` requests a second for `seconds`, whatever the answers take (an open loop:
 * visitors do not wait for each other). Resolves with every outcome once all have answered.
 */
export async function openLoop(
  ratePerSecond: number,
  seconds: number,
  send: () => Promise<Outcome>,
): Promise<Outcome[]> {
  const pending: Promise<Outcome>[] = []
  const started = performance.now()
  const tickMs = 10
  let sent = 0
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const elapsed = (performance.now() - started) / 1000
      const due = Math.min(Math.floor(elapsed * ratePerSecond), Math.floor(seconds * ratePerSecond))
      for (; sent < due; sent++) pending.push(send())
      if (elapsed >= seconds) {
        clearInterval(timer)
        resolve()
      }
    }, tickMs)
  })
  return Promise.all(pending)
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Polls `check` every `everyMs` until it is true or `timeoutMs` passes; resolves with whether it became true. */
export async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs: number, everyMs = 250) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check()) return true
    await sleep(everyMs)
  }
  return check()
}
