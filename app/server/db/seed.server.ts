import { eq, sql } from 'drizzle-orm'

import { amazonSearchUrl } from '#app/lib/affiliate.ts'

import type { AppConfig } from '#app/server/config.server.ts'
import { expandCatalogue, knowledgeListings } from '#app/server/content/catalogue.server.ts'
import {
  contentHash,
  readCatalogueFiles,
  readCuratedProducts,
  readGuideSources,
} from '#app/server/content/sources.server.ts'

import { contentChanged } from '#app/server/content/content-cache.server.ts'
import { bulkInsert } from '#app/server/db/bulk-insert.server.ts'
import type { Database } from '#app/server/db/client.server.ts'
import { knowledgeBase } from '#app/server/gift-finder/knowledge/knowledge.server.ts'
import { catalogueItems, contentState, guides, products } from '#app/server/db/schema.server.ts'

const CHUNK = 500
/**
 * How the seed turns content into rows. A change to it (e.g. guide bodies now stored sanitised)
 * must reach databases seeded by the previous code even though no content file changed.
 */
const SEED_FORMAT = 2

export interface SeedResult {
  skipped: boolean
  guides: number
  products: number
  catalogue: number
}

/**
 * Loads content/ into the guides, products and catalogue tables. Idempotent: rows are keyed by
 * their natural keys and replaced; a run with unchanged content (and tag) does nothing.
 */
export async function seedContent(
  db: Database,
  config: Pick<AppConfig, 'AMAZON_TAG'>,
  options: { force?: boolean } = {},
): Promise<SeedResult> {
  const hash = `${contentHash()}:${config.AMAZON_TAG}:${SEED_FORMAT}`
  if (!options.force) {
    const [state] = await db.select().from(contentState).where(eq(contentState.key, 'content'))
    if (state?.hash === hash) return { skipped: true, guides: 0, products: 0, catalogue: 0 }
  }

  const guideSources = readGuideSources()
  const productSources = readCuratedProducts()
  // The curated catalogue, then the listings of the gift finder's ideas.
  const listings = [...expandCatalogue(readCatalogueFiles()), ...knowledgeListings(knowledgeBase())]

  await db.transaction(async (tx) => {
    // Guides: the repository owns them, so the table mirrors content/guides exactly.
    await tx.delete(guides)
    for (let i = 0; i < guideSources.length; i += CHUNK) {
      await tx.insert(guides).values(
        guideSources.slice(i, i + CHUNK).map((guide) => ({
          title: guide.title,
          slug: guide.slug,
          excerpt: guide.excerpt,
          content: guide.contentHtml,
          author: guide.author ?? 'the team',
          publishedAt: guide.publishedAt,
          updatedAt: guide.updatedAt,
          featuredImageUrl: guide.featuredImageUrl,
          // Each subcategory has a 1200x630 JPEG social card (public/images/og/subcategories).
          ogImage: `/images/og/subcategories/${guide.subcategorySlug}.jpg`,
          metaTitle: guide.metaTitle ?? null,
          metaDescription: guide.metaDescription ?? null,
          canonicalUrl: `/guides/${guide.pillarSlug}/${guide.subcategorySlug}/blog/${guide.slug}`,
          pillarSlug: guide.pillarSlug,
          subcategorySlug: guide.subcategorySlug,
        })),
      )
    }

    await tx.delete(products)
    for (let i = 0; i < productSources.length; i += CHUNK) {
      await tx.insert(products).values(
        productSources.slice(i, i + CHUNK).map((product) => ({
          name: product.name,
          description: product.description,
          imageUrl: `/images/products/${product.image}.svg`,
          price: product.price,
          currency: 'GBP',
          brand: product.brand,
          rating: product.rating,
          affiliateLink: product.amazonQuery ? amazonSearchUrl(product.amazonQuery, config.AMAZON_TAG) : null,
          pillarSlug: product.pillarSlug,
          subcategorySlug: product.subcategory,
          isFeatured: product.isFeatured,
          displayOrder: product.displayOrder,
        })),
      )
    }

    await tx.delete(catalogueItems)
    await bulkInsert(tx, catalogueItems, listings)
    // Bulk inserts park GIN entries in the index's pending list, which every search then scans in
    // full (about 10x slower) until a vacuum; PGlite never autovacuums. Merge it now and refresh stats.
    await tx.execute(sql`select gin_clean_pending_list('catalogue_items_search_idx'::regclass)`)
    await tx.execute(sql`analyze catalogue_items`)

    await tx
      .insert(contentState)
      .values({ key: 'content', hash })
      .onConflictDoUpdate({ target: contentState.key, set: { hash, updatedAt: sql`now()` } })
  })
  // This process's caches of seeded content go at once; other instances see the new version within a second.
  contentChanged()

  return { skipped: false, guides: guideSources.length, products: productSources.length, catalogue: listings.length }
}
