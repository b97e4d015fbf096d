import { Link, useSearchParams } from 'react-router'

import { GiftFinder } from '#app/components/gift-finder/gift-finder.tsx'
import { HowItWorks } from '#app/components/gift-finder/how-it-works.tsx'
import { PageHero } from '#app/components/layout/page-hero.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { CONDITIONS, type Condition } from '#app/lib/gift-finder/form-options.ts'
import { privatePageMeta } from '#app/lib/seo.ts'

import type { Route } from './+types/page'

export const meta: Route.MetaFunction = privatePageMeta({
  title: 'AI Gift Finder',
  description: 'Tell us who you are buying for and chat with our AI gift finder to get personalised UK gift ideas.',
  path: '/gift-finder',
})

/**
 * Condition starts as 'new' and nothing on the page changes it; a `condition`
 * query parameter may set it, e.g. from a link to pre-owned ideas.
 */
function conditionFrom(value: string | null): Condition {
  return (CONDITIONS as readonly string[]).includes(value ?? '') ? (value as Condition) : 'new'
}

export default function GiftFinderPage() {
  const [params] = useSearchParams()
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
      <GiftFinder condition={conditionFrom(params.get('condition'))} />
    </>
  )
}
