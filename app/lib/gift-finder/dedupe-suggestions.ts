/**
 * The finder's client-side de-duplication: an item is dropped if its itemId
 * matches an existing one, or its name matches an existing name (case-insensitive, trimmed), or
 * the words longer than 3 characters overlap by at least 3 words and at least 70% of the shorter
 * word list. "Existing" covers the items already shown and the items accepted earlier in the
 * same batch.
 */

export interface DedupeCandidate {
  name: string
  itemId?: string | null
}

/** Words of a name that count for the overlap rule: lower-cased, edge punctuation removed, longer than 3 characters. */
export function significantWords(name: string): Set<string> {
  const words = new Set<string>()
  for (const raw of name.toLowerCase().split(/\s+/)) {
    // Edge punctuation only, so 'Headphones,' and 'headphones' agree but 'wh-1000xm5' stays one word.
    const word = raw.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')
    if (word.length > 3) words.add(word)
  }
  return words
}

/** True when two names share at least 3 significant words making up at least 70% of the shorter list. */
export function namesOverlap(a: string, b: string): boolean {
  return wordSetsOverlap(significantWords(a), significantWords(b))
}

/** namesOverlap on word sets computed once (for ranking many candidates). */
export function wordSetsOverlap(wordsA: ReadonlySet<string>, wordsB: ReadonlySet<string>): boolean {
  let shared = 0
  for (const word of wordsA) if (wordsB.has(word)) shared++
  const shorter = Math.min(wordsA.size, wordsB.size)
  return shared >= 3 && shared >= 0.7 * shorter
}

function normaliseName(name: string): string {
  return name.trim().toLowerCase()
}

/** What the three rules compare, read once per item so a batch is not re-read for every pair. */
interface DedupeKey {
  itemId: string | null
  name: string
  words: ReadonlySet<string>
}

function keyOf(item: DedupeCandidate): DedupeKey {
  return {
    itemId: item.itemId != null && item.itemId !== '' ? item.itemId : null,
    name: normaliseName(item.name),
    words: significantWords(item.name),
  }
}

function duplicates(candidate: DedupeKey, existing: readonly DedupeKey[]): boolean {
  return existing.some(
    (item) =>
      (candidate.itemId !== null && item.itemId === candidate.itemId) ||
      item.name === candidate.name ||
      wordSetsOverlap(item.words, candidate.words),
  )
}

/** True when `candidate` duplicates any of `existing` under the three rules (docs/features/gift-finder.md). */
export function isDuplicateSuggestion(candidate: DedupeCandidate, existing: readonly DedupeCandidate[]): boolean {
  return duplicates(keyOf(candidate), existing.map(keyOf))
}

/** The items of `incoming` that duplicate neither `existing` nor an earlier accepted item, in order. */
export function dedupeSuggestions<T extends DedupeCandidate>(
  existing: readonly DedupeCandidate[],
  incoming: readonly T[],
): T[] {
  const seen = existing.map(keyOf)
  const accepted: T[] = []
  for (const item of incoming) {
    const key = keyOf(item)
    if (duplicates(key, seen)) continue
    accepted.push(item)
    seen.push(key)
  }
  return accepted
}

/** With condition 'used', only suggestions with an item URL are kept. */
export function filterByCondition<T extends { ebayItemUrl?: string | null }>(
  suggestions: readonly T[],
  condition: 'new' | 'used' | 'both',
): T[] {
  return condition === 'used' ? suggestions.filter((item) => Boolean(item.ebayItemUrl)) : [...suggestions]
}
