import { data, redirect } from 'react-router'
import { z } from 'zod'

import { Breadcrumbs } from '#app/components/guides/breadcrumbs.tsx'
import { GuideList } from '#app/components/guides/guide-card.tsx'
import { GuidePageError } from '#app/components/guides/guide-errors.tsx'
import { GuideSection } from '#app/components/guides/sections.tsx'
import { SubcategoryPending } from '#app/components/guides/subcategory-skeleton.tsx'
import { FinderBanner } from '#app/components/layout/finder-banner.tsx'
import { PageHero } from '#app/components/layout/page-hero.tsx'
import { blogCategoryPillarSlug, CATEGORY_NOT_FOUND, categoryNotFoundMeta } from '#app/lib/guides/guides.ts'
import { breadcrumbJsonLd, collectionPageJsonLd } from '#app/lib/json-ld.ts'
import { findPillar } from '#app/lib/guides/pillars.ts'
import { buildMeta } from '#app/lib/seo.ts'
import { getServices } from '#app/server/context.server.ts'

import type { Route } from './+types/blog-list'

const ParamsSchema = z.object({ pillarSlug: z.string() })

/** /guides/{category}/blog: every guide of the pillar, newest first. */
async function loadPage({ params, context }: Route.LoaderArgs) {
  const { pillarSlug: category } = ParamsSchema.parse(params)
  const pillar = findPillar(blogCategoryPillarSlug(category))
  if (!pillar) throw data(null, { status: 404 })
  if (pillar.slug !== category) throw redirect(`/guides/${pillar.slug}/blog`, 301)
  const guides = await getServices(context).guides.pillarGuides(pillar.slug)
  return { pillar: { name: pillar.name, slug: pillar.slug, description: pillar.description }, guides }
}

function crumbsOf(pillar: { name: string; slug: string }) {
  return [
    { name: 'Home', path: '/' },
    { name: 'Gift Guides', path: '/guides' },
    { name: pillar.name, path: `/guides/${pillar.slug}` },
    { name: 'All guides', path: `/guides/${pillar.slug}/blog` },
  ]
}

/** Title, canonical, social cards and JSON-LD, built on the server (seo and JSON-LD code stay out of the bundle). */
function pageMeta(appUrl: string, loaderData: Awaited<ReturnType<typeof loadPage>>) {
  const { pillar, guides } = loaderData
  const path = `/guides/${pillar.slug}/blog`
  const title = `${pillar.name} Gift Guides`
  const description = `Every ${pillar.name} gift guide on one page, newest first: buying advice, ideas at every budget and what to check before you buy.`
  return buildMeta({
    title,
    description,
    path,
    appUrl,
    image: `/images/og/pillars/${pillar.slug}.jpg`,
    imageAlt: title,
    jsonLd: [
      collectionPageJsonLd(appUrl, {
        name: title,
        description,
        path,
        items: guides.map((guide) => ({
          title: guide.title,
          excerpt: guide.excerpt,
          image: guide.featuredImageUrl,
          url: guide.path,
        })),
      }),
      breadcrumbJsonLd(appUrl, crumbsOf(pillar)),
    ],
  })
}

export async function loader(args: Route.LoaderArgs) {
  const pageData = await loadPage(args)
  return { ...pageData, meta: pageMeta(getServices(args.context).config.APP_URL, pageData) }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.meta ?? categoryNotFoundMeta(CATEGORY_NOT_FOUND.category)

export default function BlogList({ loaderData }: Route.ComponentProps) {
  const { pillar, guides } = loaderData
  return (
    <SubcategoryPending>
      <PageHero title={`${pillar.name} Gift Guides`} subtitle={pillar.description} />
      <Breadcrumbs crumbs={crumbsOf(pillar)} />
      <GuideSection id="guides-title" title={`All ${pillar.name} guides`}>
        <GuideList guides={guides} className="lg:grid-cols-3" />
      </GuideSection>
      <FinderBanner />
    </SubcategoryPending>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <GuidePageError error={error} notFoundMessage={CATEGORY_NOT_FOUND.category} />
}
