import { allSubcategories, PILLARS } from '#app/lib/guides/pillars.ts'
import { absoluteUrl } from '#app/lib/seo.ts'

type ChangeFrequency = 'daily' | 'weekly' | 'monthly'

export interface SitemapEntry {
  path: string
  priority: string
  changefreq: ChangeFrequency
  lastmod?: string
}

/** The fixed pages of the sitemap with their priority and change frequency. */
export const STATIC_SITEMAP_PAGES: readonly SitemapEntry[] = [
  { path: '/', priority: '1.0', changefreq: 'daily' },
  { path: '/gift-finder', priority: '0.9', changefreq: 'weekly' },
  { path: '/gift-search', priority: '0.9', changefreq: 'weekly' },
  { path: '/guides', priority: '0.9', changefreq: 'daily' },
  { path: '/about', priority: '0.6', changefreq: 'monthly' },
  { path: '/contact', priority: '0.6', changefreq: 'monthly' },
  { path: '/privacy', priority: '0.4', changefreq: 'monthly' },
  { path: '/affiliate-disclosure', priority: '0.4', changefreq: 'monthly' },
]

export interface SitemapGuide {
  pillarSlug: string
  subcategorySlug: string
  slug: string
  updatedAt: Date
}

/** Every URL of the sitemap: static pages, pillars (0.8), subcategories (0.7) and guides (0.6). */
export function sitemapEntries(guides: readonly SitemapGuide[]): SitemapEntry[] {
  return [
    ...STATIC_SITEMAP_PAGES,
    ...PILLARS.map((pillar): SitemapEntry => ({
      path: `/guides/${pillar.slug}`,
      priority: '0.8',
      changefreq: 'weekly',
    })),
    ...allSubcategories().map(({ pillar, subcategory }): SitemapEntry => ({
      path: `/guides/${pillar.slug}/${subcategory.slug}`,
      priority: '0.7',
      changefreq: 'weekly',
    })),
    ...guides.map((guide): SitemapEntry => ({
      path: `/guides/${guide.pillarSlug}/${guide.subcategorySlug}/blog/${guide.slug}`,
      priority: '0.6',
      changefreq: 'monthly',
      // W3C Datetime, date precision: the day the guide last changed.
      lastmod: guide.updatedAt.toISOString().slice(0, 10),
    })),
  ]
}

function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** The sitemaps.org 0.9 document (tests/contracts/sitemap.xsd) with absolute URLs. */
export function buildSitemapXml(appUrl: string, guides: readonly SitemapGuide[]): string {
  const urls = sitemapEntries(guides).map((entry) =>
    [
      '  <url>',
      `    <loc>${escapeXml(absoluteUrl(appUrl, entry.path))}</loc>`,
      entry.lastmod ? `    <lastmod>${entry.lastmod}</lastmod>` : null,
      `    <changefreq>${entry.changefreq}</changefreq>`,
      `    <priority>${entry.priority}</priority>`,
      '  </url>',
    ]
      .filter(Boolean)
      .join('\n'),
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}
