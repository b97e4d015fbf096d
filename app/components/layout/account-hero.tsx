import { Link } from 'react-router'

import { Button } from '#app/components/ui/button.tsx'

import { PageHero } from '#app/components/layout/page-hero.tsx'

/** The hero of the signed-in pages (profile, wishlists), with the ways back to finding gifts. */
export function AccountHero({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <PageHero title={title} subtitle={subtitle}>
      <Button asChild variant="accent" size="lg">
        <Link to="/gift-finder">AI Gift Finder</Link>
      </Button>
      <Button asChild variant="onDark" size="lg">
        <Link to="/gift-search">Gift Search</Link>
      </Button>
    </PageHero>
  )
}
