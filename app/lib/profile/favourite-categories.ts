/** The profile's favourite-category chips. */
export const FAVOURITE_CATEGORIES = [
  'Tech & Gadgets',
  'Home & Kitchen',
  'Fashion & Beauty',
  'Fitness & Health',
  'Luxury & Unique',
  'Kids & Family',
  'Occasions',
] as const

export type FavouriteCategory = (typeof FAVOURITE_CATEGORIES)[number]
