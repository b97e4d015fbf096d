/**
 * Words of limits as shoppers type them on a phone: misspelt, run together or dictated ("glutton
 * free", "nut alergy", "tea total", "vegitarian"). Each is mended to the spelling the cues read, so
 * a limit typed in a hurry counts the same as one typed with care. Only words that name a limit are
 * mended here; the lexicon has its own misspellings for what people love.
 */
const MENDED: readonly [RegExp, string][] = [
  [/\bglutt?on[- ]?free\b/gi, 'gluten free'],
  [/\bglutenfree\b/gi, 'gluten free'],
  [/\bintoll?er[ea]n(t|ce)\b/gi, 'intoleran$1'],
  [/\ball?er(?:g|j)(?:y|ie)\b/gi, 'allergy'],
  [/\ball?erg(?:ic|ik)\b/gi, 'allergic'],
  [/\bcaff?(?:ei|ie|i)ne?\b/gi, 'caffeine'],
  [/\bdecaff\b/gi, 'decaf'],
  [/\bveg(?:i|e|a)t(?:a|e|i)ri(?:a|o)n\b/gi, 'vegetarian'],
  [/\bveggy\b/gi, 'veggie'],
  [/\b(?:tea|tee)[- ]?tot(?:al|ol)(?:ler)?\b/gi, 'teetotal'],
  [/\balc(?:h?oh?|ah)(?:o|a)l\b/gi, 'alcohol'],
  [/\bpregn?[ea]nt\b/gi, 'pregnant'],
  [/\bdiab(?:e|i)t(?:ic|ik)\b/gi, 'diabetic'],
  [/\bcoel[ie]ac\b/gi, 'coeliac'],
  [/\bperfum\b/gi, 'perfume'],
  [/\bnothin\b/gi, 'nothing'],
  [/\bjewl(?:e|a)?r(?:y|ey)\b/gi, 'jewellery'],
  // Text-speak for "are" between a noun and its verdict: "clothes r a no".
  [/(?<=[a-z]) r (?=(?:a no|out|off|not|banned|a no-go|fine)\b)/gi, ' are '],
  [/\bneither r\b/gi, 'neither are'],
]

export function withLimitsSpeltOut(text: string): string {
  let mended = text
  for (const [misspelt, spelling] of MENDED) mended = mended.replace(misspelt, spelling)
  return mended
}
