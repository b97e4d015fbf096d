import { Link, useSearchParams } from 'react-router'

import { GiftFinder } from '#app/components/gift-finder/gift-finder.tsx'
import { HowItWorks } from '#app/components/gift-finder/how-it-works.tsx'
import { PageHero } from '#app/components/layout/page-hero.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { CONDITIONS, type Condition } from '#app/lib/gift-finder/form-options.ts'
import { publicPageMeta } from '#app/lib/seo.ts'
import { getOptionalUser } from '#app/server/auth/session.server.ts'
import { getServices } from '#app/server/context.server.ts'

import type { Route } from './+types/page'

/**
 * `?person=<id>` ("Find a gift for Sam"): the form starts filled from that person, for their creator
 * only. Anyone else, or an id that names nobody, gets the usual empty form and no hint why.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const personId = new URL(request.url).searchParams.get('person')
  if (!personId) return { prefill: null }
  const user = await getOptionalUser(request, context)
  return { prefill: await getServices(context).people.finderPrefill(user, personId) }
}

/** The finder is the site's landing page for people searching for gift ideas: indexed, and in the sitemap. */
export const meta: Route.MetaFunction = publicPageMeta({
  title: 'AI Gift Finder',
  description:
    'Gift ideas for anyone: tell us who you are buying for, what they love and your budget, and get UK gift ideas that fit them.',
  path: '/gift-finder',
})

/**
 * Condition starts as 'new' and nothing on the page changes it; a `condition`
 * query parameter may set it, e.g. from a link to pre-owned ideas.
 */
function conditionFrom(value: string | null): Condition {
  return (CONDITIONS as readonly string[]).includes(value ?? '') ? (value as Condition) : 'new'
}

export default function GiftFinderPage({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams()
  const prefill = loaderData.prefill
  return (
    <>
      <PageHero
        title="AI Gift Finder"
        subtitle="Answer a few questions, chat about the person you're buying for, and get gift ideas you can buy today."
      >
        <Button asChild variant="accent" size="lg">
          <a href="#gift-form">AI Gift Finder</a>
        </Button>
        <Button asChild variant="onDark" size="lg">
          <Link to="/guides">Browse Guides</Link>
        </Button>
      </PageHero>
      <HowItWorks />
      {prefill ? (
        <p className="mx-auto mb-6 max-w-3xl px-4 text-lg font-semibold sm:px-6 lg:px-8" role="status">
          Finding a gift for {prefill.person.name}
        </p>
      ) : null}
      <GiftFinder
        // A different person starts a different search.
        key={prefill?.person.id ?? 'anyone'}
        condition={conditionFrom(params.get('condition'))}
        initialValues={prefill?.values}
        forPerson={prefill?.person}
      />
    </>
  )
}
