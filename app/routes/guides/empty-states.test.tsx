import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'

import { findPillar, findSubcategory } from '#app/lib/guides/pillars.ts'

import ArticlePage from '#app/routes/guides/article.tsx'
import PillarPage from '#app/routes/guides/pillar.tsx'
import SubcategoryPage from '#app/routes/guides/subcategory.tsx'

/** Server-renders a guide page with the given loader data, as the first paint of that URL. */
function render(path: string, pattern: string, Component: ComponentType<never>, loaderData: unknown): string {
  const Stub = createRoutesStub([{ id: 'page', path: pattern, Component: Component as ComponentType }])
  const html = renderToString(<Stub initialEntries={[path]} hydrationData={{ loaderData: { page: loaderData } }} />)
  return html.replace(/<!-- -->/g, '').replace(/&#x27;/g, "'")
}

describe('empty states of the guide pages', () => {
  it("the pillar page shows 'Coming soon' under Editor's Picks only when it has none", () => {
    const pillar = findPillar('occasions')!
    const empty = render('/guides/occasions', '/guides/:pillarSlug', PillarPage, {
      pillar,
      editorsPicks: [],
      alsoLike: [],
    })
    expect(empty).toMatch(/Editor's Picks<\/h2><p[^>]*>Coming soon<\/p>/)
    const withPicks = render('/guides/occasions', '/guides/:pillarSlug', PillarPage, {
      pillar,
      editorsPicks: [
        {
          id: '1',
          name: 'Keepsake box',
          description: null,
          imageUrl: null,
          price: 20,
          currency: 'GBP',
          brand: null,
          rating: null,
          affiliateLink: null,
        },
      ],
      alsoLike: [],
    })
    expect(withPicks).not.toContain('Coming soon')
    expect(withPicks).toContain('Keepsake box')
    expect(withPicks).toContain('Coming Soon</button>')
  })

  it('the subcategory page says what is coming when it has no products or guides', () => {
    const found = findSubcategory('occasions', 'weddings')!
    const html = render('/guides/occasions/weddings', '/guides/:pillarSlug/:subcategorySlug', SubcategoryPage, {
      ...found,
      products: [],
      guides: [],
      alsoLike: [],
    })
    expect(html).toContain('Featured products coming soon')
    expect(html).toContain('In-depth guides and reviews coming soon')
    expect(html).toContain('Back to Occasions')
    // No product links, so no affiliate line.
    expect(html).not.toContain('As an affiliate')
  })

  it("the article says 'No content available for this guide.' for an empty body", () => {
    const found = findSubcategory('occasions', 'weddings')!
    const html = render('/guides/occasions/weddings/blog/empty', '/guides/:p/:s/blog/:g', ArticlePage, {
      pillar: { name: found.pillar.name, slug: found.pillar.slug },
      subcategory: found.subcategory,
      article: {
        title: 'Empty guide',
        excerpt: 'Nothing here yet.',
        author: 'the team',
        publishedAt: '2025-05-02T00:00:00.000Z',
        publishedOn: '2 May 2025',
        updatedAt: '2025-05-02T00:00:00.000Z',
        featuredImageUrl: null,
        ogImage: '/images/og/subcategories/weddings.jpg',
        metaTitle: 'Empty guide',
        metaDescription: 'Nothing here yet.',
        path: '/guides/occasions/weddings/blog/empty',
        pillarSlug: 'occasions',
        subcategorySlug: 'weddings',
        bodyHtml: '',
        readingMinutes: 5,
        related: [],
      },
    })
    expect(html).toContain('No content available for this guide.')
    expect(html).toContain('By <span class="font-medium text-slate-900 dark:text-slate-100">the team</span>')
    expect(html).toContain('<time dateTime="2025-05-02T00:00:00.000Z">2 May 2025</time>')
    expect(html).toContain('5 min read')
    expect(html).not.toContain('Related guides')
  })
})
