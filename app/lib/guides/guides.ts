import type { MetaDescriptor } from 'react-router'

/** A curated product as guide pages show it. */
export interface ProductSummary {
  id: string
  name: string
  description: string | null
  imageUrl: string | null
  price: number | null
  currency: string
  brand: string | null
  rating: number | null
  affiliateLink: string | null
}

/** A guide as cards and lists show it: no body; dates already formatted on the server (en-GB). */
export interface GuideSummary {
  title: string
  slug: string
  excerpt: string | null
  author: string
  /** ISO 8601, for <time dateTime> and JSON-LD. */
  publishedAt: string
  /** en-GB, e.g. '14 March 2025'. */
  publishedOn: string
  featuredImageUrl: string | null
  pillarSlug: string
  subcategorySlug: string
  path: string
}

/** Subcategory artwork is 1200x630, product illustrations 400x400 (docs/content-format.md). */
export const ARTWORK_SIZE = { width: 1200, height: 630 } as const
export const PRODUCT_IMAGE_SIZE = { width: 400, height: 400 } as const

/**
 * Blog-style URLs (/guides/{category}/blog) take a pillar slug, or one of the short category names
 * of the old hardcoded demo pages, which now lead to the real pillar.
 */
const LEGACY_BLOG_CATEGORIES: Record<string, string> = {
  tech: 'tech-gadgets',
  fitness: 'fitness-health',
  home: 'home-kitchen',
  fashion: 'fashion-beauty',
}

/** The pillar slug a blog-style category names (itself when it is already a pillar slug). */
export function blogCategoryPillarSlug(category: string): string {
  return LEGACY_BLOG_CATEGORIES[category] ?? category
}

/** What a pillar or subcategory page says for a slug the catalogue lacks. */
export const CATEGORY_NOT_FOUND = {
  category: "The category you're looking for doesn't exist.",
  subcategory: "The subcategory you're looking for doesn't exist.",
} as const

/** The `meta` of a 'Category Not Found' page: never indexed, canonical at the guides hub. */
export function categoryNotFoundMeta(description: string): MetaDescriptor[] {
  return [
    { title: 'Category Not Found | Giftwise' },
    { name: 'description', content: description },
    { name: 'robots', content: 'noindex, nofollow' },
  ]
}

/** The `meta` of an article that failed to load (a missing one redirects to /404 instead). */
export const GUIDE_ERROR_META: MetaDescriptor[] = [
  { title: 'Gift Guide | Giftwise' },
  { name: 'robots', content: 'noindex, nofollow' },
]
