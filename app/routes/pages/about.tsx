import { ContactForm } from '#app/components/contact/contact-form.tsx'
import { PageHero } from '#app/components/layout/page-hero.tsx'
import { breadcrumbJsonLd, organizationJsonLd } from '#app/lib/json-ld.ts'
import { metaFromLoader } from '#app/lib/meta.ts'
import { buildMeta } from '#app/lib/seo.ts'
import { SITE } from '#app/lib/site.ts'
import { getServices } from '#app/server/context.server.ts'

import type { Route } from './+types/about'
import { Icon } from '#app/components/ui/icon.tsx'

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

const FEATURES = [
  {
    icon: 'Brain',
    title: 'AI-Powered Intelligence',
    text: 'Our gift finder asks the right questions and turns the answers into ideas that suit the person.',
  },
  {
    icon: 'BarChart3',
    title: 'Data-Driven Insights',
    text: 'Guides draw on what UK shoppers actually buy and keep, season by season.',
  },
  {
    icon: 'UserRound',
    title: 'Personalized Experience',
    text: 'Suggestions follow the recipient, the occasion, their age and your budget.',
  },
  {
    icon: 'Search',
    title: 'Smart Search',
    text: 'Search thousands of listings from UK sellers, with seller ratings at a glance.',
  },
  {
    icon: 'Heart',
    title: 'Collaborative Wishlists',
    text: 'Share a wishlist with family and friends so nobody buys the same present twice.',
  },
  {
    icon: 'Zap',
    title: 'Lightning Fast',
    text: 'Pages load quickly on any phone, and the finder has ideas for you within a minute.',
  },
] as const

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
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {FEATURES.map(({ icon, title, text }) => (
              <li
                key={title}
                className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-950"
              >
                <Icon name={icon} className="size-10 rounded-lg bg-brand-100 p-2 text-brand-800" />
                <h3 className="mt-4 text-lg font-semibold">{title}</h3>
                <p className="mt-2 text-slate-600 dark:text-slate-400">{text}</p>
              </li>
            ))}
          </ul>
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
