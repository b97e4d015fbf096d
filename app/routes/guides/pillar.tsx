import { data } from 'react-router'

import { PageHero } from '#app/components/layout/page-hero.tsx'
import { findPillar } from '#app/lib/pillars.ts'
import { appUrlFrom, buildMeta } from '#app/lib/seo.ts'

import type { Route } from './+types/pillar'

export function loader({ params }: Route.LoaderArgs) {
  const pillar = findPillar(params.pillarSlug)
  if (!pillar) throw data(null, { status: 404 })
  return { pillar }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  buildMeta({
    title: loaderData?.pillar.metaTitle ?? 'Category Not Found',
    description: loaderData?.pillar.metaDescription ?? '',
    path: `/guides/${loaderData?.pillar.slug ?? ''}`,
    appUrl: appUrlFrom(matches),
  })

export default function PillarPage({ loaderData }: Route.ComponentProps) {
  return <PageHero title={loaderData.pillar.name} subtitle={loaderData.pillar.description} />
}
