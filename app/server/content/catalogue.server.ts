import { createHash } from 'node:crypto'

import type { CatalogueFile } from '#app/server/content/sources.server.ts'
import type { KnowledgeBase } from '#app/server/gift-finder/knowledge/knowledge.server.ts'

/** One listing of the built-in marketplace, as stored in catalogue_items. */
export interface CatalogueListing {
  id: string
  title: string
  description: string
  brand: string
  price: number
  imageUrl: string
  condition: string
  /** The catalogue invents no sellers: null, so no seller badge is shown. */
  sellerUsername: string | null
  sellerFeedbackPercentage: number | null
  /** The finder's gift idea this listing is for, if any. */
  ideaId: string | null
  tags: string[]
  keywords: string
  minAge: number
  pillarSlug: string | null
  subcategorySlug: string | null
}

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
        // Shops price the same product a little differently.
        const price = Math.max(1, Math.round(item.price * (0.94 + ((n >>> 8) % 12) / 100)) - 0.01)
        const base: CatalogueListing = {
          id: `gw${String(n).padStart(10, '0')}${variantIndex}`,
          title: `${item.title} - ${variant}`.slice(0, 80),
          description: item.description,
          brand: item.brand,
          price,
          imageUrl: `/images/products/${item.image}.svg`,
          condition: 'New',
          sellerUsername: null,
          sellerFeedbackPercentage: null,
          ideaId: null,
          tags: item.tags.map((tag) => tag.toLowerCase()),
          keywords: [...item.tags, variant, file.subcategory.replace(/-/g, ' ')].join(' ').toLowerCase(),
          minAge: item.minAge,
          pillarSlug: file.pillar,
          subcategorySlug: file.subcategory,
        }
        listings.push(base)
        if (variantIndex === 0 && itemIndex % 4 === 3) {
          listings.push({
            ...base,
            id: `gw${String(n).padStart(10, '0')}u`,
            title: `${item.title} - ${variant} (Pre-owned)`.slice(0, 80),
            price: Math.max(1, Math.round(item.price * 0.65) - 0.01),
            condition: 'Used',
          })
        }
      })
    })
  }
  return listings
}

/**
 * The listings of the finder's gift ideas, as catalogue rows: each names its idea, carries the
 * idea's illustration, and is found by the idea's name, search words and concepts.
 */
export function knowledgeListings(kb: KnowledgeBase): CatalogueListing[] {
  const listings: CatalogueListing[] = []
  for (const idea of kb.ideas.values()) {
    const concepts = idea.concepts.flatMap((id) => {
      const concept = kb.concepts.get(id)
      return concept ? [concept.label.toLowerCase()] : []
    })
    for (const listing of idea.listings) {
      listings.push({
        id: listing.itemId,
        title: listing.title,
        description: `${listing.description} ${idea.description}`,
        brand: '',
        price: listing.price,
        imageUrl: `/images/products/${idea.image}.svg`,
        condition: 'New',
        sellerUsername: null,
        sellerFeedbackPercentage: null,
        ideaId: idea.id,
        tags: concepts,
        keywords: [idea.name, idea.searchQuery, ...concepts].join(' ').toLowerCase(),
        minAge: idea.ageMin,
        pillarSlug: null,
        subcategorySlug: null,
      })
    }
  }
  return listings
}
