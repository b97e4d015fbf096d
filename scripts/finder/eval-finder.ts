/**
 * `npm run eval:finder [-- --set development|held-out|both | --briefs <file>] [--only id,id] [--verbose]`: runs shopper briefs through
 * the offline gift finder end to end (the chat, with the shopper's own chat lines as answers, then
 * a batch of 20 suggestions and a Find More batch) on a freshly seeded in-memory database, and prints
 * its quality figures for each set.
 *
 * The briefs (scripts/finder/eval/) were written by someone who saw only the form's options, never
 * the lexicon, the knowledge base or the catalogue. The held-out set is run only to report: never
 * tune on it (docs/features/gift-finder.md, "Measuring the finder").
 */
import { readFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'

import {
  GiftFormSchema,
  type ChatFormData,
  type ChatMessage,
  type GiftSuggestion,
  type SearchCriteria,
} from '#app/lib/gift-finder/contract.ts'
import { isDuplicateSuggestion } from '#app/lib/gift-finder/dedupe-suggestions.ts'
import { ageBandRange, budgetRange } from '#app/lib/gift-finder/form-options.ts'
import { parseConfig } from '#app/server/config.server.ts'
import { openDatabase } from '#app/server/db/client.server.ts'
import { seedContent } from '#app/server/db/seed.server.ts'
import { createGiftFinderService } from '#app/server/gift-finder/gift-finder.server.ts'
import type { IdeaFlag } from '#app/server/gift-finder/knowledge/schema.server.ts'
import { foldText } from '#app/server/gift-finder/knowledge/text.server.ts'
import { flagsFromText } from '#app/server/gift-finder/suitability/flags.server.ts'
import { CONSTRAINT_FLAGS } from '#app/server/gift-finder/suitability/rules.server.ts'
import { createCatalogueMarketplace } from '#app/server/marketplace/catalogue.server.ts'

interface Brief {
  id: string
  form: ChatFormData & { gender: NonNullable<ChatFormData['gender']> }
  chat: string[]
  interests: { label: string; matchTerms: string[] }[]
  constraints: string[]
  forbidden: string[]
  occasionNote: string | null
}

interface BriefResult {
  id: string
  /** The brief names at least one interest, so its suggestions can be judged against them. */
  namesInterests: boolean
  shown: GiftSuggestion[]
  withinBudget: number
  interestMatch: number
  unsuitable: { name: string; why: string }[]
  duplicates: number
  repeats: number
  ms: number
  messages: string[]
}

const SETS = {
  development: 'scripts/finder/eval/briefs.development.json',
  'held-out': 'scripts/finder/eval/briefs.held-out.json',
}
const GO_AHEAD = "No, that's everything. Please go ahead."

/** The form's own fields and options (the free-text interests left to each brief): a brief with any other value is not one a shopper could send. */
const FORM_OPTIONS = GiftFormSchema.omit({ interests: true })

function readBriefs(file: string): Brief[] {
  const briefs = JSON.parse(readFileSync(file, 'utf8')) as Brief[]
  const wrong = briefs.flatMap((brief) => {
    const result = FORM_OPTIONS.safeParse(brief.form)
    return result.success ? [] : result.error.issues.map((issue) => `${brief.id}: ${issue.path.join('.')}`)
  })
  if (wrong.length) throw new Error(`${file}: values the form does not offer (${wrong.join('; ')})`)
  return briefs
}

/** A term found in text as a word or the start of one ("garden" in "gardener"), or as a phrase. */
function mentions(text: string, term: string): boolean {
  const folded = ` ${foldText(text).replace(/[^\p{L}\p{N}£]+/gu, ' ')} `
  const needle = foldText(term)
    .replace(/[^\p{L}\p{N}£]+/gu, ' ')
    .trim()
  if (!needle) return false
  if (needle.includes(' ')) return folded.includes(` ${needle} `) || folded.includes(` ${needle}s `)
  return new RegExp(`\\s${needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'u').test(folded)
}

/** A forbidden word as a whole word (plural allowed); "alcohol-free" or "nut free" says it is absent. */
function forbiddenIn(text: string, word: string): boolean {
  const folded = ` ${foldText(text).replace(/[^\p{L}\p{N}£]+/gu, ' ')} `
  const needle = foldText(word)
    .replace(/[^\p{L}\p{N}£]+/gu, ' ')
    .trim()
  return needle ? new RegExp(`\\s${needle}(?:s|es)?\\s(?!free\\s)`, 'u').test(folded) : false
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}

async function main() {
  const args = process.argv.slice(2)
  const setArg = args[args.indexOf('--set') + 1]
  const sets =
    args.includes('--set') && setArg !== 'both'
      ? [setArg as keyof typeof SETS]
      : (Object.keys(SETS) as (keyof typeof SETS)[])
  const verbose = args.includes('--verbose')
  // A file of new briefs, tried on their own before they join the development set.
  const briefsFile = args.includes('--briefs') ? args[args.indexOf('--briefs') + 1] : undefined
  const only = args.includes('--only') ? new Set(args[args.indexOf('--only') + 1]!.split(',')) : null

  const config = parseConfig({ NODE_ENV: 'test', APP_URL: 'http://localhost:3000', DATA_DIR: ':memory:' })
  const database = await openDatabase({ dataDir: ':memory:' })
  await database.migrate()
  await seedContent(database.db, config)
  const finder = createGiftFinderService({
    db: database.db,
    config,
    marketplace: createCatalogueMarketplace(database.db, config),
    llm: null,
  })
  const kb = finder.knowledge
  // What the server does once after it starts (server/app.ts): timed on its own, outside the briefs.
  const warming = performance.now()
  await finder.warmUp()
  const warmUpMs = performance.now() - warming
  let visitor = 0

  async function runBrief(brief: Brief): Promise<BriefResult> {
    const started = performance.now()
    const requester = () => ({ ip: `eval-${brief.id}-${visitor++}` })
    const messages: ChatMessage[] = []
    const pending = [...brief.chat]
    let criteria: SearchCriteria | null = null
    const { gender: _gender, ...withoutGender } = brief.form
    // The chat: answer each question with the shopper's next line; after the search, any lines left refine it.
    for (let turn = 0; turn < 8; turn++) {
      const formData = turn === 0 ? brief.form : withoutGender
      const reply = await finder.chatTurn(requester(), { messages, formData, condition: 'new' })
      messages.push({ role: 'assistant', content: reply.message })
      if (reply.type === 'search_results' && reply.searchCriteria) criteria = reply.searchCriteria
      if (reply.type === 'search_results' && !pending.length) break
      messages.push({ role: 'user', content: pending.shift() ?? GO_AHEAD })
    }
    if (!criteria) throw new Error(`${brief.id}: the chat never searched`)

    const request = {
      criteria,
      condition: 'new' as const,
      batchSize: 20,
      excludeItemIds: [],
      excludeTitles: [],
      excludeIdeaIds: [],
    }
    const first = await finder.suggest(requester(), request)
    const more = await finder.suggest(requester(), {
      ...request,
      excludeItemIds: first.flatMap((item) => (item.itemId ? [item.itemId] : [])),
      excludeTitles: first.map((item) => item.name),
      excludeIdeaIds: first.flatMap((item) => (item.ideaId ? [item.ideaId] : [])),
    })
    const ms = performance.now() - started

    const shown = [...first, ...more]
    const band = budgetRange(brief.form.budget)
    const max = band.max ?? Infinity
    const age = ageBandRange(brief.form.age)
    const ruledOut = new Set<IdeaFlag>(
      brief.constraints.flatMap((constraint) => CONSTRAINT_FLAGS[constraint as keyof typeof CONSTRAINT_FLAGS] ?? []),
    )
    const unsuitable: BriefResult['unsuitable'] = []
    let withinBudget = 0
    let interestMatch = 0
    for (const suggestion of shown) {
      const price = suggestion.estimatedPrice
      if (price >= band.min && price <= max) withinBudget++
      const text = `${suggestion.name} ${suggestion.description}`
      if (brief.interests.some((interest) => interest.matchTerms.some((term) => mentions(text, term)))) interestMatch++
      const idea = suggestion.ideaId ? kb.ideas.get(suggestion.ideaId) : undefined
      const flags = new Set<IdeaFlag>([...(idea?.flags ?? []), ...flagsFromText(text)])
      const why: string[] = []
      for (const flag of flags) if (ruledOut.has(flag)) why.push(flag)
      for (const word of brief.forbidden) if (forbiddenIn(text, word)) why.push(`"${word}"`)
      if (age.max < 18)
        for (const flag of ['alcohol', 'blade', 'adult-theme'] as const)
          if (flags.has(flag)) why.push(`${flag} under 18`)
      if (age.max < 3 && flags.has('small-parts')) why.push('small parts under 3')
      // A baby thing for an adult is unsuitable unless the brief is about a baby on the way or just
      // born ("she's having twins", "going on mat leave", "something for the babies").
      if (
        age.min > 3 &&
        flags.has('baby-only') &&
        !/bab(?:y|ies)|twins|christening|newborn|new parent|expecting|maternity|mat leave|pregnan/i.test(
          `${brief.occasionNote ?? ''} ${brief.form.interests} ${brief.chat.join(' ')}`,
        )
      ) {
        why.push('baby-only for an older person')
      }
      if (why.length) unsuitable.push({ name: suggestion.name, why: why.join(', ') })
    }
    let duplicates = 0
    for (const batch of [first, more]) {
      batch.forEach((item, index) => {
        if (isDuplicateSuggestion(item, batch.slice(0, index))) duplicates++
      })
    }
    const repeats = more.filter((item) => isDuplicateSuggestion(item, first)).length
    return {
      id: brief.id,
      namesInterests: brief.interests.length > 0,
      shown,
      withinBudget,
      interestMatch,
      unsuitable,
      duplicates,
      repeats,
      ms,
      messages: messages.map((message) => `${message.role === 'user' ? 'shopper' : 'finder'}: ${message.content}`),
    }
  }

  const runs: [string, string][] = briefsFile ? [['briefs', briefsFile]] : sets.map((set) => [set, SETS[set]])
  for (const [set, file] of runs) {
    const briefs = readBriefs(file).filter((brief) => !only || only.has(brief.id))
    const results: BriefResult[] = []
    for (const brief of briefs) results.push(await runBrief(brief))
    const total = results.reduce((sum, result) => sum + result.shown.length, 0)
    const sum = (pick: (result: BriefResult) => number) => results.reduce((acc, result) => acc + pick(result), 0)
    const pct = (part: number) => (total ? `${((100 * part) / total).toFixed(1)}%` : 'n/a')
    const thin = results.filter((result) => result.shown.length < 10)

    if (verbose) {
      for (const result of results) {
        const brief = briefs.find((candidate) => candidate.id === result.id)!
        console.log(
          `\n# ${result.id} (${brief.form.recipient}, ${brief.form.age}, ${brief.form.occasion}, ${brief.form.budget}): ${brief.form.interests}`,
        )
        for (const line of result.messages) console.log(`  ${line}`)
        for (const suggestion of result.shown) {
          const text = `${suggestion.name} ${suggestion.description}`
          const match = brief.interests.some((interest) => interest.matchTerms.some((term) => mentions(text, term)))
          console.log(
            `  ${match ? '+' : ' '} ${suggestion.price.padEnd(10)} ${suggestion.name}  [${suggestion.reason}]`,
          )
        }
        for (const bad of result.unsuitable) console.log(`  UNSUITABLE ${bad.name}: ${bad.why}`)
      }
    }

    console.log(
      `\n${set}: ${briefs.length} briefs, ${total} suggestions (${(total / briefs.length).toFixed(1)} per brief)`,
    )
    console.log(`  within budget            ${pct(sum((result) => result.withinBudget))}`)
    // A brief that names no interest ("no idea what she likes") has nothing to match: its suggestions
    // are judged on the other figures only. The share of every suggestion is printed as well.
    const withInterests = results.filter((result) => result.namesInterests)
    const judged = withInterests.reduce((acc, result) => acc + result.shown.length, 0)
    const matched = withInterests.reduce((acc, result) => acc + result.interestMatch, 0)
    console.log(
      `  interest match           ${judged ? `${((100 * matched) / judged).toFixed(1)}%` : 'n/a'} (name and description only; ${withInterests.length} briefs that name an interest; ${pct(matched)} of all suggestions)`,
    )
    console.log(
      `  unsuitable               ${sum((result) => result.unsuitable.length)} in ${results.filter((result) => result.unsuitable.length).length} briefs`,
    )
    console.log(`  duplicates               ${sum((result) => result.duplicates)}`)
    console.log(`  Find More repeats        ${sum((result) => result.repeats)}`)
    console.log(
      `  briefs with < 10 ideas   ${thin.length}${thin.length ? ` (${thin.map((result) => result.id).join(', ')})` : ''}`,
    )
    console.log(
      `  p95 per brief            ${percentile(
        results.map((result) => result.ms),
        95,
      ).toFixed(1)} ms (chat + two batches; the finder's start-up warm-up took ${warmUpMs.toFixed(0)} ms before them)`,
    )
  }
  await database.close()
}

await main()
