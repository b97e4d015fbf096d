import { sql, type SQL } from 'drizzle-orm'

import { ebaySearchUrl } from '#app/lib/affiliate.ts'
import { formatGBP } from '#app/lib/format.ts'

import type { AppConfig } from '#app/server/config.server.ts'
import { createContentCache, readContentVersion } from '#app/server/content/content-cache.server.ts'
import type { Database } from '#app/server/db/client.server.ts'
import { queryRow, queryRows } from '#app/server/db/rows.server.ts'

import type {
  Marketplace,
  MarketplaceItem,
  MarketplacePage,
  MarketplaceQuery,
} from '#app/server/marketplace/port.server.ts'

type CatalogueConfig = Pick<AppConfig, 'EBAY_CAMPAIGN_ID' | 'EBAY_MARKETPLACE_ID'>

interface CatalogueRow {
  id: string
  title: string
  description: string
  brand: string
  price: string | number
  image_url: string
  condition: string
  seller_username: string | null
  seller_feedback_percentage: string | number | null
  idea_id: string | null
  total: string | number
}

const CONDITION_VALUES = { new: 'New', used: 'Used' } as const

/**
 * Words of a query for the loose fallback: letters and digits only, so nothing the user types can
 * be read as tsquery syntax.
 */
export function looseTsQuery(query: string): string {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
  const unique = [...new Set(words.filter((word) => word.length >= 2))].slice(0, 12)
  return unique.map((word) => `${word}:*`).join(' | ')
}

/**
 * The embedded marketplace: Postgres full-text search over catalogue_items.
 * The strict query is websearch syntax (all words must match); when it finds nothing under the
 * filters, any word or word prefix matches instead, still ranked by ts_rank_cd.
 */
export function createCatalogueMarketplace(db: Database, config: CatalogueConfig): Marketplace {
  // Only the seed writes the catalogue, so a search answers the same until the next seed: the
  // answers to recent searches are kept (not the misses) and emptied when the content changes.
  const searches = createContentCache({ contentVersion: () => readContentVersion(db), maxEntries: 500 })
  // The finder asks for the listings of thirty to sixty ideas on every batch: every idea's listings
  // are read in one query, kept by idea (cheapest first) until the next seed, and filtered by price here.
  const ideaListings = createContentCache({ contentVersion: () => readContentVersion(db), maxEntries: 1 })
  const listingsByIdea = () =>
    ideaListings.get('by-idea', async () => {
      const rows = await queryRows<CatalogueRow>(
        db,
        sql`
        select id, title, description, brand, price, image_url, condition, seller_username,
               seller_feedback_percentage, idea_id, 0 as total
        from catalogue_items
        where idea_id is not null
        order by idea_id, price, id`,
      )
      const byIdea = new Map<string, { price: number; item: MarketplaceItem }[]>()
      for (const row of rows) {
        const list = byIdea.get(row.idea_id!) ?? []
        list.push({ price: Number(row.price), item: toItem(row, config) })
        byIdea.set(row.idea_id!, list)
      }
      return byIdea
    })

  async function search(query: MarketplaceQuery): Promise<MarketplacePage> {
    const strict = query.query.trim()
    const loose = looseTsQuery(strict)
    if (!strict || !loose) return { items: [], total: 0 }

    const page = {
      filters: filterSql(query),
      limit: Math.max(0, Math.floor(query.limit)),
      offset: Math.max(0, Math.floor(query.offset)),
    }
    // Two plain queries rather than one with a CASE: only a constant tsquery lets Postgres use the GIN index.
    const strictQuery = sql`websearch_to_tsquery('english', ${strict})`
    let rows = await matching(db, strictQuery, page)
    // An empty page past the end of the strict matches is not a reason to switch to the loose query.
    if (!rows.length && !(page.offset > 0 && (await anyMatch(db, strictQuery, page.filters)))) {
      rows = await matching(db, sql`to_tsquery('english', ${loose})`, page)
    }
    return {
      items: rows.map((row) => toItem(row, config)),
      total: rows.length ? Number(rows[0]!.total) : 0,
    }
  }

  return {
    kind: 'catalogue',
    search(query: MarketplaceQuery): Promise<MarketplacePage> {
      const { query: words, budget, condition, limit, offset, excludeItemIds } = query
      const key = JSON.stringify([words.trim(), budget?.min, budget?.max, condition, limit, offset, excludeItemIds])
      // Every caller gets its own copies of the items, so one changing them cannot change another's.
      return searches
        .get(key, () => search(query))
        .then((page) => ({ ...page, items: page.items.map((item) => ({ ...item })) }))
    },

    async listingsForIdeas(ideaIds, budget) {
      const found = new Map<string, MarketplaceItem[]>()
      if (!ideaIds.length) return found
      const { min = 0, max = Number.POSITIVE_INFINITY } = budget
      const all = await listingsByIdea()
      for (const id of new Set(ideaIds)) {
        const inBudget = (all.get(id) ?? []).filter(({ price }) => price >= min && price <= max)
        // Every caller gets its own copies, as with searches.
        if (inBudget.length)
          found.set(
            id,
            inBudget.map(({ item }) => ({ ...item })),
          )
      }
      return found
    },
  }
}

async function matching(
  db: Database,
  tsquery: SQL,
  page: { filters: SQL; limit: number; offset: number },
): Promise<CatalogueRow[]> {
  return queryRows<CatalogueRow>(
    db,
    sql`
    select id, title, description, brand, price, image_url, condition, seller_username,
           seller_feedback_percentage, idea_id, count(*) over () as total
    from catalogue_items
    where search_vector @@ ${tsquery} and ${page.filters}
    order by ts_rank_cd(search_vector, ${tsquery}) desc, id
    limit ${page.limit} offset ${page.offset}`,
  )
}

async function anyMatch(db: Database, tsquery: SQL, filters: SQL): Promise<boolean> {
  const row = await queryRow<{ found: boolean }>(
    db,
    sql`select exists (select 1 from catalogue_items where search_vector @@ ${tsquery} and ${filters}) as found`,
  )
  return row?.found === true
}

function filterSql(query: MarketplaceQuery): SQL {
  const parts: SQL[] = []
  const { min, max } = query.budget ?? {}
  if (min !== undefined && min > 0) parts.push(sql`price >= ${min}`)
  if (max !== undefined) parts.push(sql`price <= ${max}`)
  if (query.condition !== 'both') parts.push(sql`condition = ${CONDITION_VALUES[query.condition]}`)
  const excluded = [...new Set(query.excludeItemIds ?? [])]
  if (excluded.length) {
    parts.push(
      sql`id not in (${sql.join(
        excluded.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    )
  }
  return parts.length ? sql.join(parts, sql` and `) : sql`true`
}

function toItem(row: CatalogueRow, config: CatalogueConfig): MarketplaceItem {
  const price = Number(row.price)
  const feedback = row.seller_feedback_percentage === null ? null : Number(row.seller_feedback_percentage)
  const used = row.condition === 'Used'
  return {
    itemId: row.id,
    name: row.title,
    price: formatGBP(price),
    totalPrice: price,
    imageUrl: row.image_url,
    // The catalogue has no eBay listings of its own: link to the same product searched on eBay UK.
    ebayItemUrl: ebaySearchUrl(row.title.replace(/\s*\(Pre-owned\)$/, ''), {
      campaignId: config.EBAY_CAMPAIGN_ID,
      marketplaceId: config.EBAY_MARKETPLACE_ID,
      condition: used ? 'used' : 'new',
    }),
    linkKind: 'search',
    condition: row.condition,
    sellerUsername: row.seller_username,
    // real columns come back as floats (98.7 may read 98.69999694824219): keep one decimal.
    sellerFeedbackPercentage: feedback === null ? null : Math.round(feedback * 10) / 10,
    description: row.description,
    brand: row.brand,
    ideaId: row.idea_id,
  }
}
