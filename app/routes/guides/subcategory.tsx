import { data, Link } from 'react-router'
import { z } from 'zod'

import { Breadcrumbs } from '#app/components/guides/breadcrumbs.tsx'
import { Icon } from '#app/components/ui/icon.tsx'
import { GuideList } from '#app/components/guides/guide-card.tsx'
import { GuidePageError } from '#app/components/guides/guide-errors.tsx'
import { AlsoLikeSection, CuratedProductsSection, GuideSection } from '#app/components/guides/sections.tsx'
import { SubcategoryPending } from '#app/components/guides/subcategory-skeleton.tsx'
import { FinderBanner } from '#app/components/layout/finder-banner.tsx'
import { PageHero } from '#app/components/layout/page-hero.tsx'
import { CATEGORY_NOT_FOUND, categoryNotFoundMeta } from '#app/lib/guides/guides.ts'
import { breadcrumbJsonLd, itemListJsonLd, productJsonLd } from '#app/lib/json-ld.ts'
import { findSubcategory, neighbours } from '#app/lib/guides/pillars.ts'
import { buildMeta } from '#app/lib/seo.ts'
import { getServices } from '#app/server/context.server.ts'

import type { Route } from './+types/subcategory'

const ParamsSchema = z.object({ pillarSlug: z.string(), subcategorySlug: z.string() })

/** 'You Might Also Like' shows 3 items. */
const ALSO_LIKE = 3

async function loadPage({ params, context }: Route.LoaderArgs) {
  const { pillarSlug, subcategorySlug } = ParamsSchema.parse(params)
  const found = findSubcategory(pillarSlug, subcategorySlug)
  if (!found) throw data(null, { status: 404 })
  const service = getServices(context).guides
  const [products, guides] = await Promise.all([
    service.featuredProducts(pillarSlug, subcategorySlug),
    service.latestGuides(pillarSlug, subcategorySlug),
  ])
  // Computed here: neighbours() compares by identity, which only the catalogue objects on the server share.
  const alsoLike = neighbours(found.pillar.subcategories, found.subcategory, ALSO_LIKE)
  return { ...found, products, guides, alsoLike }
}

/** Title, canonical, social cards and JSON-LD, built on the server (seo and JSON-LD code stay out of the bundle). */
function pageMeta(appUrl: string, loaderData: Awaited<ReturnType<typeof loadPage>>) {
  const { pillar, subcategory, products } = loaderData
  const path = `/guides/${pillar.slug}/${subcategory.slug}`
  return buildMeta({
    title: subcategory.metaTitle,
    description: subcategory.metaDescription,
    path,
    appUrl,
    image: `/images/og/subcategories/${subcategory.slug}.jpg`,
    imageAlt: subcategory.name,
    jsonLd: [
      itemListJsonLd(
        appUrl,
        products.map((product) => ({
          name: product.name,
          description: product.description,
          imageUrl: product.imageUrl,
          url: product.affiliateLink,
        })),
        `${subcategory.name} gift ideas`,
      ),
      ...products.map((product) =>
        productJsonLd(appUrl, {
          name: product.name,
          description: product.description,
          image: product.imageUrl,
          brand: product.brand,
          url: product.affiliateLink,
          price: product.price,
          currency: product.currency,
          rating: product.rating,
        }),
      ),
      breadcrumbJsonLd(appUrl, [
        { name: 'Home', path: '/' },
        { name: 'Gift Guides', path: '/guides' },
        { name: pillar.name, path: `/guides/${pillar.slug}` },
        { name: subcategory.name, path },
      ]),
    ],
  })
}

export async function loader(args: Route.LoaderArgs) {
  const pageData = await loadPage(args)
  return { ...pageData, meta: pageMeta(getServices(args.context).config.APP_URL, pageData) }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.meta ?? categoryNotFoundMeta(CATEGORY_NOT_FOUND.subcategory)

export default function SubcategoryPage({ loaderData }: Route.ComponentProps) {
  const { pillar, subcategory, products, guides, alsoLike } = loaderData
  return (
    <SubcategoryPending>
      <PageHero title={subcategory.name} subtitle={subcategory.description} />
      <Breadcrumbs
        crumbs={[
          { name: 'Home', path: '/' },
          { name: 'Gift Guides', path: '/guides' },
          { name: pillar.name, path: `/guides/${pillar.slug}` },
          { name: subcategory.name, path: `/guides/${pillar.slug}/${subcategory.slug}` },
        ]}
      />

      <CuratedProductsSection
        id="products-title"
        title="Featured Products"
        products={products}
        empty={<p className="mt-6 text-slate-600 dark:text-slate-400">Featured products coming soon</p>}
      />

      <GuideSection id="guides-title" title="Latest Guides & Reviews">
        <GuideList guides={guides} />
      </GuideSection>

      <AlsoLikeSection categories={alsoLike} basePath={`/guides/${pillar.slug}`} />

      <section aria-label={`Back to ${pillar.name}`} className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
        <Link
          to={`/guides/${pillar.slug}`}
          className="flex items-center gap-4 rounded-xl border border-slate-200 bg-slate-50 p-6 transition hover:border-brand-200 hover:bg-brand-50 dark:border-slate-800 dark:bg-slate-900 dark:hover:bg-slate-800"
        >
          <Icon name="ArrowLeft" className="size-6 text-brand-700 dark:text-brand-200" />
          <Icon name={pillar.icon} className="size-8 text-brand-700 dark:text-brand-200" />
          <span className="text-lg font-semibold">Back to {pillar.name}</span>
        </Link>
      </section>

      <FinderBanner />
    </SubcategoryPending>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <GuidePageError error={error} notFoundMessage={CATEGORY_NOT_FOUND.subcategory} />
}
