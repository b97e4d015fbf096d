import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'

/** One production server process (`node server.js`), as an operator runs it. */
export interface Instance {
  readonly name: string
  readonly url: string
  readonly process: ChildProcess
  /** Resident memory of the process, in MB (Linux /proc). */
  rssMb(): number
  /** Its stdout and stderr so far, for the report when something fails. */
  output(): string
  /** SIGTERM, then the exit code once it has finished its requests in flight. */
  stop(): Promise<number | null>
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Starts `node server.js` with `env` on `port` and resolves once /healthz answers 200. */
export async function startInstance(name: string, port: number, env: Record<string, string>): Promise<Instance> {
  const child = spawn(process.execPath, ['server.js'], {
    env: { ...process.env, NODE_ENV: 'production', LOG_REQUESTS: 'false', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-200_000)
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 90_000
  let last = 'no answer'
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode} while starting:\n${output}`)
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`${name} did not answer /healthz within 90 s (last: ${last}):\n${output}`)
    }
    try {
      const health = await fetch(`${url}/healthz`)
      if (health.ok) break
      last = `${health.status} ${await health.text()}`
    } catch (error) {
      last = (error as Error).message
    }
    await wait(100)
  }
  return {
    name,
    url,
    process: child,
    rssMb() {
      try {
        const status = readFileSync(`/proc/${child.pid}/status`, 'utf8')
        return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
      } catch {
        return 0
      }
    },
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM')
      const code = await Promise.race([exited, wait(20_000).then(() => 'timeout' as const)])
      if (code === 'timeout') {
        child.kill('SIGKILL')
        return exited
      }
      return code
    },
  }
}
