const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' })
const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
})

/** Formats pounds in en-GB, e.g. 1234.5 -> '£1,234.50'. */
export function formatGBP(amount: number): string {
  return gbp.format(amount)
}

const moneyFormats = new Map<string, Intl.NumberFormat>([['GBP', gbp]])

/**
 * Formats an amount in its currency the en-GB way ('£1,234.50', 'US$20.00', '€9.99'); an unknown
 * currency code is shown after the amount.
 */
export function formatMoney(amount: number, currency = 'GBP'): string {
  const code = currency.toUpperCase()
  let format = moneyFormats.get(code)
  if (!format) {
    try {
      format = new Intl.NumberFormat('en-GB', { style: 'currency', currency: code })
    } catch {
      return `${amount.toFixed(2)} ${code}`
    }
    moneyFormats.set(code, format)
  }
  return format.format(amount)
}

/** Formats a date in en-GB, e.g. '14 March 2025' (Europe/London, so server and browser agree). */
export function formatDate(date: Date | string): string {
  return longDate.format(typeof date === 'string' ? new Date(date) : date)
}

/** Parses a price: remove '£' and commas; anything unparseable is 0. */
export function parsePrice(value: string | number | null | undefined): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0
  if (!value) return 0
  const parsed = Number.parseFloat(value.replace(/[£,]/g, '').trim())
  return Number.isFinite(parsed) ? parsed : 0
}

/** Minutes to read: words / 200 rounded up, 5 when there is no content. */
export function readingTimeMinutes(html: string | null | undefined): number {
  const text = (html ?? '').replace(/<[^>]*>/g, ' ').trim()
  if (!text) return 5
  const words = text.split(/\s+/).filter(Boolean).length
  return Math.ceil(words / 200)
}

/** Words that start with a vowel letter but a consonant sound ("a unicorn", "a one-off", "a European"). */
const CONSONANT_SOUND = /^(?:uni|use|usu|uk\b|eu|one\b|one-|once)/i
/** Words that start with a silent h ("an hour", "an honest"). */
const VOWEL_SOUND_H = /^(?:hour|honest|honou?r|heir)/i
/** Numbers said with a vowel first: eight, eleven, eighteen, eighty-something, eight hundred. */
const VOWEL_SOUND_NUMBER = /^(?:8\d*|11|18)(?!\d)/

/** The phrase with "a" or "an" before it, as it is said: "an antiques idea", "an 8-year-old", "a unicorn lamp". */
export function withIndefiniteArticle(phrase: string): string {
  const word = phrase.trim()
  const an = /^\d/.test(word)
    ? VOWEL_SOUND_NUMBER.test(word)
    : VOWEL_SOUND_H.test(word) || (/^[aeiou]/i.test(word) && !CONSONANT_SOUND.test(word))
  return `${an ? 'an' : 'a'} ${word}`
}
