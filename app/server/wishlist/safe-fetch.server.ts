import { lookup } from 'node:dns/promises'
import http from 'node:http'
import https from 'node:https'
import { isIP } from 'node:net'
import { pipeline, Transform, type Readable } from 'node:stream'
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib'

import ipaddr from 'ipaddr.js'

/*
 * Fetching a page a user named ('Add by link') without letting them reach anything but the public
 * web through us. Every hop: http or https only, no credentials in the link, the usual ports; the
 * host's addresses resolved here and all of them public (no private, loopback, link-local, cloud
 * metadata, unique-local or other special ranges, IPv4-mapped IPv6 included); the connection is made
 * to the very address that was checked, so a second DNS answer cannot swap it (rebinding). Redirects
 * are followed by hand, at most three, each checked again. One time limit covers the whole fetch;
 * the body is capped while it streams. No cookies are sent or kept, and the user agent says who we are.
 */

/** Why a link was not fetched; the message is fit to show the person who pasted it. */
export type FetchRefusal =
  'scheme' | 'credentials' | 'port' | 'address' | 'dns' | 'redirects' | 'timeout' | 'too-large' | 'status' | 'network'

const REFUSAL_MESSAGES: Record<FetchRefusal, string> = {
  scheme: 'Only http:// and https:// links can be read.',
  credentials: 'Links with a user name or password cannot be read.',
  port: 'That link does not lead to a public web page.',
  address: 'That link does not lead to a public web page.',
  dns: 'That website could not be found.',
  redirects: 'That page redirected too many times.',
  timeout: 'That page took too long to answer.',
  'too-large': 'That page is too large to read.',
  status: 'That page answered with an error.',
  network: 'That page could not be reached.',
}

export class LinkFetchError extends Error {
  override name = 'LinkFetchError'
  constructor(
    readonly reason: FetchRefusal,
    detail?: string,
  ) {
    super(REFUSAL_MESSAGES[reason])
    if (detail) this.cause = detail
  }
}

export interface ResolvedAddress {
  address: string
  family: 4 | 6
}

/** Turns a host name into its addresses (the system resolver by default; tests hand in their own). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>

export interface TransportRequest {
  url: URL
  /** The checked address to connect to; the URL's host is only the Host header and the TLS name. */
  address: ResolvedAddress
  headers: Record<string, string>
  signal: AbortSignal
}

export interface TransportResponse {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Readable
}

/** Sends one GET to a checked address (Node's http and https by default; tests hand in their own). */
export type Transport = (request: TransportRequest) => Promise<TransportResponse>

export interface SafeFetchOptions {
  userAgent: string
  accept?: string
  /**
   * 'host:port' pairs let through whatever their addresses (URL_FETCH_ALLOW_HOSTS: for tests only,
   * so a local fixture server can stand in for a shop).
   */
  allowHosts?: readonly string[]
  timeoutMs?: number
  maxBytes?: number
  maxRedirects?: number
  resolve?: Resolver
  transport?: Transport
}

export interface SafeFetchResult {
  /** Where the body came from, after redirects. */
  url: string
  status: number
  contentType: string
  body: Buffer
}

export const FETCH_LIMITS = { timeoutMs: 5_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 3 } as const

const REDIRECTS = new Set([301, 302, 303, 307, 308])
const DEFAULT_PORTS: Record<string, number> = { 'http:': 80, 'https:': 443 }

/**
 * True only for a public unicast address. IPv4-mapped IPv6 addresses are judged as the IPv4 address
 * they carry; anything ipaddr.js names a special range (private, loopback, link-local such as the
 * cloud metadata address 169.254.169.254, carrier-grade NAT, unique-local, NAT64, 6to4, reserved,
 * multicast, unspecified...) is refused.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false
  return ipaddr.process(address).range() === 'unicast'
}

const systemResolver: Resolver = async (hostname) => {
  const answers = await lookup(hostname, { all: true, verbatim: true })
  return answers.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }))
}

const nodeTransport: Transport = ({ url, address, headers, signal }) =>
  new Promise((resolve, reject) => {
    const secure = url.protocol === 'https:'
    const hostname = url.hostname.replace(/^\[|\]$/g, '')
    const request = (secure ? https : http).request(
      {
        // Connect to the checked address itself: no second lookup can change where we go.
        host: address.address,
        family: address.family,
        port: Number(url.port) || DEFAULT_PORTS[url.protocol],
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        headers: { ...headers, host: url.host },
        // The certificate is checked against the name in the link (SNI too), not the address.
        servername: isIP(hostname) ? undefined : hostname,
        agent: false,
        signal,
      },
      (response) => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: response }),
    )
    request.on('error', reject)
    request.end()
  })

function parseLink(value: string): URL {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new LinkFetchError('scheme')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new LinkFetchError('scheme')
  if (url.username || url.password) throw new LinkFetchError('credentials')
  url.hash = ''
  return url
}

function hostAndPort(url: URL): string {
  return `${url.hostname}:${Number(url.port) || DEFAULT_PORTS[url.protocol]}`.toLowerCase()
}

/** Resolves the link's host and returns the one address to connect to, or refuses. */
async function checkedAddress(
  url: URL,
  allowed: ReadonlySet<string>,
  resolve: Resolver,
  signal: AbortSignal,
): Promise<ResolvedAddress> {
  const target = hostAndPort(url)
  const allowedHost = allowed.has(target)
  const hostname = url.hostname.replace(/^\[|\]$/g, '')
  let addresses: ResolvedAddress[]
  const family = isIP(hostname)
  if (family) {
    addresses = [{ address: hostname, family: family === 6 ? 6 : 4 }]
  } else {
    try {
      addresses = await abortable(resolve(hostname), signal)
    } catch (error) {
      if (signal.aborted) throw new LinkFetchError('timeout')
      throw new LinkFetchError('dns', String(error))
    }
  }
  if (!addresses.length) throw new LinkFetchError('dns', hostname)
  // Every answer must be public: a name that also points inside would let a later connection go there.
  if (!allowedHost && !addresses.every((answer) => isPublicAddress(answer.address))) {
    throw new LinkFetchError('address', `${hostname} -> ${addresses.map((answer) => answer.address).join(', ')}`)
  }
  // Shops answer on the usual ports; anything else on a public host is refused too.
  const port = Number(url.port) || DEFAULT_PORTS[url.protocol]
  if (!allowedHost && port !== DEFAULT_PORTS[url.protocol]) throw new LinkFetchError('port', target)
  return addresses[0]!
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason)
    if (signal.aborted) return onAbort()
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}

function header(headers: TransportResponse['headers'], name: string): string {
  const value = headers[name]
  return (Array.isArray(value) ? value[0] : value) ?? ''
}

/** Reads a body, counting bytes as they arrive (after decompression too) and stopping past `maxBytes`. */
async function readCapped(response: TransportResponse, maxBytes: number): Promise<Buffer> {
  const declared = Number(header(response.headers, 'content-length'))
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.body.destroy()
    throw new LinkFetchError('too-large')
  }
  const encoding = header(response.headers, 'content-encoding').trim().toLowerCase()
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? createGunzip()
      : encoding === 'deflate'
        ? createInflate()
        : encoding === 'br'
          ? createBrotliDecompress()
          : null
  const raw = response.body
  let source: Readable = raw
  if (decoder) {
    // Compressed bytes are counted too, before they are inflated.
    let received = 0
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        received += chunk.length
        done(received > maxBytes ? new LinkFetchError('too-large') : null, chunk)
      },
    })
    source = pipeline(raw, counter, decoder, () => {})
  }
  const chunks: Buffer[] = []
  let size = 0
  try {
    for await (const chunk of source) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array)
      size += buffer.length
      if (size > maxBytes) throw new LinkFetchError('too-large')
      chunks.push(buffer)
    }
  } finally {
    raw.destroy()
    decoder?.destroy()
  }
  return Buffer.concat(chunks)
}

/**
 * GETs a page a user named, following at most `maxRedirects` redirects, within `timeoutMs` in all
 * and at most `maxBytes` of body. Throws LinkFetchError with a message fit for the user.
 */
export async function safeFetch(link: string, options: SafeFetchOptions): Promise<SafeFetchResult> {
  const {
    timeoutMs = FETCH_LIMITS.timeoutMs,
    maxBytes = FETCH_LIMITS.maxBytes,
    maxRedirects = FETCH_LIMITS.maxRedirects,
    resolve = systemResolver,
    transport = nodeTransport,
  } = options
  const allowed = new Set((options.allowHosts ?? []).map((entry) => entry.trim().toLowerCase()).filter(Boolean))
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(new LinkFetchError('timeout')), timeoutMs)
  const { signal } = controller
  const headers = {
    'user-agent': options.userAgent,
    accept: options.accept ?? 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
    'accept-language': 'en-GB,en;q=0.8',
    'accept-encoding': 'identity',
  }
  try {
    let url = parseLink(link)
    for (let redirects = 0; ; redirects++) {
      const address = await checkedAddress(url, allowed, resolve, signal)
      let response: TransportResponse
      try {
        response = await abortable(transport({ url, address, headers, signal }), signal)
      } catch (error) {
        throw signal.aborted ? new LinkFetchError('timeout') : new LinkFetchError('network', String(error))
      }
      const location = header(response.headers, 'location')
      if (REDIRECTS.has(response.status) && location) {
        response.body.destroy()
        if (redirects >= maxRedirects) throw new LinkFetchError('redirects')
        // Any Set-Cookie on the way is dropped: we never send cookies.
        url = parseLink(new URL(location, url).toString())
        continue
      }
      if (response.status < 200 || response.status > 299) {
        response.body.destroy()
        throw new LinkFetchError('status', String(response.status))
      }
      let body: Buffer
      const stop = () => response.body.destroy(new LinkFetchError('timeout'))
      signal.addEventListener('abort', stop, { once: true })
      try {
        body = await readCapped(response, maxBytes)
      } catch (error) {
        if (signal.aborted) throw new LinkFetchError('timeout')
        if (error instanceof LinkFetchError) throw error
        throw new LinkFetchError('network', String(error))
      } finally {
        signal.removeEventListener('abort', stop)
      }
      return {
        url: url.toString(),
        status: response.status,
        contentType: header(response.headers, 'content-type').toLowerCase(),
        body,
      }
    }
  } catch (error) {
    if (error instanceof LinkFetchError) throw error
    throw signal.aborted ? new LinkFetchError('timeout') : new LinkFetchError('network', String(error))
  } finally {
    clearTimeout(timer)
  }
}
