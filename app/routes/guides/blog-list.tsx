import { data } from 'react-router'

import { findPillar } from '#app/lib/pillars.ts'

import type { Route } from './+types/blog-list'

export function loader({ params }: Route.LoaderArgs) {
  const pillar = findPillar(params.pillarSlug)
  if (!pillar) throw data(null, { status: 404 })
  return { pillar }
}

export default function BlogList({ loaderData }: Route.ComponentProps) {
  return <h1>{loaderData.pillar.name} guides</h1>
}
