import { z } from 'zod'

import type { SessionUser } from '#app/server/auth/session.server.ts'
import { describeError } from '#app/server/domain-errors.server.ts'
import { invitationService } from '#app/server/wishlist/invitations.server.ts'
import type { AppServices } from '#app/server/services.server.ts'

import { collaboratorService } from '#app/server/wishlist/collaborators.server.ts'
import { wishlistService } from '#app/server/wishlist/wishlists.server.ts'

export const WISHLIST_PROFILE_INTENTS = [
  'create-wishlist',
  'delete-wishlist',
  'invite-collaborator',
  'remove-collaborator',
  'accept-invitation',
  'decline-invitation',
] as const
export type WishlistProfileIntent = (typeof WISHLIST_PROFILE_INTENTS)[number]

/** The profile action's answer for the wishlist cards (the shape of the profile's own results). */
export interface WishlistProfileResult {
  intent: WishlistProfileIntent
  ok: boolean
  message: string
  detail?: string
  /** Succeeded, but with something to watch ('Invitation saved but email failed to send'). */
  tone?: 'warning'
}

export const INVITE_INCOMPLETE = 'Please select a wishlist and enter an email'
export const NAME_REQUIRED = 'Please enter a wishlist name'

const WishlistProfileActionSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('create-wishlist'),
    name: z.string({ error: NAME_REQUIRED }).trim().min(1, NAME_REQUIRED),
  }),
  z.object({ intent: z.literal('delete-wishlist'), wishlistId: z.string() }),
  z.object({
    intent: z.literal('invite-collaborator'),
    wishlistId: z.string({ error: INVITE_INCOMPLETE }).min(1, INVITE_INCOMPLETE),
    email: z.string({ error: INVITE_INCOMPLETE }).trim().min(1, INVITE_INCOMPLETE),
  }),
  z.object({ intent: z.literal('remove-collaborator'), wishlistId: z.string(), userId: z.string().min(1) }),
  z.object({ intent: z.literal('accept-invitation'), invitationId: z.string() }),
  z.object({ intent: z.literal('decline-invitation'), invitationId: z.string() }),
])

/** The toasts of spec section 8 for the profile's wishlist and invitation cards. */
const MESSAGES: Record<WishlistProfileIntent, { ok: string; failed: string }> = {
  'create-wishlist': { ok: 'Wishlist created!', failed: 'Failed to create wishlist' },
  'delete-wishlist': { ok: 'Wishlist deleted', failed: 'Failed to delete wishlist' },
  'invite-collaborator': { ok: 'Invitation sent!', failed: 'Failed to send invitation' },
  'remove-collaborator': { ok: 'Collaborator removed', failed: 'Failed to remove collaborator' },
  'accept-invitation': {
    ok: 'Invitation accepted! The wishlist is now available.',
    failed: 'Failed to accept invitation',
  },
  'decline-invitation': { ok: 'Invitation declined', failed: 'Failed to decline invitation' },
}

export function isWishlistProfileIntent(value: unknown): value is WishlistProfileIntent {
  return (WISHLIST_PROFILE_INTENTS as readonly unknown[]).includes(value)
}

/** Spec section 8 words it 'Failed to send invitation: ' plus the message; the others add it as detail. */
function failure(intent: WishlistProfileIntent, message: string): WishlistProfileResult {
  if (intent === 'invite-collaborator') return { intent, ok: false, message: `${MESSAGES[intent].failed}: ${message}` }
  return { intent, ok: false, message: MESSAGES[intent].failed, detail: message }
}

/**
 * The wishlist intents of the /profile action: create and delete lists, invite and remove
 * collaborators, accept and decline invitations. Each calls one domain service, which checks
 * the user's rights; the answer carries the status the failure maps to.
 */
export async function wishlistProfileAction(
  services: Pick<AppServices, 'db' | 'mail' | 'config'>,
  user: SessionUser,
  formData: FormData,
): Promise<{ result: WishlistProfileResult; status: number }> {
  const parsed = WishlistProfileActionSchema.safeParse(Object.fromEntries(formData))
  if (!parsed.success) {
    const intent = formData.get('intent') as WishlistProfileIntent
    const message = parsed.error.issues[0]?.message ?? 'Invalid input'
    // The two validation texts of spec section 5 stand on their own.
    if (message === INVITE_INCOMPLETE || message === NAME_REQUIRED) {
      return { result: { intent, ok: false, message }, status: 400 }
    }
    return { result: failure(intent, message), status: 400 }
  }
  const input = parsed.data
  const { db, mail, config } = services
  const invitations = invitationService({ db, mail, appUrl: config.APP_URL })
  try {
    switch (input.intent) {
      case 'create-wishlist':
        await wishlistService(db).create(user, input.name)
        break
      case 'delete-wishlist':
        await wishlistService(db).delete(user, input.wishlistId)
        break
      case 'invite-collaborator': {
        const { emailSent } = await invitations.invite(user, input)
        if (!emailSent) {
          const message = 'Invitation saved but email failed to send'
          return { result: { intent: input.intent, ok: true, message, tone: 'warning' }, status: 200 }
        }
        break
      }
      case 'remove-collaborator':
        await collaboratorService(db).removeCollaborator(user, input)
        break
      case 'accept-invitation':
        await invitations.accept(user, input.invitationId)
        break
      case 'decline-invitation':
        await invitations.decline(user, input.invitationId)
        break
    }
    return { result: { intent: input.intent, ok: true, message: MESSAGES[input.intent].ok }, status: 200 }
  } catch (error) {
    const { status, message } = describeError(error)
    if (status >= 500) console.error(`[profile] ${input.intent} failed`, error)
    return { result: failure(input.intent, message), status }
  }
}
