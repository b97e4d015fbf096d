import { Link } from 'react-router'

import { CardArtwork } from '#app/components/guides/card-artwork.tsx'
import { Icon } from '#app/components/ui/icon.tsx'
import { GuideLoadError } from '#app/components/guides/guide-errors.tsx'
import { SubcategoryPending } from '#app/components/guides/subcategory-skeleton.tsx'
import { FinderBanner } from '#app/components/layout/finder-banner.tsx'
import { PageHero } from '#app/components/layout/page-hero.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { breadcrumbJsonLd, collectionPageJsonLd } from '#app/lib/json-ld.ts'
import { PILLARS } from '#app/lib/guides/pillars.ts'
import { metaFromLoader } from '#app/lib/meta.ts'
import { buildMeta } from '#app/lib/seo.ts'
import { getServices } from '#app/server/context.server.ts'

import type { Route } from './+types/hub'

/** Hub cards name this many subcategories, then '+N more'. */
const NAMED_SUBCATEGORIES = 4

const TITLE = 'Gift Guides'
const DESCRIPTION = 'Curated UK gift guides by category: tech, fitness, home, fashion, kids, occasions and luxury.'

export function loader({ context }: Route.LoaderArgs) {
  const appUrl = getServices(context).config.APP_URL
  const meta = buildMeta({
    title: TITLE,
    description: DESCRIPTION,
    path: '/guides',
    appUrl,
    jsonLd: [
      collectionPageJsonLd(appUrl, {
        name: TITLE,
        description: DESCRIPTION,
        path: '/guides',
        items: PILLARS.map((pillar) => ({
          name: pillar.name,
          description: pillar.description,
          image: pillar.image,
          url: `/guides/${pillar.slug}`,
        })),
      }),
      breadcrumbJsonLd(appUrl, [
        { name: 'Home', path: '/' },
        { name: TITLE, path: '/guides' },
      ]),
    ],
  })
  // What the cards show, not the whole catalogue module (docs/decisions/008-first-load-javascript-budget.md).
  const pillars = PILLARS.map((pillar) => ({
    slug: pillar.slug,
    name: pillar.name,
    description: pillar.description,
    icon: pillar.icon,
    image: pillar.image,
    subcategoryCount: pillar.subcategories.length,
    named: pillar.subcategories.slice(0, NAMED_SUBCATEGORIES).map(({ slug, name }) => ({ slug, name })),
  }))
  return { meta, pillars }
}

export const meta = metaFromLoader

export default function GuidesHub({ loaderData }: Route.ComponentProps) {
  return (
    <SubcategoryPending>
      <PageHero title={TITLE} subtitle="Expert advice and curated ideas for every person and occasion." />
      <section aria-labelledby="pillars-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="pillars-title" className="sr-only">
          Guide categories
        </h2>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {loaderData.pillars.map((pillar) => {
            const { named } = pillar
            const more = pillar.subcategoryCount - named.length
            const titleId = `pillar-${pillar.slug}`
            return (
              <li key={pillar.slug}>
                <article
                  aria-labelledby={titleId}
                  className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
                >
                  <CardArtwork src={pillar.image} />
                  <div className="flex flex-1 flex-col gap-3 p-6">
                    <h3 id={titleId} className="flex items-center gap-2 text-xl font-semibold">
                      <Icon name={pillar.icon} className="size-6 text-brand-700 dark:text-brand-200" />
                      {pillar.name}
                    </h3>
                    <p className="text-sm font-medium text-brand-700 dark:text-brand-200">
                      {pillar.subcategoryCount} subcategories
                    </p>
                    <p className="text-sm text-slate-600 dark:text-slate-400">{pillar.description}</p>
                    <ul aria-label={`${pillar.name} subcategories`} className="flex flex-wrap gap-2">
                      {named.map((subcategory) => (
                        <li
                          key={subcategory.slug}
                          className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-900 dark:bg-slate-800 dark:text-slate-100"
                        >
                          {subcategory.name}
                        </li>
                      ))}
                      {more > 0 ? (
                        <li className="rounded-full px-2 py-1 text-xs font-medium text-slate-600 dark:text-slate-400">
                          +{more} more
                        </li>
                      ) : null}
                    </ul>
                    <Button asChild className="mt-auto self-start">
                      <Link to={`/guides/${pillar.slug}`} aria-describedby={titleId}>
                        Explore Guides <Icon name="ArrowRight" />
                      </Link>
                    </Button>
                  </div>
                </article>
              </li>
            )
          })}
        </ul>
      </section>
      <FinderBanner />
    </SubcategoryPending>
  )
}

export function ErrorBoundary() {
  return <GuideLoadError />
}
