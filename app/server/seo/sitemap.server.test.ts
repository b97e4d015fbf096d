import { readFileSync } from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { validateXML } from 'xmllint-wasm'

import { allSubcategories, PILLARS } from '#app/lib/guides/pillars.ts'
import { createTestServices } from '#tests/db.ts'

import { seedContent } from '#app/server/db/seed.server.ts'

import { buildRobotsTxt } from '#app/server/seo/robots.server.ts'
import { buildSitemapXml, type SitemapGuide } from '#app/server/seo/sitemap.server.ts'

const APP_URL = 'https://giftwise.example'
const XSD = readFileSync(path.resolve('tests/contracts/sitemap.xsd'), 'utf8')

let services: Awaited<ReturnType<typeof createTestServices>>
let guides: SitemapGuide[]
let xml: string

beforeAll(async () => {
  services = await createTestServices()
  await seedContent(services.db, services.config)
  guides = await services.guides.sitemapGuides()
  xml = buildSitemapXml(APP_URL, guides)
})
afterAll(() => services.close())

/** <url> entries as loc -> {priority, changefreq, lastmod}. */
function entries(document: string) {
  const found = new Map<string, { priority?: string; changefreq?: string; lastmod?: string }>()
  for (const [, body] of document.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
    const field = (name: string) => body!.match(new RegExp(`<${name}>([^<]*)</${name}>`))?.[1]
    found.set(field('loc')!, {
      priority: field('priority'),
      changefreq: field('changefreq'),
      lastmod: field('lastmod'),
    })
  }
  return found
}

describe('/sitemap.xml', () => {
  it('is valid against the sitemaps.org XSD', async () => {
    const result = await validateXML({
      xml: [{ fileName: 'sitemap.xml', contents: xml }],
      schema: [{ fileName: 'sitemap.xsd', contents: XSD }],
    })
    expect(result.errors).toEqual([])
    expect(result.valid).toBe(true)
  })

  it('the validator does catch a broken sitemap', async () => {
    const broken = xml.replace('<priority>1.0</priority>', '<priority>2.0</priority>')
    const result = await validateXML({
      xml: [{ fileName: 'sitemap.xml', contents: broken }],
      schema: [{ fileName: 'sitemap.xsd', contents: XSD }],
    })
    expect(result.valid).toBe(false)
  })

  it('gives the fixed pages their priorities and change frequencies', () => {
    const urls = entries(xml)
    const expected: Record<string, [string, string]> = {
      '/': ['1.0', 'daily'],
      '/gift-finder': ['0.9', 'weekly'],
      '/gift-search': ['0.9', 'weekly'],
      '/guides': ['0.9', 'daily'],
      '/about': ['0.6', 'monthly'],
      '/contact': ['0.6', 'monthly'],
      '/privacy': ['0.4', 'monthly'],
      '/affiliate-disclosure': ['0.4', 'monthly'],
    }
    for (const [pathname, [priority, changefreq]] of Object.entries(expected)) {
      expect(urls.get(`${APP_URL}${pathname}`), pathname).toMatchObject({ priority, changefreq })
    }
  })

  it('lists every pillar (0.8 weekly), subcategory (0.7 weekly) and guide (0.6 monthly, lastmod = updated_at)', () => {
    const urls = entries(xml)
    for (const pillar of PILLARS) {
      expect(urls.get(`${APP_URL}/guides/${pillar.slug}`)).toMatchObject({ priority: '0.8', changefreq: 'weekly' })
    }
    for (const { pillar, subcategory } of allSubcategories()) {
      expect(urls.get(`${APP_URL}/guides/${pillar.slug}/${subcategory.slug}`)).toMatchObject({
        priority: '0.7',
        changefreq: 'weekly',
      })
    }
    expect(guides.length).toBeGreaterThanOrEqual(38)
    for (const guide of guides) {
      expect(urls.get(`${APP_URL}/guides/${guide.pillarSlug}/${guide.subcategorySlug}/blog/${guide.slug}`)).toEqual({
        priority: '0.6',
        changefreq: 'monthly',
        lastmod: guide.updatedAt.toISOString().slice(0, 10),
      })
    }
    expect(urls.get(`${APP_URL}/guides/tech-gadgets/audio/blog/best-wireless-headphones-2025`)?.lastmod).toBe(
      '2025-11-02',
    )
    expect(urls.size).toBe(8 + PILLARS.length + allSubcategories().length + guides.length)
  })

  it('escapes URLs for XML', () => {
    const escaped = buildSitemapXml('https://giftwise.example', [
      { pillarSlug: 'a&b', subcategorySlug: 'c', slug: 'd', updatedAt: new Date('2025-01-02T00:00:00Z') },
    ])
    expect(escaped).toContain('/guides/a&#38;b/c/blog/d</loc>')
    expect(escaped).not.toMatch(/&(?!#\d+;)/)
  })
})

describe('/robots.txt', () => {
  it('allows the site, keeps crawlers out of private areas and names the sitemap', () => {
    const lines = buildRobotsTxt(APP_URL).split('\n')
    expect(lines[0]).toBe('User-agent: *')
    expect(lines).toContain('Allow: /')
    for (const area of ['/wishlist', '/profile', '/auth', '/api/']) {
      expect(lines).toContain(`Disallow: ${area}`)
    }
    // The finder is the landing page for gift-idea searches: allowed, as the sitemap lists it.
    expect(lines.some((line) => line.startsWith('Disallow: /gift-finder'))).toBe(false)
    expect(lines).not.toContain('Disallow: /')
    expect(lines).toContain(`Sitemap: ${APP_URL}/sitemap.xml`)
  })
})
