import { describe, expect, test } from 'vitest'

import { rememberByText } from '#app/server/gift-finder/knowledge/text-memory.server.ts'

describe('rememberByText', () => {
  test('reads a text once and answers the same again', () => {
    const read: string[] = []
    const upper = rememberByText((text) => {
      read.push(text)
      return text.toUpperCase()
    })
    expect(upper('tea')).toBe('TEA')
    expect(upper('tea')).toBe('TEA')
    expect(upper('gin')).toBe('GIN')
    expect(read).toEqual(['tea', 'gin'])
  })

  test('starts afresh past its limit instead of growing', () => {
    const read: string[] = []
    const length = rememberByText((text) => {
      read.push(text)
      return text.length
    }, 2)
    length('a')
    length('bb')
    length('ccc')
    length('a')
    expect(read).toEqual(['a', 'bb', 'ccc', 'a'])
  })
})
