import { data, Link } from 'react-router'
import { z } from 'zod'

import { Breadcrumbs } from '#app/components/guides/breadcrumbs.tsx'
import { CategoryGrid } from '#app/components/guides/category-card.tsx'
import { GuidePageError } from '#app/components/guides/guide-errors.tsx'
import { AlsoLikeSection, CuratedProductsSection, GuideSection } from '#app/components/guides/sections.tsx'
import { SubcategoryPending } from '#app/components/guides/subcategory-skeleton.tsx'
import { FinderBanner } from '#app/components/layout/finder-banner.tsx'
import { PageHero } from '#app/components/layout/page-hero.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { CATEGORY_NOT_FOUND, categoryNotFoundMeta } from '#app/lib/guides/guides.ts'
import { breadcrumbJsonLd, collectionPageJsonLd } from '#app/lib/json-ld.ts'
import { findPillar, neighbours, PILLARS } from '#app/lib/guides/pillars.ts'
import { buildMeta } from '#app/lib/seo.ts'
import { getServices } from '#app/server/context.server.ts'

import type { Route } from './+types/pillar'
import { Icon } from '#app/components/ui/icon.tsx'

const ParamsSchema = z.object({ pillarSlug: z.string() })

/** 'You Might Also Like' shows 3 items. */
const ALSO_LIKE = 3

async function loadPage({ params, context }: Route.LoaderArgs) {
  const pillar = findPillar(ParamsSchema.parse(params).pillarSlug)
  if (!pillar) throw data(null, { status: 404 })
  const editorsPicks = await getServices(context).guides.editorsPicks(pillar.slug)
  // Computed here: neighbours() compares by identity, which only the catalogue objects on the server share.
  return { pillar, editorsPicks, alsoLike: neighbours(PILLARS, pillar, ALSO_LIKE) }
}

/** Title, canonical, social cards and JSON-LD, built on the server (seo and JSON-LD code stay out of the bundle). */
function pageMeta(appUrl: string, loaderData: Awaited<ReturnType<typeof loadPage>>) {
  const { pillar } = loaderData
  const path = `/guides/${pillar.slug}`
  return buildMeta({
    title: pillar.metaTitle,
    description: pillar.metaDescription,
    path,
    appUrl,
    image: `/images/og/pillars/${pillar.slug}.jpg`,
    imageAlt: pillar.name,
    jsonLd: [
      collectionPageJsonLd(appUrl, {
        name: pillar.name,
        description: pillar.description,
        path,
        items: pillar.subcategories.map((subcategory) => ({
          name: subcategory.name,
          description: subcategory.description,
          image: subcategory.image,
          url: `${path}/${subcategory.slug}`,
        })),
      }),
      breadcrumbJsonLd(appUrl, [
        { name: 'Home', path: '/' },
        { name: 'Gift Guides', path: '/guides' },
        { name: pillar.name, path },
      ]),
    ],
  })
}

export async function loader(args: Route.LoaderArgs) {
  const pageData = await loadPage(args)
  return { ...pageData, meta: pageMeta(getServices(args.context).config.APP_URL, pageData) }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.meta ?? categoryNotFoundMeta(CATEGORY_NOT_FOUND.category)

export default function PillarPage({ loaderData }: Route.ComponentProps) {
  const { pillar, editorsPicks, alsoLike } = loaderData
  return (
    <SubcategoryPending>
      <PageHero title={pillar.name} subtitle={pillar.description} />
      <Breadcrumbs
        crumbs={[
          { name: 'Home', path: '/' },
          { name: 'Gift Guides', path: '/guides' },
          { name: pillar.name, path: `/guides/${pillar.slug}` },
        ]}
      />

      <CuratedProductsSection
        id="picks-title"
        title="Editor's Picks"
        products={editorsPicks}
        empty={
          <p className="mt-6 rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
            Coming soon
          </p>
        }
      />

      <GuideSection id="browse-title" title="Browse by Category">
        <CategoryGrid
          categories={pillar.subcategories}
          basePath={`/guides/${pillar.slug}`}
          className="sm:grid-cols-2 lg:grid-cols-3"
        />
        <p className="mt-8">
          <Button asChild variant="outline">
            <Link to={`/guides/${pillar.slug}/blog`}>
              All {pillar.name} guides <Icon name="ArrowRight" />
            </Link>
          </Button>
        </p>
      </GuideSection>

      <AlsoLikeSection categories={alsoLike} basePath="/guides" />

      <FinderBanner />
    </SubcategoryPending>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <GuidePageError error={error} notFoundMessage={CATEGORY_NOT_FOUND.category} />
}
