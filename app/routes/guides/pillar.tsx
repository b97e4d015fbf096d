import { ArrowRight } from 'lucide-react'
import { data, isRouteErrorResponse, Link } from 'react-router'
import { z } from 'zod'

import { AffiliateNote } from '#app/components/guides/affiliate-note.tsx'
import { Breadcrumbs } from '#app/components/guides/breadcrumbs.tsx'
import { CategoryCard } from '#app/components/guides/category-card.tsx'
import { CategoryNotFound, GuideLoadError } from '#app/components/guides/guide-errors.tsx'
import { ProductCard } from '#app/components/guides/product-card.tsx'
import { CuratedProductWishlistButton } from '#app/components/wishlist/curated-product-button.tsx'
import { SubcategoryPending } from '#app/components/guides/subcategory-skeleton.tsx'
import { FinderBanner } from '#app/components/layout/finder-banner.tsx'
import { PageHero } from '#app/components/layout/page-hero.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { breadcrumbJsonLd, collectionPageJsonLd } from '#app/lib/json-ld.ts'
import { findPillar, neighbours, PILLARS } from '#app/lib/pillars.ts'
import { appUrlFrom, buildMeta } from '#app/lib/seo.ts'
import { getServices } from '#app/server/context.server.ts'
import { listPillarFeaturedProducts } from '#app/server/guides/guides.server.ts'

import type { Route } from './+types/pillar'

const ParamsSchema = z.object({ pillarSlug: z.string() })

/** 'You Might Also Like' shows 3 items (spec section 9). */
const ALSO_LIKE = 3

export async function loader({ params, context }: Route.LoaderArgs) {
  const pillar = findPillar(ParamsSchema.parse(params).pillarSlug)
  if (!pillar) throw data(null, { status: 404 })
  const editorsPicks = await listPillarFeaturedProducts(getServices(context).db, pillar.slug)
  // Computed here: neighbours() compares by identity, which only the catalogue objects on the server share.
  return { pillar, editorsPicks, alsoLike: neighbours(PILLARS, pillar, ALSO_LIKE) }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const appUrl = appUrlFrom(matches)
  const pillar = loaderData?.pillar
  if (!pillar) {
    return buildMeta({
      title: 'Category Not Found',
      description: "The category you're looking for doesn't exist.",
      path: '/guides',
      appUrl,
      noindex: true,
    })
  }
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

      <section aria-labelledby="picks-title" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <h2 id="picks-title" className="text-3xl font-bold">
          Editor&apos;s Picks
        </h2>
        {editorsPicks.length > 0 ? (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {editorsPicks.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} actions={<CuratedProductWishlistButton product={product} />} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-6 rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
            Coming soon
          </p>
        )}
      </section>
      {editorsPicks.some((product) => product.affiliateLink) ? <AffiliateNote /> : null}

      <section aria-labelledby="browse-title" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <h2 id="browse-title" className="text-3xl font-bold">
          Browse by Category
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {pillar.subcategories.map((subcategory) => (
            <li key={subcategory.slug}>
              <CategoryCard
                to={`/guides/${pillar.slug}/${subcategory.slug}`}
                name={subcategory.name}
                description={subcategory.description}
                icon={subcategory.icon}
                image={subcategory.image}
              />
            </li>
          ))}
        </ul>
        <p className="mt-8">
          <Button asChild variant="outline">
            <Link to={`/guides/${pillar.slug}/blog`}>
              All {pillar.name} guides <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </p>
      </section>

      <section aria-labelledby="also-title" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <h2 id="also-title" className="text-3xl font-bold">
          You Might Also Like
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {alsoLike.map((other) => (
            <li key={other.slug}>
              <CategoryCard
                to={`/guides/${other.slug}`}
                name={other.name}
                description={other.description}
                icon={other.icon}
                image={other.image}
              />
            </li>
          ))}
        </ul>
      </section>

      <FinderBanner />
    </SubcategoryPending>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <CategoryNotFound message="The category you're looking for doesn't exist." />
  }
  return <GuideLoadError />
}
