import { describe, expect, it } from 'vitest'

import {
  drawNames,
  explainImpossible,
  isValidAssignment,
  randomBelow,
  type DrawOptions,
  type DrawProblem,
  type RandomSource,
} from '#app/server/secret-santa/draw.server.ts'

/*
 * Property tests of the draw: over many random groups every draw is valid and every "impossible"
 * is true; on small groups each valid assignment comes up about equally often (chi-squared); and
 * impossible or hopeless cases come back quickly. A seeded generator keeps every run the same.
 */

/** xoshiro128** seeded through splitmix32: a fixed, reproducible stream for the tests. */
function seeded(seed: number): RandomSource {
  let state = seed >>> 0
  const splitmix = () => {
    state = (state + 0x9e3779b9) >>> 0
    let z = state
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0
    return (z ^ (z >>> 16)) >>> 0
  }
  const s = [splitmix(), splitmix(), splitmix(), splitmix()]
  const rotl = (x: number, k: number) => ((x << k) | (x >>> (32 - k))) >>> 0
  return {
    uint32() {
      const result = Math.imul(rotl(Math.imul(s[1]!, 5) >>> 0, 7), 9) >>> 0
      const t = (s[1]! << 9) >>> 0
      s[2] = (s[2]! ^ s[0]!) >>> 0
      s[3] = (s[3]! ^ s[1]!) >>> 0
      s[1] = (s[1]! ^ s[2]!) >>> 0
      s[0] = (s[0]! ^ s[3]!) >>> 0
      s[2] = (s[2]! ^ t) >>> 0
      s[3] = rotl(s[3]!, 11)
      return result
    },
  }
}

const chance = (random: RandomSource, p: number) => random.uint32() / 2 ** 32 < p

/** Every permutation of 0..n-1 (small n only). */
function permutations(n: number): number[][] {
  if (n === 0) return [[]]
  return permutations(n - 1).flatMap((rest) =>
    Array.from({ length: n }, (_, at) => [...rest.slice(0, at), n - 1, ...rest.slice(at)]),
  )
}

/** Every valid assignment, by brute force. */
function validAssignments(problem: DrawProblem): number[][] {
  return permutations(problem.size).filter((receivers) => isValidAssignment(problem, receivers))
}

/** Who the `people` may be matched with, computed here independently of the draw module. */
function reachable(problem: DrawProblem, people: number[], side: 'givers' | 'receivers'): Set<number> {
  const excluded = new Set(problem.exclusions.map(([giver, receiver]) => `${giver}:${receiver}`))
  const options = new Set<number>()
  for (const person of people) {
    for (let other = 0; other < problem.size; other++) {
      if (other === person) continue
      const pair = side === 'givers' ? `${person}:${other}` : `${other}:${person}`
      if (!excluded.has(pair)) options.add(other)
    }
  }
  return options
}

/** A random group: couples and housemates (both ways), plus one-way exclusions of varying density. */
function randomProblem(random: RandomSource): DrawProblem {
  const size = 3 + randomBelow(random, 28)
  const exclusions: [number, number][] = []
  const style = randomBelow(random, 4)
  if (style === 3) {
    // Tight: everyone may buy for only one to three others, mostly around one hidden valid draw
    // (a random ring), so most are possible but leave few choices.
    const withRing = chance(random, 0.7)
    const ring = Array.from({ length: size }, (_, index) => index)
    for (let index = size - 1; index > 0; index--) {
      const pick = randomBelow(random, index + 1)
      ;[ring[index], ring[pick]] = [ring[pick]!, ring[index]!]
    }
    for (let at = 0; at < size; at++) {
      const giver = ring[at]!
      const keep = new Set(withRing ? [ring[(at + 1) % size]!] : [])
      const wanted = 1 + randomBelow(random, 3)
      while (keep.size < Math.min(wanted, size - 1)) {
        const receiver = randomBelow(random, size)
        if (receiver !== giver) keep.add(receiver)
      }
      for (let receiver = 0; receiver < size; receiver++) {
        if (receiver !== giver && !keep.has(receiver)) exclusions.push([giver, receiver])
      }
    }
    return { size, exclusions }
  }
  const couples = randomBelow(random, Math.floor(size / 2) + 1)
  for (let couple = 0; couple < couples; couple++) {
    const a = randomBelow(random, size)
    const b = randomBelow(random, size)
    if (a !== b) exclusions.push([a, b], [b, a])
  }
  const density = [0, 0.08, 0.2][style]!
  for (let giver = 0; giver < size; giver++) {
    for (let receiver = 0; receiver < size; receiver++) {
      if (giver !== receiver && chance(random, density)) exclusions.push([giver, receiver])
    }
  }
  // Now and then someone with nobody left, or nobody left to buy for them.
  if (chance(random, 0.1)) {
    const person = randomBelow(random, size)
    for (let other = 0; other < size; other++) {
      if (other !== person) exclusions.push(chance(random, 0.5) ? [person, other] : [other, person])
    }
  }
  return { size, exclusions }
}

describe('every draw over many random groups is valid', () => {
  it('draws 600 groups of 3 to 30: valid assignments, true impossibilities, never a hang', () => {
    const random = seeded(20251201)
    const seen = { rejection: 0, counting: 0, impossible: 0 }
    let slowest = 0
    for (let round = 0; round < 600; round++) {
      const problem = randomProblem(random)
      const started = performance.now()
      const outcome = drawNames(problem, { random })
      slowest = Math.max(slowest, performance.now() - started)
      const small = problem.size <= 7 ? validAssignments(problem) : null

      if (outcome.kind === 'drawn') {
        seen[outcome.method]++
        expect(isValidAssignment(problem, outcome.receivers)).toBe(true)
        expect(outcome.receivers.every((receiver, giver) => receiver !== giver)).toBe(true)
        if (small) expect(small.map((receivers) => receivers.join()).includes(outcome.receivers.join())).toBe(true)
        continue
      }
      // Realistic groups are never too tangled to draw.
      expect(outcome.kind).toBe('impossible')
      if (outcome.kind !== 'impossible') continue
      seen.impossible++
      if (small) expect(small).toEqual([])
      // The witness holds: these people have fewer possible matches than they are (Hall's theorem).
      const { block } = outcome
      const options = reachable(problem, block.people, block.side)
      expect([...options].sort((a, b) => a - b)).toEqual(block.options)
      expect(block.options.length).toBeLessThan(block.people.length)
      // ...and it is minimal: drop anyone and the rest are no longer stuck.
      for (const person of block.people) {
        const rest = block.people.filter((other) => other !== person)
        if (rest.length) expect(reachable(problem, rest, block.side).size).toBeGreaterThanOrEqual(rest.length)
      }
      // Every exclusion named keeps one of them from someone outside their options.
      for (const index of block.exclusions) {
        const [giver, receiver] = problem.exclusions[index]!
        const [person, other] = block.side === 'givers' ? [giver, receiver] : [receiver, giver]
        expect(block.people).toContain(person)
        expect(block.options).not.toContain(other)
      }
      // Every fix named really makes a draw possible on its own.
      for (const index of block.fixes) {
        const [giver, receiver] = problem.exclusions[index]!
        const relaxed = {
          size: problem.size,
          exclusions: problem.exclusions.filter(([g, r]) => !(g === giver && r === receiver)),
        }
        expect(drawNames(relaxed, { random }).kind).toBe('drawn')
      }
    }
    // All three paths were exercised, and quickly.
    expect(seen.rejection).toBeGreaterThan(100)
    expect(seen.counting).toBeGreaterThan(20)
    expect(seen.impossible).toBeGreaterThan(20)
    expect(slowest).toBeLessThan(2_000)
  })

  it('never lets anyone draw themselves, even with no exclusions at all', () => {
    const random = seeded(7)
    for (let round = 0; round < 2_000; round++) {
      const size = 3 + (round % 28)
      const { receivers } = drawNames({ size, exclusions: [] }, { random }) as { receivers: number[] }
      expect(receivers.some((receiver, giver) => receiver === giver)).toBe(false)
      expect(new Set(receivers).size).toBe(size)
    }
  })
})

/** The chi-squared statistic of observed counts against equal expected counts. */
function chiSquared(counts: number[]): number {
  const expected = counts.reduce((sum, count) => sum + count, 0) / counts.length
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0)
}

/** The chi-squared value exceeded with probability 0.001 (Wilson–Hilferty approximation). */
function critical(degreesOfFreedom: number): number {
  const z = 3.0902
  const k = degreesOfFreedom
  return k * (1 - 2 / (9 * k) + z * Math.sqrt(2 / (9 * k))) ** 3
}

type Sampler = (problem: DrawProblem, random: RandomSource) => number[]

/** How often each valid assignment came up in `draws` draws. */
function frequencies(problem: DrawProblem, sample: Sampler, draws: number, seed: number): number[] {
  const valid = validAssignments(problem).map((receivers) => receivers.join())
  const counts = new Array<number>(valid.length).fill(0)
  const random = seeded(seed)
  for (let draw = 0; draw < draws; draw++) {
    const at = valid.indexOf(sample(problem, random).join())
    expect(at).toBeGreaterThanOrEqual(0)
    counts[at]!++
  }
  return counts
}

const drawWith =
  (strategy: DrawOptions['strategy']): Sampler =>
  (problem, random) => {
    const outcome = drawNames(problem, { random, strategy })
    if (outcome.kind !== 'drawn') throw new Error(`Expected a draw, got ${outcome.kind}`)
    return outcome.receivers
  }

/** A plausible but unfair draw: each giver picks among what is left, starting again at a dead end. */
const naiveDraw: Sampler = (problem, random) => {
  const excluded = new Set(problem.exclusions.map(([giver, receiver]) => `${giver}:${receiver}`))
  for (;;) {
    const taken = new Set<number>()
    const receivers: number[] = []
    for (let giver = 0; giver < problem.size; giver++) {
      const left = Array.from({ length: problem.size }, (_, receiver) => receiver).filter(
        (receiver) => receiver !== giver && !taken.has(receiver) && !excluded.has(`${giver}:${receiver}`),
      )
      if (!left.length) break
      const receiver = left[randomBelow(random, left.length)]!
      receivers.push(receiver)
      taken.add(receiver)
    }
    if (receivers.length === problem.size) return receivers
  }
}

describe('a small group: every valid assignment equally likely', () => {
  // Four people, one couple; five people, one couple and one one-way exclusion (last year's pair).
  const four: DrawProblem = {
    size: 4,
    exclusions: [
      [0, 1],
      [1, 0],
    ],
  }
  const five: DrawProblem = {
    size: 5,
    exclusions: [
      [0, 1],
      [1, 0],
      [2, 3],
    ],
  }

  for (const [label, problem] of [
    ['four members', four],
    ['five members', five],
  ] as const) {
    for (const strategy of ['auto', 'rejection', 'counting'] as const) {
      it(`${label}, ${strategy}: chi-squared below the 0.1% critical value`, () => {
        const valid = validAssignments(problem).length
        expect(valid).toBeGreaterThan(2)
        const counts = frequencies(problem, drawWith(strategy), valid * 600, 2025)
        expect(counts.every((count) => count > 0)).toBe(true)
        expect(chiSquared(counts)).toBeLessThan(critical(valid - 1))
      })
    }
  }

  it('the same test catches an unfair draw (so it can tell)', () => {
    const valid = validAssignments(five).length
    const counts = frequencies(five, naiveDraw, valid * 600, 2025)
    expect(chiSquared(counts)).toBeGreaterThan(critical(valid - 1))
  })
})

describe('impossible draws are reported, never looped on', () => {
  it('a member whose exclusions leave nobody to buy for', () => {
    const problem: DrawProblem = {
      size: 4,
      exclusions: [
        [0, 1],
        [0, 2],
        [0, 3],
        [1, 2],
      ],
    }
    const outcome = drawNames(problem)
    expect(outcome).toMatchObject({ kind: 'impossible', block: { side: 'givers', people: [0], options: [] } })
    if (outcome.kind !== 'impossible') return
    expect(outcome.block.exclusions).toEqual([0, 1, 2])
    expect(outcome.block.fixes).toEqual([0, 1, 2])
  })

  it('a member nobody may buy for', () => {
    const problem: DrawProblem = {
      size: 4,
      exclusions: [
        [1, 0],
        [2, 0],
        [3, 0],
      ],
    }
    expect(drawNames(problem)).toMatchObject({
      kind: 'impossible',
      block: { side: 'receivers', people: [0], options: [], exclusions: [0, 1, 2] },
    })
  })

  it('three who can only buy for two of themselves', () => {
    // 0 may only buy for 1, 1 only for 0, 2 only for 0 or 1; the others are free.
    const exclusions: [number, number][] = []
    const allowedTo: Record<number, number[]> = { 0: [1], 1: [0], 2: [0, 1] }
    for (const giver of [0, 1, 2]) {
      for (let receiver = 0; receiver < 6; receiver++) {
        if (receiver !== giver && !allowedTo[giver]!.includes(receiver)) exclusions.push([giver, receiver])
      }
    }
    const outcome = explainImpossible({ size: 6, exclusions })
    expect(outcome).toMatchObject({ side: 'givers', people: [0, 1, 2], options: [0, 1] })
  })

  it('answers within a moment for 30 members with one left out, and for a hopeless tangle', () => {
    const isolated: DrawProblem = {
      size: 30,
      exclusions: Array.from({ length: 29 }, (_, index) => [index + 1, 0] as [number, number]),
    }
    let started = performance.now()
    expect(drawNames(isolated).kind).toBe('impossible')
    expect(performance.now() - started).toBeLessThan(200)

    // Half of all pairs excluded at random among 30: possible, but valid draws are too rare to find
    // by shuffling and too many to count quickly. The draw says so instead of hanging.
    const random = seeded(99)
    const exclusions: [number, number][] = []
    for (let giver = 0; giver < 30; giver++) {
      for (let receiver = 0; receiver < 30; receiver++) {
        if (giver !== receiver && chance(random, 0.5)) exclusions.push([giver, receiver])
      }
    }
    started = performance.now()
    const outcome = drawNames({ size: 30, exclusions }, { random })
    expect(['drawn', 'too-tangled']).toContain(outcome.kind)
    expect(performance.now() - started).toBeLessThan(5_000)
  })

  it('says when a draw exists', () => {
    expect(explainImpossible({ size: 3, exclusions: [] })).toBeNull()
    expect(explainImpossible({ size: 2, exclusions: [[0, 1]] })).not.toBeNull()
  })
})
