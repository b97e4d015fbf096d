import { isAllowedRetailerUrl } from '#app/lib/affiliate.ts'

// Client-safe wishlist constants and helpers. The zod schemas are in ./contract.ts, so pages that
// only show wishlists do not ship zod.

/** Longest wishlist name we keep. */
export const WISHLIST_NAME_MAX = 100

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
} as const

export const PRODUCT_URL_MESSAGE = 'Product links must go to an allowed retailer (Amazon UK or eBay) over https.'
export const PRODUCT_IMAGE_MESSAGE = 'Product images must be our own or come from an allowed retailer.'

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

/** The name to show for a person: their display name, or 'Anonymous User'. */
export function displayName(name: string | null | undefined): string {
  return name?.trim() || ANONYMOUS_USER
}
