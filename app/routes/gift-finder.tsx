import { Link } from 'react-router'

import { PageHero } from '#app/components/layout/page-hero.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { appUrlFrom, buildMeta } from '#app/lib/seo.ts'

import type { Route } from './+types/gift-finder'

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta({
    title: 'AI Gift Finder',
    description: 'Tell us who you are buying for and chat with our AI gift finder to get personalised UK gift ideas.',
    path: '/gift-finder',
    appUrl: appUrlFrom(matches),
    noindex: true,
  })

export default function GiftFinder() {
  return (
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
  )
}
