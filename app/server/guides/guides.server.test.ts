import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestServices } from '#tests/db.ts'

import { sanitizeGuideHtml } from '#app/server/content/markdown.server.ts'
import { guides, products } from '#app/server/db/schema.server.ts'
import { seedContent } from '#app/server/db/seed.server.ts'

let services: Awaited<ReturnType<typeof createTestServices>>

beforeAll(async () => {
  services = await createTestServices()
  await seedContent(services.db, services.config)
})
afterAll(() => services.close())

const HEADPHONES = { pillarSlug: 'tech-gadgets', subcategorySlug: 'audio', slug: 'best-wireless-headphones-2025' }

function guideRow(pillarSlug: string, subcategorySlug: string, slug: string, publishedAt: string) {
  return {
    title: slug,
    slug,
    excerpt: `About ${slug}`,
    content: '<p>Words</p>',
    publishedAt: new Date(publishedAt),
    updatedAt: new Date(publishedAt),
    canonicalUrl: `/guides/${pillarSlug}/${subcategorySlug}/blog/${slug}`,
    pillarSlug,
    subcategorySlug,
  }
}

describe('related guides', () => {
  it('lists the rest of the subcategory first, then tops up from the pillar to 8', async () => {
    const related = await services.guides.relatedGuides(HEADPHONES)
    expect(related).toHaveLength(8)
    expect(related.map((guide) => guide.slug)).not.toContain(HEADPHONES.slug)
    expect(related.every((guide) => guide.pillarSlug === 'tech-gadgets')).toBe(true)
    // audio holds exactly one other guide; it comes first, the top-up from other subcategories after it.
    expect(related[0]).toMatchObject({ subcategorySlug: 'audio', slug: 'best-bluetooth-speaker-gifts' })
    expect(related.slice(1).every((guide) => guide.subcategorySlug !== 'audio')).toBe(true)
    expect(new Set(related.map((guide) => guide.path)).size).toBe(8)
    const topUp = related.slice(1).map((guide) => guide.publishedAt)
    expect(topUp).toEqual([...topUp].sort().reverse())
  })

  it('needs no top-up when the subcategory alone has 8 others', async () => {
    await services.db
      .insert(guides)
      .values(
        Array.from({ length: 9 }, (_, index) =>
          guideRow('fitness-health', 'home-gym', `home-gym-extra-${index}`, `2025-0${index + 1}-10`),
        ),
      )
    const related = await services.guides.relatedGuides({
      pillarSlug: 'fitness-health',
      subcategorySlug: 'home-gym',
      slug: 'home-gym-extra-0',
    })
    expect(related).toHaveLength(8)
    expect(related.every((guide) => guide.subcategorySlug === 'home-gym')).toBe(true)
    expect(related.map((guide) => guide.slug)).not.toContain('home-gym-extra-0')
  })

  it('returns fewer than 8 only when the whole pillar has fewer', async () => {
    const related = await services.guides.relatedGuides({
      pillarSlug: 'luxury-unique',
      subcategorySlug: 'premium-tech',
      slug: 'premium-tech-gifts-worth-the-money',
    })
    const pillarGuides = await services.guides.pillarGuides('luxury-unique')
    expect(related).toHaveLength(Math.min(8, pillarGuides.length - 1))
  })
})

describe('subcategory listings', () => {
  it('featured products: featured only, display order ascending, at most 6', async () => {
    // Seven extra featured products and one that is not featured.
    await services.db.insert(products).values([
      ...Array.from({ length: 7 }, (_, index) => ({
        name: `Extra speaker ${index}`,
        pillarSlug: 'tech-gadgets',
        subcategorySlug: 'audio',
        isFeatured: true,
        displayOrder: 100 + index,
      })),
      {
        name: 'Hidden first',
        pillarSlug: 'tech-gadgets',
        subcategorySlug: 'audio',
        isFeatured: false,
        displayOrder: -1,
      },
    ])
    const featured = await services.guides.featuredProducts('tech-gadgets', 'audio')
    expect(featured).toHaveLength(6)
    expect(featured.map((product) => product.name)).not.toContain('Hidden first')
    const stored = await services.db.select().from(products).where(eq(products.subcategorySlug, 'audio'))
    const orders = featured.map((product) => stored.find((row) => row.id === product.id)!.displayOrder)
    expect(orders).toEqual([...orders].sort((a, b) => a - b))
    expect(featured[0]!.name).toBe('Sony WH-1000XM5 Wireless Headphones')
  })

  it('keeps only allow-listed retailer links; a product without one has none', async () => {
    await services.db.insert(products).values([
      {
        name: 'Odd link',
        pillarSlug: 'occasions',
        subcategorySlug: 'weddings',
        isFeatured: true,
        displayOrder: -5,
        affiliateLink: 'https://evil.example/buy',
      },
    ])
    const featured = await services.guides.featuredProducts('occasions', 'weddings')
    expect(featured.find((product) => product.name === 'Odd link')?.affiliateLink).toBeNull()
    for (const product of featured.filter((candidate) => candidate.affiliateLink)) {
      expect(product.affiliateLink).toMatch(/^https:\/\/www\.amazon\.co\.uk\/s\?k=.+&tag=giftwise-21$/)
    }
  })

  it("Editor's Picks are the pillar's featured products", async () => {
    const picks = await services.guides.editorsPicks('home-kitchen')
    expect(picks.length).toBeGreaterThan(0)
    expect(picks.length).toBeLessThanOrEqual(6)
  })

  it('latest guides: newest first, at most 4', async () => {
    const latest = await services.guides.latestGuides('fitness-health', 'home-gym')
    expect(latest).toHaveLength(4)
    const dates = latest.map((guide) => guide.publishedAt)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(latest[0]!.slug).toBe('home-gym-extra-8')
  })
})

describe('guide article', () => {
  it('has a sanitised body, reading time (words / 200 rounded up), an en-GB date and og image', async () => {
    const article = await services.guides.article(HEADPHONES)
    expect(article).toBeDefined()
    const words = article!.bodyHtml
      .replace(/<[^>]*>/g, ' ')
      .trim()
      .split(/\s+/).length
    expect(article!.readingMinutes).toBe(Math.ceil(words / 200))
    expect(article!.publishedOn).toBe('14 March 2025')
    expect(article!.author).toBe('Giftwise Tech Desk')
    expect(article!.ogImage).toBe('/images/og/subcategories/audio.jpg')
    expect(article!.related).toHaveLength(8)
  })

  it("sanitises stored HTML, defaults the author to 'the team' and reads 5 minutes with no body", async () => {
    await services.db.insert(guides).values([
      {
        ...guideRow('occasions', 'weddings', 'dangerous', '2025-05-01'),
        content: '<p onclick="x()">Hi</p><script>alert(1)</script>',
      },
      { ...guideRow('occasions', 'weddings', 'empty', '2025-05-02'), content: '' },
    ])
    const dangerous = await services.guides.article({
      pillarSlug: 'occasions',
      subcategorySlug: 'weddings',
      slug: 'dangerous',
    })
    expect(dangerous!.bodyHtml).toBe('<p>Hi</p>')
    expect(dangerous!.author).toBe('the team')
    const empty = await services.guides.article({
      pillarSlug: 'occasions',
      subcategorySlug: 'weddings',
      slug: 'empty',
    })
    expect(empty!.bodyHtml).toBe('')
    expect(empty!.readingMinutes).toBe(5)
  })

  it('is undefined for an unknown slug or the wrong subcategory', async () => {
    expect(await services.guides.article({ ...HEADPHONES, slug: 'nope' })).toBeUndefined()
    expect(await services.guides.article({ ...HEADPHONES, subcategorySlug: 'gaming' })).toBeUndefined()
  })
})

describe('blog-style lookups and the sitemap rows', () => {
  it("finds a pillar's guide by slug alone", async () => {
    expect(await services.guides.pillarGuidePath('tech-gadgets', HEADPHONES.slug)).toBe(
      '/guides/tech-gadgets/audio/blog/best-wireless-headphones-2025',
    )
    expect(await services.guides.pillarGuidePath('home-kitchen', HEADPHONES.slug)).toBeUndefined()
  })

  it('lists every guide by updated_at descending', async () => {
    const rows = await services.guides.sitemapGuides()
    const all = await services.db.select({ id: guides.id }).from(guides)
    expect(rows).toHaveLength(all.length)
    const times = rows.map((row) => row.updatedAt.getTime())
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('the content version changes when the seed runs again', async () => {
    const before = await services.guides.contentVersion()
    await seedContent(services.db, services.config, { force: true })
    expect(await services.guides.contentVersion()).not.toBe(before)
  })
})

describe('guide bodies prepared at seed time', () => {
  const SPEAKER = { pillarSlug: 'tech-gadgets', subcategorySlug: 'audio', slug: 'best-bluetooth-speaker-gifts' }

  it('stores each body as sanitised HTML, which is exactly what the article shows', async () => {
    const rows = await services.db.select({ slug: guides.slug, content: guides.content }).from(guides)
    const seeded = rows.filter((row) => !row.slug.startsWith('home-gym-extra') && row.content)
    expect(seeded.length).toBeGreaterThan(20)
    for (const row of seeded) {
      // Already sanitised: sanitising again changes nothing, and no Markdown is left to parse.
      expect(sanitizeGuideHtml(row.content!).trim()).toBe(row.content)
      expect(row.content).not.toMatch(/^#{2,4} /m)
    }
    const stored = rows.find((row) => row.slug === HEADPHONES.slug)!.content
    expect(stored).toContain('<h2>')
    expect((await services.guides.article(HEADPHONES))!.bodyHtml).toBe(stored)
  })

  it('shows what the latest seed stored, not an article read before it', async () => {
    await services.db.update(guides).set({ title: 'Changed by hand' }).where(eq(guides.slug, SPEAKER.slug))
    expect((await services.guides.article(SPEAKER))!.title).toBe('Changed by hand')
    await seedContent(services.db, services.config, { force: true })
    expect((await services.guides.article(SPEAKER))!.title).not.toBe('Changed by hand')
  })
})
