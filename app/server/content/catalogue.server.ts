import { createHash } from 'node:crypto'

import type { CatalogueFile } from '#app/server/content/sources.server.ts'

/** One listing of the built-in marketplace, as stored in catalogue_items. */
export interface CatalogueListing {
  id: string
  title: string
  description: string
  brand: string
  price: number
  imageUrl: string
  condition: string
  sellerUsername: string
  sellerFeedbackPercentage: number | null
  tags: string[]
  keywords: string
  minAge: number
  pillarSlug: string
  subcategorySlug: string
}

/** Independent UK sellers of the offline marketplace, with their feedback (some below the badge thresholds). */
const SELLERS: readonly { username: string; feedback: number | null }[] = [
  { username: 'giftbox_direct_uk', feedback: 99.8 },
  { username: 'thameside-trading', feedback: 99.4 },
  { username: 'northern_gadget_co', feedback: 98.7 },
  { username: 'brighton-home-store', feedback: 99.1 },
  { username: 'celtic_crafts_shop', feedback: 97.2 },
  { username: 'yorkshire-outlet', feedback: 96.4 },
  { username: 'midlands_deals_ltd', feedback: 95.3 },
  { username: 'clearance-corner-uk', feedback: 93.8 },
  { username: 'bristol_bargains', feedback: 99.9 },
  { username: 'highland-gifts', feedback: 98.1 },
  { username: 'london_lifestyle_hub', feedback: 99.6 },
  { username: 'newseller_2025', feedback: null },
]

/** A stable number from a string, so every seed produces the same catalogue. */
function stableNumber(value: string): number {
  return createHash('sha1').update(value).digest().readUInt32BE(0)
}

/**
 * Expands the hand-written base items into marketplace listings: one per variant, plus a
 * used listing for every fourth item (docs/content-format.md).
 */
export function expandCatalogue(files: readonly CatalogueFile[]): CatalogueListing[] {
  const listings: CatalogueListing[] = []
  for (const file of files) {
    file.items.forEach((item, itemIndex) => {
      item.variants.forEach((variant, variantIndex) => {
        const key = `${file.pillar}/${file.subcategory}/${item.title}/${variant}`
        const n = stableNumber(key)
        const seller = SELLERS[n % SELLERS.length]!
        // Sellers price the same product a little differently.
        const price = Math.max(1, Math.round(item.price * (0.94 + ((n >>> 8) % 12) / 100)) - 0.01)
        const base: CatalogueListing = {
          id: `gw${String(n).padStart(10, '0')}${variantIndex}`,
          title: `${item.title} - ${variant}`.slice(0, 80),
          description: item.description,
          brand: item.brand,
          price,
          imageUrl: `/images/products/${item.image}.svg`,
          condition: 'New',
          sellerUsername: seller.username,
          sellerFeedbackPercentage: seller.feedback,
          tags: item.tags.map((tag) => tag.toLowerCase()),
          keywords: [...item.tags, variant, file.subcategory.replace(/-/g, ' ')].join(' ').toLowerCase(),
          minAge: item.minAge,
          pillarSlug: file.pillar,
          subcategorySlug: file.subcategory,
        }
        listings.push(base)
        if (variantIndex === 0 && itemIndex % 4 === 3) {
          const usedSeller = SELLERS[(n >>> 4) % SELLERS.length]!
          listings.push({
            ...base,
            id: `gw${String(n).padStart(10, '0')}u`,
            title: `${item.title} - ${variant} (Pre-owned)`.slice(0, 80),
            price: Math.max(1, Math.round(item.price * 0.65) - 0.01),
            condition: 'Used',
            sellerUsername: usedSeller.username,
            sellerFeedbackPercentage: usedSeller.feedback,
          })
        }
      })
    })
  }
  return listings
}
