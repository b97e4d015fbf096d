import { useRef } from 'react'

import { Button } from '#app/components/ui/button.tsx'
import type { GuideSummary } from '#app/lib/guides/guides.ts'

import { GuideCard } from '#app/components/guides/guide-card.tsx'
import { Icon } from '#app/components/ui/icon.tsx'

/**
 * The horizontal 'You Might Also Like' row under an article: a focusable,
 * scroll-snapping region (arrow keys scroll it) with previous/next buttons once scripts run.
 */
export function RelatedCarousel({ guides }: { guides: readonly GuideSummary[] }) {
  const track = useRef<HTMLDivElement>(null)
  if (guides.length === 0) return null

  function scrollByCard(direction: 1 | -1) {
    const element = track.current
    if (!element) return
    const card = element.querySelector('li')
    const step = card ? card.getBoundingClientRect().width + 24 : element.clientWidth
    element.scrollBy({ left: direction * step, behavior: 'smooth' })
  }

  return (
    <section aria-labelledby="related-title" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <div className="flex items-end justify-between gap-4">
        <h2 id="related-title" className="text-2xl font-bold">
          You Might Also Like
        </h2>
        <div className="flex gap-2">
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label="Previous guides"
            onClick={() => scrollByCard(-1)}
          >
            <Icon name="ChevronLeft" />
          </Button>
          <Button type="button" variant="outline" size="icon" aria-label="Next guides" onClick={() => scrollByCard(1)}>
            <Icon name="ChevronRight" />
          </Button>
        </div>
      </div>
      <div
        ref={track}
        role="region"
        aria-label="Related guides"
        tabIndex={0}
        className="mt-6 snap-x snap-mandatory overflow-x-auto scroll-smooth pb-4 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <ul className="flex gap-6">
          {guides.map((guide) => (
            <li key={guide.path} className="w-72 shrink-0 snap-start sm:w-80">
              <GuideCard guide={guide} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
