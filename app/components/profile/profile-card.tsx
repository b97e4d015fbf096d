import type { ReactNode } from 'react'

import { Card, CardContent, CardDescription, CardHeader } from '#app/components/ui/card.tsx'

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
  const id = `profile-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`
  return (
    <Card role="region" aria-labelledby={id}>
      <CardHeader>
        <h2 id={id} className="text-lg leading-tight font-semibold">
          {title}
        </h2>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  )
}
