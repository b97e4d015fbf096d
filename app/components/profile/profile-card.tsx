import type { ReactNode } from 'react'

import { RegionCard } from '#app/components/ui/card.tsx'

/** One card of the profile page; its title is a level-2 heading under the hero's h1. */
export function ProfileCard({
  title,
  description,
  children,
}: {
  title: string
  description?: string
  children: ReactNode
}) {
  return (
    <RegionCard
      headingId={`profile-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`}
      title={title}
      description={description}
    >
      {children}
    </RegionCard>
  )
}
