import { describe, expect, it } from 'vitest'

import { formatDate, formatGBP, parsePrice, readingTimeMinutes, withIndefiniteArticle } from '#app/lib/format.ts'

describe('formatGBP', () => {
  it('formats pounds the en-GB way', () => {
    expect(formatGBP(1234.5)).toBe('£1,234.50')
    expect(formatGBP(0)).toBe('£0.00')
  })
})

describe('formatDate', () => {
  it('writes dates in en-GB order, in London time', () => {
    expect(formatDate('2025-03-14T00:00:00Z')).toBe('14 March 2025')
    // 23:30 UTC on 30 June is already 1 July in London (BST).
    expect(formatDate(new Date('2025-06-30T23:30:00Z'))).toBe('1 July 2025')
  })
})

describe('parsePrice', () => {
  it('removes £ and commas and defaults to 0', () => {
    expect(parsePrice('£1,299.99')).toBe(1299.99)
    expect(parsePrice('12')).toBe(12)
    expect(parsePrice('about a tenner')).toBe(0)
    expect(parsePrice(undefined)).toBe(0)
    expect(parsePrice(42.5)).toBe(42.5)
  })
})

describe('readingTimeMinutes', () => {
  it('is words / 200 rounded up, ignoring markup', () => {
    const words = (n: number) => `<p>${Array.from({ length: n }, () => 'gift').join(' ')}</p>`
    expect(readingTimeMinutes(words(200))).toBe(1)
    expect(readingTimeMinutes(words(201))).toBe(2)
    expect(readingTimeMinutes(words(950))).toBe(5)
  })

  it('is 5 when there is no content', () => {
    expect(readingTimeMinutes('')).toBe(5)
    expect(readingTimeMinutes(null)).toBe(5)
    expect(readingTimeMinutes('<p> </p>')).toBe(5)
  })
})

describe('withIndefiniteArticle', () => {
  it.each([
    ['antiques and vintage finds', 'an antiques and vintage finds'],
    ['origami', 'an origami'],
    ['unicorn', 'a unicorn'],
    ['European city break', 'a European city break'],
    ['one-off print', 'a one-off print'],
    ['hour-long massage', 'an hour-long massage'],
    ['history', 'a history'],
    ['8-year-old', 'an 8-year-old'],
    ['11-year-old', 'an 11-year-old'],
    ['18-year-old', 'an 18-year-old'],
    ['84-year-old', 'an 84-year-old'],
    ['1-year-old', 'a 1-year-old'],
    ['12-year-old', 'a 12-year-old'],
    ['birthday present', 'a birthday present'],
    ['anniversary present', 'an anniversary present'],
  ])('%s → %s', (phrase, expected) => {
    expect(withIndefiniteArticle(phrase)).toBe(expected)
  })
})
