import { Link } from 'react-router'

import { NewsletterForm } from '#app/components/newsletter/newsletter-form.tsx'
import { FinderBanner } from '#app/components/layout/finder-banner.tsx'
import { PageHero } from '#app/components/layout/page-hero.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Icon } from '#app/components/ui/icon.tsx'
import { organizationJsonLd, websiteJsonLd } from '#app/lib/json-ld.ts'
import { PILLARS } from '#app/lib/guides/pillars.ts'
import { metaFromLoader } from '#app/lib/meta.ts'
import { buildMeta } from '#app/lib/seo.ts'
import { SITE } from '#app/lib/site.ts'
import { getServices } from '#app/server/context.server.ts'
import { FEATURE_CARDS, FeatureCards } from '#app/components/layout/feature-cards.tsx'

import type { Route } from './+types/home'

export function loader({ context }: Route.LoaderArgs) {
  const appUrl = getServices(context).config.APP_URL
  return {
    meta: buildMeta({
      title: `${SITE.name} — ${SITE.tagline}`,
      description:
        'Find the perfect gift with AI, browse curated UK gift guides, and build shared wishlists. Gift ideas for every person, budget and occasion.',
      path: '/',
      appUrl,
      jsonLd: [organizationJsonLd(appUrl), websiteJsonLd(appUrl)],
    }),
    // Only what the cards show travels to the client, not the whole catalogue module.
    pillars: PILLARS.map(({ name, slug, description, icon }) => ({ name, slug, description, icon })),
  }
}

export const meta = metaFromLoader

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        title={SITE.headline}
        subtitle="Find the perfect gift with AI, browse curated guides, and build your Wishlist."
      >
        <Button asChild variant="accent" size="lg">
          <Link to="/gift-finder">AI Gift Finder</Link>
        </Button>
        <Button asChild variant="onDark" size="lg">
          <Link to="/guides">Browse Guides</Link>
        </Button>
      </PageHero>

      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8" aria-labelledby="why-title">
        <h2 id="why-title" className="text-center text-3xl font-bold">
          Why Choose {SITE.name}?
        </h2>
        <FeatureCards cards={FEATURE_CARDS.home} columns={4} />
      </section>

      <section className="bg-slate-50 py-16 dark:bg-slate-900" aria-labelledby="categories-title">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="categories-title" className="text-center text-3xl font-bold">
            Browse by Category
          </h2>
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {loaderData.pillars.map((pillar) => {
              return (
                <li key={pillar.slug}>
                  <Link
                    to={`/guides/${pillar.slug}`}
                    className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md dark:border-slate-800 dark:bg-slate-950"
                  >
                    <Icon name={pillar.icon} className="size-8 text-brand-700 dark:text-brand-200" />
                    <span className="text-lg font-semibold">{pillar.name}</span>
                    <span className="text-sm text-slate-600 dark:text-slate-400">{pillar.description}</span>
                  </Link>
                </li>
              )
            })}
          </ul>
        </div>
      </section>

      <FinderBanner
        title="Find a gift they'll love in under a minute"
        text="Answer six quick questions, chat with our gift finder, and get real products to compare."
      />

      <section className="mx-auto max-w-3xl px-4 pb-8 text-center sm:px-6" aria-labelledby="newsletter-title">
        <h2 id="newsletter-title" className="text-3xl font-bold">
          Stay Updated
        </h2>
        <p className="mt-3 text-slate-600 dark:text-slate-400">
          Seasonal gift ideas and new guides, about twice a month. Unsubscribe whenever you like.
        </p>
        <NewsletterForm />
      </section>
    </>
  )
}
