import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http'

import type { RequestHandler, Response } from 'express'

/** Shared caches may keep an anonymous guide page for 5 minutes and serve it stale for a day while refreshing. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=86400'
export const PRIVATE_CACHE_CONTROL = 'private, no-store'

/** Cookies that never identify a visitor; the rendered page may depend on them, so they are part of the key. */
const NEUTRAL_COOKIES = new Set(['gw_theme'])
/** Guide pages by default; the server also passes the other static content pages (home, about, ...). */
const GUIDE_PATHS = /^\/guides(?:\/|$)/
const MAX_BODY_BYTES = 2 * 1024 * 1024

export interface GuidePageCacheOptions {
  /** Which page paths may be cached; guide pages when not given. */
  paths?: RegExp
  /** A token that changes whenever content is seeded (content_state); a new token empties the cache. */
  contentVersion: () => Promise<string>
  /** How long a version read from the database is trusted, so a hit costs no query. */
  versionTtlMs?: number
  /** Entries older than this are rendered again (e.g. the footer's year). */
  maxAgeMs?: number
  maxEntries?: number
}

interface Entry {
  /** The HTML split around the nonce it was rendered with. */
  parts: Buffer[]
  /** Bytes of the parts together. */
  size: number
  contentType: string
  storedAt: number
}

/** Parses the names and values of a Cookie header. */
function parseCookies(headers: IncomingHttpHeaders): Map<string, string> {
  const cookies = new Map<string, string>()
  for (const pair of (headers.cookie ?? '').split(';')) {
    const index = pair.indexOf('=')
    const name = (index === -1 ? pair : pair.slice(0, index)).trim()
    if (name) cookies.set(name, index === -1 ? '' : pair.slice(index + 1).trim())
  }
  return cookies
}

/**
 * The path as the router will see it: the URL parser's normalisation (dot segments, including
 * encoded ones such as %2e%2e, resolved) and each segment percent-decoded (an encoded slash stays
 * encoded). Null when a segment
 * cannot be decoded. The cache decides and keys on this, never on the raw path, so
 * '/guides/%2e%2e/gift-search' is the search page (not cacheable) and '/guides/%74ech' is '/guides/tech'.
 */
export function routerPath(originalUrl: string): { pathname: string; search: string } | null {
  const url = new URL(originalUrl, 'http://cache.invalid')
  try {
    const pathname = url.pathname
      .split('/')
      // As the router does, an encoded slash stays inside its segment.
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/')
    return { pathname, search: url.search }
  } catch {
    return null
  }
}

/**
 * True when the request carries nothing that identifies a visitor: no session, no flash toast, no
 * cookie we do not know. Only such requests share rendered pages and public HTTP caching.
 */
export function isAnonymousRequest(headers: IncomingHttpHeaders): boolean {
  for (const name of parseCookies(headers).keys()) if (!NEUTRAL_COOKIES.has(name)) return false
  return true
}

function splitAround(body: Buffer, marker: string): Buffer[] {
  if (!marker) return [body]
  const needle = Buffer.from(marker)
  const parts: Buffer[] = []
  let start = 0
  for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, start)) {
    parts.push(body.subarray(start, at))
    start = at + needle.length
  }
  parts.push(body.subarray(start))
  return parts
}

function toBuffer(chunk: unknown, encoding: unknown): Buffer | undefined {
  if (Buffer.isBuffer(chunk)) return chunk
  if (typeof chunk === 'string')
    return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
  return undefined
}

/** True when the page itself said it must never be stored (a shared list, an account page). */
function forbidsStoring(res: Response): boolean {
  return /\b(no-store|private)\b/i.test(String(res.getHeader('cache-control') ?? ''))
}

/** Sets Cache-Control and Vary on successful guide HTML just before the headers go out. */
function onHeaders(res: Response, anonymous: boolean) {
  const writeHead = res.writeHead
  res.writeHead = function (this: Response, ...args: Parameters<Response['writeHead']>) {
    const status = typeof args[0] === 'number' ? args[0] : res.statusCode
    const contentType = String(res.getHeader('content-type') ?? '')
    // A page that forbids storing keeps its own Cache-Control and is never kept here either.
    if (forbidsStoring(res)) res.locals.renderCacheRefused = true
    else if (status === 200 && contentType.startsWith('text/html')) {
      const setsCookie = res.getHeader('set-cookie') !== undefined || hasSetCookie(args)
      res.setHeader('Cache-Control', anonymous && !setsCookie ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL)
      res.vary('Cookie')
    }
    return writeHead.apply(this, args)
  } as Response['writeHead']
}

function hasSetCookie(args: readonly unknown[]): boolean {
  const headers = args.find(
    (arg): arg is OutgoingHttpHeaders => typeof arg === 'object' && arg !== null && !Array.isArray(arg),
  )
  return Boolean(headers && Object.keys(headers).some((name) => name.toLowerCase() === 'set-cookie'))
}

/**
 * Caches the HTML of guide pages (/guides and below) for anonymous visitors, keyed by URL and theme,
 * emptied when the content version changes. The per-request CSP nonce is re-stamped on every hit:
 * see docs/decisions/002-guide-render-cache.md. Never used for signed-in visitors, non-200
 * responses or responses that set cookies.
 */
export function guidePageCache(options: GuidePageCacheOptions): RequestHandler & { clear(): void } {
  const { contentVersion, versionTtlMs = 1000, maxAgeMs = 5 * 60_000, maxEntries = 500, paths = GUIDE_PATHS } = options
  const entries = new Map<string, Entry>()
  let knownVersion: string | undefined
  let versionRead: { value: Promise<string>; at: number } | undefined

  async function currentVersion(): Promise<string> {
    const now = Date.now()
    if (!versionRead || now - versionRead.at > versionTtlMs) versionRead = { value: contentVersion(), at: now }
    const reading = versionRead
    try {
      const version = await reading.value
      if (version !== knownVersion) {
        entries.clear()
        knownVersion = version
      }
      return version
    } catch (error) {
      if (versionRead === reading) versionRead = undefined
      throw error
    }
  }

  function lookup(key: string): Entry | undefined {
    const entry = entries.get(key)
    if (!entry) return undefined
    entries.delete(key)
    if (Date.now() - entry.storedAt > maxAgeMs) return undefined
    entries.set(key, entry) // most recently used last
    return entry
  }

  function store(key: string, entry: Entry) {
    entries.set(key, entry)
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value!)
  }

  const middleware: RequestHandler = async (req, res, next) => {
    // Only documents: client-side navigations fetch `.data` (turbo-stream) from the same paths.
    if (req.method !== 'GET') return next()
    const target = routerPath(req.originalUrl)
    if (!target || !paths.test(target.pathname) || target.pathname.endsWith('.data')) return next()
    const anonymous = isAnonymousRequest(req.headers)
    onHeaders(res, anonymous)
    if (!anonymous) {
      res.setHeader('X-Render-Cache', 'BYPASS')
      return next()
    }

    let version: string
    try {
      version = await currentVersion()
    } catch {
      // Without a version the cache cannot know what is current: render as if there were none.
      res.setHeader('X-Render-Cache', 'BYPASS')
      return next()
    }
    const key = `${parseCookies(req.headers).get('gw_theme') ?? ''} ${target.pathname}${target.search}`
    const nonce = String(res.locals.cspNonce ?? '')

    const hit = lookup(key)
    if (hit) {
      res.status(200)
      res.setHeader('Content-Type', hit.contentType)
      res.setHeader('X-Render-Cache', 'HIT')
      // Written piece by piece around the fresh nonce: no copy of the page per request.
      const fresh = Buffer.from(nonce)
      res.setHeader('Content-Length', hit.size + fresh.length * (hit.parts.length - 1))
      // Corked, the pieces leave in one writev; uncorked before end() so a compressing stream can drain.
      res.cork()
      hit.parts.forEach((part, index) => {
        if (index > 0) res.write(fresh)
        res.write(part)
      })
      res.uncork()
      res.end()
      return
    }

    res.setHeader('X-Render-Cache', 'MISS')
    const chunks: Buffer[] = []
    let size = 0
    const write = res.write
    const end = res.end
    const collect = (chunk: unknown, encoding: unknown) => {
      const buffer = toBuffer(chunk, encoding)
      if (!buffer || size > MAX_BODY_BYTES) return
      size += buffer.length
      chunks.push(buffer)
    }
    res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
      collect(chunk, rest[0])
      return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest)
    } as Response['write']
    res.end = function (this: Response, ...args: unknown[]) {
      if (args[0] !== undefined && typeof args[0] !== 'function') collect(args[0], args[1])
      return (end as (...args: unknown[]) => Response).apply(this, args)
    } as Response['end']

    res.on('finish', () => {
      const contentType = String(res.getHeader('content-type') ?? '')
      if (
        res.statusCode !== 200 ||
        !contentType.startsWith('text/html') ||
        res.getHeader('set-cookie') !== undefined ||
        res.locals.renderCacheRefused === true
      ) {
        return
      }
      if (size > MAX_BODY_BYTES || version !== knownVersion) return
      const body = Buffer.concat(chunks)
      // A stream cut short (render timeout) must never be replayed.
      if (!body.subarray(-64).toString('utf8').trimEnd().endsWith('</html>')) return
      const parts = splitAround(body, nonce)
      store(key, {
        parts,
        size: body.length - Buffer.byteLength(nonce) * (parts.length - 1),
        contentType,
        storedAt: Date.now(),
      })
    })
    next()
  }

  return Object.assign(middleware, { clear: () => entries.clear() })
}
