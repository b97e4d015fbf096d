import type { RouterContextProvider } from 'react-router'

import type { SessionUser } from '#app/server/auth/session.server.ts'
import { getServices } from '#app/server/context.server.ts'
import { describeError } from '#app/server/domain-errors.server.ts'
import { pageUrl } from '#app/server/http/request-url.server.ts'
import { invitationService, WRONG_ACCOUNT_MESSAGE } from '#app/server/wishlist/invitations.server.ts'
import { redirectWithToast } from '#app/server/http/toast.server.ts'

import { wishlistService } from '#app/server/wishlist/wishlists.server.ts'

type Context = Readonly<RouterContextProvider>

/** Data of the profile's 'My Wishlists' and 'Invitations' cards (spec section 2, /profile). */
export async function loadWishlistCards(context: Context, user: SessionUser) {
  const { db, mail, config } = getServices(context)
  const invitations = invitationService({ db, mail, appUrl: config.APP_URL })
  const [wishlists, received, sent] = await Promise.all([
    wishlistService(db).listForUser(user),
    invitations.listReceived(user),
    invitations.listSent(user),
  ])
  return {
    wishlists: wishlists.map((list) => ({
      id: list.id,
      name: list.name,
      itemCount: list.itemCount,
      isOwner: list.isOwner,
      ownerName: list.ownerName,
      collaborators: list.collaborators.map(({ userId, name, avatarUrl }) => ({ userId, name, avatarUrl })),
    })),
    invitations: {
      received: received.map(({ id, wishlistName, inviterEmail }) => ({ id, wishlistName, inviterEmail })),
      sent: sent.map(({ id, wishlistName, inviteeEmail, status }) => ({ id, wishlistName, inviteeEmail, status })),
    },
  }
}

export type WishlistCardsData = Awaited<ReturnType<typeof loadWishlistCards>>

/**
 * Opening the emailed link (/profile?invitationId=…) accepts the invitation for the invited,
 * signed-in address, then redirects to the same page without the parameter and shows a toast
 * (spec section 4: auto-accept when the emails match). With another address nothing changes.
 * Call it first in the profile loader; it returns normally when the URL names no invitation.
 */
export async function acceptInvitationFromLink(request: Request, context: Context, user: SessionUser) {
  // A client-side navigation asks for /profile.data?…; the redirect must name the page itself.
  const url = pageUrl(request)
  const invitationId = url.searchParams.get('invitationId')
  if (invitationId === null) return
  url.searchParams.delete('invitationId')
  const back = `${url.pathname}${url.search}`
  const { db, mail, config } = getServices(context)
  try {
    await invitationService({ db, mail, appUrl: config.APP_URL }).accept(user, invitationId)
    throw await redirectWithToast(
      back,
      { type: 'success', title: 'Invitation accepted! The wishlist is now available.' },
      config,
    )
  } catch (error) {
    if (error instanceof Response) throw error
    const { status, message } = describeError(error)
    if (status >= 500) console.error(error)
    const toast =
      status === 403
        ? {
            type: 'error' as const,
            title: 'This invitation is for a different email address',
            description: WRONG_ACCOUNT_MESSAGE,
          }
        : { type: 'error' as const, title: 'Failed to join wishlist', description: message }
    throw await redirectWithToast(back, toast, config)
  }
}
