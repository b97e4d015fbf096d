import { and, asc, desc, eq, ne } from 'drizzle-orm'

import { isAllowedRetailerUrl } from '#app/lib/affiliate.ts'
import { formatDate, readingTimeMinutes } from '#app/lib/format.ts'
import type { GuideSummary, ProductSummary } from '#app/lib/guides/guides.ts'

import { createContentCache, readContentVersion } from '#app/server/content/content-cache.server.ts'
import { sanitizeGuideHtml } from '#app/server/content/markdown.server.ts'
import type { Database } from '#app/server/db/client.server.ts'
import { guides, products } from '#app/server/db/schema.server.ts'

/** Featured products and guides per subcategory, related guides, Editor's Picks per pillar. */
export const GUIDE_LIMITS = { featuredProducts: 6, latestGuides: 4, relatedGuides: 8, editorsPicks: 6 } as const

export type Guide = typeof guides.$inferSelect

const productColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  imageUrl: products.imageUrl,
  price: products.price,
  currency: products.currency,
  brand: products.brand,
  rating: products.rating,
  affiliateLink: products.affiliateLink,
}

// Only links to allow-listed retailers leave the site; anything else shows 'Coming Soon'.
function toProduct(row: ProductSummary): ProductSummary {
  return {
    ...row,
    affiliateLink: row.affiliateLink && isAllowedRetailerUrl(row.affiliateLink) ? row.affiliateLink : null,
  }
}

const summaryColumns = {
  title: guides.title,
  slug: guides.slug,
  excerpt: guides.excerpt,
  author: guides.author,
  publishedAt: guides.publishedAt,
  featuredImageUrl: guides.featuredImageUrl,
  pillarSlug: guides.pillarSlug,
  subcategorySlug: guides.subcategorySlug,
  canonicalUrl: guides.canonicalUrl,
}

interface SummaryRow extends Omit<GuideSummary, 'path' | 'publishedAt' | 'publishedOn'> {
  publishedAt: Date
  canonicalUrl: string | null
}

function toSummary({ canonicalUrl, publishedAt, ...row }: SummaryRow): GuideSummary {
  return {
    ...row,
    publishedAt: publishedAt.toISOString(),
    publishedOn: formatDate(publishedAt),
    path: canonicalUrl ?? guidePath(row),
  }
}

/** The article URL of a guide. */
export function guidePath(guide: { pillarSlug: string; subcategorySlug: string; slug: string }): string {
  return `/guides/${guide.pillarSlug}/${guide.subcategorySlug}/blog/${guide.slug}`
}

/** Featured products of a subcategory: display order ascending, at most 6. */
async function listFeaturedProducts(
  db: Database,
  pillarSlug: string,
  subcategorySlug: string,
): Promise<ProductSummary[]> {
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(
      and(
        eq(products.pillarSlug, pillarSlug),
        eq(products.subcategorySlug, subcategorySlug),
        eq(products.isFeatured, true),
      ),
    )
    .orderBy(asc(products.displayOrder), asc(products.name))
    .limit(GUIDE_LIMITS.featuredProducts)
  return rows.map(toProduct)
}

/** Editor's Picks: the pillar's featured products, each subcategory's first pick before any second. */
async function listPillarFeaturedProducts(
  db: Database,
  pillarSlug: string,
  limit: number = GUIDE_LIMITS.editorsPicks,
): Promise<ProductSummary[]> {
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(and(eq(products.pillarSlug, pillarSlug), eq(products.isFeatured, true)))
    .orderBy(asc(products.displayOrder), asc(products.subcategorySlug), asc(products.name))
    .limit(limit)
  return rows.map(toProduct)
}

/** The newest guides of a subcategory: published_at descending, at most 4. */
async function listLatestGuides(db: Database, pillarSlug: string, subcategorySlug: string): Promise<GuideSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(guides)
    .where(and(eq(guides.pillarSlug, pillarSlug), eq(guides.subcategorySlug, subcategorySlug)))
    .orderBy(desc(guides.publishedAt), asc(guides.slug))
    .limit(GUIDE_LIMITS.latestGuides)
  return rows.map(toSummary)
}

/** One guide by slug, pillar and subcategory, or undefined. */
async function findGuide(
  db: Database,
  where: { pillarSlug: string; subcategorySlug: string; slug: string },
): Promise<Guide | undefined> {
  const [guide] = await db
    .select()
    .from(guides)
    .where(
      and(
        eq(guides.pillarSlug, where.pillarSlug),
        eq(guides.subcategorySlug, where.subcategorySlug),
        eq(guides.slug, where.slug),
      ),
    )
    .limit(1)
  return guide
}

/**
 * 'You Might Also Like' under an article: the same subcategory without the current guide, up to 8,
 * topped up to 8 from the pillar's other subcategories.
 */
async function listRelatedGuides(
  db: Database,
  current: { pillarSlug: string; subcategorySlug: string; slug: string },
): Promise<GuideSummary[]> {
  const limit = GUIDE_LIMITS.relatedGuides
  const sameSubcategory = await db
    .select(summaryColumns)
    .from(guides)
    .where(
      and(
        eq(guides.pillarSlug, current.pillarSlug),
        eq(guides.subcategorySlug, current.subcategorySlug),
        ne(guides.slug, current.slug),
      ),
    )
    .orderBy(desc(guides.publishedAt), asc(guides.slug))
    .limit(limit)
  if (sameSubcategory.length >= limit) return sameSubcategory.map(toSummary)
  const topUp = await db
    .select(summaryColumns)
    .from(guides)
    .where(and(eq(guides.pillarSlug, current.pillarSlug), ne(guides.subcategorySlug, current.subcategorySlug)))
    .orderBy(desc(guides.publishedAt), asc(guides.slug))
    .limit(limit - sameSubcategory.length)
  return [...sameSubcategory, ...topUp].map(toSummary)
}

/** Every guide of a pillar, newest first (the /guides/{pillar}/blog list). */
async function listPillarGuides(db: Database, pillarSlug: string): Promise<GuideSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(guides)
    .where(eq(guides.pillarSlug, pillarSlug))
    .orderBy(desc(guides.publishedAt), asc(guides.slug))
  return rows.map(toSummary)
}

/** The canonical article path of a pillar's guide found by its slug alone (blog-style URLs), or undefined. */
async function findPillarGuidePath(db: Database, pillarSlug: string, slug: string): Promise<string | undefined> {
  const [row] = await db
    .select(summaryColumns)
    .from(guides)
    .where(and(eq(guides.pillarSlug, pillarSlug), eq(guides.slug, slug)))
    .orderBy(desc(guides.publishedAt), asc(guides.subcategorySlug))
    .limit(1)
  return row ? toSummary(row).path : undefined
}

/** Rows for the sitemap: location and updated_at, most recently updated first. */
function listSitemapGuides(db: Database) {
  return db
    .select({
      pillarSlug: guides.pillarSlug,
      subcategorySlug: guides.subcategorySlug,
      slug: guides.slug,
      updatedAt: guides.updatedAt,
    })
    .from(guides)
    .orderBy(desc(guides.updatedAt), asc(guides.slug))
}

/** The social card of a guide: its own og_image, else its subcategory's 1200x630 card. */
export function guideOgImage(guide: Pick<Guide, 'ogImage' | 'subcategorySlug'>): string {
  return guide.ogImage ?? `/images/og/subcategories/${guide.subcategorySlug}.jpg`
}

/** A guide article ready to render: sanitised body, reading time, en-GB date and related guides. */
export interface GuideArticle {
  title: string
  excerpt: string
  author: string
  publishedAt: string
  publishedOn: string
  updatedAt: string
  featuredImageUrl: string | null
  ogImage: string
  metaTitle: string
  metaDescription: string
  path: string
  pillarSlug: string
  subcategorySlug: string
  /** Sanitised on the server; empty when the guide has no body. */
  bodyHtml: string
  readingMinutes: number
  related: GuideSummary[]
}

/** The article at /guides/{pillar}/{subcategory}/blog/{slug}, or undefined when there is none. */
async function getGuideArticle(
  db: Database,
  where: { pillarSlug: string; subcategorySlug: string; slug: string },
): Promise<GuideArticle | undefined> {
  const guide = await findGuide(db, where)
  if (!guide) return undefined
  const related = await listRelatedGuides(db, guide)
  // The seed stores bodies sanitised; sanitising again keeps a row written any other way safe, and
  // costs once per guide and content version since articles are cached (createGuideService).
  const bodyHtml = guide.content ? sanitizeGuideHtml(guide.content).trim() : ''
  return {
    title: guide.title,
    excerpt: guide.excerpt ?? '',
    author: guide.author || 'the team',
    publishedAt: guide.publishedAt.toISOString(),
    publishedOn: formatDate(guide.publishedAt),
    updatedAt: guide.updatedAt.toISOString(),
    featuredImageUrl: guide.featuredImageUrl,
    ogImage: guideOgImage(guide),
    metaTitle: guide.metaTitle ?? guide.title,
    metaDescription: guide.metaDescription ?? guide.excerpt ?? '',
    path: guide.canonicalUrl ?? guidePath(guide),
    pillarSlug: guide.pillarSlug,
    subcategorySlug: guide.subcategorySlug,
    bodyHtml,
    readingMinutes: readingTimeMinutes(bodyHtml),
    related,
  }
}

/** Guides: what the guide pages, the blog routes, the sitemap and the render cache read. */
export function createGuideService({ db }: { db: Database }) {
  const contentVersion = () => readContentVersion(db)
  // Articles change only when the seed runs: each is read and prepared once per content version.
  const articles = createContentCache({ contentVersion })
  return {
    featuredProducts: (pillarSlug: string, subcategorySlug: string) =>
      listFeaturedProducts(db, pillarSlug, subcategorySlug),
    editorsPicks: (pillarSlug: string, limit?: number) => listPillarFeaturedProducts(db, pillarSlug, limit),
    latestGuides: (pillarSlug: string, subcategorySlug: string) => listLatestGuides(db, pillarSlug, subcategorySlug),
    pillarGuides: (pillarSlug: string) => listPillarGuides(db, pillarSlug),
    pillarGuidePath: (pillarSlug: string, slug: string) => findPillarGuidePath(db, pillarSlug, slug),
    article: (where: { pillarSlug: string; subcategorySlug: string; slug: string }) =>
      articles.get(`${where.pillarSlug}/${where.subcategorySlug}/${where.slug}`, () => getGuideArticle(db, where)),
    findGuide: (where: { pillarSlug: string; subcategorySlug: string; slug: string }) => findGuide(db, where),
    relatedGuides: (guide: Pick<Guide, 'pillarSlug' | 'subcategorySlug' | 'slug'>) => listRelatedGuides(db, guide),
    sitemapGuides: () => listSitemapGuides(db),
    contentVersion,
    /** Stops the article cache listening for seeds (the services are being stopped). */
    close: () => articles.close(),
  }
}

export type GuideService = ReturnType<typeof createGuideService>
