import { data } from 'react-router'

import { PageHero } from '#app/components/layout/page-hero.tsx'
import { findSubcategory } from '#app/lib/pillars.ts'
import { appUrlFrom, buildMeta } from '#app/lib/seo.ts'

import type { Route } from './+types/subcategory'

export function loader({ params }: Route.LoaderArgs) {
  const found = findSubcategory(params.pillarSlug, params.subcategorySlug)
  if (!found) throw data(null, { status: 404 })
  return found
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  buildMeta({
    title: loaderData?.subcategory.metaTitle ?? 'Category Not Found',
    description: loaderData?.subcategory.metaDescription ?? '',
    path: `/guides/${loaderData?.pillar.slug ?? ''}/${loaderData?.subcategory.slug ?? ''}`,
    appUrl: appUrlFrom(matches),
  })

export default function SubcategoryPage({ loaderData }: Route.ComponentProps) {
  return <PageHero title={loaderData.subcategory.name} subtitle={loaderData.subcategory.description} />
}
