import { PageHero } from '#app/components/layout/page-hero.tsx'
import { appUrlFrom, buildMeta } from '#app/lib/seo.ts'

import type { Route } from './+types/gift-search'

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta({
    title: 'Gift Search',
    description: 'Search thousands of gift ideas from UK sellers and compare prices, sellers and ratings.',
    path: '/gift-search',
    appUrl: appUrlFrom(matches),
  })

export default function GiftSearch() {
  return <PageHero title="Gift Search" subtitle="Search marketplace listings for the exact gift you have in mind." />
}
