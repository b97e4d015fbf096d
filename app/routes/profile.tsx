import { PageHero } from '#app/components/layout/page-hero.tsx'
import { requireUser } from '#app/server/auth/session.server.ts'
import { appUrlFrom, buildMeta } from '#app/lib/seo.ts'

import type { Route } from './+types/profile'

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context)
  return null
}

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta({
    title: 'My Profile',
    description: 'Your Giftwise profile, preferences, wishlists and invitations.',
    path: '/profile',
    appUrl: appUrlFrom(matches),
    noindex: true,
  })

export default function Profile() {
  return <PageHero title="My Profile" subtitle="Manage your details, preferences and wishlists." />
}
