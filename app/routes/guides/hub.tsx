import { PageHero } from '#app/components/layout/page-hero.tsx'
import { appUrlFrom, buildMeta } from '#app/lib/seo.ts'

import type { Route } from './+types/hub'

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta({
    title: 'Gift Guides',
    description: 'Curated UK gift guides by category: tech, fitness, home, fashion, kids, occasions and luxury.',
    path: '/guides',
    appUrl: appUrlFrom(matches),
  })

export default function GuidesHub() {
  return <PageHero title="Gift Guides" subtitle="Expert advice and curated ideas for every person and occasion." />
}
