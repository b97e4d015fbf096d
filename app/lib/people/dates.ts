import { TZDate } from '@date-fns/tz'
import { addDays, differenceInCalendarDays, format, isLeapYear, parseISO } from 'date-fns'

/*
 * The calendar of the people feature: UK dates computed for each year, the next time a date comes
 * round, and the London wall-clock hour reminders go out at. Dates without a time are ISO strings
 * ('2026-06-21'); instants are Date objects. Everything "today" means today in London.
 */

/** Reminders and "today" follow UK time, whatever the server's own time zone. */
export const UK_TIME_ZONE = 'Europe/London'
/** Reminder emails go out at 09:00 UK time (GMT or BST, whichever is in force that day). */
export const REMINDER_HOUR = 9

/** The kinds of date a person can have. */
export type OccasionKind = 'birthday' | 'anniversary' | 'custom' | 'christmas' | 'mothering-sunday' | 'fathers-day'

/** The dates computed for each year by UK rules, offered to every person. */
export const UK_DATES = ['christmas', 'mothering-sunday', 'fathers-day'] as const
export type UkDate = (typeof UK_DATES)[number]

/** A date that matters to a person, as the calendar needs it. */
export interface OccasionDate {
  kind: OccasionKind
  day?: number | null
  month?: number | null
}

const iso = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`

/**
 * Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, as published by Meeus),
 * the anchor of Mothering Sunday.
 */
export function easterSunday(year: number): string {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return iso(year, month, day)
}

/** Mothering Sunday: the fourth Sunday of Lent, three weeks before Easter Sunday. */
export function motheringSunday(year: number): string {
  return shift(easterSunday(year), -21)
}

/** Father's Day in the UK: the third Sunday in June. */
export function fathersDay(year: number): string {
  const firstOfJune = parseISO(iso(year, 6, 1))
  const toFirstSunday = (7 - firstOfJune.getDay()) % 7
  return iso(year, 6, 1 + toFirstSunday + 14)
}

/**
 * The date a day and month fall on in `year`. 29 February falls on 28 February in other years, so a
 * leap-day birthday is celebrated (and reminded of) while it is still February, never a day late.
 */
export function dayInYear(year: number, month: number, day: number): string {
  if (month === 2 && day === 29 && !isLeapYear(new Date(year, 0, 1))) return iso(year, 2, 28)
  return iso(year, month, day)
}

/** Where an occasion falls in `year`, or null when it has no day and month. */
export function occasionDateIn(occasion: OccasionDate, year: number): string | null {
  switch (occasion.kind) {
    case 'christmas':
      return iso(year, 12, 25)
    case 'mothering-sunday':
      return motheringSunday(year)
    case 'fathers-day':
      return fathersDay(year)
    default:
      return occasion.day && occasion.month ? dayInYear(year, occasion.month, occasion.day) : null
  }
}

/** The next time an occasion comes round, today included; null when it has no date. */
export function nextOccurrence(occasion: OccasionDate, today: string): string | null {
  const year = Number(today.slice(0, 4))
  const thisYear = occasionDateIn(occasion, year)
  if (thisYear === null) return null
  return thisYear >= today ? thisYear : occasionDateIn(occasion, year + 1)
}

/** Today's date in the UK at the instant `now`. */
export function ukToday(now: Date): string {
  return format(new TZDate(now.getTime(), UK_TIME_ZONE), 'yyyy-MM-dd')
}

/** The instant of `hour`:00 UK time on `date` (GMT in winter, BST in summer). */
export function ukInstant(date: string, hour: number): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  return new Date(new TZDate(year, month - 1, day, hour, 0, 0, UK_TIME_ZONE).getTime())
}

/** When the reminder `daysBefore` days ahead of `occursOn` goes out: 09:00 UK time that day. */
export function reminderDueAt(occursOn: string, daysBefore: number): Date {
  return ukInstant(shift(occursOn, -daysBefore), REMINDER_HOUR)
}

/** A date moved by a number of days. */
export function shift(date: string, days: number): string {
  return format(addDays(parseISO(date), days), 'yyyy-MM-dd')
}

/** Whole days from `today` to `date` (0 on the day itself). */
export function daysUntil(today: string, date: string): number {
  return differenceInCalendarDays(parseISO(date), parseISO(today))
}

/** 'today', 'tomorrow' or 'in 12 days'. */
export function daysLeftText(days: number): string {
  if (days <= 0) return 'today'
  if (days === 1) return 'tomorrow'
  return `in ${days} days`
}

/** A date as people read it on the site and in emails: 'Sunday 21 June 2026'. */
export function longDate(date: string): string {
  return format(parseISO(date), 'EEEE d MMMM yyyy')
}

/** A date without the weekday: '21 June 2026'. */
export function mediumDate(date: string): string {
  return format(parseISO(date), 'd MMMM yyyy')
}

/** Age in whole years on `today` of someone born on that day, month and year (leap days as above). */
export function ageOn(birth: { day: number; month: number; year: number }, today: string): number {
  const year = Number(today.slice(0, 4))
  const birthdayThisYear = dayInYear(year, birth.month, birth.day)
  return year - birth.year - (birthdayThisYear > today ? 1 : 0)
}

/** True when the day exists in that month (29 February counts: it exists in leap years). */
export function isValidDayOfMonth(day: number, month: number, year?: number | null): boolean {
  if (!Number.isInteger(day) || !Number.isInteger(month) || month < 1 || month > 12 || day < 1) return false
  const days = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!
  if (day > days) return false
  if (month === 2 && day === 29 && year) return isLeapYear(new Date(year, 0, 1))
  return true
}
