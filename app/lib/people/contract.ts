import { z } from '#app/lib/zod.ts'

import type { ActionResult } from '#app/lib/action-result.ts'
import type { GiftFormValues } from '#app/lib/gift-finder/contract.ts'
import { GENDERS, RECIPIENTS } from '#app/lib/gift-finder/form-options.ts'
import { UK_DATES, isValidDayOfMonth, type OccasionKind, type UkDate } from '#app/lib/people/dates.ts'
import {
  GIFT_NAME_MAX,
  LABEL_MAX,
  PEOPLE_MESSAGES,
  PERSON_NAME_MAX,
  PHRASE_MAX,
  PHRASES_MAX,
  REMINDER_DAY_LIMIT,
  REMINDER_DAYS_MAX,
  SIZE_MAX,
  USUAL_BUDGET_MAX,
  splitPhrases,
} from '#app/lib/people/people.ts'
import type { GIFT_SOURCE_LABELS } from '#app/lib/people/people.ts'

/*
 * The people feature's contract: the forms of /people and /people/:personId, the finder's "save to
 * their list" and "we gave this" calls, the emailed unsubscribe link, the test clock, and the shapes
 * the pages, the finder and the profile read. Components import only types from here.
 */

// ---- Pieces -------------------------------------------------------------------------------------

const optionalText = (max: number, message: string) =>
  z
    .string()
    .optional()
    .transform((value) => value?.trim() ?? '')
    .pipe(z.string().max(max, message))
    .transform((value) => value || null)

/** A box of short phrases (commas, semicolons or new lines between them). */
const PhrasesSchema = z
  .string()
  .optional()
  .transform((value) => splitPhrases(value ?? ''))
  .pipe(
    z.array(z.string().max(PHRASE_MAX, PEOPLE_MESSAGES.phraseTooLong)).max(PHRASES_MAX, PEOPLE_MESSAGES.tooManyPhrases),
  )

/** A whole number from a form field; blank is null. */
const optionalInteger = (message: string) =>
  z
    .string()
    .optional()
    .transform((value, context) => {
      const text = value?.trim() ?? ''
      if (!text) return null
      const number = Number(text)
      if (!Number.isInteger(number)) {
        context.addIssue({ code: 'custom', message })
        return z.NEVER
      }
      return number
    })

const choice = <const Options extends readonly string[]>(options: Options) =>
  z
    .string()
    .optional()
    .transform((value) => ((options as readonly string[]).includes(value ?? '') ? (value as Options[number]) : null))

/** Pounds, e.g. '30', '£30', '1,250.50'; blank is null. */
const PoundsSchema = z
  .string()
  .optional()
  .transform((value, context) => {
    const text = (value ?? '').replace(/[£,\s]/g, '')
    if (!text) return null
    const pounds = Number(text)
    if (!Number.isFinite(pounds) || pounds < 0 || pounds > USUAL_BUDGET_MAX) {
      context.addIssue({ code: 'custom', message: PEOPLE_MESSAGES.budgetInvalid })
      return z.NEVER
    }
    return Math.round(pounds * 100) / 100
  })

/** Days before a date, e.g. '14, 3': up to four whole numbers from 0 to 60, largest first. */
export const ReminderDaysSchema = z
  .string()
  .optional()
  .transform((value, context) => {
    const parts = (value ?? '').split(/[,\s]+/).filter(Boolean)
    const days = parts.map(Number)
    const valid =
      parts.length >= 1 &&
      parts.length <= REMINDER_DAYS_MAX &&
      days.every((day) => Number.isInteger(day) && day >= 0 && day <= REMINDER_DAY_LIMIT)
    if (!valid) {
      context.addIssue({ code: 'custom', message: PEOPLE_MESSAGES.reminderDays })
      return z.NEVER
    }
    return [...new Set(days)].sort((a, b) => b - a)
  })

const currentYear = () => new Date().getUTCFullYear()

// ---- Requests -----------------------------------------------------------------------------------

/** A person's details: the "Add a person" form and the edit form share it. */
export const PersonFormSchema = z
  .object({
    name: z
      .string({ error: PEOPLE_MESSAGES.nameRequired })
      .trim()
      .min(1, PEOPLE_MESSAGES.nameRequired)
      .max(PERSON_NAME_MAX, PEOPLE_MESSAGES.nameTooLong),
    relationship: choice(RECIPIENTS),
    gender: choice(GENDERS),
    birthdayDay: optionalInteger(PEOPLE_MESSAGES.invalidDate),
    birthdayMonth: optionalInteger(PEOPLE_MESSAGES.invalidDate),
    birthdayYear: optionalInteger(PEOPLE_MESSAGES.invalidYear),
    interests: PhrasesSchema,
    likes: PhrasesSchema,
    dislikes: PhrasesSchema,
    doNotBuy: PhrasesSchema,
    clothesSize: optionalText(SIZE_MAX, PEOPLE_MESSAGES.sizeTooLong),
    shoeSize: optionalText(SIZE_MAX, PEOPLE_MESSAGES.sizeTooLong),
    ringSize: optionalText(SIZE_MAX, PEOPLE_MESSAGES.sizeTooLong),
    usualBudget: PoundsSchema,
  })
  .superRefine((value, context) => {
    const { birthdayDay: day, birthdayMonth: month, birthdayYear: year } = value
    if ((day === null) !== (month === null)) {
      const path = [day === null ? 'birthdayDay' : 'birthdayMonth']
      context.addIssue({ code: 'custom', path, message: PEOPLE_MESSAGES.birthdayIncomplete })
      return
    }
    if (year !== null && (year < 1900 || year > currentYear())) {
      context.addIssue({ code: 'custom', path: ['birthdayYear'], message: PEOPLE_MESSAGES.invalidYear })
      return
    }
    if (day !== null && month !== null && !isValidDayOfMonth(day, month, year)) {
      context.addIssue({ code: 'custom', path: ['birthdayDay'], message: PEOPLE_MESSAGES.invalidDate })
    }
  })
export type PersonInput = z.output<typeof PersonFormSchema>
export type PersonField = keyof z.input<typeof PersonFormSchema>

/** Another date: an anniversary or a date of their own. */
export const OccasionFormSchema = z
  .object({
    kind: z.enum(['anniversary', 'custom']),
    label: optionalText(LABEL_MAX, `Names of dates can be up to ${LABEL_MAX} characters`),
    day: optionalInteger(PEOPLE_MESSAGES.invalidDate),
    month: optionalInteger(PEOPLE_MESSAGES.invalidDate),
    year: optionalInteger(PEOPLE_MESSAGES.invalidYear),
  })
  .superRefine((value, context) => {
    if (value.kind === 'custom' && !value.label) {
      context.addIssue({ code: 'custom', path: ['label'], message: PEOPLE_MESSAGES.labelRequired })
    }
    if (value.day === null || value.month === null || !isValidDayOfMonth(value.day, value.month, value.year)) {
      context.addIssue({ code: 'custom', path: ['day'], message: PEOPLE_MESSAGES.invalidDate })
    }
    if (value.year !== null && (value.year < 1900 || value.year > currentYear())) {
      context.addIssue({ code: 'custom', path: ['year'], message: PEOPLE_MESSAGES.invalidYear })
    }
  })
  .transform((value) => ({ ...value, day: value.day!, month: value.month! }))
export type OccasionInput = z.output<typeof OccasionFormSchema>

/** A person's reminders: on or off, and how many days before each date. */
export const PersonRemindersSchema = z
  .object({ enabled: z.enum(['on', 'off']).catch('off'), days: z.string().optional() })
  .transform((value, context) => {
    if (value.enabled === 'off') return { days: [] as number[] }
    const parsed = ReminderDaysSchema.safeParse(value.days)
    if (!parsed.success) {
      context.addIssue({ code: 'custom', path: ['days'], message: PEOPLE_MESSAGES.reminderDays })
      return z.NEVER
    }
    return { days: parsed.data }
  })

/** One date's reminders: the person's own, other days, or none. */
export const OccasionRemindersSchema = z
  .object({ occasionId: z.string(), mode: z.enum(['default', 'custom', 'off']), days: z.string().optional() })
  .transform((value, context) => {
    if (value.mode === 'default') return { occasionId: value.occasionId, days: null }
    if (value.mode === 'off') return { occasionId: value.occasionId, days: [] as number[] }
    const parsed = ReminderDaysSchema.safeParse(value.days)
    if (!parsed.success) {
      context.addIssue({ code: 'custom', path: ['days'], message: PEOPLE_MESSAGES.reminderDays })
      return z.NEVER
    }
    return { occasionId: value.occasionId, days: parsed.data as number[] | null }
  })

/** A gift typed into a person's history. */
export const GiftFormSchema = z.object({
  name: z
    .string({ error: PEOPLE_MESSAGES.giftNameRequired })
    .trim()
    .min(1, PEOPLE_MESSAGES.giftNameRequired)
    .max(GIFT_NAME_MAX, 'Gift names can be up to 300 characters'),
  givenOn: z
    .string({ error: PEOPLE_MESSAGES.giftDateInvalid })
    .regex(/^\d{4}-\d{2}-\d{2}$/, PEOPLE_MESSAGES.giftDateInvalid)
    .refine((value) => {
      const [year, month, day] = value.split('-').map(Number) as [number, number, number]
      return year >= 1900 && isValidDayOfMonth(day, month, year)
    }, PEOPLE_MESSAGES.giftDateInvalid),
  occasion: z
    .string({ error: PEOPLE_MESSAGES.occasionRequired })
    .trim()
    .min(1, PEOPLE_MESSAGES.occasionRequired)
    .max(LABEL_MAX, `Occasions can be up to ${LABEL_MAX} characters`),
  price: PoundsSchema,
})
export type GiftInput = z.output<typeof GiftFormSchema>

/** Every form of a person's page, by intent. */
export const PersonActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('update-person') }).loose(),
  z.object({ intent: z.literal('add-date') }).loose(),
  z.object({ intent: z.literal('remove-date'), occasionId: z.string() }),
  z.object({ intent: z.literal('uk-dates'), ukDates: z.array(z.string()).default([]) }),
  z.object({ intent: z.literal('reminders') }).loose(),
  z.object({ intent: z.literal('date-reminders') }).loose(),
  z.object({ intent: z.literal('add-gift') }).loose(),
  z.object({ intent: z.literal('remove-gift'), giftId: z.string() }),
  z.object({ intent: z.literal('create-list'), name: z.string().optional() }),
  z.object({ intent: z.literal('link-list'), wishlistId: z.string().min(1, 'Please choose a list') }),
  z.object({ intent: z.literal('unlink-list'), wishlistId: z.string() }),
  z.object({ intent: z.literal('delete-person') }),
])
export type PersonIntent = z.infer<typeof PersonActionSchema>['intent']

/** Only the UK dates we compute; anything else in the form is ignored. */
export function chosenUkDates(values: readonly string[]): UkDate[] {
  return UK_DATES.filter((date) => values.includes(date))
}

/** The /people page's forms. */
export const PeopleActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('create-person') }).loose(),
  z.object({ intent: z.literal('all-reminders'), enabled: z.enum(['on', 'off']) }),
])
export type PeopleIntent = z.infer<typeof PeopleActionSchema>['intent']

/** POST /api/people/suggestions: a finder suggestion saved to a person's list, or recorded as given. */
export const SuggestionForPersonSchema = z.object({
  intent: z.enum(['save', 'given']),
  personId: z.string().min(1),
  name: z.string().trim().min(1).max(GIFT_NAME_MAX),
  imageUrl: z.string().max(2000).optional(),
  price: z.string().max(40).default(''),
  url: z.string().max(2000).default(''),
  ideaId: z
    .string()
    .max(200)
    .optional()
    .transform((value) => value || null),
  occasion: z
    .string()
    .max(LABEL_MAX)
    .optional()
    .transform((value) => value?.trim() || null),
})
export type SuggestionForPerson = z.output<typeof SuggestionForPersonSchema>

/** The emailed "stop these reminders" link: one date's reminders, or every reminder of the account. */
export const ReminderUnsubscribeSchema = z.object({
  scope: z.enum(['reminder', 'all']),
  id: z.string().min(1).max(100),
  token: z.string().min(1).max(200),
})
export type ReminderUnsubscribe = z.infer<typeof ReminderUnsubscribeSchema>

/** POST /api/people/test-clock (only with the test clock on): move the clock, then run the scheduler. */
export const TestClockSchema = z.object({ now: z.iso.datetime({ offset: true }) })

// ---- Results ------------------------------------------------------------------------------------

/** A date's next occurrence as the pages show it. */
export interface NextDate {
  occasionId: string
  label: string
  /** ISO date, e.g. '2026-06-21'. */
  date: string
  /** 'Sunday 21 June 2026'. */
  dateText: string
  daysLeft: number
  /** 'today', 'tomorrow', 'in 12 days'. */
  daysLeftText: string
}

/** A person on the /people page. */
export interface PersonSummary {
  id: string
  name: string
  relationship: string | null
  next: NextDate | null
  giftCount: number
}

/** A date of a person, with its reminders. */
export interface OccasionView extends NextDate {
  kind: OccasionKind
  /** Day and month as typed (birthday, anniversary, custom); null for computed dates. */
  dayMonth: string | null
  year: number | null
  /** The date's own reminder days; null when it follows the person's. */
  reminderDays: number[] | null
  /** In words: '14 and 3 days before', 'off'. */
  remindersText: string
}

export interface GiftView {
  id: string
  name: string
  /** ISO date. */
  givenOn: string
  givenOnText: string
  occasion: string
  /** Formatted in GBP, or null. */
  price: string | null
  source: keyof typeof GIFT_SOURCE_LABELS
  sourceText: string
}

export interface PersonListView {
  id: string
  name: string
  itemCount: number
}

/** Everything /people/:personId shows. */
export interface PersonView {
  id: string
  name: string
  relationship: string | null
  gender: string | null
  birthday: { day: number; month: number; year: number | null } | null
  /** 'Age 34', when the birth year is known. */
  age: number | null
  interests: string[]
  likes: string[]
  dislikes: string[]
  doNotBuy: string[]
  sizes: { clothes: string | null; shoes: string | null; rings: string | null }
  /** Pounds as typed (for the form) and formatted. */
  usualBudget: number | null
  usualBudgetText: string | null
  reminderDays: number[]
  remindersText: string
  /** False when every reminder email of the account has been stopped. */
  accountRemindersOn: boolean
  occasions: OccasionView[]
  /** The UK dates offered to everyone, with their next date and whether this person has them. */
  ukDates: { kind: UkDate; label: string; dateText: string; chosen: boolean }[]
  history: GiftView[]
  lists: PersonListView[]
  /** The user's own lists that are not for anyone yet, to link. */
  linkableLists: PersonListView[]
  /** Today in the UK (the default date of a gift typed in). */
  today: string
}

/** One line of "Upcoming" on the profile. */
export interface UpcomingDate extends NextDate {
  personId: string
  personName: string
}

/** What /gift-finder?person= fills the form with. */
export interface FinderPrefill {
  person: { id: string; name: string }
  values: Partial<GiftFormValues>
}

/** What the finder may know about a person: who, what to avoid, and what they were given. */
export interface FinderContext {
  name: string
  dislikes: string[]
  doNotBuy: string[]
  given: { name: string; ideaId: string | null; givenOn: string; occasion: string }[]
}

/** What the /people page shows. */
export interface PeoplePageData {
  people: PersonSummary[]
  remindersOn: boolean
}

export type PersonResult = ActionResult<PersonIntent>
export type PeopleResult = ActionResult<PeopleIntent>

/** POST /api/people/suggestions. */
export type SuggestionForPersonResponse =
  { ok: true; message: string; detail: string; wishlistId: string | null } | { ok: false; error: string }
