import { randomFillSync } from 'node:crypto'

/*
 * The draw: a uniformly random assignment of givers to receivers (a permutation of the group)
 * where nobody draws themselves and no exclusion is broken. Pure functions over member indices;
 * the service maps members to indices and back.
 *
 * Why it is uniform. Every valid assignment comes out with the same probability, by one of two
 * exact methods:
 *
 * 1. Rejection: shuffle the receivers uniformly (Fisher–Yates) and keep the shuffle only if it
 *    is valid. Giver i's receiver is fixed at step i, so a shuffle is abandoned as soon as a
 *    fixed receiver breaks a rule; that only saves work, since an abandoned shuffle would have
 *    been rejected anyway. Each valid assignment is kept with probability 1/n! per attempt,
 *    so the kept one is uniform over the valid ones.
 * 2. Counting: when rejection keeps too few shuffles (tight exclusions), count the valid
 *    completions of every partial assignment (dynamic programming over the set of receivers
 *    already taken) and pick each giver's receiver with probability proportional to the number
 *    of valid assignments that go on from it. The product of those probabilities is
 *    1 / (number of valid assignments) for every assignment.
 *
 * Rejection runs first, within a budget of random numbers, unless the exclusions show it could
 * hardly ever succeed; counting runs within a budget of remembered states. Which goes first
 * depends only on the exclusions, and each is exact, so the result is uniform either way. If both budgets run out (exclusions so dense that
 * valid assignments are rare, yet so many that counting them is slow), the answer is
 * 'too-tangled' rather than a biased draw or an endless loop.
 *
 * Impossibility is decided exactly first, by a maximum bipartite matching (giver -> receiver).
 * When no perfect matching exists, Hall's theorem gives a witness: a set of givers whose
 * possible receivers, taken together, are fewer than they are (or a set of receivers with too few
 * possible givers). The witness is shrunk until no member can be dropped from it, and comes
 * back with the exclusions that cause it and the ones whose removal alone would fix the draw.
 */

/** A source of uniformly random unsigned 32-bit integers. */
export interface RandomSource {
  uint32(): number
}

/** Randomness from node:crypto, fetched in blocks so large draws stay fast. */
export function cryptoRandom(): RandomSource {
  const block = new Uint32Array(1024)
  let next = block.length
  return {
    uint32() {
      if (next === block.length) {
        randomFillSync(block)
        next = 0
      }
      return block[next++]!
    },
  }
}

const TWO_32 = 2 ** 32

/** A uniform integer in [0, bound), without modulo bias. */
export function randomBelow(random: RandomSource, bound: number): number {
  if (!Number.isInteger(bound) || bound < 1 || bound > TWO_32) throw new RangeError(`Bad bound ${bound}`)
  const limit = TWO_32 - (TWO_32 % bound)
  for (;;) {
    const value = random.uint32()
    if (value < limit) return value % bound
  }
}

/** A uniform bigint in [0, bound), by rejection on the bound's bit length. */
export function randomBigBelow(random: RandomSource, bound: bigint): bigint {
  if (bound < 1n) throw new RangeError('Bound must be positive')
  const bits = bound.toString(2).length
  const words = Math.ceil(bits / 32)
  const excess = BigInt(words * 32 - bits)
  for (;;) {
    let value = 0n
    for (let word = 0; word < words; word++) value = (value << 32n) | BigInt(random.uint32())
    value >>= excess
    if (value < bound) return value
  }
}

/** Who may not draw whom: `exclusions` are [giver, receiver] pairs of indices in 0..size-1. */
export interface DrawProblem {
  size: number
  exclusions: readonly (readonly [giver: number, receiver: number])[]
  /**
   * Which exclusions stand or fall together, one key per exclusion (a couple is kept apart both
   * ways, and removing the couple removes both). By default each giver-receiver pair is its own.
   */
  together?: readonly string[]
}

/** Why no valid draw exists (see Hall's theorem above). */
export interface DrawBlock {
  /**
   * 'givers': `people` can only buy for `options` between them; 'receivers': only `options`
   * can buy for `people`. Either way `options` has fewer members than `people`.
   */
  side: 'givers' | 'receivers'
  people: number[]
  options: number[]
  /** Indices into `problem.exclusions` that keep `people` apart from everyone else. */
  exclusions: number[]
  /** Of those, the ones whose removal (with the exclusions they stand or fall with) would make a draw possible on its own. */
  fixes: number[]
}

export type DrawOutcome =
  | { kind: 'drawn'; receivers: number[]; method: 'rejection' | 'counting' }
  | { kind: 'impossible'; block: DrawBlock }
  | { kind: 'too-tangled' }

export interface DrawOptions {
  random?: RandomSource
  /** 'auto' (rejection, then counting); the others are for tests. */
  strategy?: 'auto' | 'rejection' | 'counting'
  /** Random numbers rejection may use before giving up (default 3 million, about half a second). */
  rejectionBudget?: number
  /** States counting may remember before giving up (default 100,000, about half a second for 50 people). */
  countingBudget?: number
}

/** The largest group the draw accepts (the service caps groups at 50 members). */
export const MAX_DRAW_SIZE = 64

/** allowed[g * n + r]: giver g may draw receiver r. */
function allowedMatrix(problem: DrawProblem): Uint8Array {
  const n = problem.size
  if (!Number.isInteger(n) || n < 0 || n > MAX_DRAW_SIZE) throw new RangeError(`Bad group size ${n}`)
  const allowed = new Uint8Array(n * n).fill(1)
  for (let person = 0; person < n; person++) allowed[person * n + person] = 0
  for (const [giver, receiver] of problem.exclusions) {
    if (!(giver >= 0 && giver < n && receiver >= 0 && receiver < n)) throw new RangeError('Exclusion out of range')
    allowed[giver * n + receiver] = 0
  }
  return allowed
}

/** True when `receivers[g]` is a permutation with no self-draw and no excluded pair. */
export function isValidAssignment(problem: DrawProblem, receivers: readonly number[]): boolean {
  const n = problem.size
  if (receivers.length !== n) return false
  const allowed = allowedMatrix(problem)
  const taken = new Set<number>()
  for (let giver = 0; giver < n; giver++) {
    const receiver = receivers[giver]!
    if (!Number.isInteger(receiver) || receiver < 0 || receiver >= n || taken.has(receiver)) return false
    if (!allowed[giver * n + receiver]) return false
    taken.add(receiver)
  }
  return true
}

/** Maximum matching giver -> receiver (Kuhn's augmenting paths); returns each receiver's giver or -1. */
function maximumMatching(n: number, allowed: Uint8Array): Int32Array {
  const giverOf = new Int32Array(n).fill(-1)
  const seen = new Uint8Array(n)
  const augment = (giver: number): boolean => {
    for (let receiver = 0; receiver < n; receiver++) {
      if (!allowed[giver * n + receiver] || seen[receiver]) continue
      seen[receiver] = 1
      if (giverOf[receiver] === -1 || augment(giverOf[receiver]!)) {
        giverOf[receiver] = giver
        return true
      }
    }
    return false
  }
  for (let giver = 0; giver < n; giver++) {
    seen.fill(0)
    augment(giver)
  }
  return giverOf
}

function isPossible(n: number, allowed: Uint8Array): boolean {
  return maximumMatching(n, allowed).every((giver) => giver !== -1)
}

function transpose(n: number, allowed: Uint8Array): Uint8Array {
  const out = new Uint8Array(n * n)
  for (let a = 0; a < n; a++) for (let b = 0; b < n; b++) out[b * n + a] = allowed[a * n + b]!
  return out
}

/** Everyone the `people` may be matched with, in index order. */
function optionsOf(n: number, allowed: Uint8Array, people: readonly number[]): number[] {
  const options: number[] = []
  for (let other = 0; other < n; other++) {
    if (people.some((person) => allowed[person * n + other])) options.push(other)
  }
  return options
}

/**
 * A Hall violator on the giver side of `allowed` (people with fewer options than themselves),
 * shrunk until dropping any one person would no longer be a violation; null if a perfect
 * matching exists.
 */
function hallViolator(n: number, allowed: Uint8Array): number[] | null {
  const giverOf = maximumMatching(n, allowed)
  const matched = new Uint8Array(n)
  for (const giver of giverOf) if (giver !== -1) matched[giver] = 1
  const unmatched = matched.indexOf(0)
  if (unmatched === -1) return null
  // Everyone reachable from the unmatched giver by alternating paths: their options are all
  // matched (or there would be an augmenting path), to givers in the set, one fewer than the set.
  const inSet = new Uint8Array(n)
  const queue = [unmatched]
  inSet[unmatched] = 1
  for (let head = 0; head < queue.length; head++) {
    const giver = queue[head]!
    for (let receiver = 0; receiver < n; receiver++) {
      if (!allowed[giver * n + receiver]) continue
      const next = giverOf[receiver]!
      if (next !== -1 && !inSet[next]) {
        inSet[next] = 1
        queue.push(next)
      }
    }
  }
  let people = queue.sort((a, b) => a - b)
  for (let shrunk = true; shrunk;) {
    shrunk = false
    for (const person of people) {
      const smaller = people.filter((other) => other !== person)
      if (smaller.length && optionsOf(n, allowed, smaller).length < smaller.length) {
        people = smaller
        shrunk = true
        break
      }
    }
  }
  return people
}

/** How many blocking exclusions (or sets of them) we try one by one when looking for single fixes. */
const MAX_FIX_CANDIDATES = 60

/** Why `problem` has no valid draw, or null when it has one. */
export function explainImpossible(problem: DrawProblem): DrawBlock | null {
  const n = problem.size
  const allowed = allowedMatrix(problem)
  const giverSide = hallViolator(n, allowed)
  if (!giverSide) return null
  const flipped = transpose(n, allowed)
  const receiverSide = hallViolator(n, flipped)
  const side: DrawBlock['side'] = receiverSide && receiverSide.length < giverSide.length ? 'receivers' : 'givers'
  const people = side === 'receivers' ? receiverSide! : giverSide
  const options = optionsOf(n, side === 'receivers' ? flipped : allowed, people)
  const outside = (person: number, other: number) => other !== person && !options.includes(other)

  const exclusions: number[] = []
  problem.exclusions.forEach(([giver, receiver], index) => {
    const blocks =
      side === 'givers'
        ? people.includes(giver) && outside(giver, receiver)
        : people.includes(receiver) && outside(receiver, giver)
    if (blocks) exclusions.push(index)
  })

  // An exclusion fixes the draw if removing it, with those it stands or falls with, makes a
  // perfect matching exist.
  const keyOf = (index: number) => problem.together?.[index] ?? problem.exclusions[index]!.join(':')
  const candidates = [...new Set(exclusions.map(keyOf))]
  const fixingKeys = new Set<string>()
  if (candidates.length <= MAX_FIX_CANDIDATES) {
    for (const key of candidates) {
      const rest = problem.exclusions.filter((_, index) => keyOf(index) !== key)
      if (isPossible(n, allowedMatrix({ size: n, exclusions: rest }))) fixingKeys.add(key)
    }
  }
  const fixes = exclusions.filter((index) => fixingKeys.has(keyOf(index)))
  return { side, people, options, exclusions, fixes }
}

/** Rejection sampling of uniform shuffles; null when `budget` random numbers bought no valid one. */
function drawByRejection(n: number, allowed: Uint8Array, random: RandomSource, budget: number): number[] | null {
  const pool = new Int32Array(n)
  let spent = 0
  while (spent < budget) {
    for (let index = 0; index < n; index++) pool[index] = index
    let valid = true
    for (let giver = 0; giver < n; giver++) {
      const pick = giver + randomBelow(random, n - giver)
      const receiver = pool[pick]!
      pool[pick] = pool[giver]!
      pool[giver] = receiver
      spent++
      if (!allowed[giver * n + receiver]) {
        valid = false
        break
      }
    }
    if (valid) return Array.from(pool)
  }
  return null
}

class CountingBudgetSpent extends Error {}

/**
 * The order counting assigns givers in: each next giver is the one bringing the fewest receivers
 * not yet seen (then the fewest options), so the receivers still in play stay few.
 */
function countingOrder(options: readonly number[][]): number[] {
  const left = new Set(options.keys())
  const seen = new Set<number>()
  const order: number[] = []
  while (left.size) {
    let best = -1
    let bestNew = Infinity
    for (const giver of left) {
      const fresh = options[giver]!.filter((receiver) => !seen.has(receiver)).length
      if (fresh < bestNew || (fresh === bestNew && options[giver]!.length < options[best]!.length)) {
        best = giver
        bestNew = fresh
      }
    }
    left.delete(best)
    order.push(best)
    for (const receiver of options[best]!) seen.add(receiver)
  }
  return order
}

/** Exact counting and sequential sampling; null when the states to remember exceed `budget`. */
function drawByCounting(n: number, allowed: Uint8Array, random: RandomSource, budget: number): number[] | null {
  const options = Array.from({ length: n }, (_, giver) =>
    Array.from({ length: n }, (_, receiver) => receiver).filter((receiver) => allowed[giver * n + receiver]),
  )
  const order = countingOrder(options)
  const bit = Array.from({ length: n }, (_, receiver) => 1n << BigInt(receiver))
  const everyone = (1n << BigInt(n)) - 1n
  // live[step]: receivers some giver from order[step] on could still take. A receiver outside it
  // that is not yet taken never will be (a dead end), and which of the others are taken is all
  // that matters for what follows: the state is (step, taken ∩ live[step]).
  const live = new Array<bigint>(n + 1).fill(0n)
  for (let step = n - 1; step >= 0; step--) {
    live[step] = options[order[step]!]!.reduce((mask, receiver) => mask | bit[receiver]!, live[step + 1]!)
  }
  // Keyed by strings: V8 hashes a bigint by its lowest digit only, so large sets would collide.
  const memo = new Map<string, bigint>()

  // Valid ways to give receivers to givers order[step..] when `taken` are gone (step = |taken|).
  const completions = (taken: bigint, step: number): bigint => {
    if (step === n) return 1n
    if (everyone & ~live[step]! & ~taken) return 0n
    const key = `${step}:${(taken & live[step]!).toString(16)}`
    const known = memo.get(key)
    if (known !== undefined) return known
    let total = 0n
    for (const receiver of options[order[step]!]!) {
      if (!(taken & bit[receiver]!)) total += completions(taken | bit[receiver]!, step + 1)
    }
    if (memo.size >= budget) throw new CountingBudgetSpent()
    memo.set(key, total)
    return total
  }

  try {
    const receivers = new Array<number>(n)
    let taken = 0n
    for (let step = 0; step < n; step++) {
      const giver = order[step]!
      let ticket = randomBigBelow(random, completions(taken, step))
      for (const receiver of options[giver]!) {
        if (taken & bit[receiver]!) continue
        const ways = completions(taken | bit[receiver]!, step + 1)
        if (ticket < ways) {
          receivers[giver] = receiver
          taken |= bit[receiver]!
          break
        }
        ticket -= ways
      }
    }
    return receivers
  } catch (error) {
    if (error instanceof CountingBudgetSpent) return null
    throw error
  }
}

/**
 * An upper bound on the share of shuffles that are valid, as a natural logarithm: Bregman's
 * theorem bounds the number of valid assignments by the product over givers of (d!)^(1/d), d
 * being how many receivers each may draw; there are n! shuffles.
 */
function logAcceptanceBound(n: number, allowed: Uint8Array): number {
  let logBound = 0
  for (let giver = 0; giver < n; giver++) {
    let degree = 0
    for (let receiver = 0; receiver < n; receiver++) degree += allowed[giver * n + receiver]!
    if (degree === 0) return -Infinity
    logBound += logFactorial(degree) / degree
  }
  return logBound - logFactorial(n)
}

function logFactorial(n: number): number {
  let sum = 0
  for (let k = 2; k <= n; k++) sum += Math.log(k)
  return sum
}

/**
 * Draws names: a uniformly random valid assignment (`receivers[giver]`), or why there is none.
 * Never loops without bound: impossibility is decided exactly, and sampling has budgets.
 */
export function drawNames(problem: DrawProblem, options: DrawOptions = {}): DrawOutcome {
  const n = problem.size
  const allowed = allowedMatrix(problem)
  if (!isPossible(n, allowed)) return { kind: 'impossible', block: explainImpossible(problem)! }
  const random = options.random ?? cryptoRandom()
  const rejectionBudget = options.rejectionBudget ?? 3_000_000
  const countingBudget = options.countingBudget ?? 100_000
  const byRejection = () => {
    const receivers = drawByRejection(n, allowed, random, rejectionBudget)
    return receivers ? ({ kind: 'drawn', receivers, method: 'rejection' } as const) : null
  }
  const byCounting = () => {
    const receivers = drawByCounting(n, allowed, random, countingBudget)
    return receivers ? ({ kind: 'drawn', receivers, method: 'counting' } as const) : null
  }
  const tooTangled = { kind: 'too-tangled' } as const
  switch (options.strategy ?? 'auto') {
    case 'rejection':
      return byRejection() ?? tooTangled
    case 'counting':
      return byCounting() ?? tooTangled
    default: {
      // Which method goes first depends on the exclusions only, never on luck, so either order
      // keeps the draw uniform. Shuffling first when valid shuffles may be common enough to find
      // (about one attempt in a tenth of the budget at best), counting first otherwise.
      const rejectionHopeful = logAcceptanceBound(n, allowed) > Math.log(30 / rejectionBudget)
      return (rejectionHopeful ? (byRejection() ?? byCounting()) : (byCounting() ?? byRejection())) ?? tooTangled
    }
  }
}
