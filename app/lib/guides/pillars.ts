import pillarData from '#content/pillars.json' with { type: 'json' }
import type { CategoryIconName } from '#app/lib/icon-names.ts'

/** A gift-guide subcategory. */
export interface Subcategory {
  name: string
  slug: string
  description: string
  icon: CategoryIconName
  image: string
  metaTitle: string
  metaDescription: string
}

/** A gift-guide pillar (top-level category). */
export interface Pillar {
  name: string
  slug: string
  description: string
  metaTitle: string
  metaDescription: string
  icon: CategoryIconName
  image: string
  subcategories: readonly Subcategory[]
}

/**
 * The 7 pillars and their subcategories: site data that changes only with the content, kept with
 * the content in content/pillars.json and used by pages, the sitemap and the seed alike. Its icons
 * are checked against the sprite by pillars.test.ts.
 */
export const PILLARS = pillarData as readonly Pillar[]

const bySlug = new Map(PILLARS.map((pillar) => [pillar.slug, pillar]))

/** Finds a pillar by its slug. */
export function findPillar(slug: string | undefined): Pillar | undefined {
  return slug ? bySlug.get(slug) : undefined
}

/** Finds a pillar and one of its subcategories by their slugs. */
export function findSubcategory(
  pillarSlug: string | undefined,
  subcategorySlug: string | undefined,
): { pillar: Pillar; subcategory: Subcategory } | undefined {
  const pillar = findPillar(pillarSlug)
  const subcategory = pillar?.subcategories.find((candidate) => candidate.slug === subcategorySlug)
  return pillar && subcategory ? { pillar, subcategory } : undefined
}

/** Every pillar/subcategory pair, in catalogue order. */
export function allSubcategories(): { pillar: Pillar; subcategory: Subcategory }[] {
  return PILLARS.flatMap((pillar) => pillar.subcategories.map((subcategory) => ({ pillar, subcategory })))
}

/** `count` items after `current` in a list, wrapping round: a stable 'You Might Also Like'. */
export function neighbours<T>(list: readonly T[], current: T, count: number): T[] {
  const start = list.indexOf(current)
  const others: T[] = []
  for (let step = 1; step < list.length && others.length < count; step++) {
    others.push(list[(start + step) % list.length]!)
  }
  return others
}
