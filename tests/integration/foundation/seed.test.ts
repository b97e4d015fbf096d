import { count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { allSubcategories } from '#app/lib/guides/pillars.ts'
import type { DatabaseHandle } from '#app/server/db/client.server.ts'
import { catalogueItems, guides, products } from '#app/server/db/schema.server.ts'
import { seedContent } from '#app/server/db/seed.server.ts'

import { createTestDatabase } from '../../db.ts'

let database: DatabaseHandle
const config = { AMAZON_TAG: 'giftwise-21' }

beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.close())

describe('seedContent', () => {
  it('loads every guide, curated product and catalogue listing, then skips an unchanged second run', async () => {
    const first = await seedContent(database.db, config)
    expect(first.skipped).toBe(false)
    expect(first.catalogue).toBeGreaterThanOrEqual(2000)

    const second = await seedContent(database.db, config)
    expect(second.skipped).toBe(true)

    const forced = await seedContent(database.db, config, { force: true })
    const [guideCount] = await database.db.select({ n: count() }).from(guides)
    const [productCount] = await database.db.select({ n: count() }).from(products)
    const [listingCount] = await database.db.select({ n: count() }).from(catalogueItems)
    // A forced re-run replaces rows instead of duplicating them.
    expect(guideCount!.n).toBe(forced.guides)
    expect(productCount!.n).toBe(forced.products)
    expect(listingCount!.n).toBe(forced.catalogue)
  }, 120_000)

  it('covers every one of the 38 subcategories with a guide, three curated products and catalogue listings', async () => {
    for (const { pillar, subcategory } of allSubcategories()) {
      const where = (table: typeof guides | typeof products | typeof catalogueItems) =>
        sql`${table.pillarSlug} = ${pillar.slug} and ${table.subcategorySlug} = ${subcategory.slug}`
      const [g] = await database.db.select({ n: count() }).from(guides).where(where(guides))
      const [p] = await database.db.select({ n: count() }).from(products).where(where(products))
      const [c] = await database.db.select({ n: count() }).from(catalogueItems).where(where(catalogueItems))
      expect(g!.n, `${subcategory.slug} guides`).toBeGreaterThanOrEqual(1)
      expect(p!.n, `${subcategory.slug} products`).toBeGreaterThanOrEqual(3)
      expect(c!.n, `${subcategory.slug} listings`).toBeGreaterThanOrEqual(40)
    }
  })

  it('stores guides as HTML with the default author and builds affiliate links with the tag', async () => {
    const [headphones] = await database.db.select().from(guides).where(eq(guides.slug, 'best-wireless-headphones-2025'))
    expect(headphones).toMatchObject({
      title: 'Best Wireless Headphones 2025',
      pillarSlug: 'tech-gadgets',
      subcategorySlug: 'audio',
    })
    expect(headphones!.content).toMatch(/<h2[^>]*>/)
    const anonymous = await database.db.select().from(guides).where(eq(guides.author, 'the team'))
    expect(anonymous.length).toBeGreaterThan(0)

    const linked = await database.db
      .select()
      .from(products)
      .where(sql`${products.affiliateLink} is not null`)
      .limit(5)
    for (const product of linked) {
      const url = new URL(product.affiliateLink!)
      expect(url.hostname).toBe('www.amazon.co.uk')
      expect(url.searchParams.get('tag')).toBe('giftwise-21')
    }
    const unlinked = await database.db
      .select()
      .from(products)
      .where(sql`${products.affiliateLink} is null`)
    expect(unlinked.length).toBeGreaterThan(0)
  })

  it('answers the health check query', async () => {
    await expect(database.ping()).resolves.toBeUndefined()
  })
})
