import { PassThrough, Readable } from 'node:stream'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import {
  isPublicAddress,
  LinkFetchError,
  safeFetch,
  type ResolvedAddress,
  type Transport,
  type TransportRequest,
} from '#app/server/wishlist/safe-fetch.server.ts'
import { startProductPageServer, type ShopServer } from '#tests/fixtures/product-page-server.ts'

/*
 * The 'Add by link' fetch must never reach anything but the public web. Refused addresses are
 * refused before any connection is made: these tests hand in a transport that records what it was
 * asked, so no packet ever goes to a private address. Only the loopback fixture shop is really
 * connected to, and only where the test names it in the allowance (URL_FETCH_ALLOW_HOSTS).
 */

const userAgent = 'GiftwiseLinkReader/1.0 (+http://localhost:3000; tests)'

/** A transport that must not be called: a refused link never gets as far as a connection. */
const noConnection: Transport = () => {
  throw new Error('a refused address was connected to')
}

async function refusal(link: string, options: Parameters<typeof safeFetch>[1]) {
  try {
    await safeFetch(link, options)
  } catch (error) {
    if (error instanceof LinkFetchError) return error.reason
    throw error
  }
  throw new Error(`${link} was fetched`)
}

/** A resolver answering from a table, counting its calls. */
function fakeDns(table: Record<string, string[]>) {
  const resolve = vi.fn(async (hostname: string): Promise<ResolvedAddress[]> => {
    const answers = table[hostname]
    if (!answers) throw new Error(`ENOTFOUND ${hostname}`)
    return answers.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))
  })
  return resolve
}

/** A transport answering canned responses by host, recording every request. */
function fakeTransport(answers: Record<string, { status: number; headers?: Record<string, string>; body?: string }>) {
  const calls: TransportRequest[] = []
  const transport: Transport = async (request) => {
    calls.push(request)
    const answer = answers[request.url.host]
    if (!answer) throw new Error(`unexpected request to ${request.url.host}`)
    return {
      status: answer.status,
      headers: answer.headers ?? {},
      body: Readable.from([Buffer.from(answer.body ?? '')]),
    }
  }
  return { transport, calls }
}

describe('addresses', () => {
  it.each([
    ['127.0.0.1', false],
    ['127.255.255.254', false],
    ['10.0.0.1', false],
    ['10.255.255.255', false],
    ['172.16.5.4', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.100.100.200', false],
    ['0.0.0.0', false],
    ['::1', false],
    ['::', false],
    ['fe80::1', false],
    ['fc00::1', false],
    ['fd00:ec2::254', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['64:ff9b::a00:1', false],
    ['2002:a00:1::', false],
    ['224.0.0.1', false],
    ['255.255.255.255', false],
    ['not-an-address', false],
    ['93.184.216.34', true],
    ['151.101.1.69', true],
    ['2a04:4e42::396', true],
    ['::ffff:93.184.216.34', true],
  ])('%s is public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected)
  })
})

describe('refused before any connection, with the allowance off', () => {
  it.each([
    ['loopback', 'http://127.0.0.1/product'],
    ['loopback by another spelling', 'http://2130706433/product'],
    ['10.0.0.0/8', 'http://10.1.2.3/product'],
    ['the cloud metadata address', 'http://169.254.169.254/latest/meta-data/'],
    ['IPv6 loopback', 'http://[::1]/product'],
    ['an IPv4-mapped IPv6 loopback', 'http://[::ffff:127.0.0.1]/product'],
    ['IPv6 unique-local', 'http://[fd12:3456::1]/product'],
    ['IPv6 link-local', 'http://[fe80::1]/product'],
  ])('%s (%s)', async (_name, link) => {
    expect(await refusal(link, { userAgent, transport: noConnection })).toBe('address')
  })

  it.each([
    ['localhost', ['127.0.0.1']],
    ['metadata.google.internal', ['169.254.169.254']],
    ['intranet.example', ['10.0.0.7']],
    ['six.example', ['::1']],
    // One private answer among public ones is enough: a later connection could go there.
    ['mixed.example', ['93.184.216.34', '192.168.0.10']],
  ])('a name that resolves inside: %s', async (hostname, addresses) => {
    const resolve = fakeDns({ [hostname]: addresses })
    expect(await refusal(`https://${hostname}/p`, { userAgent, resolve, transport: noConnection })).toBe('address')
  })

  it('refuses other schemes, credentials in the link, and unusual ports', async () => {
    const options = { userAgent, transport: noConnection, resolve: fakeDns({ 'shop.example': ['93.184.216.34'] }) }
    expect(await refusal('ftp://shop.example/p', options)).toBe('scheme')
    expect(await refusal('file:///etc/passwd', options)).toBe('scheme')
    expect(await refusal('javascript:alert(1)', options)).toBe('scheme')
    expect(await refusal('https://user:secret@shop.example/p', options)).toBe('credentials')
    expect(await refusal('http://shop.example:6379/', options)).toBe('port')
  })

  it('refuses a redirect to a private address, checking again after the redirect', async () => {
    const resolve = fakeDns({ 'shop.example': ['93.184.216.34'] })
    const { transport, calls } = fakeTransport({
      'shop.example': { status: 302, headers: { location: 'http://10.0.0.5/admin' } },
    })
    expect(await refusal('https://shop.example/p', { userAgent, resolve, transport })).toBe('address')
    expect(calls.map((call) => call.url.host)).toEqual(['shop.example'])
  })

  it('refuses a redirect to a name that resolves to the metadata address', async () => {
    const resolve = fakeDns({ 'shop.example': ['93.184.216.34'], 'sneaky.example': ['169.254.169.254'] })
    const { transport, calls } = fakeTransport({
      'shop.example': { status: 301, headers: { location: 'https://sneaky.example/latest/meta-data/' } },
    })
    expect(await refusal('https://shop.example/p', { userAgent, resolve, transport })).toBe('address')
    expect(calls).toHaveLength(1)
  })

  it('connects to the very address it checked (a second DNS answer cannot swap it)', async () => {
    let answers = 0
    // A rebinding name: public the first time it is asked, private afterwards.
    const resolve = vi.fn(async (): Promise<ResolvedAddress[]> => [
      { address: answers++ === 0 ? '93.184.216.34' : '127.0.0.1', family: 4 },
    ])
    const { transport, calls } = fakeTransport({
      'rebind.example': { status: 200, headers: { 'content-type': 'text/html' }, body: '<html></html>' },
    })
    await safeFetch('https://rebind.example/p', { userAgent, resolve, transport })
    expect(resolve).toHaveBeenCalledTimes(1)
    expect(calls[0]!.address).toEqual({ address: '93.184.216.34', family: 4 })
  })
})

describe('against the loopback fixture shop, named in the allowance', () => {
  let shop: ShopServer
  let allowHosts: string[]
  beforeAll(async () => {
    shop = await startProductPageServer()
    allowHosts = [shop.hostPort]
  })
  afterAll(() => shop.close())

  it('is refused like any loopback address when the allowance does not name it', async () => {
    expect(await refusal(`${shop.url}/pages/json-ld.html`, { userAgent })).toBe('address')
    expect(await refusal(`${shop.url}/pages/json-ld.html`, { userAgent, allowHosts: ['127.0.0.1:1'] })).toBe('address')
    expect(shop.requests).toEqual([])
  })

  it('fetches a page, with an honest user agent and no cookies', async () => {
    const page = await safeFetch(`${shop.url}/headers`, { userAgent, allowHosts })
    const headers = JSON.parse(page.body.toString('utf8')) as Record<string, string>
    expect(headers['user-agent']).toBe(userAgent)
    expect(headers.cookie).toBeUndefined()
    expect(page.status).toBe(200)
  })

  it('follows up to three redirects, re-checking each hop, and never replays a cookie it was given', async () => {
    const page = await safeFetch(`${shop.url}/redirect?to=/redirect-chain?n=2`, { userAgent, allowHosts })
    expect(page.url).toBe(`${shop.url}/pages/json-ld.html`)
    expect(shop.requests.filter((request) => request.headers.cookie)).toEqual([])
    expect(await refusal(`${shop.url}/redirect-chain?n=4`, { userAgent, allowHosts })).toBe('redirects')
  })

  it('refuses a redirect from an allowed host to a loopback port it does not name', async () => {
    const before = shop.requests.length
    expect(
      await refusal(`${shop.url}/redirect?to=${encodeURIComponent('http://127.0.0.1/secret')}`, {
        userAgent,
        allowHosts,
      }),
    ).toBe('address')
    expect(shop.requests.length).toBe(before + 1)
  })

  it('gives up after the time limit, even while the body trickles in', async () => {
    expect(await refusal(`${shop.url}/hang`, { userAgent, allowHosts, timeoutMs: 300 })).toBe('timeout')
    expect(await refusal(`${shop.url}/slow`, { userAgent, allowHosts, timeoutMs: 300 })).toBe('timeout')
  })

  it('stops reading past the size cap, counted while streaming (and after inflating)', async () => {
    expect(await refusal(`${shop.url}/huge`, { userAgent, allowHosts })).toBe('too-large')
    expect(await refusal(`${shop.url}/gzip-bomb`, { userAgent, allowHosts })).toBe('too-large')
  })

  it('says so when the page answers with an error', async () => {
    expect(await refusal(`${shop.url}/not-found`, { userAgent, allowHosts })).toBe('status')
  })
})

describe('streams', () => {
  it('stops a body that never ends once the time is up', async () => {
    const body = new PassThrough()
    body.write('<html>')
    const resolve = fakeDns({ 'shop.example': ['93.184.216.34'] })
    const transport: Transport = async () => ({ status: 200, headers: { 'content-type': 'text/html' }, body })
    expect(await refusal('https://shop.example/', { userAgent, resolve, transport, timeoutMs: 200 })).toBe('timeout')
    expect(body.destroyed).toBe(true)
  })
})
