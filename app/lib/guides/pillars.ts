import { PILLARS, type Pillar, type Subcategory } from '#app/lib/pillar-data.ts'

export { PILLARS }
export type { Pillar, Subcategory }

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
