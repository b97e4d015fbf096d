import { loadavg } from 'node:os'
import { pathToFileURL } from 'node:url'

import { sql } from 'drizzle-orm'

import { CONDITIONS } from '#app/lib/gift-finder/form-options.ts'
import { parseConfig } from '#app/server/config.server.ts'
import { readCatalogueFiles } from '#app/server/content/sources.server.ts'
import { openDatabase } from '#app/server/db/client.server.ts'
import { queryRow } from '#app/server/db/rows.server.ts'
import { seedContent } from '#app/server/db/seed.server.ts'
import { createCatalogueMarketplace } from '#app/server/marketplace/catalogue.server.ts'
import type { MarketplaceQuery } from '#app/server/marketplace/port.server.ts'

export interface SearchBenchResult {
  catalogueSize: number
  queries: number
  p50Ms: number
  p95Ms: number
  p99Ms: number
  maxMs: number
}

/** Phrases visitors type that match no single listing word for word (the loose fallback runs). */
const FREE_TEXT = [
  'gift for dad who likes golf',
  'something for a coffee lover',
  'present for my sister who runs',
  'cosy gifts for grandma',
  'gadgets for a teenager',
  'eco friendly gift ideas',
  'anniversary present for wife',
  'gin lover gift set',
  'xyzzy nothing matches this',
  'personalised keepsake',
]

/** A deterministic mix of queries: brands, title words, tags, two-word titles, free text and misses. */
export function benchQueries(count: number): MarketplaceQuery[] {
  const words = new Set<string>()
  const phrases: string[] = []
  for (const file of readCatalogueFiles()) {
    for (const item of file.items) {
      words.add(item.brand.toLowerCase())
      for (const tag of item.tags) words.add(tag.toLowerCase())
      const titleWords = item.title.split(/\s+/).filter((word) => /^[a-z]{4,}$/i.test(word))
      titleWords.forEach((word) => words.add(word.toLowerCase()))
      if (titleWords.length >= 2) phrases.push(titleWords.slice(0, 2).join(' '))
    }
  }
  const pool = [...words, ...phrases, ...FREE_TEXT]
  const queries: MarketplaceQuery[] = []
  for (let i = 0; queries.length < count; i++) {
    // A fixed stride through the pool spreads the sample over every kind of query.
    const text = pool[(i * 7919) % pool.length]!
    queries.push({
      query: i % 11 === 0 ? text.slice(0, Math.max(3, Math.ceil(text.length / 2))) : text,
      condition: CONDITIONS[i % 3]!,
      budget: i % 4 === 0 ? { min: 20, max: 100 } : { max: 10000 },
      limit: 20,
      offset: i % 5 === 0 ? 20 : 0,
    })
  }
  return queries
}

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return Math.round(sorted[Math.max(0, index)]! * 100) / 100
}

/**
 * Runs `queries` (>= 500) searches through the catalogue adapter over a seeded in-memory PGlite and
 * returns latency percentiles in ms. `scale` copies the catalogue that many times (the design's
 * budget is p95 < 20 ms over 5,000+ listings; the seed has about 2,400).
 */
export async function benchSearch(options: { queries?: number; scale?: number } = {}): Promise<SearchBenchResult> {
  const count = Math.max(500, options.queries ?? 600)
  const database = await openDatabase({ dataDir: ':memory:' })
  try {
    await database.migrate()
    const config = parseConfig({ NODE_ENV: 'test', DATA_DIR: 'test-results/bench-data' })
    await seedContent(database.db, config, { force: true })
    const scale = Math.max(1, Math.floor(options.scale ?? 1))
    if (scale > 1) {
      await database.db.execute(sql`
        insert into catalogue_items (id, title, description, brand, price, image_url, condition, seller_username,
          seller_feedback_percentage, tags, keywords, min_age, pillar_slug, subcategory_slug)
        select id || 'x' || copy, title, description, brand, price + copy, image_url, condition, seller_username,
          seller_feedback_percentage, tags, keywords, min_age, pillar_slug, subcategory_slug
        from catalogue_items, generate_series(1, ${scale - 1}) as copy`)
      // As the seed does: merge the GIN pending list the bulk insert filled.
      await database.db.execute(sql`select gin_clean_pending_list('catalogue_items_search_idx'::regclass)`)
      await database.db.execute(sql`analyze catalogue_items`)
    }
    const size = await queryRow<{ n: number }>(database.db, sql`select count(*)::int as n from catalogue_items`)
    const catalogueSize = Number(size!.n)

    const catalogue = createCatalogueMarketplace(database.db, config)
    const queries = benchQueries(count)
    for (const query of queries.slice(0, 50)) await catalogue.search(query) // warm-up: plans and caches
    const timings: number[] = []
    for (const query of queries) {
      const start = performance.now()
      await catalogue.search(query)
      timings.push(performance.now() - start)
    }
    timings.sort((a, b) => a - b)
    return {
      catalogueSize,
      queries: timings.length,
      p50Ms: percentile(timings, 50),
      p95Ms: percentile(timings, 95),
      p99Ms: percentile(timings, 99),
      maxMs: Math.round(timings.at(-1)! * 100) / 100,
    }
  } finally {
    await database.close()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const scale of [1, 3]) {
    const result = await benchSearch({ queries: 600, scale })
    console.log(
      `search (catalogue adapter, PGlite, ${result.catalogueSize} listings, ${result.queries} queries): ` +
        `p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms, p99 ${result.p99Ms} ms, max ${result.maxMs} ms ` +
        `(load average ${loadavg()[0]!.toFixed(1)})`,
    )
  }
}
