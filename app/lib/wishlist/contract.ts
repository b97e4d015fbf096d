import { z } from '#app/lib/zod.ts'

import type { ActionResult, ErrorBody } from '#app/lib/action-result.ts'
import {
  isAllowedProductImage,
  isAllowedProductUrl,
  isWebLink,
  LIST_KINDS,
  PRODUCT_IMAGE_MESSAGE,
  PRODUCT_URL_MESSAGE,
  WISHLIST_LIMITS,
  WISHLIST_MESSAGES,
  WISHLIST_NAME_MAX,
  type ListKind,
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

/** Who a new list is for. */
export const ListKindSchema = z.enum(LIST_KINDS, { error: WISHLIST_MESSAGES.kindRequired })

/**
 * An occasion date as a date field sends it ('2025-12-25'); blank means none. Whether it is in the
 * past is the service's call (it knows today's date in London).
 */
export const OccasionDateSchema = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || null)
  .refine(
    (value) => value === null || (/^\d{4}-\d{2}-\d{2}$/.test(value) && isCalendarDate(value)),
    WISHLIST_MESSAGES.occasionDateInvalid,
  )

function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/** A new list: its name, who it is for, and an optional occasion date. */
export const NewWishlistSchema = z.object({
  name: WishlistNameSchema,
  kind: ListKindSchema,
  occasionDate: OccasionDateSchema,
})
export type NewWishlistInput = z.input<typeof NewWishlistSchema>

/** Blank form fields are absent values. */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value)

const QuantitySchema = z.coerce
  .number({ error: `Quantity must be a whole number from 1 to ${WISHLIST_LIMITS.quantityMax}` })
  .int(`Quantity must be a whole number from 1 to ${WISHLIST_LIMITS.quantityMax}`)
  .min(1, `Quantity must be a whole number from 1 to ${WISHLIST_LIMITS.quantityMax}`)
  .max(WISHLIST_LIMITS.quantityMax, `Quantity must be a whole number from 1 to ${WISHLIST_LIMITS.quantityMax}`)

const NoteSchema = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .max(WISHLIST_LIMITS.noteMax, `Notes can be up to ${WISHLIST_LIMITS.noteMax} characters`)
    .nullish()
    .transform((value) => value ?? null),
)

/** A checkbox: present ('on', 'true') is true, absent is false. */
const CheckboxSchema = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((value) => value === true || value === 'on' || value === 'true')

/** A web link an item added by link or by hand may keep; blank means none. */
const WebLinkSchema = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .max(2000, 'Links can be up to 2,000 characters')
    .refine(isWebLink, WISHLIST_MESSAGES.linkInvalid)
    .nullish()
    .transform((value) => value ?? null),
)

/** A price as typed ('12.50', '£1,299'); blank means none. */
const OptionalPriceSchema = z.preprocess(
  (value) => {
    const blank = blankToNull(value)
    return typeof blank === 'string' ? Number(blank.replace(/[£$€,\s]/g, '')) : blank
  },
  z
    .number({ error: 'Price must be a number' })
    .min(0, 'Price cannot be negative')
    .max(99_999_999, 'Price is too large')
    .nullish()
    .transform((value) => (value === undefined || value === null ? null : Math.round(value * 100) / 100)),
)

const CurrencySchema = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'Currency must be a three-letter code such as GBP')
    .nullish()
    .transform((value) => value ?? 'GBP'),
)

/**
 * An item added by link (after the preview) or by hand ('Add your own'): any shop's link, or none.
 * `imageSourceUrl` is the image the product page named; the server fetches its own copy.
 */
export const OwnItemSchema = z.object({
  name: z
    .string({ error: WISHLIST_MESSAGES.itemNameRequired })
    .trim()
    .min(1, WISHLIST_MESSAGES.itemNameRequired)
    .max(300, 'Product name is too long'),
  price: OptionalPriceSchema,
  currency: CurrencySchema,
  url: WebLinkSchema,
  note: NoteSchema,
  quantity: z.preprocess((value) => blankToNull(value) ?? 1, QuantitySchema),
  mostWanted: CheckboxSchema,
  imageSourceUrl: WebLinkSchema,
})
export type OwnItemInput = z.input<typeof OwnItemSchema>
export type OwnItem = z.output<typeof OwnItemSchema>

/** The details of an item its owner and editors may change. */
export const ItemDetailsSchema = z.object({
  note: NoteSchema,
  quantity: QuantitySchema,
  mostWanted: CheckboxSchema,
})
export type ItemDetailsInput = z.input<typeof ItemDetailsSchema>

/** A product page to read for 'Add by link'. */
export const ProductLinkSchema = z
  .string({ error: WISHLIST_MESSAGES.linkRequired })
  .trim()
  .min(1, WISHLIST_MESSAGES.linkRequired)
  .max(2000, 'Links can be up to 2,000 characters')
  .refine(isWebLink, WISHLIST_MESSAGES.linkInvalid)

/** A giver without an account: the name the claim is under and the address that confirms it. */
export const ClaimerSchema = z.object({
  name: z
    .string({ error: WISHLIST_MESSAGES.claimNameRequired })
    .trim()
    .min(1, WISHLIST_MESSAGES.claimNameRequired)
    .max(80, 'Please keep your name under 80 characters'),
  email: z
    .string({ error: WISHLIST_MESSAGES.claimEmailInvalid })
    .trim()
    .toLowerCase()
    .max(254, WISHLIST_MESSAGES.claimEmailInvalid)
    .pipe(z.email(WISHLIST_MESSAGES.claimEmailInvalid)),
})

/** An invitee's address, compared lower-cased (emails are stored lower-cased). */
export const InviteeEmailSchema = z
  .string({ error: WISHLIST_MESSAGES.inviteIncomplete })
  .trim()
  .toLowerCase()
  .pipe(z.email('Please enter a valid email address'))

/**
 * POST /api/wishlists (the dialog's 'Create New Wishlist'): the name (the service checks it) and
 * who the list is for, a gift plan unless said otherwise.
 */
export const CreateWishlistRequestSchema = z.object({
  name: z.string().default(''),
  kind: z.enum(LIST_KINDS, { error: WISHLIST_MESSAGES.kindRequired }).default('someone-else'),
})

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

/**
 * The /wishlist page's forms: the purchased toggle (sets the value sent), remove, the item details,
 * 'Add by link' (preview, then add) and 'Add your own', the list's name and occasion, sharing,
 * revealing claims, leaving, and claiming on a list someone else made for themselves.
 */
export const WishlistItemActionSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('toggle'),
    wishlistId: z.string(),
    itemId: z.string(),
    purchased: z.enum(['true', 'false']).transform((value) => value === 'true'),
  }),
  z.object({ intent: z.literal('remove'), wishlistId: z.string(), itemId: z.string() }),
  z.object({
    intent: z.literal('update-item'),
    wishlistId: z.string(),
    itemId: z.string(),
    ...ItemDetailsSchema.shape,
  }),
  z.object({ intent: z.literal('preview-link'), wishlistId: z.string(), url: ProductLinkSchema }),
  z.object({ intent: z.literal('add-item'), wishlistId: z.string(), ...OwnItemSchema.shape }),
  z.object({
    intent: z.literal('rename'),
    wishlistId: z.string(),
    name: WishlistNameSchema,
    occasionDate: OccasionDateSchema,
  }),
  z.object({ intent: z.literal('share'), wishlistId: z.string() }),
  z.object({ intent: z.literal('stop-sharing'), wishlistId: z.string() }),
  z.object({ intent: z.literal('reveal-claims'), wishlistId: z.string() }),
  z.object({ intent: z.literal('leave'), wishlistId: z.string() }),
  z.object({
    intent: z.literal('claim'),
    wishlistId: z.string(),
    itemId: z.string(),
    quantity: z.preprocess((value) => blankToNull(value) ?? 1, QuantitySchema),
  }),
  z.object({ intent: z.literal('unclaim'), wishlistId: z.string(), claimId: z.string() }),
])
export type WishlistItemAction = z.infer<typeof WishlistItemActionSchema>
export type WishlistItemIntent = WishlistItemAction['intent']
export const WISHLIST_ITEM_INTENTS = [
  'toggle',
  'remove',
  'update-item',
  'preview-link',
  'add-item',
  'rename',
  'share',
  'stop-sharing',
  'reveal-claims',
  'leave',
  'claim',
  'unclaim',
] as const satisfies readonly WishlistItemIntent[]

/**
 * The shared page's forms (/shared/{token}): 'I'll get this' (a visitor without an account gives a
 * name and an address that confirms it) and 'Undo' for a signed-in giver's own claim.
 */
export const SharedListActionSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('claim'),
    itemId: z.string(),
    quantity: z.preprocess((value) => blankToNull(value) ?? 1, QuantitySchema),
    name: z.string().optional(),
    email: z.string().optional(),
  }),
  z.object({ intent: z.literal('unclaim'), claimId: z.string() }),
])
export type SharedListIntent = z.infer<typeof SharedListActionSchema>['intent']

/** The emailed claim links (confirm, undo): their token, posted back by the page's button. */
export const ClaimLinkRequestSchema = z.object({ token: z.string().min(1).max(200) })

/** The profile's wishlist and invitation cards: one form per intent. */
export const WishlistProfileActionSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('create-wishlist'),
    name: z.string({ error: WISHLIST_MESSAGES.nameRequired }).trim().min(1, WISHLIST_MESSAGES.nameRequired),
    kind: ListKindSchema,
    occasionDate: OccasionDateSchema,
  }),
  z.object({ intent: z.literal('delete-wishlist'), wishlistId: z.string() }),
  z.object({ intent: z.literal('leave-wishlist'), wishlistId: z.string() }),
  z.object({ intent: z.literal('cancel-invitation'), invitationId: z.string() }),
  z.object({ intent: z.literal('resend-invitation'), invitationId: z.string() }),
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
  kind: ListKind
  isOwner: boolean
  /** The owner's display name (null shows as 'Anonymous User'); shown for shared lists. */
  ownerName: string | null
  itemCount: number
  /** 'YYYY-MM-DD', or null. */
  occasionDate: string | null
}

/** A list on the profile's 'My Wishlists' card. */
export interface WishlistCardView extends WishlistOption {
  /** Only for lists the user owns: collaborators are the owner's business. */
  collaborators: CollaboratorView[]
}

/** Where an item's link goes, already made into an outbound link on the server (affiliate parameters, rel). */
export interface ItemLinkView {
  href: string
  rel: string
  /** The shop's host without 'www.'. */
  shop: string
}

/**
 * How an item of a 'me' list stands for a giver (never shown to the list's owner): how many units
 * are still wanted and the giver's own claim, if any.
 */
export interface GiverClaimView {
  remaining: number
  mine: { id: string; quantity: number; pending: boolean } | null
}

/** What the owner of a 'me' list sees once they chose to reveal claims after the occasion. */
export interface RevealedClaimView {
  name: string
  quantity: number
}

/** One item as a list page shows it. */
export interface ItemView {
  id: string
  wishlistId: string
  productName: string
  productImage: string | null
  /** Already formatted in its currency (en-GB) on the server. */
  price: string | null
  link: ItemLinkView | null
  note: string | null
  quantity: number
  mostWanted: boolean
  /** A gift plan's shared 'Purchased' state; always false on a 'me' list. */
  purchased: boolean
  /** 'me' lists, for givers only: absent for the owner, whatever the claims. */
  claims?: GiverClaimView
  /** 'me' lists, for the owner, only after they revealed claims once the occasion had passed. */
  revealedClaims?: RevealedClaimView[]
}

/** One item on the /wishlist page. */
export type WishlistItemView = ItemView

/** Where a page of a long list stands. */
export interface PageInfo {
  page: number
  pageCount: number
  pageSize: number
  total: number
}

/** The list the /wishlist page shows. */
export interface WishlistView extends Omit<WishlistCardView, 'itemCount'> {
  /** The occasion date as shown ('25 December 2025'), or null. */
  occasionLabel: string | null
  items: WishlistItemView[]
  itemCount: number
  page: PageInfo
  /** May add, remove and change items (owner and collaborators). */
  canEdit: boolean
  /** For the owner: the share link, or null when the list is not shared. */
  shareUrl?: string | null
  /** For the owner of a 'me' list: the occasion has passed and claims may be revealed. */
  canRevealClaims?: boolean
  claimsRevealed?: boolean
}

/** What 'Add by link' read from a product page, to confirm or edit before saving. */
export interface LinkPreview {
  url: string
  /** False when nothing could be read: the same form is offered empty, to fill in by hand. */
  found: boolean
  /** Why nothing could be read, in words for the person who pasted the link. */
  problem: string | null
  name: string
  /** Pounds or the page's currency, as a number typed into the price field ('12.50'). */
  price: string
  currency: string
  /** The image the page named, fetched again by the server when the item is saved. */
  imageSourceUrl: string | null
  /** A small copy of that image for the preview (a data: URL), or null. */
  imagePreview: string | null
}

/** A list opened through its share link (/shared/{token}). */
export interface SharedListView {
  name: string
  kind: ListKind
  ownerName: string | null
  occasionLabel: string | null
  /** The owner sees their own list as others do, without claims; givers see claims. */
  viewer: 'owner' | 'giver'
  items: ItemView[]
  itemCount: number
  page: PageInfo
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

/** What the shared page's claim forms answer. */
export type SharedListResult = ActionResult<SharedListIntent>

/** The profile's 'My Wishlists' and 'Invitations' cards. */
export interface WishlistCardsData {
  wishlists: WishlistCardView[]
  invitations: { received: ReceivedInvitationView[]; sent: SentInvitationView[] }
}

/**
 * What a form on /wishlist answers; `purchased` is the item's new state after a toggle, `preview`
 * what 'Add by link' read, `shareUrl` the new share link.
 */
export type WishlistItemResult = ActionResult<WishlistItemIntent> & {
  purchased?: boolean
  preview?: LinkPreview
  shareUrl?: string | null
}

/** What a wishlist or invitation form on the profile answers. */
export type WishlistProfileResult = ActionResult<WishlistProfileIntent>

/** GET /api/wishlists: the lists the signed-in user may add to. */
export type WishlistsResponse = { ok: true; wishlists: WishlistOption[] } | ErrorBody

/** POST /api/wishlists: the new list, which the dialog prepends and selects. */
export type CreatedWishlistResponse = { ok: true; wishlist: WishlistOption } | ErrorBody

/** POST /api/wishlists/items: the item added. */
export type AddedItemResponse = { ok: true; item: { id: string; wishlistId: string; productName: string } } | ErrorBody
