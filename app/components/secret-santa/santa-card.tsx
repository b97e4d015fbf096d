import type { ReactNode } from 'react'

import { Card, CardContent, CardDescription, CardHeader } from '#app/components/ui/card.tsx'

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
  const headingId = `santa-${id}`
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <h2 id={headingId} className="text-lg leading-tight font-semibold">
          {title}
        </h2>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  )
}

/** A quiet note inside a card. */
export function Note({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-600 dark:text-slate-400">{children}</p>
}
