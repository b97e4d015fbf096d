import { randomBytes } from 'node:crypto'

import type { RequestHandler } from 'express'

import type { AppConfig } from '#app/server/config.server.ts'

/** Hosts whose images we show: our own, and eBay's image CDN when the eBay adapter is on. */
const IMAGE_HOSTS = ['https://i.ebayimg.com']

/** Builds the enforced Content-Security-Policy for one response. */
export function contentSecurityPolicy(nonce: string, config: Pick<AppConfig, 'secureCookies'>): string {
  const directives = [
    "default-src 'self'",
    // strict-dynamic lets the nonce'd module entry load the route chunks it imports.
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'self'`,
    // Radix and Sonner position popovers with inline styles; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${IMAGE_HOSTS.join(' ')}`,
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
  ]
  if (config.secureCookies) directives.push('upgrade-insecure-requests')
  return directives.join('; ')
}

/** Sets a fresh nonce on res.locals and the security headers every response carries. */
export function securityHeaders(config: AppConfig): RequestHandler {
  return (_req, res, next) => {
    const nonce = randomBytes(16).toString('base64')
    res.locals.cspNonce = nonce
    res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce, config))
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
    res.setHeader('X-Frame-Options', 'DENY')
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
    res.setHeader('Permissions-Policy', 'camera=(), geolocation=(), microphone=(self), payment=()')
    if (config.secureCookies) {
      res.setHeader('Strict-Transport-Security', 'max-age=63072000; includeSubDomains')
    }
    next()
  }
}
