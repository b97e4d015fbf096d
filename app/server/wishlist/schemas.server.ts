import { z } from 'zod'

import {
  isAllowedProductImage,
  isAllowedProductUrl,
  PRODUCT_IMAGE_MESSAGE,
  PRODUCT_URL_MESSAGE,
  WISHLIST_NAME_MAX,
} from '#app/lib/wishlist/wishlist.ts'

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

/** An invitee's address, compared lower-cased (emails are stored lower-cased, design section 3). */
export const InviteeEmailSchema = z
  .string({ error: 'Please select a wishlist and enter an email' })
  .trim()
  .toLowerCase()
  .pipe(z.email('Please enter a valid email address'))

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
