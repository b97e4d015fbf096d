/** Options of the gift finder form. */
export const RECIPIENTS = [
  'Partner/Spouse',
  'Parent',
  'Child',
  'Friend',
  'Colleague',
  'Sibling',
  'Grandparent',
  'Other',
] as const
export const GENDERS = ['Male', 'Female', 'Non-binary', 'Prefer not to say'] as const
export const OCCASIONS = [
  'Birthday',
  'Christmas',
  'Anniversary',
  'Wedding',
  "Valentine's Day",
  'Graduation',
  'Housewarming',
  'Thank You',
  'Just Because',
  'Other',
] as const
export const AGE_BANDS = [
  '0-2',
  '3-5',
  '6-8',
  '9-12',
  '13-17',
  '18-24',
  '25-34',
  '35-44',
  '45-54',
  '55-64',
  '65+',
] as const
export const BUDGETS = [
  'Under £20',
  '£20-£50',
  '£50-£100',
  '£100-£200',
  '£200-£500',
  '£500+',
  'No budget limit',
] as const
export const CONDITIONS = ['new', 'used', 'both'] as const

export type Recipient = (typeof RECIPIENTS)[number]
export type Gender = (typeof GENDERS)[number]
export type Occasion = (typeof OCCASIONS)[number]
export type AgeBand = (typeof AGE_BANDS)[number]
export type Budget = (typeof BUDGETS)[number]
export type Condition = (typeof CONDITIONS)[number]

/** The price range in pounds a budget option stands for (max undefined: no upper limit). */
export function budgetRange(budget: string): { min: number; max?: number } {
  switch (budget) {
    case 'Under £20':
      return { min: 0, max: 20 }
    case '£20-£50':
      return { min: 20, max: 50 }
    case '£50-£100':
      return { min: 50, max: 100 }
    case '£100-£200':
      return { min: 100, max: 200 }
    case '£200-£500':
      return { min: 200, max: 500 }
    case '£500+':
      return { min: 500 }
    default:
      return { min: 0 }
  }
}

/** The youngest and oldest age of an age band, e.g. '9-12' -> { min: 9, max: 12 }. */
export function ageBandRange(band: string): { min: number; max: number } {
  if (band === '65+') return { min: 65, max: 120 }
  const [min, max] = band.split('-').map(Number)
  return { min: min ?? 18, max: max ?? 120 }
}
