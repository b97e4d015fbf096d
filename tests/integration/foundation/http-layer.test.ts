import { request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'

import { getClientIp } from '#app/server/context.server.ts'
import type { AppServices } from '#app/server/services.server.ts'
import { createTestServices } from '#tests/db.ts'
import { resourceRoutesBuild } from '#tests/fakes/server-build.ts'

import { createExpressApp } from '../../../server/app.ts'

/**
 * The Express layer every request passes (server/app.ts), driven over real HTTP with a small build
 * of resource routes in place of the site's: body limits, the Referer check, the client address
 * through trusted proxies, the request log, /healthz and the database gate.
 */

// Only the test about the request log wants its lines.
process.env.LOG_REQUESTS = 'false'
const services = await createTestServices()
afterAll(() => services.close())

let routeCalls = 0
const database = { down: false, lastFailureAt: 0 }
const build = resourceRoutesBuild({
  echo: async ({ request }) => {
    routeCalls++
    const body = await request.text()
    return Response.json({ bytes: Buffer.byteLength(body), method: request.method })
  },
  ip: ({ context }) => Response.json({ ip: getClientIp(context as never) }),
  'query-fails': () => {
    // A query failing because the database went away while this request was in flight.
    database.lastFailureAt = Date.now()
    throw new Error('Connection terminated unexpectedly')
  },
})

async function listen(env: Record<string, string> = {}, overrides: Partial<AppServices> = {}) {
  const config = { ...services.config, ...(await import('#tests/db.ts')).testConfig(env) }
  const app = createExpressApp(
    { ...services, config, ...overrides, database: { ...services.database, health: database, ...overrides.database } },
    { build },
  )
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening))
  })
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

let server: Server
let base: string
beforeAll(async () => {
  ;({ server, base } = await listen())
})
afterAll(() => new Promise((resolve) => server.close(resolve)))
afterEach(() => {
  database.down = false
  database.lastFailureAt = 0
})

/** Sends a body in chunks with no Content-Length (Transfer-Encoding: chunked), as a streaming client does. */
function postChunked(path: string, chunks: Buffer[], contentType: string) {
  return new Promise<{ status: number; body: string; headers: Record<string, unknown> }>((resolve, reject) => {
    const url = new URL(path, base)
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: { 'Content-Type': contentType },
      },
      (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }))
      },
    )
    req.on('error', reject)
    const write = (index: number) => {
      if (index >= chunks.length) return void req.end()
      req.write(chunks[index], () => setImmediate(() => write(index + 1)))
    }
    write(0)
  })
}

const post = (path: string, body: string, contentType: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { method: 'POST', body, headers: { 'Content-Type': contentType, ...headers } })

describe('request bodies are held to a limit per kind before anything parses them', () => {
  const FORM = 'application/x-www-form-urlencoded'
  const JSON_TYPE = 'application/json'

  test('a form of 64 KB reaches the route, one byte more is a 413 with a clear message', async () => {
    const ok = await post('/echo', 'a'.repeat(64 * 1024), FORM)
    expect(ok.status).toBe(200)
    expect(await ok.json()).toEqual({ bytes: 64 * 1024, method: 'POST' })

    const calls = routeCalls
    const refused = await post('/echo', 'a'.repeat(64 * 1024 + 1), FORM, { Accept: 'text/html' })
    expect(refused.status).toBe(413)
    expect(await refused.text()).toBe('The request is too large: a form can send at most 64 KB.')
    expect(routeCalls).toBe(calls)
  })

  test('JSON may be 256 KB; more is a 413 answered as JSON', async () => {
    const body = JSON.stringify({ text: 'a'.repeat(256 * 1024 - 11) })
    expect(Buffer.byteLength(body)).toBe(256 * 1024)
    expect((await post('/echo', body, JSON_TYPE)).status).toBe(200)

    const calls = routeCalls
    const refused = await post('/echo', JSON.stringify({ text: 'a'.repeat(256 * 1024) }), JSON_TYPE)
    expect(refused.status).toBe(413)
    expect(await refused.json()).toEqual({
      ok: false,
      error: 'The request is too large: a JSON body can be at most 256 KB.',
    })
    expect(routeCalls).toBe(calls)
  })

  test('a multipart form or a body of another type is held to the form limit', async () => {
    for (const type of ['multipart/form-data; boundary=x', 'text/plain', 'application/octet-stream']) {
      expect((await post('/echo', 'a'.repeat(70 * 1024), type)).status, type).toBe(413)
    }
  })

  test('a chunked body with no Content-Length is counted as it streams in', async () => {
    const calls = routeCalls
    const refused = await postChunked(
      '/echo',
      Array.from({ length: 8 }, () => Buffer.alloc(10 * 1024, 'a')),
      FORM,
    )
    expect(refused.status).toBe(413)
    expect(refused.body).toBe('The request is too large: a form can send at most 64 KB.')
    expect(refused.headers.connection).toBe('close')
    expect(routeCalls).toBe(calls)

    const json = await postChunked(
      '/echo',
      Array.from({ length: 30 }, () => Buffer.alloc(10 * 1024, ' ')),
      JSON_TYPE,
    )
    expect(json.status).toBe(413)

    const small = await postChunked('/echo', [Buffer.from('a=1&'), Buffer.from('b=2')], FORM)
    expect(small.status).toBe(200)
    expect(JSON.parse(small.body)).toEqual({ bytes: 7, method: 'POST' })
  })
})

describe('a malformed Referer is the client’s mistake: 400, not 500', () => {
  test('a form post with a Referer that is not a URL is refused before any route', async () => {
    const calls = routeCalls
    const response = await post('/echo', 'theme=dark', 'application/x-www-form-urlencoded', { Referer: 'http://[' })
    expect(response.status).toBe(400)
    expect(await response.text()).toBe('The Referer header is not a valid URL.')
    expect(routeCalls).toBe(calls)
    expect(
      (await post('/echo', 'theme=dark', 'application/x-www-form-urlencoded', { Referer: `${base}/` })).status,
    ).toBe(200)
  })
})

describe('the client address is read through the trusted hops only', () => {
  const ipSeen = async (origin: string, forwardedFor?: string) =>
    (
      (await (
        await fetch(`${origin}/ip`, { headers: forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {} })
      ).json()) as {
        ip: string
      }
    ).ip

  test('by default X-Forwarded-For is believed from loopback, so each forwarded visitor is counted apart', async () => {
    expect(await ipSeen(base, '203.0.113.9')).toBe('203.0.113.9')
    expect(await ipSeen(base, '198.51.100.1, 203.0.113.9')).toBe('203.0.113.9')
    expect(await ipSeen(base)).toBe('127.0.0.1')
  })

  test('an IPv6 visitor is keyed on its /64', async () => {
    expect(await ipSeen(base, '2001:db8:aa:bb::1')).toBe('2001:db8:aa:bb::/64')
    expect(await ipSeen(base, '2001:db8:aa:bb:1234:5678:9abc:def0')).toBe('2001:db8:aa:bb::/64')
    expect(await ipSeen(base, '2001:db8:aa:bc::1')).toBe('2001:db8:aa:bc::/64')
  })

  test('TRUST_PROXY names the hops: a hop it does not name cannot choose the address', async () => {
    for (const TRUST_PROXY of ['none', '10.0.0.0/8', '192.0.2.1']) {
      const other = await listen({ TRUST_PROXY })
      try {
        expect(await ipSeen(other.base, '203.0.113.9'), TRUST_PROXY).toBe('127.0.0.1')
      } finally {
        await new Promise((resolve) => other.server.close(resolve))
      }
    }
  })
})

describe('the request log holds no secrets', () => {
  test('one line per request with the path only, never the query string', async () => {
    const previous = process.env.LOG_REQUESTS
    delete process.env.LOG_REQUESTS
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    try {
      const secret = 'token=abcdefghijklmnopqrstuvwxyz012345&email=person%40example.com'
      await fetch(`${base}/echo?${secret}`)
      await fetch(`${base}/echo?invitationId=0f3c2a7e-1111-4222-8333-944455556666`)
      await expect.poll(() => log.mock.calls.length).toBeGreaterThanOrEqual(2)
      const lines = log.mock.calls.map((call) => String(call[0]))
      expect(
        lines.every((line) => /^GET \/echo 200 [\d.]+ms$/.test(line)),
        lines.join('\n'),
      ).toBe(true)
      expect(lines.join('\n')).not.toMatch(/token|email|example\.com|invitationId/)
    } finally {
      log.mockRestore()
      process.env.LOG_REQUESTS = previous
    }
  })
})

describe('health and database failures are told in general words', () => {
  test('/healthz answers 503 { database: unavailable } without the driver’s words', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const failing = await listen(
      {},
      {
        database: {
          ...services.database,
          ping: async () => {
            throw new Error('password authentication failed for user "giftwise" at db.internal:5432')
          },
        },
      },
    )
    try {
      const response = await fetch(`${failing.base}/healthz`)
      expect(response.status).toBe(503)
      expect(response.headers.get('Retry-After')).toBe('5')
      const text = await response.text()
      expect(JSON.parse(text)).toEqual({ status: 'error', database: 'unavailable' })
      expect(text).not.toMatch(/password|giftwise|internal|5432/)
    } finally {
      error.mockRestore()
      await new Promise((resolve) => failing.server.close(resolve))
    }
    expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ status: 'ok', database: services.database.driver })
  })

  test('while the database is unreachable every request is answered 503 with Retry-After at once', async () => {
    database.down = true
    const calls = routeCalls
    const started = performance.now()
    const response = await post('/echo', 'a=1', 'application/json', { Accept: 'application/json' })
    expect(performance.now() - started).toBeLessThan(500)
    expect(response.status).toBe(503)
    expect(response.headers.get('Retry-After')).toBe('5')
    expect(await response.json()).toEqual({
      ok: false,
      error: 'The site is briefly unavailable. Please try again in a few seconds.',
    })
    expect(routeCalls).toBe(calls)
  })

  test('a request that failed because the database went away mid-way is a 503 too, never a 500', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const response = await fetch(`${base}/query-fails`, { headers: { Accept: 'application/json' } })
      expect(response.status).toBe(503)
      expect(response.headers.get('Retry-After')).toBe('5')
      expect(await response.text()).not.toMatch(/terminated/)
    } finally {
      error.mockRestore()
    }
  })
})
