import { Agent, createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A small round-robin load balancer on loopback that does what any production one does (nginx,
 * HAProxy, a cloud balancer): it checks each instance's /healthz and sends requests to the
 * healthy ones, and it tries another instance when a request could not have reached the first:
 * the connection was refused, or a kept-alive connection was closed under a request not yet
 * answered (Node's documented case for a safe retry). It never retries a request that was answered.
 */
export function createBalancer(upstreams: string[]) {
  const targets = upstreams.map((url) => ({
    url: new URL(url),
    healthy: true,
    agent: new Agent({ keepAlive: true, maxSockets: 128 }),
  }))
  let next = 0
  let stopped = false
  let retries = 0

  const check = async () => {
    await Promise.all(
      targets.map(async (target) => {
        try {
          const response = await fetch(new URL('/healthz', target.url), { signal: AbortSignal.timeout(1000) })
          target.healthy = response.ok
        } catch {
          target.healthy = false
        }
      }),
    )
  }
  const checker = setInterval(() => void check(), 200)

  function pick(exclude: Set<number>): number | undefined {
    for (let i = 0; i < targets.length; i++) {
      const index = (next + i) % targets.length
      if (targets[index]!.healthy && !exclude.has(index)) {
        next = index + 1
        return index
      }
    }
    return undefined
  }

  async function readBody(req: IncomingMessage): Promise<Buffer> {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    return Buffer.concat(chunks)
  }

  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req)
    const deadline = Date.now() + 10_000
    const tried = new Set<number>()
    for (;;) {
      const index = pick(tried)
      if (index === undefined) {
        if (Date.now() > deadline) {
          res.writeHead(502).end('No healthy instance')
          return
        }
        // Every instance tried or unhealthy: wait for the health checks, then start over.
        tried.clear()
        await new Promise((resolve) => setTimeout(resolve, 50))
        continue
      }
      const target = targets[index]!
      const outcome = await new Promise<'done' | 'retry'>((resolve) => {
        const upstream = httpRequest(
          {
            host: target.url.hostname,
            port: target.url.port,
            method: req.method,
            path: req.url,
            headers: { ...req.headers, host: target.url.host, 'content-length': String(body.length) },
            agent: target.agent,
          },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers)
            answer.pipe(res)
            answer.on('end', () => resolve('done'))
            answer.on('error', () => resolve('done'))
          },
        )
        upstream.on('error', (error: NodeJS.ErrnoException) => {
          const unsent = error.code === 'ECONNREFUSED' || (upstream.reusedSocket && error.code === 'ECONNRESET')
          if (unsent && !res.headersSent) {
            if (error.code === 'ECONNREFUSED') target.healthy = false
            resolve('retry')
            return
          }
          if (!res.headersSent) res.writeHead(502).end(`Upstream failed: ${error.code}`)
          else res.destroy()
          resolve('done')
        })
        upstream.end(body)
      })
      if (outcome === 'done') return
      retries++
      tried.add(index)
    }
  })

  return {
    async listen(port: number): Promise<string> {
      await check()
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()))
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    },
    get retries() {
      return retries
    },
    async close() {
      if (stopped) return
      stopped = true
      clearInterval(checker)
      for (const target of targets) target.agent.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
