import { isAllowedRetailerUrl } from '#app/lib/affiliate.ts'

// Client-safe wishlist constants and helpers. The zod schemas are in ./contract.ts, so pages that
// only show wishlists do not ship zod.

/** Longest wishlist name we keep. */
export const WISHLIST_NAME_MAX = 100

/**
 * How much one person or one list may hold, in one place (docs/features/limits.md). The services
 * check them inside the write they guard; the pages show the same numbers.
 */
export const WISHLIST_LIMITS = {
  listsPerUser: 50,
  itemsPerList: 500,
  collaboratorsPerList: 20,
  pendingInvitationsPerList: 20,
  /** Items on one page of /wishlist and of a shared list. */
  itemsPerPage: 24,
  /** Units one item may ask for. */
  quantityMax: 99,
  noteMax: 500,
} as const

/** Who a list is for: the owner themselves (givers claim secretly) or someone else (a gift plan). */
export type ListKind = 'me' | 'someone-else'
export const LIST_KINDS = ['me', 'someone-else'] as const satisfies readonly ListKind[]
export const LIST_KIND_LABELS: Record<ListKind, string> = { me: 'Me', 'someone-else': 'Someone else' }

/** Shown for a collaborator or owner without a display name. */
export const ANONYMOUS_USER = 'Anonymous User'

/** Image hosts a wishlist item may show, besides our own /images/ (kept in step with the CSP img-src). */
export const PRODUCT_IMAGE_HOSTS = ['i.ebayimg.com'] as const

/** The wishlist feature's messages (docs/features/wishlist.md lists where each appears). */
export const WISHLIST_MESSAGES = {
  nameRequired: 'Please enter a wishlist name',
  inviteIncomplete: 'Please select a wishlist and enter an email',
  selectionRequired: 'Please select a wishlist',
  wrongAccount: 'This invitation was sent to a different email address. Sign in with that address to accept it.',
  kindRequired: 'Please choose who this list is for',
  occasionDateInvalid: 'Please enter the occasion date as a day, month and year',
  occasionDatePast: 'The occasion date cannot be in the past',
  alreadyOnList: 'Already on this list',
  linkRequired: 'Please enter the link of a product page',
  linkInvalid: 'Please enter a web address starting with http:// or https://',
  itemNameRequired: 'Please enter what you would like',
  listsQuota: `You can have up to ${WISHLIST_LIMITS.listsPerUser} wishlists. Delete one you no longer need to make room.`,
  itemsQuota: `A wishlist can hold up to ${WISHLIST_LIMITS.itemsPerList} items. Remove some to make room.`,
  collaboratorsQuota: `A wishlist can have up to ${WISHLIST_LIMITS.collaboratorsPerList} collaborators.`,
  invitationsQuota: `A wishlist can have up to ${WISHLIST_LIMITS.pendingInvitationsPerList} pending invitations. Cancel some before sending more.`,
  claimNameRequired: 'Please enter your name',
  claimEmailInvalid: 'Please enter a valid email address',
  ownListClaim: 'This is your own list: the people you share it with claim its items.',
  nothingLeft: 'Someone has already claimed this. Everything wanted is taken.',
  notPurchasable: 'Items on a list for yourself are claimed by givers, not marked purchased.',
} as const

/** Why a product page could not be read; the form is offered to fill in by hand. */
export const LINK_NOT_READ_MESSAGE =
  "We couldn't read the product details from that page. Please fill them in yourself."

export const PRODUCT_URL_MESSAGE = 'Product links must go to an allowed retailer (Amazon UK or eBay) over https.'
export const PRODUCT_IMAGE_MESSAGE = 'Product images must be our own or come from an allowed retailer.'

/**
 * Where our copies of the images of items added by link are served: `/wishlist/images/{key}`. Only
 * the server sets such an image on an item; a client cannot ask for one.
 */
export const ITEM_IMAGE_PATH = '/wishlist/images/'

/** True for one of our own images ('/images/...') or an https image on an allowed host. */
export function isAllowedProductImage(value: string): boolean {
  if (value.startsWith('/')) {
    return value.startsWith('/images/') && !value.includes('..') && !value.includes('//') && !value.includes('\\')
  }
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && (PRODUCT_IMAGE_HOSTS as readonly string[]).includes(url.hostname)
  } catch {
    return false
  }
}

/** True when a wishlist item may link to this URL: https on an allowed retailer host. */
export const isAllowedProductUrl = isAllowedRetailerUrl

/**
 * True for a link to a page on the web that an item added by link or by hand may keep: http or
 * https, a host, and no user name or password in it.
 */
export function isWebLink(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && !!url.hostname && !url.username && !url.password
  } catch {
    return false
  }
}

/** The name to show for a person: their display name, or 'Anonymous User'. */
export function displayName(name: string | null | undefined): string {
  return name?.trim() || ANONYMOUS_USER
}
