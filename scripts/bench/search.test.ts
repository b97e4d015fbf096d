import { expect, test } from 'vitest'

import { benchQueries } from './search.ts'

test('the search benchmark asks at least 500 varied queries over every condition and both budgets', () => {
  const queries = benchQueries(500)
  expect(queries).toHaveLength(500)
  expect(new Set(queries.map((query) => query.query)).size).toBeGreaterThan(400)
  expect(new Set(queries.map((query) => query.condition))).toEqual(new Set(['new', 'used', 'both']))
  expect(queries.some((query) => query.query.includes(' '))).toBe(true)
  expect(queries.some((query) => query.offset > 0)).toBe(true)
  expect(queries.some((query) => query.budget?.min === 20)).toBe(true)
})
