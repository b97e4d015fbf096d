import { Link } from 'react-router'

import { Button } from '#app/components/ui/button.tsx'
import { Icon } from '#app/components/ui/icon.tsx'

/** The call to action to the AI gift finder, shown on the home page and guide pages. */
export function FinderBanner({
  title = 'Not sure where to start?',
  text = 'Tell our AI Gift Finder who you are buying for and get personalised ideas in under a minute.',
}: {
  title?: string
  text?: string
}) {
  return (
    <section className="mx-auto my-16 max-w-7xl px-4 sm:px-6 lg:px-8" aria-labelledby="finder-banner-title">
      <div className="flex flex-col items-center gap-6 rounded-2xl bg-gradient-to-r from-brand-800 to-brand-600 px-6 py-10 text-center text-white sm:flex-row sm:text-left">
        <Icon name="Sparkles" className="size-12 shrink-0 text-accent-400" />
        <div className="flex-1">
          <h2 id="finder-banner-title" className="text-2xl font-bold">
            {title}
          </h2>
          <p className="mt-2 text-brand-50">{text}</p>
        </div>
        <Button asChild variant="accent" size="lg">
          <Link to="/gift-finder">Try the AI Gift Finder</Link>
        </Button>
      </div>
    </section>
  )
}
