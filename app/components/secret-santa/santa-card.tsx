import type { ReactNode } from 'react'

import { RegionCard } from '#app/components/ui/card.tsx'

/** One card of the Secret Santa pages: a region named by its level-2 heading. */
export function SantaCard({
  id,
  title,
  description,
  children,
}: {
  id: string
  title: ReactNode
  description?: ReactNode
  children: ReactNode
}) {
  return (
    <RegionCard headingId={`santa-${id}`} title={title} description={description}>
      {children}
    </RegionCard>
  )
}

/** A quiet note inside a card. */
export function Note({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-600 dark:text-slate-400">{children}</p>
}
