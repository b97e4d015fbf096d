import { describe, expect, it } from 'vitest'

import {
  ageOn,
  daysLeftText,
  daysUntil,
  easterSunday,
  fathersDay,
  isValidDayOfMonth,
  motheringSunday,
  nextOccurrence,
  occasionDateIn,
  reminderDueAt,
  ukInstant,
  ukToday,
} from '#app/lib/people/dates.ts'
import { ageBandFor, budgetBandFor, finderOccasion, reminderDaysText, splitPhrases } from '#app/lib/people/people.ts'

describe('UK dates computed for each year', () => {
  it('finds Easter Sunday by the Gregorian rule', () => {
    expect(easterSunday(2024)).toBe('2024-03-31')
    expect(easterSunday(2025)).toBe('2025-04-20')
    expect(easterSunday(2026)).toBe('2026-04-05')
    expect(easterSunday(2027)).toBe('2027-03-28')
    expect(easterSunday(2038)).toBe('2038-04-25')
  })

  it('puts Mothering Sunday three weeks before Easter Sunday, on a Sunday', () => {
    expect(motheringSunday(2024)).toBe('2024-03-10')
    expect(motheringSunday(2025)).toBe('2025-03-30')
    expect(motheringSunday(2026)).toBe('2026-03-15')
    expect(motheringSunday(2027)).toBe('2027-03-07')
    // The latest it can be: Easter on 25 April.
    expect(motheringSunday(2038)).toBe('2038-04-04')
    for (let year = 2020; year < 2060; year++) {
      expect(new Date(`${motheringSunday(year)}T12:00:00Z`).getUTCDay(), String(year)).toBe(0)
    }
  })

  it("puts Father's Day on the third Sunday in June", () => {
    expect(fathersDay(2024)).toBe('2024-06-16')
    expect(fathersDay(2025)).toBe('2025-06-15')
    expect(fathersDay(2026)).toBe('2026-06-21')
    // 1 June on a Sunday: the third Sunday is the 15th, the earliest it can be.
    expect(fathersDay(2025)).toBe('2025-06-15')
    // 1 June on a Monday: the 21st, the latest.
    expect(fathersDay(2026)).toBe('2026-06-21')
    for (let year = 2020; year < 2060; year++) {
      const day = fathersDay(year)
      expect(new Date(`${day}T12:00:00Z`).getUTCDay()).toBe(0)
      expect(Number(day.slice(8))).toBeGreaterThanOrEqual(15)
      expect(Number(day.slice(8))).toBeLessThanOrEqual(21)
    }
  })

  it('keeps Christmas on 25 December', () => {
    expect(occasionDateIn({ kind: 'christmas' }, 2026)).toBe('2026-12-25')
  })
})

describe('29 February birthdays', () => {
  const leapling = { kind: 'birthday' as const, day: 29, month: 2 }

  it('fall on 28 February in years without a 29th, and on the 29th in leap years', () => {
    expect(occasionDateIn(leapling, 2027)).toBe('2027-02-28')
    expect(occasionDateIn(leapling, 2028)).toBe('2028-02-29')
    expect(occasionDateIn(leapling, 2100)).toBe('2100-02-28')
    expect(occasionDateIn(leapling, 2000)).toBe('2000-02-29')
  })

  it('come round next on the right day', () => {
    expect(nextOccurrence(leapling, '2027-01-10')).toBe('2027-02-28')
    expect(nextOccurrence(leapling, '2027-03-01')).toBe('2028-02-29')
    expect(nextOccurrence(leapling, '2028-02-29')).toBe('2028-02-29')
  })

  it('count a year older on 28 February in other years', () => {
    const birth = { day: 29, month: 2, year: 2000 }
    expect(ageOn(birth, '2027-02-27')).toBe(26)
    expect(ageOn(birth, '2027-02-28')).toBe(27)
    expect(ageOn(birth, '2028-02-28')).toBe(27)
    expect(ageOn(birth, '2028-02-29')).toBe(28)
  })

  it('are valid dates only in leap years when a year is given', () => {
    expect(isValidDayOfMonth(29, 2)).toBe(true)
    expect(isValidDayOfMonth(29, 2, 2000)).toBe(true)
    expect(isValidDayOfMonth(29, 2, 2001)).toBe(false)
    expect(isValidDayOfMonth(31, 4)).toBe(false)
    expect(isValidDayOfMonth(0, 4)).toBe(false)
  })
})

describe('the next occurrence', () => {
  it('is today on the day, later this year before it, next year after it', () => {
    const birthday = { kind: 'birthday' as const, day: 12, month: 6 }
    expect(nextOccurrence(birthday, '2026-06-12')).toBe('2026-06-12')
    expect(nextOccurrence(birthday, '2026-01-01')).toBe('2026-06-12')
    expect(nextOccurrence(birthday, '2026-06-13')).toBe('2027-06-12')
  })

  it('recomputes Mothering Sunday for the next year', () => {
    expect(nextOccurrence({ kind: 'mothering-sunday' }, '2026-03-16')).toBe('2027-03-07')
  })

  it('counts days and says them in words', () => {
    expect(daysUntil('2026-12-24', '2026-12-25')).toBe(1)
    expect(daysUntil('2026-12-31', '2027-01-14')).toBe(14)
    expect(daysLeftText(0)).toBe('today')
    expect(daysLeftText(1)).toBe('tomorrow')
    expect(daysLeftText(14)).toBe('in 14 days')
  })
})

describe('UK time at the reminder hour', () => {
  it('is 09:00 GMT before the clocks go forward and 09:00 BST (08:00 UTC) from that Sunday', () => {
    // British Summer Time starts at 01:00 UTC on Sunday 29 March 2026.
    expect(ukInstant('2026-03-28', 9).toISOString()).toBe('2026-03-28T09:00:00.000Z')
    expect(ukInstant('2026-03-29', 9).toISOString()).toBe('2026-03-29T08:00:00.000Z')
    expect(reminderDueAt('2026-04-12', 14).toISOString()).toBe('2026-03-29T08:00:00.000Z')
    expect(reminderDueAt('2026-04-11', 14).toISOString()).toBe('2026-03-28T09:00:00.000Z')
  })

  it('is 09:00 BST before the clocks go back and 09:00 GMT from that Sunday', () => {
    // British Summer Time ends at 01:00 UTC on Sunday 25 October 2026.
    expect(ukInstant('2026-10-24', 9).toISOString()).toBe('2026-10-24T08:00:00.000Z')
    expect(ukInstant('2026-10-25', 9).toISOString()).toBe('2026-10-25T09:00:00.000Z')
    expect(reminderDueAt('2026-10-28', 3).toISOString()).toBe('2026-10-25T09:00:00.000Z')
  })

  it('takes "today" from the UK clock, not UTC', () => {
    // 23:30 UTC on 1 June is 00:30 BST on 2 June.
    expect(ukToday(new Date('2026-06-01T23:30:00Z'))).toBe('2026-06-02')
    // 23:30 UTC on 1 December is still 1 December in GMT.
    expect(ukToday(new Date('2026-12-01T23:30:00Z'))).toBe('2026-12-01')
  })
})

describe('a person in the finder form', () => {
  it('maps an age to its band', () => {
    expect(ageBandFor(0)).toBe('0-2')
    expect(ageBandFor(12)).toBe('9-12')
    expect(ageBandFor(13)).toBe('13-17')
    expect(ageBandFor(64)).toBe('55-64')
    expect(ageBandFor(65)).toBe('65+')
    expect(ageBandFor(99)).toBe('65+')
  })

  it('maps a usual spend to the budget band it falls in', () => {
    expect(budgetBandFor(10)).toBe('Under £20')
    expect(budgetBandFor(20)).toBe('£20-£50')
    expect(budgetBandFor(50)).toBe('£20-£50')
    expect(budgetBandFor(75)).toBe('£50-£100')
    expect(budgetBandFor(150)).toBe('£100-£200')
    expect(budgetBandFor(300)).toBe('£200-£500')
    expect(budgetBandFor(900)).toBe('£500+')
  })

  it("maps dates to the finder's occasions", () => {
    expect(finderOccasion({ kind: 'birthday' })).toBe('Birthday')
    expect(finderOccasion({ kind: 'christmas' })).toBe('Christmas')
    expect(finderOccasion({ kind: 'anniversary', label: 'Wedding anniversary' })).toBe('Anniversary')
    expect(finderOccasion({ kind: 'mothering-sunday' })).toBe('Other')
    expect(finderOccasion({ kind: 'custom', label: "valentine's day" })).toBe("Valentine's Day")
  })

  it('splits phrases and says reminder days in words', () => {
    expect(splitPhrases('hiking, Coffee\n coffee ;  80s   films,,')).toEqual(['hiking', 'Coffee', '80s films'])
    expect(reminderDaysText([3, 14])).toBe('14 and 3 days before')
    expect(reminderDaysText([1])).toBe('1 day before')
    expect(reminderDaysText([])).toBe('off')
  })
})
