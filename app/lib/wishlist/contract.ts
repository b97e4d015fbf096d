import { z } from '#app/lib/zod.ts'

import type { ActionResult, ErrorBody } from '#app/lib/action-result.ts'
import {
  isAllowedProductImage,
  isAllowedProductUrl,
  PRODUCT_IMAGE_MESSAGE,
  PRODUCT_URL_MESSAGE,
  WISHLIST_MESSAGES,
  WISHLIST_NAME_MAX,
} from '#app/lib/wishlist/wishlist.ts'

/*
 * The wishlist feature's contract: the request schemas and the result types shared by the
 * /wishlist page, the profile's wishlist and invitation cards, the 'Add to Wishlist' dialog, the
 * JSON routes behind it and the wishlist services. Components import only types from here, so
 * pages that show lists do not ship zod.
 */

// ---- Requests ---------------------------------------------------------------------------------

/** A wishlist name: required after trimming, at most 100 characters. */
export const WishlistNameSchema = z
  .string({ error: 'Please enter a name for your wishlist' })
  .trim()
  .min(1, 'Please enter a name for your wishlist')
  .max(WISHLIST_NAME_MAX, `Wishlist names can be up to ${WISHLIST_NAME_MAX} characters`)

/** What may be stored as a wishlist item; checked on the server whatever the client sent. */
export const WishlistProductSchema = z.object({
  name: z.string().trim().min(1, 'Product name is required').max(300, 'Product name is too long'),
  imageUrl: z
    .string()
    .trim()
    .max(2000)
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || isAllowedProductImage(value), PRODUCT_IMAGE_MESSAGE),
  price: z.coerce
    .number({ error: 'Price must be a number' })
    .min(0, 'Price cannot be negative')
    .max(99_999_999, 'Price is too large'),
  url: z.string().trim().max(2000).refine(isAllowedProductUrl, PRODUCT_URL_MESSAGE),
})
export type WishlistProductInput = z.input<typeof WishlistProductSchema>

/** An invitee's address, compared lower-cased (emails are stored lower-cased). */
export const InviteeEmailSchema = z
  .string({ error: WISHLIST_MESSAGES.inviteIncomplete })
  .trim()
  .toLowerCase()
  .pipe(z.email('Please enter a valid email address'))

/** POST /api/wishlists (the dialog's 'Create New Wishlist'); the service checks the name itself. */
export const CreateWishlistRequestSchema = z.object({ name: z.string().default('') })

/** POST /api/wishlists/items (the dialog's 'Add to Wishlist'): the form fields of a product. */
export const AddItemRequestSchema = z
  .object({
    wishlistId: z.string({ error: WISHLIST_MESSAGES.selectionRequired }).min(1, WISHLIST_MESSAGES.selectionRequired),
    name: z.string().default(''),
    imageUrl: z.string().optional(),
    price: z.string().default(''),
    url: z.string().default(''),
  })
  .transform(({ wishlistId, name, imageUrl, price, url }) => ({
    wishlistId,
    product: { name, imageUrl: imageUrl || null, price: price === '' ? Number.NaN : Number(price), url },
  }))

/** The /wishlist page's item forms: the purchased toggle (sets the value sent) and remove. */
export const WishlistItemActionSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('toggle'),
    wishlistId: z.string(),
    itemId: z.string(),
    purchased: z.enum(['true', 'false']).transform((value) => value === 'true'),
  }),
  z.object({ intent: z.literal('remove'), wishlistId: z.string(), itemId: z.string() }),
])
export type WishlistItemIntent = z.infer<typeof WishlistItemActionSchema>['intent']

/** The profile's wishlist and invitation cards: one form per intent. */
export const WishlistProfileActionSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('create-wishlist'),
    name: z.string({ error: WISHLIST_MESSAGES.nameRequired }).trim().min(1, WISHLIST_MESSAGES.nameRequired),
  }),
  z.object({ intent: z.literal('delete-wishlist'), wishlistId: z.string() }),
  z.object({
    intent: z.literal('invite-collaborator'),
    wishlistId: z.string({ error: WISHLIST_MESSAGES.inviteIncomplete }).min(1, WISHLIST_MESSAGES.inviteIncomplete),
    email: z.string({ error: WISHLIST_MESSAGES.inviteIncomplete }).trim().min(1, WISHLIST_MESSAGES.inviteIncomplete),
  }),
  z.object({ intent: z.literal('remove-collaborator'), wishlistId: z.string(), userId: z.string().min(1) }),
  z.object({ intent: z.literal('accept-invitation'), invitationId: z.string() }),
  z.object({ intent: z.literal('decline-invitation'), invitationId: z.string() }),
])
export type WishlistProfileAction = z.infer<typeof WishlistProfileActionSchema>
export type WishlistProfileIntent = WishlistProfileAction['intent']

// ---- Results ----------------------------------------------------------------------------------

/** A collaborator as owners see them: never their email, only the display name. */
export interface CollaboratorView {
  userId: string
  /** Profile name (or the name given at sign-up); null shows as 'Anonymous User'. */
  name: string | null
  avatarUrl: string | null
}

/** A list in the selector and the 'Add to Wishlist' dialog. */
export interface WishlistOption {
  id: string
  name: string
  isOwner: boolean
  /** The owner's display name (null shows as 'Anonymous User'); shown for shared lists. */
  ownerName: string | null
  itemCount: number
}

/** A list on the profile's 'My Wishlists' card. */
export interface WishlistCardView extends WishlistOption {
  /** Only for lists the user owns: collaborators are the owner's business. */
  collaborators: CollaboratorView[]
}

/** One item on the /wishlist page. */
export interface WishlistItemView {
  id: string
  wishlistId: string
  productName: string
  productImage: string | null
  /** Already formatted in GBP on the server. */
  price: string | null
  productUrl: string | null
  purchased: boolean
}

/** The list the /wishlist page shows. */
export interface WishlistView extends Omit<WishlistCardView, 'itemCount'> {
  items: WishlistItemView[]
}

export interface ReceivedInvitationView {
  id: string
  wishlistName: string
  inviterEmail: string
}

export interface SentInvitationView {
  id: string
  wishlistName: string
  inviteeEmail: string
  status: 'pending' | 'accepted' | 'declined'
}

/** The profile's 'My Wishlists' and 'Invitations' cards. */
export interface WishlistCardsData {
  wishlists: WishlistCardView[]
  invitations: { received: ReceivedInvitationView[]; sent: SentInvitationView[] }
}

/** What an item form on /wishlist answers; `purchased` is the item's new state after a toggle. */
export type WishlistItemResult = ActionResult<WishlistItemIntent> & { purchased?: boolean }

/** What a wishlist or invitation form on the profile answers. */
export type WishlistProfileResult = ActionResult<WishlistProfileIntent>

/** GET /api/wishlists: the lists the signed-in user may add to. */
export type WishlistsResponse = { ok: true; wishlists: WishlistOption[] } | ErrorBody

/** POST /api/wishlists: the new list, which the dialog prepends and selects. */
export type CreatedWishlistResponse = { ok: true; wishlist: WishlistOption } | ErrorBody

/** POST /api/wishlists/items: the item added. */
export type AddedItemResponse = { ok: true; item: { id: string; wishlistId: string; productName: string } } | ErrorBody
