import { z } from 'zod'

/**
 * The parts of eBay's answers we read, parsed with zod before use. The Browse API
 * declares no field required (contracts README 1.9), so everything is optional and unknown fields pass.
 */

/** POST /identity/v1/oauth2/token, 200 (contracts/ebay/oauth_client_credentials.contract.json). */
export const TokenResponseSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().positive(),
  token_type: z.string().optional(),
})

/** RFC 6749 error of the token endpoint (not the errors[] envelope). */
export const OAuthErrorSchema = z.object({
  error: z.string(),
  error_description: z.string().optional(),
})

/** components.schemas.Error, inside { errors: [...] } or { warnings: [...] }. */
export const EbayErrorSchema = z.object({
  errorId: z.number().optional(),
  domain: z.string().optional(),
  category: z.string().optional(),
  message: z.string().optional(),
  longMessage: z.string().optional(),
})

export const ErrorEnvelopeSchema = z.object({ errors: z.array(EbayErrorSchema).default([]) })

const AmountSchema = z.object({
  value: z.string().optional(),
  currency: z.string().optional(),
})

const ImageSchema = z.object({ imageUrl: z.string().optional() })

/** components.schemas.ItemSummary (Browse API v1.20.4), the fields the mapper reads. */
export const ItemSummarySchema = z.object({
  itemId: z.string().optional(),
  legacyItemId: z.string().optional(),
  title: z.string().optional(),
  price: AmountSchema.optional(),
  image: ImageSchema.optional(),
  thumbnailImages: z.array(ImageSchema).optional(),
  itemWebUrl: z.string().optional(),
  itemAffiliateWebUrl: z.string().optional(),
  condition: z.string().optional(),
  conditionId: z.string().optional(),
  buyingOptions: z.array(z.string()).optional(),
  seller: z
    .object({
      username: z.string().optional(),
      feedbackPercentage: z.string().optional(),
      feedbackScore: z.number().optional(),
    })
    .optional(),
  shippingOptions: z
    .array(z.object({ shippingCost: AmountSchema.optional(), shippingCostType: z.string().optional() }))
    .optional(),
  shortDescription: z.string().optional(),
})
export type ItemSummary = z.infer<typeof ItemSummarySchema>

/**
 * components.schemas.SearchPagedCollection. Items are parsed one by one (see the client), so one
 * odd listing cannot sink a whole page.
 */
export const SearchPagedCollectionSchema = z.object({
  href: z.string().optional(),
  total: z.number().int().nonnegative().default(0),
  limit: z.number().int().optional(),
  offset: z.number().int().optional(),
  next: z.string().optional(),
  prev: z.string().optional(),
  itemSummaries: z.array(z.unknown()).default([]),
  warnings: z.array(EbayErrorSchema).optional(),
})
export type SearchPagedCollection = z.infer<typeof SearchPagedCollectionSchema>
