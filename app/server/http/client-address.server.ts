import { isIP } from 'node:net'

/**
 * What per-visitor limits count against: an IPv4 address as it is, an IPv6 address by its /64
 * network. One household or phone is usually given a whole /64, so keying on the full IPv6
 * address would hand a single visitor 2^64 fresh limits.
 */
export function visitorKey(address: string | undefined): string {
  if (!address) return 'unknown'
  const bare = address.replace(/%.*$/, '')
  if (isIP(bare) === 4) return bare
  const hextets = expandIPv6(bare)
  if (!hextets) return 'unknown'
  // An IPv4 client seen through an IPv6 socket (::ffff:192.0.2.1) is that IPv4 client.
  if (hextets.slice(0, 5).every((part) => part === 0) && hextets[5] === 0xffff) {
    return [hextets[6]! >> 8, hextets[6]! & 0xff, hextets[7]! >> 8, hextets[7]! & 0xff].join('.')
  }
  return `${hextets
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::/64`
}

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function expandIPv6(address: string): number[] | null {
  if (isIP(address) !== 6) return null
  let text = address.toLowerCase()
  // A trailing dotted IPv4 part stands for the last two groups.
  const dotted = text.match(/^(.*:)(\d+\.\d+\.\d+\.\d+)$/)
  if (dotted) {
    const [a, b, c, d] = dotted[2]!.split('.').map(Number) as [number, number, number, number]
    text = `${dotted[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : [])
  const front = parse(head)
  const back = tail === undefined ? [] : parse(tail)
  const missing = 8 - front.length - back.length
  return [...front, ...Array<number>(Math.max(0, missing)).fill(0), ...back]
}
