import { PageHero } from '#app/components/layout/page-hero.tsx'
import { requireUser } from '#app/server/auth/session.server.ts'
import { appUrlFrom, buildMeta } from '#app/lib/seo.ts'

import type { Route } from './+types/wishlist'

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context)
  return null
}

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta({
    title: 'My Wishlists',
    description: 'Your Giftwise wishlists and the lists shared with you.',
    path: '/wishlist',
    appUrl: appUrlFrom(matches),
    noindex: true,
  })

export default function Wishlist() {
  return <PageHero title="My Wishlists" subtitle="Keep track of gift ideas and plan presents together." />
}
