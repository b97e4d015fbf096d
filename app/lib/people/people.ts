import { AGE_BANDS, OCCASIONS, type AgeBand, type Budget, type Occasion } from '#app/lib/gift-finder/form-options.ts'

import type { OccasionKind } from '#app/lib/people/dates.ts'

/*
 * The people feature's constants and the small rules both sides need: labels of dates, limits,
 * reminder defaults, and how a person turns into the finder's form (age band, budget band, occasion).
 */

export const PERSON_NAME_MAX = 80
/** Interests, likes, dislikes and "do not buy" notes: short phrases, a few of each. */
export const PHRASE_MAX = 60
export const PHRASES_MAX = 20
export const SIZE_MAX = 20
export const LABEL_MAX = 60
export const GIFT_NAME_MAX = 300
export const USUAL_BUDGET_MAX = 100_000
/** Reminders by default: two weeks and three days before each date. */
export const DEFAULT_REMINDER_DAYS = [14, 3] as const
export const REMINDER_DAYS_MAX = 4
export const REMINDER_DAY_LIMIT = 60
/** How many people, dates per person and gifts per person one account may keep. */
export const PEOPLE_MAX = 200
export const OCCASIONS_MAX = 30
export const GIFTS_MAX = 500

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/** The texts users see when a person's form is refused. */
export const PEOPLE_MESSAGES = {
  nameRequired: 'Please enter their name',
  nameTooLong: `Please keep the name under ${PERSON_NAME_MAX} characters`,
  birthdayIncomplete: 'Please give both the day and the month of their birthday',
  invalidDate: 'That date does not exist',
  invalidYear: 'Please enter a year between 1900 and this year',
  phraseTooLong: `Keep each entry under ${PHRASE_MAX} characters`,
  tooManyPhrases: `At most ${PHRASES_MAX} entries`,
  sizeTooLong: `Sizes can be up to ${SIZE_MAX} characters`,
  budgetInvalid: `Please enter an amount in pounds up to £${USUAL_BUDGET_MAX.toLocaleString('en-GB')}`,
  labelRequired: 'Please name the date',
  reminderDays: `Enter up to ${REMINDER_DAYS_MAX} numbers of days between 0 and ${REMINDER_DAY_LIMIT}, e.g. 14, 3`,
  giftNameRequired: 'Please say what you gave',
  giftDateInvalid: 'Please enter the date it was given',
  occasionRequired: 'Please say what the occasion was',
  tooManyPeople: `You can keep up to ${PEOPLE_MAX} people`,
  tooManyOccasions: `A person can have up to ${OCCASIONS_MAX} dates`,
  tooManyGifts: `A person can have up to ${GIFTS_MAX} gifts in their history`,
} as const

/** The name of a date as the site shows it. */
export function occasionLabel(occasion: { kind: OccasionKind; label?: string | null }): string {
  switch (occasion.kind) {
    case 'birthday':
      return 'Birthday'
    case 'anniversary':
      return occasion.label?.trim() || 'Anniversary'
    case 'custom':
      return occasion.label?.trim() || 'Special date'
    case 'christmas':
      return 'Christmas'
    case 'mothering-sunday':
      return 'Mothering Sunday'
    case 'fathers-day':
      return "Father's Day"
  }
}

/** '{name}'s birthday', or the date's own name for the others ('Christmas'). */
export function occasionTitle(name: string, occasion: { kind: OccasionKind; label?: string | null }): string {
  return occasion.kind === 'birthday' ? `${possessive(name)} birthday` : occasionLabel(occasion)
}

/** 'Sam's', 'James's' (British usage keeps the extra s). */
export function possessive(name: string): string {
  return `${name}'s`
}

/** The finder's occasion option for a date: its own where one matches, else 'Other'. */
export function finderOccasion(occasion: { kind: OccasionKind; label?: string | null }): Occasion {
  if (occasion.kind === 'birthday') return 'Birthday'
  if (occasion.kind === 'christmas') return 'Christmas'
  if (occasion.kind === 'anniversary') return 'Anniversary'
  const label = occasion.label?.trim().toLowerCase()
  return OCCASIONS.find((option) => option.toLowerCase() === label) ?? 'Other'
}

/** The finder's age band for an age in years. */
export function ageBandFor(age: number): AgeBand {
  for (const band of AGE_BANDS) {
    if (band === '65+') return band
    const [, max] = band.split('-').map(Number) as [number, number]
    if (age <= max) return band
  }
  return '65+'
}

/** The finder's budget band for a usual spend in pounds: the band it falls in (£20 is in '£20-£50'). */
export function budgetBandFor(pounds: number): Budget {
  if (pounds < 20) return 'Under £20'
  if (pounds <= 50) return '£20-£50'
  if (pounds <= 100) return '£50-£100'
  if (pounds <= 200) return '£100-£200'
  if (pounds <= 500) return '£200-£500'
  return '£500+'
}

/** Short phrases from a box where they are separated by commas, semicolons or new lines. */
export function splitPhrases(text: string): string[] {
  const seen = new Set<string>()
  const phrases: string[] = []
  for (const raw of text.split(/[,;\n]/)) {
    const phrase = raw.replace(/\s+/g, ' ').trim()
    if (!phrase || seen.has(phrase.toLowerCase())) continue
    seen.add(phrase.toLowerCase())
    phrases.push(phrase)
  }
  return phrases
}

/** '14 and 3 days before', '1 day before', 'off'. */
export function reminderDaysText(days: readonly number[]): string {
  if (days.length === 0) return 'off'
  const sorted = [...days].sort((a, b) => b - a)
  const last = sorted[sorted.length - 1]!
  const list = sorted.length > 1 ? `${sorted.slice(0, -1).join(', ')} and ${last}` : String(last)
  if (sorted.length === 1 && last === 0) return 'on the day'
  return `${list} ${last === 1 && sorted.length === 1 ? 'day' : 'days'} before`
}

/** The label of where a gift in the history came from. */
export const GIFT_SOURCE_LABELS = {
  purchased: 'Marked bought on a list',
  claimed: 'Claimed on a list',
  finder: 'From the gift finder',
  typed: 'Added by hand',
} as const
