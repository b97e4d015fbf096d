import { sql, type SQL } from 'drizzle-orm'

import { significantWords, wordSetsOverlap } from '#app/lib/gift-finder/dedupe-suggestions.ts'
import { ageBandRange, type Condition } from '#app/lib/gift-finder/form-options.ts'
import type { SearchCriteria } from '#app/lib/gift-finder/contract.ts'
import type { CatalogueListing } from '#app/server/content/catalogue.server.ts'

import type { Database } from '#app/server/db/client.server.ts'
import { queryRows } from '#app/server/db/rows.server.ts'

import { STYLE_WORDS, tsQueryTerms, words } from '#app/server/ai/concierge/text.server.ts'

/** A catalogue listing with what matched the brief, best first. */
export interface RankedItem extends Omit<CatalogueListing, 'keywords'> {
  score: number
  /** The brief's interest keywords this item matches (title, tags or description). */
  matchedInterests: string[]
  /** The style words (practical, luxurious, ...) it matches through its tags. */
  matchedStyle: string[]
  occasionMatch: boolean
  recipientMatch: boolean
}

/** What an occasion looks like in the catalogue: its subcategory under 'occasions' and telling tags. */
const OCCASION_SIGNALS: Record<string, { subcategory?: string; tags: string[] }> = {
  Birthday: { subcategory: 'birthdays', tags: ['birthday', 'celebration', 'party', 'parties'] },
  Christmas: {
    subcategory: 'christmas',
    tags: ['christmas', 'festive', 'stocking filler', 'stocking fillers', 'secret santa', 'advent calendar', 'winter'],
  },
  Anniversary: { subcategory: 'anniversaries', tags: ['romantic', 'couples', 'keepsake', 'memories', 'anniversary'] },
  Wedding: { subcategory: 'weddings', tags: ['wedding', 'couples', 'new home', 'champagne', 'keepsake'] },
  "Valentine's Day": { subcategory: 'valentines', tags: ['romantic', 'couples', 'valentines', 'jewellery'] },
  Graduation: { subcategory: 'graduation', tags: ['graduation', 'students', 'commuting', 'keepsake'] },
  Housewarming: {
    subcategory: 'housewarming',
    tags: ['new home', 'home', 'homeowner', 'home decor', 'interiors', 'plants', 'candles'],
  },
  'Thank You': { tags: ['chocolate', 'flowers', 'tea', 'candles', 'pamper', 'sweet treats'] },
  'Just Because': { tags: ['self care', 'cosy', 'funny', 'relaxation'] },
  Other: { tags: [] },
}

const RECIPIENT_SIGNALS: Record<string, { subcategories: string[]; tags: string[] }> = {
  'Partner/Spouse': {
    subcategories: ['valentines', 'anniversaries'],
    tags: ['romantic', 'couples', 'pamper', 'jewellery'],
  },
  Parent: { subcategories: ['parents-day'], tags: ['mothers day', 'fathers day', 'home', 'cosy', 'garden', 'tea'] },
  Child: { subcategories: ['toys-games', 'creative-hobbies', 'family-fun', 'collectibles'], tags: ['kids', 'family'] },
  Friend: { subcategories: [], tags: ['funny', 'self care', 'stocking filler'] },
  Colleague: { subcategories: [], tags: ['office', 'desk setup', 'secret santa', 'coffee', 'tea'] },
  Sibling: { subcategories: [], tags: ['funny', 'gaming', 'retro'] },
  Grandparent: { subcategories: ['parents-day'], tags: ['grandparents', 'photos', 'memories', 'garden', 'tea'] },
  Other: { subcategories: [], tags: [] },
}

/** Tags of items meant for young children: fine for them, a poor fit for adults. */
const YOUNG_CHILD_TAGS = [
  'kids',
  'baby',
  'toddler',
  'preschool',
  'first toys',
  'kids crafts',
  'kids baking',
  'kids tech',
  'soft toys',
  'cuddly',
  'teddy bears',
  'dolls',
  'role play',
  'imaginative play',
]
const CHILD_SUBCATEGORIES = ['toys-games', 'creative-hobbies', 'family-fun', 'collectibles']

function ageSignals(age: string): { boostTags: string[]; boostSubcategories: string[]; adult: boolean } {
  const { max } = ageBandRange(age)
  if (max <= 2)
    return {
      boostTags: ['baby', 'first toys', 'soft toys', 'cuddly', 'first christmas'],
      boostSubcategories: [],
      adult: false,
    }
  if (max <= 12)
    return { boostTags: ['kids', ...YOUNG_CHILD_TAGS], boostSubcategories: CHILD_SUBCATEGORIES, adult: false }
  if (max <= 17) return { boostTags: ['teens', 'gaming', 'students', 'trending'], boostSubcategories: [], adult: false }
  if (max <= 24) return { boostTags: ['students', 'teens', 'festival', 'gaming'], boostSubcategories: [], adult: true }
  if (age === '65+') return { boostTags: ['grandparents'], boostSubcategories: [], adult: true }
  return { boostTags: [], boostSubcategories: [], adult: true }
}

function textArray(values: readonly string[]): SQL {
  if (values.length === 0) return sql`'{}'::text[]`
  return sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`
}

function tsQuery(terms: readonly string[]): SQL {
  return terms.length ? sql`to_tsquery('english', ${terms.join(' | ')})` : sql`null::tsquery`
}

/** Any of the phrases, each needing all its words: ['air fryer', 'kindle'] -> '(air & fryer) | (kindle)'. */
function phraseQuery(phrases: readonly string[]): SQL {
  const groups = phrases
    .map((phrase) => tsQueryTerms([phrase]).join(' & '))
    .filter(Boolean)
    .map((group) => `(${group})`)
  return groups.length ? sql`to_tsquery('english', ${groups.join(' | ')})` : sql`null::tsquery`
}

function conditionFilter(condition: Condition): SQL {
  if (condition === 'new') return sql`condition = 'New'`
  if (condition === 'used') return sql`condition <> 'New'`
  return sql`true`
}

/** The product a listing is a variant of: 'Kindle - Black (Pre-owned)' -> 'kindle'. */
export function baseTitle(title: string): string {
  const withoutCondition = title.replace(/\s*\((?:pre-owned|refurbished)\)\s*$/i, '')
  const dash = withoutCondition.lastIndexOf(' - ')
  return (dash > 0 ? withoutCondition.slice(0, dash) : withoutCondition).trim().toLowerCase()
}

const STYLE = new Set<string>(STYLE_WORDS)

/** Style words map to the catalogue's style tags ('luxurious' is tagged 'luxury'). */
const STYLE_TAGS: Record<string, string[]> = {
  luxurious: ['luxury'],
  posh: ['luxury'],
  premium: ['luxury'],
  indulgent: ['luxury', 'pamper'],
  sentimental: ['keepsake', 'memories', 'personalised'],
  personal: ['personalised', 'keepsake'],
  thoughtful: ['keepsake', 'personalised'],
  funny: ['funny'],
  fun: ['funny', 'party games'],
  playful: ['funny', 'party games'],
  quirky: ['funny', 'novelty'],
  silly: ['funny', 'novelty'],
  vintage: ['retro', 'classic'],
  traditional: ['classic', 'traditional'],
  useful: ['practical'],
  functional: ['practical'],
  eco: ['eco', 'sustainable'],
  outdoorsy: ['outdoors'],
  techy: ['tech', 'gadgets'],
  arty: ['art'],
  homely: ['cosy', 'home'],
}

/** Tags an interest text may name: its words, simple plural/singular forms and two-word phrases ('board games'). */
export function tagCandidates(keywords: readonly string[], text: string): string[] {
  const found = new Set<string>()
  for (const word of keywords.flatMap((keyword) => words(keyword))) {
    found.add(word)
    found.add(`${word}s`)
    if (word.endsWith('s') && word.length > 3) found.add(word.slice(0, -1))
  }
  const all = words(text)
  for (let i = 0; i + 1 < all.length; i++) found.add(`${all[i]} ${all[i + 1]}`)
  for (const keyword of keywords) if (keyword.includes(' ')) found.add(keyword.toLowerCase())
  return [...found].slice(0, 200)
}

/** Splits the brief's keywords into interests and style words. */
export function splitKeywords(keywords: readonly string[]): { interests: string[]; style: string[] } {
  const interests = keywords.filter((keyword) => !STYLE.has(keyword.toLowerCase()))
  const style = keywords.filter((keyword) => STYLE.has(keyword.toLowerCase()))
  return { interests, style }
}

/** Pet products only suit a brief that mentions pets. */
const PET_WORDS = /^(pets?|dogs?|cats?|puppy|puppies|kittens?|hounds?|spaniels?|terriers?|labradors?)$/

export interface RankOptions {
  criteria: SearchCriteria
  condition: Condition
  limit: number
  excludeItemIds: readonly string[]
  excludeTitles: readonly string[]
  /** At most this many suggestions from one subcategory per batch, for variety. */
  perSubcategory?: number
}

/** A pool candidate: just what ranking and variety need; details are loaded for the chosen few. */
interface CandidateRow {
  id: string
  title: string
  price: string | number
  tags: string[]
  minAge: number
  pillarSlug: string
  subcategorySlug: string
  score: string | number
  occasionMatch: boolean
  recipientMatch: boolean
  interestMatch: boolean
}

interface DetailRow {
  id: string
  description: string
  brand: string
  imageUrl: string
  condition: string
  sellerUsername: string
  sellerFeedbackPercentage: number | null
}

async function queryCandidates(
  db: Database,
  options: RankOptions,
  priceFloor: number,
  poolSize: number,
): Promise<CandidateRow[]> {
  const { criteria } = options
  const ageMin = ageBandRange(criteria.age).min
  const occasion = OCCASION_SIGNALS[criteria.occasion] ?? { tags: [] }
  const recipient = RECIPIENT_SIGNALS[criteria.recipient] ?? { subcategories: [], tags: [] }
  const age = ageSignals(criteria.age)
  const { interests, style } = splitKeywords(criteria.keywords)
  const interestQuery = tsQuery(tsQueryTerms(interests))
  const interestTags = tagCandidates(interests, `${criteria.interests} ${interests.join(' ')}`)
  const styleTags = [...new Set(style.flatMap((word) => [word, ...(STYLE_TAGS[word] ?? [])]))]
  const avoidQuery = phraseQuery(criteria.avoid)
  const priceCeiling = criteria.budgetMax === null ? sql`true` : sql`price <= ${criteria.budgetMax}`
  const petsWanted = interests.some((keyword) => words(keyword).some((word) => PET_WORDS.test(word)))
  const childish = String.raw`\m(baby|babies|toddlers?|kids?|child|children|junior)\M`
  const budgetTilt =
    criteria.budgetMax === null ? sql`0` : sql`0.75 * price / ${Math.max(criteria.budgetMax, 1)}::numeric`

  // Interest matches dominate (6 is more than every other signal together); the rest reorder within.
  return queryRows<CandidateRow>(
    db,
    sql`
    select id, title, price, tags, min_age as "minAge", pillar_slug as "pillarSlug",
      subcategory_slug as "subcategorySlug", "occasionMatch", "recipientMatch",
      (interest_tag or text_rank > 0) as "interestMatch",
      (case when interest_tag then 6 else 0 end + 24 * text_rank
        + case when style_match then 1.5 else 0 end
        + case when "occasionMatch" then 1.5 else 0 end
        + case when "recipientMatch" then 1 else 0 end
        + case when age_match then 1.5 else 0 end
        - case when ${age.adult}::boolean and young_child_item then 4 else 0 end
        + case when childish_title then (case when ${age.adult}::boolean then -1.5 else 1 end) else 0 end
        + ${budgetTilt}
      ) as score
    from (
      select id, title, price, tags, min_age, pillar_slug, subcategory_slug,
        coalesce(ts_rank(search_vector, q.interests), 0) as text_rank,
        tags && ${textArray(interestTags)} as interest_tag,
        tags && ${textArray(styleTags)} as style_match,
        (subcategory_slug = ${occasion.subcategory ?? ''} or tags && ${textArray(occasion.tags)}) as "occasionMatch",
        (subcategory_slug = any(${textArray(recipient.subcategories)}) or tags && ${textArray(recipient.tags)}) as "recipientMatch",
        (subcategory_slug = any(${textArray(age.boostSubcategories)}) or tags && ${textArray(age.boostTags)}) as age_match,
        (tags && ${textArray(YOUNG_CHILD_TAGS)} or (subcategory_slug = 'toys-games' and min_age <= 5)) as young_child_item,
        (title ~* ${childish}) as childish_title
      from catalogue_items, (select ${interestQuery} as interests, ${avoidQuery} as avoid) q
      where min_age <= ${ageMin}
        and price >= ${priceFloor}
        and ${priceCeiling}
        and ${conditionFilter(options.condition)}
        and (subcategory_slug <> 'pets' or ${petsWanted}::boolean)
        and not (id = any(${textArray(options.excludeItemIds)}))
        -- What they already have or dislike never comes back.
        and not (q.avoid is not null and search_vector @@ q.avoid)
    ) candidates
    -- Every interest match makes the pool before any filler, however the other signals score.
    order by "interestMatch" desc, score desc, id
    limit ${poolSize}`,
  )
}

async function loadDetails(db: Database, ids: readonly string[]): Promise<Map<string, DetailRow>> {
  if (ids.length === 0) return new Map()
  const rows = await queryRows<DetailRow>(
    db,
    sql`
    select id, description, brand, image_url as "imageUrl", condition, seller_username as "sellerUsername",
      seller_feedback_percentage as "sellerFeedbackPercentage"
    from catalogue_items where id = any(${textArray(ids)})`,
  )
  return new Map(rows.map((row) => [row.id, row]))
}

/** Which of the brief's keywords an item matches, by word prefix so 'dog' finds 'dogs' and 'hiking' finds 'hike'. */
export function matchedInterests(
  item: { title: string; tags: string[]; description?: string },
  keywords: readonly string[],
): string[] {
  const haystack = ` ${[item.title, item.tags.join(' '), item.description ?? ''].join(' ').toLowerCase()} `
  const words = new Set(haystack.split(/[^\p{L}\p{N}]+/u).filter(Boolean))
  return keywords.filter((keyword) => {
    const key = keyword.toLowerCase()
    if (key.includes(' ')) return haystack.includes(` ${key} `)
    const stem = key.length > 4 ? key.replace(/(ing|ers|er|es|s)$/, '') : key
    for (const word of words) if (word === key || (stem.length >= 4 && word.startsWith(stem))) return true
    return false
  })
}

/**
 * Ranks the built-in catalogue for a brief: never above the budget, never an item whose
 * minimum age is above the recipient's youngest age, one listing per product, at most
 * `perSubcategory` per subcategory, nothing the giver has already been shown, and spread
 * across the interests they named rather than all on the first.
 */
export async function rankCatalogue(db: Database, options: RankOptions): Promise<RankedItem[]> {
  const { criteria, limit } = options
  const perSubcategory = options.perSubcategory ?? 3
  const poolSize = Math.max(120, limit * 8)
  let rows = await queryCandidates(db, options, criteria.budgetMin, poolSize)
  // A narrow band (e.g. £500+ for a toddler) may hold too little: then allow cheaper items, never dearer ones.
  if (rows.length < limit && criteria.budgetMin > 0) rows = await queryCandidates(db, options, 0, poolSize)

  const { interests, style } = splitKeywords(criteria.keywords)
  const shown = options.excludeTitles.map((title) => significantWords(title))
  const shownNames = new Set(options.excludeTitles.map((title) => title.trim().toLowerCase()))
  let pool = rows
    .map((row) => ({
      row,
      score: Number(row.score),
      // Title and tags only here; the description joins in once the item is chosen.
      primaryInterest: matchedInterests(row, interests)[0],
      product: baseTitle(row.title),
      words: significantWords(row.title),
    }))
    .filter(
      (candidate) =>
        !shownNames.has(candidate.row.title.trim().toLowerCase()) &&
        !shown.some((words) => wordSetsOverlap(words, candidate.words)),
    )

  const chosen: typeof pool = []
  const perSub = new Map<string, number>()
  const interestUse = new Map<string, number>()
  while (chosen.length < limit && pool.length) {
    // Greedy: items matching an interest before the rest; within them the best score, less a
    // little for each item already chosen for the same interest so every interest gets a turn.
    let best = pool[0]!
    let bestScore = -Infinity
    for (const candidate of pool) {
      const used = candidate.primaryInterest ? (interestUse.get(candidate.primaryInterest) ?? 0) : 0
      const adjusted = (candidate.row.interestMatch ? 100 : 0) + candidate.score - Math.min(0.5 * used, 2.5)
      if (adjusted > bestScore) {
        best = candidate
        bestScore = adjusted
      }
    }
    chosen.push(best)
    const sub = best.row.subcategorySlug
    perSub.set(sub, (perSub.get(sub) ?? 0) + 1)
    if (best.primaryInterest) interestUse.set(best.primaryInterest, (interestUse.get(best.primaryInterest) ?? 0) + 1)
    pool = pool.filter(
      (candidate) =>
        candidate !== best &&
        candidate.product !== best.product &&
        (perSub.get(candidate.row.subcategorySlug) ?? 0) < perSubcategory &&
        !wordSetsOverlap(candidate.words, best.words),
    )
  }

  const details = await loadDetails(
    db,
    chosen.map((candidate) => candidate.row.id),
  )
  return chosen.flatMap(({ row, score }) => {
    const detail = details.get(row.id)
    if (!detail) return []
    const feedback = detail.sellerFeedbackPercentage
    const item = {
      ...row,
      ...detail,
      // real columns read back as floats (98.7 -> 98.69999...): keep one decimal.
      sellerFeedbackPercentage: feedback === null ? null : Math.round(Number(feedback) * 10) / 10,
      price: Number(row.price),
      score,
    }
    return [
      {
        ...item,
        occasionMatch: Boolean(row.occasionMatch),
        recipientMatch: Boolean(row.recipientMatch),
        matchedInterests: matchedInterests(item, interests),
        matchedStyle: styleMatches(row.tags, style),
      },
    ]
  })
}

function styleMatches(tags: readonly string[], style: readonly string[]): string[] {
  return style.filter((word) => [word, ...(STYLE_TAGS[word] ?? [])].some((tag) => tags.includes(tag)))
}
