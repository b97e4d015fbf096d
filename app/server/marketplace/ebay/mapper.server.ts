import { isAllowedRetailerUrl } from '#app/lib/affiliate.ts'
import { formatGBP } from '#app/lib/format.ts'

import type { MarketplaceItem } from '#app/server/marketplace/port.server.ts'

import { ItemSummarySchema } from '#app/server/marketplace/ebay/schemas.server.ts'

/**
 * The eBay item number: legacyItemId, else the number after /itm/ in itemWebUrl, else the middle of
 * the RESTful id 'v1|123456789012|0'. It is what the page sends back as excludeItemIds.
 */
export function ebayItemNumber(summary: {
  legacyItemId?: string
  itemWebUrl?: string
  itemId?: string
}): string | null {
  if (summary.legacyItemId && /^\d+$/.test(summary.legacyItemId)) return summary.legacyItemId
  const fromUrl = summary.itemWebUrl?.match(/\/itm\/(?:[^/?#]+\/)?(\d+)/)?.[1]
  if (fromUrl) return fromUrl
  return summary.itemId?.match(/^v\d+\|(\d+)\|/)?.[1] ?? null
}

function pounds(amount: { value?: string; currency?: string } | undefined): number | null {
  if (!amount?.value || (amount.currency && amount.currency !== 'GBP')) return null
  const value = Number(amount.value)
  return Number.isFinite(value) && value >= 0 ? value : null
}

function httpsUrl(value: string | undefined): string | null {
  if (!value) return null
  try {
    return new URL(value).protocol === 'https:' ? value : null
  } catch {
    return null
  }
}

/**
 * One ItemSummary in our own terms, or null when it cannot be shown: no number, title, GBP price,
 * https image or allow-listed link (only complete results are kept).
 */
export function toMarketplaceItem(raw: unknown): MarketplaceItem | null {
  const parsed = ItemSummarySchema.safeParse(raw)
  if (!parsed.success) return null
  const summary = parsed.data
  const itemId = ebayItemNumber(summary)
  const name = summary.title?.trim()
  const price = pounds(summary.price)
  const imageUrl = httpsUrl(summary.image?.imageUrl) ?? httpsUrl(summary.thumbnailImages?.[0]?.imageUrl)
  // Only the affiliate URL earns commission; the plain URL is the fallback.
  const link = [summary.itemAffiliateWebUrl, summary.itemWebUrl].find(
    (url): url is string => !!url && isAllowedRetailerUrl(url),
  )
  if (!itemId || !name || price === null || !imageUrl || !link) return null

  const postage = (summary.shippingOptions ?? [])
    .map((option) => pounds(option.shippingCost))
    .filter((cost): cost is number => cost !== null)
  const feedback = summary.seller?.feedbackPercentage ? Number(summary.seller.feedbackPercentage) : null
  return {
    itemId,
    name,
    price: formatGBP(price),
    totalPrice: Math.round((price + (postage.length ? Math.min(...postage) : 0)) * 100) / 100,
    imageUrl,
    ebayItemUrl: link,
    linkKind: 'item',
    condition: summary.condition?.trim() || 'New',
    sellerUsername: summary.seller?.username ?? null,
    sellerFeedbackPercentage: feedback !== null && Number.isFinite(feedback) ? feedback : null,
    ...(summary.shortDescription ? { description: summary.shortDescription } : {}),
  }
}
