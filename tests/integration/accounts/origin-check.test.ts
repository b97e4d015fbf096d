import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, describe, expect, test } from 'vitest'

import { originCheck } from '#app/server/http/origin-check.server.ts'
import { createTestServices } from '#tests/db.ts'
import { createExpressApp } from '../../../server/app.ts'

// The request log is not what this file is about.
process.env.LOG_REQUESTS = 'false'
const services = await createTestServices()
const server: Server = await new Promise((resolve) => {
  const listening = createExpressApp(services).listen(0, '127.0.0.1', () => resolve(listening))
})
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  await services.close()
})

describe('mutations from other sites are refused', () => {
  test.each(['/auth', '/auth/confirm', '/auth/logout', '/contact', '/newsletter', '/profile', '/api/auth/sign-out'])(
    'a cross-site POST to %s answers 403 before any route runs',
    async (path) => {
      const response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { Origin: 'https://evil.example', 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'email=victim%40example.com&token=abc',
      })
      expect(response.status).toBe(403)
      expect(await response.text()).toBe('Cross-site request refused.')
    },
  )

  test("an opaque 'null' origin (sandboxed frame, data: URL) is refused too", async () => {
    const response = await fetch(`${base}/contact`, { method: 'POST', headers: { Origin: 'null' }, body: 'x=1' })
    expect(response.status).toBe(403)
  })
})

describe('the origin check itself', () => {
  const check = originCheck('http://localhost:3000')
  const run = (method: string, origin?: string) => {
    let outcome = 'passed'
    const req = {
      method,
      protocol: 'http',
      get: (name: string) =>
        name.toLowerCase() === 'origin' ? origin : name.toLowerCase() === 'host' ? 'localhost:3000' : undefined,
    }
    const res = {
      status(code: number) {
        outcome = String(code)
        return this
      },
      type() {
        return this
      },
      send() {
        return this
      },
    }
    check(req as never, res as never, () => {})
    return outcome
  }

  test('lets same-site posts, safe methods and origin-less clients through', () => {
    expect(run('POST', 'http://localhost:3000')).toBe('passed')
    expect(run('GET', 'https://evil.example')).toBe('passed')
    expect(run('POST')).toBe('passed')
  })

  test('refuses other sites for every mutating method', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) expect(run(method, 'https://evil.example')).toBe('403')
    expect(run('POST', 'http://localhost:3001')).toBe('403')
  })
})
