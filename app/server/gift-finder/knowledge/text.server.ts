/**
 * Text as the finder reads it: lower case, accents and apostrophes folded, punctuation as spaces,
 * then words. Shared by the lexicon (concept terms) and the shopper's own words, so both sides of
 * every comparison are normalised the same way.
 */

const NOT_ASCII = /[^ -~\t\n\r]/

/** Lower case, accents removed ("pokémon" -> "pokemon"), curly quotes straightened, "&" as "and". */
export function foldText(text: string): string {
  // Most text is plain ASCII, with no accents or curly quotes to fold: skip the costly normalisation.
  if (!NOT_ASCII.test(text)) return text.toLowerCase().replace(/`/g, "'").replace(/&/g, ' and ')
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[‘’`´]/g, "'")
    .replace(/&/g, ' and ')
}

/**
 * The words of a text: letters and digits, with "'s" possessives and other apostrophes dropped
 * ("dad's" -> "dad", "doesn't" -> "doesnt"), hyphens splitting words ("sci-fi" -> "sci fi").
 */
export function tokenize(text: string): string[] {
  return foldText(text)
    .replace(/'s\b/g, '')
    .replace(/'/g, '')
    .split(/[^\p{L}\p{N}£]+/u)
    .filter(Boolean)
}

/**
 * Words whose singular ends in "s", and their plurals: "lens" stays lens, and "lenses" is lens, not
 * "lense".
 */
const SINGULAR_OF: Record<string, string> = {
  lens: 'lens',
  atlas: 'atlas',
  canvas: 'canvas',
  lenses: 'lens',
  buses: 'bus',
  gases: 'gas',
  canvases: 'canvas',
  atlases: 'atlas',
  irises: 'iris',
  cactuses: 'cactus',
  octopuses: 'octopus',
  walruses: 'walrus',
  circuses: 'circus',
  campuses: 'campus',
  // Plurals of words that end in "u", which the rule below keeps as they are (like "cactus").
  tutus: 'tutu',
  menus: 'menu',
  emus: 'emu',
  sudokus: 'sudoku',
  haikus: 'haiku',
  gurus: 'guru',
}

/**
 * A light singular form, so "knitters" meets "knitter" and "puzzles" meets "puzzle" when a
 * concept lists only one of them. Deliberately conservative: it only strips a plural "s" or "es".
 */
export function singular(word: string): string {
  if (word.length <= 3) return word
  const irregular = SINGULAR_OF[word]
  if (irregular) return irregular
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`
  if (/(ches|shes|sses|xes|zes)$/.test(word)) return word.slice(0, -2)
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us') && !word.endsWith('is'))
    return word.slice(0, -1)
  return word
}

/** Sentences and clauses of a text, so a "not" in one clause does not reach into the next. */
export function clauses(text: string): string[] {
  return (
    foldText(text)
      // "Anything but whisky" is one thought: its "but" divides nothing.
      .split(
        /[.!?;\n]+|,\s*(?:but|and|though|although|however)\b|(?<!\b(?:anything|everything|all|nothing|none|last) )\bbut\b/,
      )
      .map((part) => part.trim())
      .filter(Boolean)
  )
}

/** Where a clause's list items begin, by word position: "gin, festivals, brunch" breaks at 1 and 2. */
export function listBreaks(clause: string): ReadonlySet<number> {
  const breaks = new Set<number>()
  let position = 0
  const parts = clause.split(/\s*[,/&+]\s*|\s+-\s+/)
  parts.forEach((part, index) => {
    if (index > 0) breaks.add(position)
    position += tokenize(part).length
  })
  return breaks
}
