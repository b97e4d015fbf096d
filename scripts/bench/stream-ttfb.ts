/**
 * The server's own time to the first byte of POST /api/gift-chat/stream, with the model (the fake
 * OpenAI server of the tests, on loopback) answering at once: one request at a time, each from its
 * own address so the per-visitor limits never answer instead.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { FakeOpenAI } from '#tests/fakes/openai.ts'

import { nextVisitorAddress, startProductionServer } from './http.ts'

const BODY = JSON.stringify({
  messages: [],
  formData: {
    recipient: 'Friend',
    gender: 'Non-binary',
    occasion: 'Birthday',
    age: '25-34',
    interests: 'climbing and synth music',
    budget: '£50-£100',
  },
  condition: 'new',
})

export interface TtfbFigures {
  requests: number
  p50Ms: number
  p95Ms: number
  p99Ms: number
  /** Answers that were not a 200 stream starting with a delta line. */
  failures: number
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! * 10) / 10
}

export async function benchStreamTtfb(options: { buildDir: string; port: number; requests?: number }) {
  const fake = new FakeOpenAI({ apiKey: 'sk-bench' })
  const modelUrl = await fake.start()
  fake.handler = () => ({
    json: { reply: 'Lovely! Do they prefer bouldering or ropes?', readyToSearch: false, keywords: [], avoid: [] },
  })
  const dataDir = mkdtempSync(path.join(tmpdir(), 'giftwise-ttfb-bench-'))
  const appUrl = `http://127.0.0.1:${options.port}`
  const server = await startProductionServer({
    PORT: String(options.port),
    APP_URL: appUrl,
    DATA_DIR: dataDir,
    BUILD_DIR: options.buildDir,
    AI_BASE_URL: modelUrl,
    AI_API_KEY: 'sk-bench',
    AI_MODEL: 'gpt-4o-mini',
    AI_DAILY_CALL_BUDGET: '1000000',
  })
  const times: number[] = []
  let failures = 0
  try {
    const total = options.requests ?? 300
    // The first few warm the server's code paths up; they are not counted.
    for (let n = -20; n < total; n++) {
      const started = performance.now()
      const response = await fetch(`${appUrl}/api/gift-chat/stream`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: appUrl, 'x-forwarded-for': nextVisitorAddress() },
        body: BODY,
      })
      const reader = response.body!.getReader()
      const first = await reader.read()
      const elapsed = performance.now() - started
      const text = new TextDecoder().decode(first.value ?? new Uint8Array())
      while (!(await reader.read()).done) {
        // the rest of the turn
      }
      fake.requests.length = 0
      if (n < 0) continue
      if (response.status !== 200 || !text.startsWith('{"event":"delta"')) failures++
      times.push(elapsed)
    }
  } finally {
    await server.stop()
    await fake.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
  times.sort((a, b) => a - b)
  const figures: TtfbFigures = {
    requests: times.length,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    p99Ms: percentile(times, 99),
    failures,
  }
  console.log(
    `stream ttfb: /api/gift-chat/stream p50 ${figures.p50Ms} ms p95 ${figures.p95Ms} ms p99 ${figures.p99Ms} ms ` +
      `(${figures.requests} requests one at a time, model answering at once, ${figures.failures} failed)`,
  )
  return figures
}
