import { useFetchers, useNavigation, useRevalidator } from 'react-router'
import { z } from 'zod'

import { AccountHero } from '#app/components/layout/account-hero.tsx'
import { LoadError } from '#app/components/layout/load-error.tsx'
import { LogOutButton } from '#app/components/profile/log-out-button.tsx'
import { PreferencesCard } from '#app/components/profile/preferences-card.tsx'
import { ProfileInformationCard } from '#app/components/profile/profile-information-card.tsx'
import { InvitationsCard } from '#app/components/wishlist/invitations-card.tsx'
import { WishlistsCard } from '#app/components/wishlist/wishlists-card.tsx'
import type { ProfileActionResult } from '#app/components/profile/use-result-toast.ts'
import { Spinner } from '#app/components/ui/spinner.tsx'
import { FAVOURITE_CATEGORIES } from '#app/lib/profile/favourite-categories.ts'
import { appUrlFrom, buildMeta } from '#app/lib/seo.ts'
import { requireUser } from '#app/server/auth/session.server.ts'
import { getServices } from '#app/server/context.server.ts'
import { answerFormPost } from '#app/server/http/form-answer.server.ts'
import { getProfile, updatePreferences, updateProfile } from '#app/server/profile/profile.server.ts'
import { isWishlistProfileIntent, wishlistProfileAction } from '#app/server/wishlist/profile-actions.server.ts'
import { acceptInvitationFromLink, loadWishlistCards } from '#app/server/wishlist/profile-cards.server.ts'

import type { Route } from './+types/page'

const ProfileInformationSchema = z.object({
  intent: z.literal('update-profile'),
  name: z
    .string({ error: 'Please enter a display name' })
    .trim()
    .min(1, 'Please enter a display name')
    .max(80, 'Please keep your display name under 80 characters'),
})

const PreferencesSchema = z.object({
  intent: z.literal('update-preferences'),
  newsletter: z.enum(['on', 'off']).catch('off'),
  favouriteCategories: z.array(z.enum(FAVOURITE_CATEGORIES)),
})

/** One schema per card; the wishlist issue adds its intents to this union and to the action. */
const ProfileActionSchema = z.discriminatedUnion('intent', [ProfileInformationSchema, PreferencesSchema])

/** The toasts of each card (spec section 8 for the profile information). */
const MESSAGES = {
  'update-profile': { ok: 'Profile updated successfully!', failed: 'Failed to update profile' },
  'update-preferences': { ok: 'Preferences saved!', failed: 'Failed to save preferences' },
} as const

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context)
  // The emailed invitation link (?invitationId=…) is accepted first, then redirects here without it.
  await acceptInvitationFromLink(request, context, user)
  const [profile, { wishlists, invitations }] = await Promise.all([
    getProfile(getServices(context), user),
    loadWishlistCards(context, user),
  ])
  return { profile, wishlists, invitations }
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context)
  const services = getServices(context)
  const formData = await request.formData()
  const parsed = ProfileActionSchema.safeParse({
    ...Object.fromEntries(formData),
    favouriteCategories: formData.getAll('favouriteCategories'),
  })
  const answer = (result: ProfileActionResult, status = 200) =>
    answerFormPost(request, services.config, {
      result,
      status,
      toast: { type: result.ok ? 'success' : 'error', title: result.message, description: result.detail },
      fallbackPath: '/profile',
    })

  if (isWishlistProfileIntent(formData.get('intent'))) {
    const { result, status } = await wishlistProfileAction(services, user, formData)
    return answer(result, status)
  }
  if (!parsed.success) {
    const intent = String(formData.get('intent'))
    const failed = Object.hasOwn(MESSAGES, intent) ? MESSAGES[intent as keyof typeof MESSAGES].failed : 'Unknown action'
    return answer({ intent, ok: false, message: failed, detail: parsed.error.issues[0]?.message }, 400)
  }
  const input = parsed.data
  try {
    if (input.intent === 'update-profile') {
      await updateProfile(services, user, { name: input.name })
    } else {
      await updatePreferences(services, user, {
        newsletter: input.newsletter === 'on',
        favouriteCategories: input.favouriteCategories,
      })
    }
    return answer({ intent: input.intent, ok: true, message: MESSAGES[input.intent].ok })
  } catch (error) {
    console.error(`[profile] ${input.intent} failed`, error)
    return answer({ intent: input.intent, ok: false, message: MESSAGES[input.intent].failed }, 500)
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta({
    title: 'My Profile',
    description: 'Your Giftwise profile, preferences, wishlists and invitations.',
    path: '/profile',
    appUrl: appUrlFrom(matches),
    noindex: true,
  })

/** The page's hero, also shown above its load-error message. */
const HERO = { title: 'My Profile', subtitle: 'Manage your details, preferences and wishlists.' }

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { profile, wishlists, invitations } = loaderData
  return (
    <>
      <AccountHero {...HERO} />
      <div className="mx-auto max-w-5xl space-y-8 px-4 py-12 sm:px-6 lg:px-8">
        <LoadingIndicator />
        <div className="grid gap-8 lg:grid-cols-2">
          <ProfileInformationCard name={profile.name} email={profile.email} />
          <PreferencesCard newsletter={profile.newsletter} favouriteCategories={profile.favouriteCategories} />
        </div>
        <WishlistsCard wishlists={wishlists} />
        <InvitationsCard received={invitations.received} sent={invitations.sent} />
        <div className="flex justify-center pt-4">
          <LogOutButton />
        </div>
      </div>
    </>
  )
}

/** The spinner while the page loads or saves (spec section 2). */
function LoadingIndicator() {
  const navigation = useNavigation()
  const revalidator = useRevalidator()
  const fetchers = useFetchers()
  const busy =
    navigation.state !== 'idle' || revalidator.state !== 'idle' || fetchers.some((fetcher) => fetcher.state !== 'idle')
  return <div className="flex h-6 justify-end">{busy ? <Spinner label="Loading profile" /> : null}</div>
}

/** Spec section 8: 'Failed to load profile' (no session is a redirect to /auth, not an error). */
export function ErrorBoundary() {
  return (
    <>
      <AccountHero {...HERO} />
      <LoadError message="Failed to load profile" retryTo="/profile" />
    </>
  )
}
