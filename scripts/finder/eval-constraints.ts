/**
 * `npm run eval:constraints [-- --set development|held-out|both | --cases <file>] [--verbose]`: reads
 * single chat messages the way the offline concierge reads a shopper's answer and prints how well it
 * finds the limits they state (doesn't drink, no screens, already has a kindle).
 *
 * The whole-brief eval (`eval:finder`) counts an unsuitable suggestion only when a missed limit
 * happens to meet a gift it rules out; this one asks the reader directly, sentence by sentence, so a
 * missed way of saying "she's teetotal" shows even when no gin was on the shortlist.
 *
 * The cases (scripts/finder/eval/constraints.*.json) were written by someone who saw only the list of
 * limits and what each means, never the reader. The held-out set is run only to report: never tune on it.
 */
import { readFileSync } from 'node:fs'

import { CONSTRAINTS, type Constraint } from '#app/lib/gift-finder/contract.ts'
import { knowledgeBase } from '#app/server/gift-finder/knowledge/knowledge.server.ts'
import { foldText } from '#app/server/gift-finder/knowledge/text.server.ts'
import { flagsFromText } from '#app/server/gift-finder/suitability/flags.server.ts'
import { constraintRule } from '#app/server/gift-finder/suitability/rules.server.ts'
import { understandBrief } from '#app/server/gift-finder/understanding/profile.server.ts'

interface ConstraintCase {
  id: string
  message: string
  constraints: Constraint[]
  /** Things the message says they already have or do not want, in its own words. */
  ruledOut: string[]
}

const SETS = {
  development: 'scripts/finder/eval/constraints.development.json',
  'held-out': 'scripts/finder/eval/constraints.held-out.json',
}

/** A neutral form: nothing in it states a limit, so every limit read comes from the message. */
const FORM = { recipient: 'Friend', occasion: 'Just Because', age: '35-44', interests: '' } as const

/** Limits that come with another as part of it: a sad occasion is never one for a joke. */
const IMPLIED: Partial<Record<Constraint, Constraint[]>> = {
  'serious-occasion': ['no-jokey'],
  vegan: ['vegetarian', 'dairy-free'],
  'no-electrics': ['no-screens'],
}

function readCases(file: string): ConstraintCase[] {
  const cases = JSON.parse(readFileSync(file, 'utf8')) as ConstraintCase[]
  const wrong = cases.flatMap((one) =>
    one.constraints.filter((c) => !CONSTRAINTS.includes(c)).map((c) => `${one.id}: ${c}`),
  )
  if (wrong.length) throw new Error(`${file}: limits the finder does not know (${wrong.join('; ')})`)
  return cases
}

/** The last word of a thing ruled out, singular: "a kindle" → "kindle", "scented candles" → "candle". */
function headWord(phrase: string): string {
  const words = foldText(phrase)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
  // "Kitchen stuff", "baby related": the word that names the thing, not the word for "things".
  const named = words.filter((word) => !/^(?:stuff|things?|bits|related|products?|items?|gear|sets?)$/.test(word))
  return (named.at(-1) ?? words.at(-1) ?? '').replace(/(?:es|s)$/, '')
}

interface Tally {
  expected: number
  found: number
  right: number
}

function main() {
  const args = process.argv.slice(2)
  const setArg = args[args.indexOf('--set') + 1]
  const verbose = args.includes('--verbose')
  const casesFile = args.includes('--cases') ? args[args.indexOf('--cases') + 1] : undefined
  const sets: [string, string][] = casesFile
    ? [[casesFile, casesFile]]
    : args.includes('--set') && setArg !== 'both'
      ? [[setArg!, SETS[setArg as keyof typeof SETS]]]
      : Object.entries(SETS)
  const kb = knowledgeBase()

  for (const [name, file] of sets) {
    const cases = readCases(file)
    const perConstraint = new Map<Constraint, Tally>(CONSTRAINTS.map((c) => [c, { expected: 0, found: 0, right: 0 }]))
    let exact = 0
    let falseAlarms = 0
    let withoutLimits = 0
    let ruledOutExpected = 0
    let ruledOutCaught = 0
    for (const one of cases) {
      const profile = understandBrief(kb, FORM, [one.message])
      const found = profile.constraints
      const allowed = new Set(one.constraints.flatMap((c) => [c, ...(IMPLIED[c] ?? [])]))
      const missed = one.constraints.filter((c) => !found.includes(c))
      const extra = found.filter((c) => !allowed.has(c))
      for (const c of one.constraints) perConstraint.get(c)!.expected++
      for (const c of found) {
        if (!allowed.has(c)) perConstraint.get(c)!.found++
        else if (one.constraints.includes(c)) {
          perConstraint.get(c)!.found++
          perConstraint.get(c)!.right++
        }
      }
      if (!one.constraints.length) {
        withoutLimits++
        if (extra.length) falseAlarms++
      }
      const heard = foldText(
        [...profile.alreadyHas, ...profile.dislikes.flatMap((d) => [d.words, d.concept ?? ''])].join(' '),
      )
      // "No phones or tablets" is kept out by the no-screens limit as surely as by the words themselves:
      // a thing counts as ruled out when the finder's own rule would leave out a gift of that name.
      const keptOutByLimits = (thing: string) =>
        constraintRule({ name: thing, description: '' }, new Set(flagsFromText(thing)), profile) !== null
      const notCaught = one.ruledOut.filter((thing) => !heard.includes(headWord(thing)) && !keptOutByLimits(thing))
      ruledOutExpected += one.ruledOut.length
      ruledOutCaught += one.ruledOut.length - notCaught.length
      if (!missed.length && !extra.length) exact++
      if (verbose && (missed.length || extra.length || notCaught.length)) {
        const parts = [
          missed.length ? `MISSED ${missed.join(',')}` : '',
          extra.length ? `EXTRA ${extra.join(',')}` : '',
          notCaught.length ? `NOT-RULED-OUT ${notCaught.join(' | ')}` : '',
        ].filter(Boolean)
        console.log(`# ${one.id} ${parts.join('; ')}\n  ${one.message}`)
      }
    }
    const sum = [...perConstraint.values()].reduce(
      (all, t) => ({ expected: all.expected + t.expected, found: all.found + t.found, right: all.right + t.right }),
      { expected: 0, found: 0, right: 0 },
    )
    const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : 'n/a')
    console.log(`\n## ${name}: ${cases.length} messages`)
    console.log(`limits found (recall): ${pct(sum.right, sum.expected)} of ${sum.expected}`)
    console.log(`limits read that were said (precision): ${pct(sum.right, sum.found)} of ${sum.found}`)
    console.log(`messages read exactly right: ${pct(exact, cases.length)}`)
    console.log(`messages with no limit given one: ${falseAlarms} of ${withoutLimits}`)
    console.log(
      `things already had or not wanted, ruled out: ${pct(ruledOutCaught, ruledOutExpected)} of ${ruledOutExpected}`,
    )
    for (const [c, t] of perConstraint) {
      if (t.expected || t.found)
        console.log(
          `  ${c}: recall ${pct(t.right, t.expected)} of ${t.expected}, precision ${pct(t.right, t.found)} of ${t.found}`,
        )
    }
  }
}

main()
