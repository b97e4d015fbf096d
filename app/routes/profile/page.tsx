import { useFetchers, useNavigation, useRevalidator } from 'react-router'

import { AccountHero } from '#app/components/layout/account-hero.tsx'
import { LoadError } from '#app/components/layout/load-error.tsx'
import { UpcomingCard } from '#app/components/people/upcoming-card.tsx'
import { LogOutButton } from '#app/components/profile/log-out-button.tsx'
import { PreferencesCard } from '#app/components/profile/preferences-card.tsx'
import { SecretSantaProfileCard } from '#app/components/secret-santa/profile-link-card.tsx'
import { ProfileInformationCard } from '#app/components/profile/profile-information-card.tsx'
import { YourDataCard } from '#app/components/profile/your-data-card.tsx'
import { Spinner } from '#app/components/ui/spinner.tsx'
import { InvitationsCard } from '#app/components/wishlist/invitations-card.tsx'
import { WishlistsCard } from '#app/components/wishlist/wishlists-card.tsx'
import { PROFILE_WORDS, ProfileActionSchema, type ProfileIntent } from '#app/lib/profile/contract.ts'
import { privatePageMeta } from '#app/lib/seo.ts'
import { WishlistProfileActionSchema, type WishlistProfileIntent } from '#app/lib/wishlist/contract.ts'
import { WISHLIST_MESSAGES } from '#app/lib/wishlist/wishlist.ts'
import { requireUser } from '#app/server/auth/session.server.ts'
import { getServices } from '#app/server/context.server.ts'
import { ForbiddenError } from '#app/server/domain-errors.server.ts'
import { answerAction, formFields, parseInput, type ActionFailure } from '#app/server/http/answer.server.ts'
import { pageUrl } from '#app/server/http/request-url.server.ts'
import { redirectWithToast } from '#app/server/http/toast.server.ts'

import type { Route } from './+types/page'

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context)
  const services = getServices(context)
  // The emailed invitation link (?invitationId=…) is accepted first, then redirects here without it.
  const url = pageUrl(request)
  const invitationId = url.searchParams.get('invitationId')
  if (invitationId !== null) {
    url.searchParams.delete('invitationId')
    throw await acceptFromLink(services, user, invitationId, `${url.pathname}${url.search}`)
  }
  const [profile, { wishlists, invitations }, upcoming] = await Promise.all([
    services.profiles.get(user),
    services.wishlists.cards(user),
    services.people.upcoming(user),
  ])
  return { profile, wishlists, invitations, upcoming }
}

/**
 * Opening the emailed link accepts the invitation for the invited, signed-in address, then
 * redirects to the same page without the parameter and says what happened. With another
 * address nothing changes.
 */
async function acceptFromLink(
  services: ReturnType<typeof getServices>,
  user: Awaited<ReturnType<typeof requireUser>>,
  invitationId: string,
  back: string,
): Promise<Response> {
  try {
    await services.wishlists.accept(user, invitationId)
    return redirectWithToast(back, { type: 'success', title: WISHLIST_WORDS['accept-invitation'].ok }, services.config)
  } catch (error) {
    if (error instanceof ForbiddenError) {
      const toast = {
        type: 'error' as const,
        title: 'This invitation is for a different email address',
        description: WISHLIST_MESSAGES.wrongAccount,
      }
      return redirectWithToast(back, toast, services.config)
    }
    const { message } =
      error instanceof Error && 'status' in error ? error : { message: 'Something went wrong. Please try again.' }
    return redirectWithToast(
      back,
      { type: 'error', title: 'Failed to join wishlist', description: message },
      services.config,
    )
  }
}

/** The toasts of the wishlist and invitation cards. */
const WISHLIST_WORDS: Record<
  WishlistProfileIntent,
  { ok: string; failed: string | ((failure: ActionFailure) => { message: string; detail?: string }) }
> = {
  'create-wishlist': { ok: 'Wishlist created!', failed: standalone('Failed to create wishlist') },
  'delete-wishlist': { ok: 'Wishlist deleted', failed: 'Failed to delete wishlist' },
  'leave-wishlist': { ok: 'You left the wishlist', failed: 'Failed to leave wishlist' },
  'cancel-invitation': { ok: 'Invitation cancelled', failed: 'Failed to cancel invitation' },
  'resend-invitation': { ok: 'Invitation sent again', failed: 'Failed to resend invitation' },
  'invite-collaborator': { ok: 'Invitation sent!', failed: standalone('Failed to send invitation', ': ') },
  'remove-collaborator': { ok: 'Collaborator removed', failed: 'Failed to remove collaborator' },
  'accept-invitation': {
    ok: 'Invitation accepted! The wishlist is now available.',
    failed: 'Failed to accept invitation',
  },
  'decline-invitation': { ok: 'Invitation declined', failed: 'Failed to decline invitation' },
}

/**
 * The form's own validation texts ('Please enter a wishlist name', 'Please select a wishlist and
 * enter an email') stand alone; other failures read `title` plus the message.
 */
function standalone(title: string, joiner?: string) {
  const own: string[] = [WISHLIST_MESSAGES.nameRequired, WISHLIST_MESSAGES.inviteIncomplete]
  return ({ message }: ActionFailure) =>
    own.includes(message)
      ? { message }
      : joiner
        ? { message: `${title}${joiner}${message}` }
        : { message: title, detail: message }
}

const isWishlistIntent = (intent: unknown): intent is WishlistProfileIntent =>
  typeof intent === 'string' && Object.hasOwn(WISHLIST_WORDS, intent)

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context)
  const { profiles, wishlists, config } = getServices(context)
  const fields = formFields(await request.formData(), ['favouriteCategories'])

  if (isWishlistIntent(fields.intent)) {
    const intent = fields.intent
    return answerAction(request, config, {
      intent,
      words: WISHLIST_WORDS[intent],
      fallbackPath: '/profile',
      run: async () => {
        const input = parseInput(WishlistProfileActionSchema, fields)
        switch (input.intent) {
          case 'create-wishlist':
            return void (await wishlists.create(user, {
              name: input.name,
              kind: input.kind,
              occasionDate: input.occasionDate ?? '',
            }))
          case 'delete-wishlist':
            return void (await wishlists.delete(user, input.wishlistId))
          case 'leave-wishlist':
            return void (await wishlists.leave(user, input.wishlistId))
          case 'cancel-invitation':
            return void (await wishlists.cancel(user, input.invitationId))
          case 'resend-invitation': {
            const { emailSent } = await wishlists.resend(user, input.invitationId)
            return emailSent
              ? undefined
              : { message: 'Invitation saved but email failed to send', tone: 'warning' as const }
          }
          case 'invite-collaborator': {
            const { emailSent } = await wishlists.invite(user, input)
            return emailSent
              ? undefined
              : { message: 'Invitation saved but email failed to send', tone: 'warning' as const }
          }
          case 'remove-collaborator':
            return void (await wishlists.removeCollaborator(user, input))
          case 'accept-invitation':
            return void (await wishlists.accept(user, input.invitationId))
          case 'decline-invitation':
            return void (await wishlists.decline(user, input.invitationId))
        }
      },
    })
  }

  const intent: ProfileIntent = fields.intent === 'update-preferences' ? 'update-preferences' : 'update-profile'
  return answerAction(request, config, {
    intent,
    words: PROFILE_WORDS[intent],
    fallbackPath: '/profile',
    run: async () => {
      const input = parseInput(ProfileActionSchema, fields)
      if (input.intent === 'update-profile') return profiles.rename(user, input.name)
      return profiles.savePreferences(user, {
        newsletter: input.newsletter === 'on',
        favouriteCategories: input.favouriteCategories,
      })
    },
  })
}

export const meta: Route.MetaFunction = privatePageMeta({
  title: 'My Profile',
  description: 'Your Giftwise profile, preferences, wishlists and invitations.',
  path: '/profile',
})

/** The page's hero, also shown above its load-error message. */
const HERO = { title: 'My Profile', subtitle: 'Manage your details, preferences and wishlists.' }

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { profile, wishlists, invitations, upcoming } = loaderData
  return (
    <>
      <AccountHero {...HERO} />
      <div className="mx-auto max-w-5xl space-y-8 px-4 py-12 sm:px-6 lg:px-8">
        <LoadingIndicator />
        <div className="grid gap-8 lg:grid-cols-2">
          <ProfileInformationCard name={profile.name} email={profile.email} />
          <PreferencesCard newsletter={profile.newsletter} favouriteCategories={profile.favouriteCategories} />
        </div>
        <UpcomingCard upcoming={upcoming} />
        <WishlistsCard wishlists={wishlists} />
        <InvitationsCard received={invitations.received} sent={invitations.sent} />
        <YourDataCard />
        <SecretSantaProfileCard />
        <div className="flex justify-center pt-4">
          <LogOutButton />
        </div>
      </div>
    </>
  )
}

/** The spinner while the page loads or saves. */
function LoadingIndicator() {
  const navigation = useNavigation()
  const revalidator = useRevalidator()
  const fetchers = useFetchers()
  const busy =
    navigation.state !== 'idle' || revalidator.state !== 'idle' || fetchers.some((fetcher) => fetcher.state !== 'idle')
  return <div className="flex h-6 justify-end">{busy ? <Spinner label="Loading profile" /> : null}</div>
}

/** 'Failed to load profile' (no session is a redirect to /auth, not an error). */
export function ErrorBoundary() {
  return (
    <>
      <AccountHero {...HERO} />
      <LoadError message="Failed to load profile" retryTo="/profile" />
    </>
  )
}
