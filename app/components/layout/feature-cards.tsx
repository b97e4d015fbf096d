import featureCards from '#content/site/feature-cards.json' with { type: 'json' }
import { Icon } from '#app/components/ui/icon.tsx'
import type { SpriteIconName } from '#app/lib/icon-names.ts'
import { cn } from '#app/lib/utils.ts'

interface FeatureCard {
  icon: SpriteIconName
  title: string
  text: string
}

/** The home page's 'Why Choose' cards and the About page's feature cards (content/site/feature-cards.json). */
export const FEATURE_CARDS = featureCards as { home: FeatureCard[]; about: FeatureCard[] }

/** A grid of icon cards, each a heading and a sentence. */
export function FeatureCards({ cards, columns }: { cards: readonly FeatureCard[]; columns: 3 | 4 }) {
  return (
    <ul className={cn('mt-10 grid gap-6 sm:grid-cols-2', columns === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3')}>
      {cards.map(({ icon, title, text }) => (
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
  )
}
