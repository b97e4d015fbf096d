import { ContactForm } from '#app/components/contact/contact-form.tsx'
import { PageHero } from '#app/components/layout/page-hero.tsx'
import { breadcrumbJsonLd, organizationJsonLd } from '#app/lib/json-ld.ts'
import { metaFromLoader } from '#app/lib/meta.ts'
import { buildMeta } from '#app/lib/seo.ts'
import { SITE } from '#app/lib/site.ts'
import { getServices } from '#app/server/context.server.ts'
import { FEATURE_CARDS, FeatureCards } from '#app/components/layout/feature-cards.tsx'

import type { Route } from './+types/about'

export function loader({ context }: Route.LoaderArgs) {
  const appUrl = getServices(context).config.APP_URL
  const meta = buildMeta({
    title: 'About Us',
    description: `${SITE.name} has helped UK gift-givers find thoughtful presents since ${SITE.foundedYear}, with AI suggestions, curated guides and shared wishlists.`,
    path: '/about',
    appUrl,
    jsonLd: [
      organizationJsonLd(appUrl),
      breadcrumbJsonLd(appUrl, [
        { name: 'Home', path: '/' },
        { name: 'About', path: '/about' },
      ]),
    ],
  })
  return { meta }
}

export const meta = metaFromLoader

export default function About() {
  return (
    <>
      <PageHero title={`About ${SITE.name}`} subtitle={SITE.tagline} />
      <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6" aria-labelledby="mission-title">
        <h2 id="mission-title" className="text-3xl font-bold">
          Our mission
        </h2>
        <div className="mt-6 space-y-4 text-lg leading-8 text-slate-700 dark:text-slate-300">
          <p>
            Choosing a present should be a pleasure, not a chore. Since {SITE.foundedYear}, {SITE.name} has helped
            gift-givers across the UK find presents that feel personal, whether it is a last-minute birthday gift or a
            milestone anniversary.
          </p>
          <p>
            We combine an AI gift finder with guides written by people who care about getting it right, and wishlists
            that let families plan together. We are independent: retailers cannot pay to appear in our guides. We earn a
            small commission when you buy through some of our links, which keeps the site free to use.
          </p>
        </div>
      </section>
      <section className="bg-slate-50 py-16 dark:bg-slate-900" aria-labelledby="features-title">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="features-title" className="text-center text-3xl font-bold">
            What makes us different
          </h2>
          <FeatureCards cards={FEATURE_CARDS.about} columns={3} />
        </div>
      </section>
      <section className="mx-auto max-w-2xl px-4 py-16 sm:px-6" aria-labelledby="about-contact-title">
        <h2 id="about-contact-title" className="text-3xl font-bold">
          Get in touch
        </h2>
        <p className="mt-3 mb-8 text-slate-600 dark:text-slate-400">
          Questions, ideas or feedback? We read every message.
        </p>
        <ContactForm />
      </section>
    </>
  )
}
