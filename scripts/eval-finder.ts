/**
 * `npm run eval:finder`: runs varied gift briefs through the offline concierge (dialogue, then one
 * batch of 20 suggestions and one Find More batch) on a freshly seeded in-memory database, and
 * prints quality figures: suggestions within budget, matching a stated interest, age-inappropriate
 * suggestions, duplicates, distinct subcategories per brief, and time per brief.
 */
import { performance } from 'node:perf_hooks'

import { inArray } from 'drizzle-orm'

import { isDuplicateSuggestion } from '#app/lib/gift-finder/dedupe-suggestions.ts'
import { ageBandRange, budgetRange } from '#app/lib/gift-finder/form-options.ts'
import type { ChatFormData, ChatMessage, SearchCriteria } from '#app/lib/gift-finder/contract.ts'
import { createConcierge } from '#app/server/ai/concierge/concierge.server.ts'
import { extractKeywords } from '#app/server/ai/concierge/text.server.ts'
import type { AdvisorSuggestion } from '#app/server/ai/port.server.ts'
import { openDatabase } from '#app/server/db/client.server.ts'
import { catalogueItems } from '#app/server/db/schema.server.ts'
import { seedContent } from '#app/server/db/seed.server.ts'

interface Brief {
  form: Omit<ChatFormData, 'gender'> & { gender: ChatFormData['gender'] }
  /** The giver's answers to the concierge's questions, in order. */
  replies: string[]
}

const b = (
  recipient: ChatFormData['recipient'],
  age: ChatFormData['age'],
  occasion: ChatFormData['occasion'],
  budget: ChatFormData['budget'],
  interests: string,
  replies: string[] = ['Practical, nothing flashy', 'Nothing in particular to avoid'],
  gender: ChatFormData['gender'] = 'Prefer not to say',
): Brief => ({ form: { recipient, gender, occasion, age, interests, budget }, replies })

const BRIEFS: Brief[] = [
  b('Child', '0-2', 'Birthday', '£20-£50', 'cuddly toys, music and bedtime stories'),
  b('Child', '0-2', 'Christmas', 'Under £20', 'soft toys and first books', ['Sentimental, a keepsake', 'No']),
  b('Child', '3-5', 'Birthday', '£20-£50', 'dinosaurs, building blocks and trains'),
  b('Child', '3-5', 'Christmas', '£50-£100', 'arts and crafts, drawing and stories'),
  b('Child', '6-8', 'Birthday', '£20-£50', 'lego, space and science', [
    'Fun and creative',
    'He already has a LEGO City set',
  ]),
  b('Child', '6-8', 'Christmas', 'Under £20', 'football and card games'),
  b('Child', '9-12', 'Birthday', '£50-£100', 'minecraft, gaming and building'),
  b('Child', '9-12', 'Just Because', '£20-£50', 'horses, animals and drawing'),
  b('Sibling', '13-17', 'Birthday', '£50-£100', 'gaming, music and football', ['Techy', 'Already has a PlayStation']),
  b('Child', '13-17', 'Christmas', '£20-£50', 'makeup, skincare and fashion'),
  b('Friend', '18-24', 'Graduation', '£50-£100', 'travel, coffee and photography'),
  b('Sibling', '18-24', 'Birthday', 'Under £20', 'board games, films and snacks'),
  b('Partner/Spouse', '25-34', "Valentine's Day", '£50-£100', 'cooking, wine and romantic dinners'),
  b('Friend', '25-34', 'Birthday', '£20-£50', 'hiking, coffee and reading'),
  b('Colleague', '25-34', 'Thank You', 'Under £20', 'tea, plants and stationery'),
  b('Partner/Spouse', '25-34', 'Anniversary', '£200-£500', 'music, headphones and vinyl', [
    'Luxurious',
    'Already has AirPods',
  ]),
  b('Friend', '35-44', 'Housewarming', '£20-£50', 'cooking, candles and home decor'),
  b('Colleague', '35-44', 'Christmas', 'Under £20', 'coffee and desk gadgets'),
  b('Partner/Spouse', '35-44', 'Birthday', '£100-£200', 'fitness, running and yoga'),
  b('Sibling', '35-44', 'Wedding', '£100-£200', 'cooking and entertaining', [
    'Classic',
    'They already have a stand mixer',
  ]),
  b('Parent', '45-54', 'Birthday', '£50-£100', 'gardening and birdwatching'),
  b('Friend', '45-54', 'Just Because', '£20-£50', 'self care, baths and relaxation'),
  b('Parent', '45-54', 'Christmas', '£200-£500', 'smart home gadgets and tech'),
  b('Partner/Spouse', '45-54', 'Anniversary', '£500+', 'luxury watches, jewellery and experiences'),
  b('Parent', '55-64', 'Birthday', '£20-£50', 'baking, tea and crime novels'),
  b('Parent', '55-64', 'Christmas', '£100-£200', 'golf, walking and whisky'),
  b('Friend', '55-64', 'Thank You', 'Under £20', 'chocolate and flowers'),
  b('Grandparent', '65+', 'Christmas', '£20-£50', 'gardening, birdwatching and tea'),
  b('Grandparent', '65+', 'Birthday', '£50-£100', 'family photos, memories and reading', ['Sentimental', 'Nothing']),
  b('Grandparent', '65+', 'Just Because', 'Under £20', 'puzzles, crosswords and cosy nights'),
  b('Other', '25-34', 'Other', 'No budget limit', 'camping, outdoors and cycling'),
  b('Parent', '65+', 'Anniversary', 'No budget limit', 'theatre, days out and afternoon tea'),
  b('Friend', '18-24', 'Birthday', '£20-£50', 'pets, dogs and walking', ['Playful', 'No']),
  b('Child', '9-12', 'Christmas', '£100-£200', 'gaming and tech', ['Techy', 'Already has a Nintendo Switch']),
]

/** An independent check of interest matching: a stated keyword (or its stem) appears in the listing's text. */
function matchesInterest(text: string, interests: readonly string[]): boolean {
  const haystack = text.toLowerCase()
  return interests.some((interest) => {
    const stem = interest.length > 5 ? interest.replace(/(ing|ers|es|s)$/, '') : interest
    return haystack.includes(stem)
  })
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, c) => a - c)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}

const pct = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(1)}%` : 'n/a')

async function main() {
  const database = await openDatabase({})
  await database.migrate()
  await seedContent(database.db, { AMAZON_TAG: 'giftwise-21' })
  const concierge = createConcierge(database.db)

  // Warm up the query plans, so the first brief is not charged for them.
  await concierge.suggest({
    criteria: {
      recipient: 'Friend',
      occasion: 'Birthday',
      age: '25-34',
      budget: '£20-£50',
      interests: 'warm up',
      keywords: ['coffee'],
      avoid: [],
      budgetMin: 20,
      budgetMax: 50,
    },
    condition: 'new',
    batchSize: 20,
    excludeItemIds: [],
    excludeTitles: [],
  })

  let suggestionsTotal = 0
  let withinBudget = 0
  let atOrUnderMax = 0
  let matchingInterest = 0
  let ageInappropriate = 0
  let duplicates = 0
  let findMoreRepeats = 0
  let questionsAsked = 0
  const subcategoriesPerBrief: number[] = []
  const timesMs: number[] = []
  const batchMs: number[] = []
  const lines: string[] = []

  for (const brief of BRIEFS) {
    const started = performance.now()

    // The dialogue: the greeting, the concierge's questions answered in turn, until it searches.
    const messages: ChatMessage[] = []
    let turn = await concierge.chatTurn({ messages, formData: brief.form, condition: 'new' })
    const replies = [...brief.replies, 'Just show me some ideas']
    while (turn.type !== 'search_results') {
      questionsAsked++
      messages.push({ role: 'assistant', content: turn.message }, { role: 'user', content: replies.shift() ?? 'skip' })
      turn = await concierge.chatTurn({ messages, formData: brief.form, condition: 'new' })
    }
    const criteria = turn.searchCriteria as SearchCriteria
    const batchStarted = performance.now()
    const first = await concierge.suggest({
      criteria,
      condition: 'new',
      batchSize: 20,
      excludeItemIds: [],
      excludeTitles: [],
    })
    batchMs.push(performance.now() - batchStarted)
    const more = await concierge.suggest({
      criteria,
      condition: 'new',
      batchSize: 20,
      excludeItemIds: first.map((s) => s.catalogueItem!.id),
      excludeTitles: first.map((s) => s.name),
    })
    timesMs.push(performance.now() - started)

    // Check the answers against the catalogue itself, not against what the ranking believed.
    const ids = first.map((s) => s.catalogueItem!.id)
    const rows = ids.length
      ? await database.db
          .select({
            id: catalogueItems.id,
            minAge: catalogueItems.minAge,
            subcategory: catalogueItems.subcategorySlug,
            price: catalogueItems.price,
            tags: catalogueItems.tags,
            title: catalogueItems.title,
            description: catalogueItems.description,
          })
          .from(catalogueItems)
          .where(inArray(catalogueItems.id, ids))
      : []
    const byId = new Map(rows.map((row) => [row.id, row]))
    const { min, max } = budgetRange(brief.form.budget)
    const youngest = ageBandRange(brief.form.age).min
    const stated = extractKeywords(brief.form.interests)
    const seen: AdvisorSuggestion[] = []
    let briefMatches = 0
    for (const suggestion of first) {
      const row = byId.get(suggestion.catalogueItem!.id)!
      suggestionsTotal++
      if (row.price >= min && (max === undefined || row.price <= max)) withinBudget++
      if (max === undefined || row.price <= max) atOrUnderMax++
      if (matchesInterest(`${row.title} ${row.description} ${row.tags.join(' ')}`, stated)) {
        matchingInterest++
        briefMatches++
      }
      if (row.minAge > youngest) ageInappropriate++
      if (
        isDuplicateSuggestion(
          { name: suggestion.name, itemId: row.id },
          seen.map((s) => ({ name: s.name, itemId: s.catalogueItem!.id })),
        )
      ) {
        duplicates++
      }
      seen.push(suggestion)
    }
    for (const suggestion of more) {
      if (
        isDuplicateSuggestion(
          { name: suggestion.name, itemId: suggestion.catalogueItem!.id },
          seen.map((s) => ({ name: s.name, itemId: s.catalogueItem!.id })),
        )
      ) {
        findMoreRepeats++
      }
    }
    const subcategories = new Set(rows.map((row) => row.subcategory)).size
    subcategoriesPerBrief.push(subcategories)
    lines.push(
      `  ${brief.form.recipient.padEnd(14)} ${brief.form.age.padEnd(5)} ${brief.form.occasion.padEnd(15)} ${brief.form.budget.padEnd(15)} ` +
        `${String(first.length).padStart(2)} ideas (${String(briefMatches).padStart(2)} on interest), ${String(more.length).padStart(2)} more, ` +
        `${String(subcategories).padStart(2)} subcategories  ${brief.form.interests}`,
    )
  }

  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / (values.length || 1)
  console.log(`Offline concierge evaluation: ${BRIEFS.length} briefs on the built-in catalogue (seeded in memory)\n`)
  console.log(lines.join('\n'))
  console.log(`
Suggestions (first batch of 20 per brief): ${suggestionsTotal}, ${(suggestionsTotal / BRIEFS.length).toFixed(1)} per brief
Follow-up questions asked:                  ${questionsAsked} (${(questionsAsked / BRIEFS.length).toFixed(2)} per brief, at most 2 each)
Within budget (min <= price <= max):        ${withinBudget}/${suggestionsTotal} = ${pct(withinBudget, suggestionsTotal)}
At or under the budget's maximum:           ${atOrUnderMax}/${suggestionsTotal} = ${pct(atOrUnderMax, suggestionsTotal)}
Matching a stated interest:                 ${matchingInterest}/${suggestionsTotal} = ${pct(matchingInterest, suggestionsTotal)}
Age-inappropriate (min_age > youngest age): ${ageInappropriate}
Duplicates within a batch (spec 5 rules):   ${duplicates}
Find More repeats of the first batch:       ${findMoreRepeats}
Distinct subcategories per brief:           mean ${mean(subcategoriesPerBrief).toFixed(1)}, min ${Math.min(...subcategoriesPerBrief)}, max ${Math.max(...subcategoriesPerBrief)}
Time per brief (dialogue + 2 batches):      p50 ${percentile(timesMs, 50).toFixed(1)} ms, p95 ${percentile(timesMs, 95).toFixed(1)} ms, max ${Math.max(...timesMs).toFixed(1)} ms
Time per batch of 20 suggestions:           p50 ${percentile(batchMs, 50).toFixed(1)} ms, p95 ${percentile(batchMs, 95).toFixed(1)} ms`)

  await database.close()
}

await main()
