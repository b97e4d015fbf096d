/** Plain-text analysis for the offline concierge: keywords, things to avoid, style words. Deterministic. */

const STOPWORDS = new Set(
  `a about above after again against all also am an and any are aren't as at be because been before being below
  between both but by can can't cannot could couldn't did didn't do does doesn't doing don't down during each few
  for from further had hadn't has hasn't have haven't having he he'd he'll he's her here here's hers herself him
  himself his how how's i i'd i'll i'm i've if in into is isn't it it's its itself let's me more most mustn't my
  myself no nor not of off on once only or other ought our ours ourselves out over own same shan't she she'd
  she'll she's should shouldn't so some such than that that's the their theirs them themselves then there there's
  these they they'd they'll they're they've this those through to too under until up very was wasn't we we'd
  we'll we're we've were weren't what what's when when's where where's which while who who's whom why why's with
  won't would wouldn't you you'd you'll you're you've your yours yourself yourselves
  really quite lot lots bit little loves love loved loving likes like liked enjoys enjoy enjoyed into keen fan big
  huge massive absolutely totally always usually often sometimes mostly mainly especially particularly probably
  maybe perhaps thing things stuff something anything everything nothing kind sort type get gets got getting
  make makes made go goes going went want wants wanted need needs would could should might also just still even
  person people someone guy girl man woman boy lady gent mum dad mother father son daughter wife husband partner
  friend friends brother sister nan grandad grandma grandpa granny colleague boss uncle aunt cousin kid kids child
  children baby he she they them his her their year years old age aged gift gifts present presents idea ideas
  budget spend spending price cheap around roughly approximately pounds quid well good great nice new yes yeah
  thanks thank please okay ok sure think thinks know knows time day days week weeks one two three every favourite
  style describe would mostly hobby hobbies interest interests interested hobbyist spare free
  avoid particular particularly flashy fancy special specific plenty enough else whatever mind sort sorts bits
  bobs stuffs honestly definitely prefer prefers preferably`
    .split(/\s+/)
    .filter(Boolean)
    // words() drops apostrophes, so the list must too ("doesn't" -> "doesnt").
    .map((word) => word.replace(/'/g, '')),
)

/** Words that describe a style, so the style question is already answered. */
export const STYLE_WORDS = [
  'practical',
  'useful',
  'functional',
  'fun',
  'funny',
  'playful',
  'quirky',
  'silly',
  'luxury',
  'luxurious',
  'posh',
  'premium',
  'indulgent',
  'sentimental',
  'personal',
  'personalised',
  'keepsake',
  'thoughtful',
  'classic',
  'traditional',
  'modern',
  'minimalist',
  'retro',
  'vintage',
  'sporty',
  'creative',
  'arty',
  'cosy',
  'adventurous',
  'techy',
  'stylish',
  'elegant',
  'eco',
  'sustainable',
  'homely',
  'outdoorsy',
] as const

const OWNED_OR_AVOID =
  /\b(already (has|have|had|got|owns?)|has got|have got|owns? (a|an|the)|avoid|steer clear|not into|isn't into|doesn't (like|want|need)|don't (like|want|need)|dislikes?|hates?|no more|allergic|nothing (they|he|she) (already|has)|has everything|have everything|nothing to avoid|nothing they already)\b/i

const AVOID_CLAUSE =
  /\b(?:already (?:has|have|had|got|owns?)|has got|have got|avoid|steer clear of|not into|isn't into|doesn't (?:like|want|need)|don't (?:like|want|need)|dislikes?|hates?|no more|allergic to)[ \t]+([^.,;!?\n]+)/gi

/** Lower-cased words of a text without punctuation. */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’']/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
}

/** Content words: no stopwords, no numbers alone, at least 3 letters. */
export function contentWords(text: string): string[] {
  return words(text).filter((word) => word.length >= 3 && !STOPWORDS.has(word) && !/^\d+$/.test(word))
}

/**
 * Things the giver says they already have or want to avoid, as short phrases:
 * 'already has AirPods and an air fryer' -> ['airpods', 'air fryer'].
 */
export function extractAvoid(text: string): string[] {
  const found: string[] = []
  for (const match of text.matchAll(AVOID_CLAUSE)) {
    // Stop at 'but' so 'has a Kindle but loves books' avoids the Kindle only.
    const clause = (match[1] ?? '').split(/\b(?:but|though|although|however|so)\b/i)[0] ?? ''
    for (const part of clause.split(/\b(?:and|or|plus|nor)\b|&|\//i)) {
      const phrase = contentWords(part).join(' ')
      if (phrase) found.push(phrase)
    }
  }
  return unique(found)
}

/** Interest keywords from free text, leaving out what is to be avoided. */
export function extractKeywords(text: string, avoid: readonly string[] = []): string[] {
  const withoutAvoidClauses = text.replace(AVOID_CLAUSE, ' ')
  const avoidSet = new Set(avoid.flatMap((phrase) => phrase.split(' ')))
  return unique(contentWords(withoutAvoidClauses).filter((word) => !avoidSet.has(word)))
}

/** True when the text already says what they have or what to avoid. */
export function mentionsOwnedOrAvoid(text: string): boolean {
  return OWNED_OR_AVOID.test(text)
}

/** Style words present in a text. */
export function styleWordsIn(text: string): string[] {
  const present = new Set(words(text))
  return STYLE_WORDS.filter((word) => present.has(word))
}

/** True when the giver asks to skip ahead to the results. */
export function asksToSearchNow(text: string): boolean {
  return /\b(skip|search now|just search|show me|go ahead|find (?:me )?(?:some|gifts|ideas|something)|surprise me)\b/i.test(
    text,
  )
}

/** Words a query can use: letters and digits only, so they are safe inside to_tsquery. */
export function tsQueryTerms(keywords: readonly string[]): string[] {
  return unique(
    keywords.flatMap((keyword) => words(keyword)).filter((word) => /^[\p{L}\p{N}]+$/u.test(word) && word.length >= 2),
  )
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)]
}
