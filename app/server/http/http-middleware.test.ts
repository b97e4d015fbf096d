import type { Request, Response } from 'express'
import { describe, expect, it, vi } from 'vitest'

import { originCheck } from '#app/server/http/origin-check.server.ts'
import { contentSecurityPolicy } from '#app/server/http/security-headers.server.ts'

function run(method: string, headers: Record<string, string>) {
  const req = { method, protocol: 'http', get: (name: string) => headers[name.toLowerCase()] } as unknown as Request
  const res = { status: vi.fn().mockReturnThis(), type: vi.fn().mockReturnThis(), send: vi.fn().mockReturnThis() }
  const next = vi.fn()
  originCheck('https://giftwise.example')(req, res as unknown as Response, next)
  return { passed: next.mock.calls.length === 1, status: res.status.mock.calls[0]?.[0] }
}

describe('originCheck', () => {
  it('lets same-site mutations and safe methods through', () => {
    expect(run('POST', { origin: 'https://giftwise.example', host: 'giftwise.example' }).passed).toBe(true)
    expect(run('GET', { origin: 'https://evil.example' }).passed).toBe(true)
    expect(run('POST', {}).passed).toBe(true)
  })

  it('refuses cross-site and opaque-origin mutations with 403', () => {
    expect(run('POST', { origin: 'https://evil.example', host: 'giftwise.example' })).toEqual({
      passed: false,
      status: 403,
    })
    expect(run('DELETE', { origin: 'null', host: 'giftwise.example' })).toEqual({ passed: false, status: 403 })
  })
})

describe('contentSecurityPolicy', () => {
  it('allows scripts only with the nonce and forbids framing', () => {
    const csp = contentSecurityPolicy('abc123', { secureCookies: true })
    expect(csp).toContain("script-src 'nonce-abc123' 'strict-dynamic' 'self'")
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain('upgrade-insecure-requests')
  })
})
