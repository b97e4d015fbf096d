import { formatGBP } from '#app/lib/format.ts'
import type { WishlistCardsData, WishlistOption, WishlistView } from '#app/lib/wishlist/contract.ts'
import type { AppConfig } from '#app/server/config.server.ts'
import type { Database } from '#app/server/db/client.server.ts'
import type { MailOutbox } from '#app/server/mail/outbox.server.ts'
import type { Actor } from '#app/server/wishlist/access.server.ts'
import { collaboratorOperations, type Collaborator } from '#app/server/wishlist/collaborators.server.ts'
import { invitationOperations } from '#app/server/wishlist/invitations.server.ts'
import { itemOperations } from '#app/server/wishlist/items.server.ts'
import { listOperations, type WishlistSummary } from '#app/server/wishlist/lists.server.ts'

export interface WishlistDeps {
  db: Database
  mail: Pick<MailOutbox, 'enqueue'>
  config: Pick<AppConfig, 'APP_URL'>
}

const toOption = ({ id, name, isOwner, ownerName, itemCount }: WishlistSummary): WishlistOption => ({
  id,
  name,
  isOwner,
  ownerName,
  itemCount,
})

const toCollaboratorView = ({ userId, name, avatarUrl }: Collaborator) => ({ userId, name, avatarUrl })

/**
 * The wishlist feature's service: lists, items, collaborators and invitations. Every operation
 * takes the acting user and checks their right inside the query it guards
 * (docs/decisions/007-wishlist-access-in-the-query.md).
 */
export function createWishlistService({ db, mail, config }: WishlistDeps) {
  const lists = listOperations(db)
  const items = itemOperations(db)
  const collaborators = collaboratorOperations(db)
  const invitations = invitationOperations({ db, mail, appUrl: config.APP_URL })

  return {
    ...lists,
    ...items,
    ...collaborators,
    ...invitations,

    /** The lists the actor may add to, for the 'Add to Wishlist' dialog. */
    async options(actor: Actor): Promise<WishlistOption[]> {
      return (await lists.listForUser(actor)).map(toOption)
    },

    /** Creates a list from the dialog and answers it as the dialog shows it. */
    async createOption(actor: Actor, name: string): Promise<WishlistOption> {
      return toOption(await lists.create(actor, name))
    },

    /** The profile's 'My Wishlists' and 'Invitations' cards. */
    async cards(actor: Actor): Promise<WishlistCardsData> {
      const [owned, received, sent] = await Promise.all([
        lists.listForUser(actor),
        invitations.listReceived(actor),
        invitations.listSent(actor),
      ])
      return {
        wishlists: owned.map((list) => ({
          ...toOption(list),
          collaborators: list.collaborators.map(toCollaboratorView),
        })),
        invitations: {
          received: received.map(({ id, wishlistName, inviterEmail }) => ({ id, wishlistName, inviterEmail })),
          sent: sent.map(({ id, wishlistName, inviteeEmail, status }) => ({ id, wishlistName, inviteeEmail, status })),
        },
      }
    },

    /**
     * The /wishlist page: the actor's lists and the one `requestedId` names (their newest when
     * none is named). A list they may not see is a NotFoundError, exactly like one that does not exist.
     */
    async page(
      actor: Actor,
      requestedId: string | null,
    ): Promise<{ lists: WishlistOption[]; current: WishlistView | null }> {
      const all = await lists.listForUser(actor)
      const currentId = requestedId || all[0]?.id
      if (!currentId) return { lists: all.map(toOption), current: null }
      const { wishlist, items: rows } = await lists.getWithItems(actor, currentId)
      return {
        lists: all.map(toOption),
        current: {
          id: wishlist.id,
          name: wishlist.name,
          isOwner: wishlist.isOwner,
          ownerName: wishlist.ownerName,
          collaborators: wishlist.collaborators.map(toCollaboratorView),
          items: rows.map((item) => ({
            id: item.id,
            wishlistId: item.wishlistId,
            productName: item.productName,
            productImage: item.productImage,
            price: item.productPrice === null ? null : formatGBP(item.productPrice),
            productUrl: item.productUrl,
            purchased: item.purchased,
          })),
        },
      }
    },
  }
}

export type WishlistService = ReturnType<typeof createWishlistService>
