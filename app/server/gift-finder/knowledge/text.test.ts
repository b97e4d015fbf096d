import { describe, expect, it } from 'vitest'

import { foldText, listBreaks, singular, tokenize } from '#app/server/gift-finder/knowledge/text.server.ts'

describe('text as the finder reads it', () => {
  it('folds accents, curly quotes and ampersands, plain or not', () => {
    expect(foldText('Pokémon & Friends')).toBe('pokemon  and  friends')
    expect(foldText('Dad’s `shed`')).toBe("dad's 'shed'")
    expect(tokenize("Dad's sci-fi books")).toEqual(['dad', 'sci', 'fi', 'books'])
  })

  it('meets plurals with their singular, keeping words that end in s', () => {
    expect(singular('puzzles')).toBe('puzzle')
    expect(singular('hobbies')).toBe('hobby')
    expect(singular('lenses')).toBe(singular('lens'))
    expect(singular('atlases')).toBe(singular('atlas'))
    expect(singular('canvas')).toBe('canvas')
    expect(singular('tutus')).toBe('tutu')
    expect(singular('sudokus')).toBe('sudoku')
  })

  it('marks where the items of a list begin, so a phrase never runs from one item to the next', () => {
    expect([...listBreaks('gin, festivals, brunch')]).toEqual([1, 2])
    expect([...listBreaks('wild swimming & sea glass / pottery')]).toEqual([2, 4])
    expect(listBreaks('crime novels and gardening').size).toBe(0)
  })
})
