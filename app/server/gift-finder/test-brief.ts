import type { RecipientProfile } from '#app/lib/gift-finder/contract.ts'

/**
 * For the finder's tests: a brief for an adult's birthday with no interests, constraints or dislikes,
 * so each test sets only what it is about.
 */
export function testBrief(overrides: Partial<RecipientProfile> = {}): RecipientProfile {
  return {
    interests: [],
    otherInterests: [],
    constraints: [],
    dislikes: [],
    alreadyHas: [],
    wants: [],
    ageMin: 35,
    ageMax: 44,
    occasions: ['birthday'],
    context: [],
    gender: 'female',
    ...overrides,
  }
}
