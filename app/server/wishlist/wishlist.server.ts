import { and, eq, sql } from 'drizzle-orm'

import { outboundLink } from '#app/lib/affiliate.ts'
import { formatDate, formatMoney } from '#app/lib/format.ts'
import type {
  ItemView,
  LinkPreview,
  OwnItem,
  SharedListView,
  WishlistCardsData,
  WishlistOption,
  WishlistView,
} from '#app/lib/wishlist/contract.ts'
import { LINK_NOT_READ_MESSAGE, WISHLIST_LIMITS, type ListKind } from '#app/lib/wishlist/wishlist.ts'
import type { AppConfig } from '#app/server/config.server.ts'
import type { Database } from '#app/server/db/client.server.ts'
import {
  profiles,
  user,
  wishlistClaims,
  wishlistItemImages,
  wishlistItems,
  wishlists,
} from '#app/server/db/schema.server.ts'
import { queryRow, queryRows } from '#app/server/db/rows.server.ts'
import { NotFoundError } from '#app/server/domain-errors.server.ts'
import { enforceRateLimit, RATE_LIMITS, tryAgainIn } from '#app/server/limits/rate-limit.server.ts'
import type { MailOutbox } from '#app/server/mail/outbox.server.ts'
import { assertId, londonToday, pageOf, visibleTo, type Actor } from '#app/server/wishlist/access.server.ts'
import { claimOperations, type Giver } from '#app/server/wishlist/claims.server.ts'
import { collaboratorOperations, displayNameSql, type Collaborator } from '#app/server/wishlist/collaborators.server.ts'
import { createGiftEvents, type GiftListener } from '#app/server/wishlist/gift-events.server.ts'
import {
  invitationCardsJsonSql,
  invitationOperations,
  type InvitationCards,
} from '#app/server/wishlist/invitations.server.ts'
import { fetchItemImage, previewDataUrl, type ItemImage } from '#app/server/wishlist/item-images.server.ts'
import { itemOperations } from '#app/server/wishlist/items.server.ts'
import {
  itemColumns,
  itemOrder,
  listCardsJsonSql,
  listOperations,
  type ListCardRow,
  type WishlistItem,
  type WishlistSummary,
} from '#app/server/wishlist/lists.server.ts'
import { readProductPage } from '#app/server/wishlist/product-page.server.ts'
import { LinkFetchError, safeFetch, type SafeFetchOptions } from '#app/server/wishlist/safe-fetch.server.ts'
import { sharingOperations } from '#app/server/wishlist/sharing.server.ts'

export interface WishlistDeps {
  db: Database
  mail: Pick<MailOutbox, 'enqueue'>
  config: Pick<
    AppConfig,
    'APP_URL' | 'AUTH_SECRET' | 'AMAZON_TAG' | 'EBAY_CAMPAIGN_ID' | 'EBAY_MARKETPLACE_ID' | 'URL_FETCH_ALLOW_HOSTS'
  >
  /** Tests may hand in the resolver and transport of the link fetch (see safe-fetch.server.ts). */
  linkFetch?: Pick<SafeFetchOptions, 'resolve' | 'transport' | 'timeoutMs'>
}

const toOption = ({
  id,
  name,
  kind,
  isOwner,
  ownerName,
  itemCount,
  occasionDate,
}: Omit<WishlistSummary, 'createdAt' | 'collaborators'>): WishlistOption => ({
  id,
  name,
  kind,
  isOwner,
  ownerName,
  itemCount,
  occasionDate,
})

/** A JSON column: node-postgres and PGlite both parse `json`, but a driver that did not would hand the text. */
const fromJson = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value)

const toCollaboratorView = ({ userId, name, avatarUrl }: Collaborator) => ({ userId, name, avatarUrl })

const occasionLabel = (date: string | null) => (date ? formatDate(`${date}T12:00:00Z`) : null)

const IMAGE_KEY = /^[0-9a-f]{32}$/

/** Something given on a list: what, how many, by whom (a user, or a name given without an account) and when. */
export interface GiftRecord {
  itemId: string
  name: string
  price: number | null
  currency: string
  quantity: number
  giver: { userId: string | null; name: string | null }
  at: Date
}

/**
 * The wishlist feature's service: lists, items, collaborators, invitations, share links, claims
 * and 'Add by link'. Every operation takes the acting user (or the share token) and checks their
 * right inside the query it guards (docs/decisions/007-wishlist-access-in-the-query.md).
 */
export function createWishlistService({ db, mail, config, linkFetch }: WishlistDeps) {
  const appUrl = config.APP_URL
  const events = createGiftEvents()
  const sharing = sharingOperations({ db, appUrl, secret: config.AUTH_SECRET })
  const lists = listOperations({ db, mail, appUrl })
  const items = itemOperations({ db, mail, appUrl, events })
  const collaborators = collaboratorOperations(db)
  const invitations = invitationOperations({ db, mail, appUrl })
  const claims = claimOperations({ db, mail, appUrl, events, sharing })

  const linkOptions = {
    amazonTag: config.AMAZON_TAG,
    campaignId: config.EBAY_CAMPAIGN_ID,
    marketplaceId: config.EBAY_MARKETPLACE_ID,
  }
  const fetchOptions: SafeFetchOptions = {
    userAgent: `GiftwiseLinkReader/1.0 (+${appUrl}; reads a product page a Giftwise user asked to add to their wishlist)`,
    allowHosts: config.URL_FETCH_ALLOW_HOSTS,
    ...linkFetch,
  }
  if (config.URL_FETCH_ALLOW_HOSTS.length) {
    console.warn(
      `[wishlist] URL_FETCH_ALLOW_HOSTS lets link fetches reach ${config.URL_FETCH_ALLOW_HOSTS.join(', ')} (tests only)`,
    )
  }

  /** An item as every list page shows it; claims are added by the caller, for givers only. */
  function toItemView(item: WishlistItem, kind: ListKind): ItemView {
    return {
      id: item.id,
      wishlistId: item.wishlistId,
      productName: item.productName,
      productImage: item.productImage,
      price: item.productPrice === null ? null : formatMoney(item.productPrice, item.productCurrency),
      link: item.productUrl ? outboundLink(item.productUrl, linkOptions) : null,
      note: item.note,
      quantity: item.quantity,
      mostWanted: item.mostWanted,
      purchased: kind === 'someone-else' && item.purchased,
    }
  }

  /** The list must be one the actor may edit (owner or collaborator); NotFound otherwise. */
  async function requireMember(actor: Actor, wishlistId: string): Promise<void> {
    assertId(wishlistId)
    const [row] = await db
      .select({ id: wishlists.id })
      .from(wishlists)
      .where(and(eq(wishlists.id, wishlistId), visibleTo(actor.id, wishlists.id)))
    if (!row) throw new NotFoundError('Wishlist not found')
  }

  const countLinkFetch = (actor: Actor) =>
    enforceRateLimit(
      db,
      RATE_LIMITS.linkFetchPerUser,
      actor.id,
      (seconds) => `Too many links read. ${tryAgainIn(seconds)}`,
    )

  return {
    ...lists,
    ...items,
    ...collaborators,
    ...invitations,
    share: sharing.share,
    stopSharing: sharing.stopSharing,
    shareUrlFor: sharing.shareUrlFor,
    claimAsUser: claims.claimAsUser,
    unclaim: claims.unclaim,
    requestClaim: claims.requestClaim,
    checkConfirmToken: claims.checkConfirmToken,
    confirmClaim: claims.confirmClaim,
    checkUndoToken: claims.checkUndoToken,
    undoByToken: claims.undoByToken,

    /**
     * The hook for "something was given": called after an item of a gift plan is marked purchased
     * (or unmarked) and after a claim on a 'me' list is confirmed (or undone), once committed.
     * Returns the function that stops listening. See gift-events.server.ts for what it is told.
     */
    onGiftEvent(listener: GiftListener): () => void {
      return events.on(listener)
    },

    /** The lists the actor may add to, for the 'Add to Wishlist' dialog. */
    async options(actor: Actor): Promise<WishlistOption[]> {
      return (await lists.listForUser(actor)).map(toOption)
    },

    /** Creates a list from the dialog and answers it as the dialog shows it. */
    async createOption(actor: Actor, name: string, kind: ListKind = 'someone-else'): Promise<WishlistOption> {
      return toOption(await lists.create(actor, { name, kind }))
    },

    /** The profile's 'My Wishlists' and 'Invitations' cards. */
    async cards(actor: Actor): Promise<WishlistCardsData> {
      // Both cards in one query: on the embedded database each round trip is spent on the event loop.
      const row = await queryRow<{ lists: ListCardRow[] | string; invitations: InvitationCards | string }>(
        db,
        sql`select ${listCardsJsonSql(actor)} as lists, ${invitationCardsJsonSql(actor)} as invitations`,
      )
      const owned = fromJson(row!.lists)
      const { received, sent } = fromJson(row!.invitations)
      return {
        wishlists: owned.map((list) => ({
          ...toOption(list),
          itemCount: Number(list.itemCount),
          collaborators: list.collaborators.map(toCollaboratorView),
        })),
        invitations: {
          received: received.map(({ id, wishlistName, inviterEmail }) => ({ id, wishlistName, inviterEmail })),
          sent: sent.map(({ id, wishlistName, inviteeEmail, status }) => ({ id, wishlistName, inviteeEmail, status })),
        },
      }
    },

    /**
     * The /wishlist page: the actor's lists and one page of the list `requestedId` names (their
     * newest when none is named). A list they may not see is a NotFoundError, exactly like one that
     * does not exist. The owner of a 'me' list is never given claims (until they reveal them).
     */
    async page(
      actor: Actor,
      requestedId: string | null,
      requestedPage = 1,
    ): Promise<{ lists: WishlistOption[]; current: WishlistView | null }> {
      const all = await lists.listForUser(actor)
      const currentId = requestedId || all[0]?.id
      if (!currentId) return { lists: all.map(toOption), current: null }
      // The actor's lists are every list they may see, each with its collaborators: the one shown
      // is among them, so only its items remain to be read. One that is not is looked up as
      // before, which answers NotFound for a list they may not see (or an id that is not one).
      const known = all.find((list) => list.id === currentId)
      const paging = pageOf(requestedPage, known?.itemCount ?? 0, WISHLIST_LIMITS.itemsPerPage)
      const window = { offset: paging.offset, limit: paging.pageSize }
      const [{ wishlist, items: rows, claimsRevealed }, ownShareUrl] = await Promise.all([
        known
          ? lists
              .itemsPage(actor, currentId, window, { readClaimsRevealed: known.kind === 'me' && known.isOwner })
              .then((page) => ({ wishlist: known, ...page }))
          : lists.getWithItems(actor, currentId, window),
        known?.isOwner ? sharing.shareUrlFor(actor, known.id) : undefined,
      ])
      const itemIds = rows.map((row) => row.id)
      const mine = wishlist.kind === 'me' && wishlist.isOwner
      const [giverClaims, revealed, shareUrl] = await Promise.all([
        wishlist.kind === 'me' && !wishlist.isOwner ? claims.giverClaims(actor, itemIds) : null,
        mine && claimsRevealed ? claims.revealedClaims(actor, wishlist.id, itemIds) : null,
        wishlist.isOwner ? (known ? ownShareUrl : sharing.shareUrlFor(actor, wishlist.id)) : undefined,
      ])
      const itemViews = rows.map((row) => {
        const view = toItemView(row, wishlist.kind)
        if (giverClaims) view.claims = giverClaims.get(row.id) ?? { remaining: row.quantity, mine: null }
        if (revealed) view.revealedClaims = revealed.get(row.id) ?? []
        return view
      })
      const { page, pageCount, pageSize, total } = paging
      return {
        lists: all.map(toOption),
        current: {
          id: wishlist.id,
          name: wishlist.name,
          kind: wishlist.kind,
          occasionDate: wishlist.occasionDate,
          occasionLabel: occasionLabel(wishlist.occasionDate),
          isOwner: wishlist.isOwner,
          ownerName: wishlist.ownerName,
          collaborators: wishlist.collaborators.map(toCollaboratorView),
          items: itemViews,
          itemCount: wishlist.itemCount,
          page: { page, pageCount, pageSize, total },
          canEdit: true,
          ...(wishlist.isOwner ? { shareUrl: shareUrl ?? null } : {}),
          ...(mine
            ? {
                claimsRevealed,
                canRevealClaims:
                  !claimsRevealed && wishlist.occasionDate !== null && wishlist.occasionDate < londonToday(),
              }
            : {}),
        },
      }
    },

    /**
     * A list opened through its share link, for anyone: read-only, without the owner's email. Givers
     * see how each item of a 'me' list stands and their own claims; the owner (signed in) sees it as
     * it is shared, without claims. A revoked or replaced token finds nothing.
     */
    async sharedPage(viewer: Giver | null, token: string, requestedPage = 1): Promise<SharedListView> {
      const wishlistId = await sharing.resolveToken(token)
      const [list] = await db
        .select({
          name: wishlists.name,
          kind: wishlists.kind,
          occasionDate: wishlists.occasionDate,
          ownerId: wishlists.userId,
          ownerName: displayNameSql,
          itemCount: sql<number>`(select count(*)::int from ${wishlistItems} i where i.wishlist_id = ${wishlists.id})`,
        })
        .from(wishlists)
        .innerJoin(user, eq(user.id, wishlists.userId))
        .leftJoin(profiles, eq(profiles.userId, wishlists.userId))
        .where(and(eq(wishlists.id, wishlistId), sharing.sharedBy(token, wishlists.id)))
      if (!list) throw new NotFoundError('This shared list does not exist')
      const paging = pageOf(requestedPage, Number(list.itemCount), WISHLIST_LIMITS.itemsPerPage)
      const rows = await db
        .select(itemColumns)
        .from(wishlistItems)
        .where(and(eq(wishlistItems.wishlistId, wishlistId), sharing.sharedBy(token, wishlistItems.wishlistId)))
        .orderBy(...itemOrder)
        .limit(paging.pageSize)
        .offset(paging.offset)
      const isOwner = viewer?.id === list.ownerId
      const giverClaims =
        list.kind === 'me' && !isOwner
          ? await claims.giverClaims(
              viewer,
              rows.map((row) => row.id),
            )
          : null
      const { page, pageCount, pageSize, total } = paging
      return {
        name: list.name,
        kind: list.kind,
        ownerName: list.ownerName,
        occasionLabel: occasionLabel(list.occasionDate),
        viewer: isOwner ? 'owner' : 'giver',
        items: rows.map((row) => {
          const view = toItemView(row, list.kind)
          if (giverClaims) view.claims = giverClaims.get(row.id) ?? { remaining: row.quantity, mine: null }
          return view
        }),
        itemCount: Number(list.itemCount),
        page: { page, pageCount, pageSize, total },
      }
    },

    /** Claims through a share link: signed in at once, otherwise by the emailed confirm link. */
    async claimShared(
      requester: { ip: string; user: Giver | null },
      token: string,
      input: { itemId: string; quantity: number; name?: string; email?: string },
    ): Promise<{ confirmed: boolean }> {
      if (requester.user) {
        await claims.claimAsUser(requester.user, { via: 'share', token }, input)
        return { confirmed: true }
      }
      await claims.requestClaim(requester, token, input)
      return { confirmed: false }
    },

    /**
     * Reads a product page for 'Add by link' (a member of the list only; counted per user): name,
     * image, price and currency, or an empty form with the reason when it cannot be read.
     */
    async previewLink(actor: Actor, input: { wishlistId: string; url: string }): Promise<LinkPreview> {
      await requireMember(actor, input.wishlistId)
      await countLinkFetch(actor)
      const empty = (problem: string, url = input.url): LinkPreview => ({
        url,
        found: false,
        problem,
        name: '',
        price: '',
        currency: 'GBP',
        imageSourceUrl: null,
        imagePreview: null,
      })
      let page: Awaited<ReturnType<typeof safeFetch>>
      try {
        page = await safeFetch(input.url, fetchOptions)
      } catch (error) {
        if (error instanceof LinkFetchError) return empty(`${error.message} ${LINK_NOT_READ_MESSAGE}`)
        throw error
      }
      if (page.contentType && !/^(text\/html|application\/xhtml\+xml)/.test(page.contentType)) {
        return empty(`That link is not a web page. ${LINK_NOT_READ_MESSAGE}`, page.url)
      }
      const details = readProductPage(page.body, page.url)
      if (!details?.name) return empty(LINK_NOT_READ_MESSAGE, page.url)
      const image = details.imageUrl ? await fetchItemImage(details.imageUrl, fetchOptions) : null
      return {
        url: page.url,
        found: true,
        problem: null,
        name: details.name,
        price: details.price === null ? '' : details.price.toFixed(2),
        currency: details.currency ?? 'GBP',
        imageSourceUrl: image ? details.imageUrl : null,
        imagePreview: previewDataUrl(image),
      }
    },

    /**
     * Saves an item added by link (after its preview) or by hand. When the form names the page's
     * image, our own copy is fetched (the same safe fetch, counted like a link read).
     */
    async addFromForm(actor: Actor, wishlistId: string, item: OwnItem): Promise<WishlistItem> {
      let image: ItemImage | null = null
      if (item.imageSourceUrl) {
        await requireMember(actor, wishlistId)
        await countLinkFetch(actor)
        image = await fetchItemImage(item.imageSourceUrl, fetchOptions)
      }
      return items.addOwnItem(actor, wishlistId, item, image)
    },

    /**
     * What was given on a list, by whom and when, as the actor may know it: on a gift plan the items
     * marked purchased (owner and collaborators); on a 'me' list only the actor's own confirmed
     * claims, so its owner is told nothing. For features that keep a gift history.
     */
    async giftsOn(actor: Actor, wishlistId: string): Promise<GiftRecord[]> {
      assertId(wishlistId)
      const rows = await queryRows<{
        item_id: string
        name: string
        price: string | number | null
        currency: string
        quantity: number
        giver_user_id: string | null
        giver_name: string | null
        at: string | Date
      }>(
        db,
        sql`
        select i.id as item_id, i.product_name as name, i.product_price as price, i.product_currency as currency,
               1 as quantity, i.purchased_by as giver_user_id,
               coalesce(nullif(trim(p.name), ''), nullif(trim(u.name), '')) as giver_name, i.purchased_at as at
        from ${wishlistItems} i
        join ${wishlists} w on w.id = i.wishlist_id
        left join ${user} u on u.id = i.purchased_by
        left join ${profiles} p on p.user_id = i.purchased_by
        where i.wishlist_id = ${wishlistId} and w.kind = 'someone-else' and i.purchased and i.purchased_at is not null
          and ${visibleTo(actor.id, sql`i.wishlist_id`)}
        union all
        select c.item_id, i.product_name, i.product_price, i.product_currency, c.quantity, c.claimer_user_id,
               c.claimer_name, c.confirmed_at
        from ${wishlistClaims} c
        join ${wishlistItems} i on i.id = c.item_id
        join ${wishlists} w on w.id = c.wishlist_id
        where c.wishlist_id = ${wishlistId} and w.kind = 'me' and c.status = 'confirmed'
          and c.claimer_user_id = ${actor.id} and w.user_id <> ${actor.id}
        order by at`,
      )
      return rows.map((row) => ({
        itemId: row.item_id,
        name: row.name,
        price: row.price === null ? null : Number(row.price),
        currency: row.currency,
        quantity: Number(row.quantity),
        giver: { userId: row.giver_user_id, name: row.giver_name },
        at: new Date(row.at),
      }))
    },

    /** Our copy of an item's image, by its random key (the only way to ask for it). */
    async itemImage(key: string): Promise<{ contentType: string; bytes: Uint8Array }> {
      if (!IMAGE_KEY.test(key)) throw new NotFoundError('Image not found')
      const [row] = await db
        .select({ contentType: wishlistItemImages.contentType, bytes: wishlistItemImages.bytes })
        .from(wishlistItemImages)
        .where(eq(wishlistItemImages.key, key))
      if (!row) throw new NotFoundError('Image not found')
      return row
    },
  }
}

export type WishlistService = ReturnType<typeof createWishlistService>
