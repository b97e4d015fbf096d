import type { RequestHandler } from 'express'

const PARSE_BASE = 'http://giftwise.invalid'

const hasControlOrSpace = (value: string) => [...value].some((char) => char.charCodeAt(0) <= 0x20 || char === '\u007f')

/**
 * The one gate for every redirect target taken from input (a form field, a query parameter, the
 * Referer): a path on this site, or `fallback`. Never a URL from the client, and never anything a
 * browser could read as another host.
 */
export function safePath(value: unknown, fallback: string): string {
  // Browsers drop tabs and newlines from URLs, so '/\t/evil.example' would become '//evil.example';
  // they also read a backslash as a slash.
  if (typeof value !== 'string' || !value.startsWith('/') || value.includes('\\') || hasControlOrSpace(value)) {
    return fallback
  }
  let url: URL
  try {
    url = new URL(value, PARSE_BASE)
  } catch {
    return fallback
  }
  if (url.origin !== PARSE_BASE) return fallback
  const path = `${url.pathname}${url.search}${url.hash}`
  // Resolving dot segments can leave two leading slashes ('/.//evil.example' becomes '//evil.example'),
  // which a browser reads as another host.
  return path.startsWith('//') ? fallback : path
}

/**
 * The page of this site a request came from, by its Referer: the path and query through safePath,
 * or null when there is no Referer, it names another site, or it is not a URL.
 */
export function refererPath(request: Request, appUrl: string): string | null {
  const referer = request.headers.get('Referer')
  if (!referer || !URL.canParse(referer)) return null
  const url = new URL(referer)
  const sameSite = url.origin === new URL(request.url).origin || url.origin === new URL(appUrl).origin
  if (!sameSite) return null
  const path = safePath(`${url.pathname}${url.search}`, '')
  return path || null
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * A form post's Referer decides where the visitor is sent back to; one that is not a URL is a
 * broken client, answered 400 before any route runs (browsers always send a whole URL).
 */
export function refererCheck(): RequestHandler {
  return (req, res, next) => {
    const referer = req.get('referer')
    if (SAFE_METHODS.has(req.method) || referer === undefined || URL.canParse(referer)) return next()
    res.status(400).type('text/plain').send('The Referer header is not a valid URL.')
  }
}
