import { z } from '#app/lib/zod.ts'

import { BUDGETS, CONDITIONS } from '#app/lib/gift-finder/form-options.ts'
import { PAGE_SEARCH, SEARCH_BATCH_SIZE, SEARCH_REQUIRED } from '#app/lib/gift-search/search.ts'

// Kept apart from search.ts so the browser bundle of the search page does not carry zod.

const QuerySchema = z.string().trim().max(100, 'Search terms can be at most 100 characters')

export const SuggestionSchema = z
  .object({
    name: z.string().trim().max(200).default(''),
    searchQuery: QuerySchema.default(''),
  })
  .transform((suggestion) => ({
    name: suggestion.name || suggestion.searchQuery,
    searchQuery: suggestion.searchQuery || suggestion.name.slice(0, 100),
  }))
  .refine((suggestion) => suggestion.searchQuery !== '', { message: SEARCH_REQUIRED.description })

/**
 * The body of POST /api/search-products, mirroring the search-ebay-products call of spec section 7.
 * budget is a maximum price in pounds (the page sends 10000) or one of the finder's budget options.
 */
export const SearchProductsRequestSchema = z.object({
  suggestions: z
    .array(SuggestionSchema, { error: 'suggestions must be a list of { name, searchQuery }' })
    .min(1, 'Add at least one suggestion to search for')
    .max(SEARCH_BATCH_SIZE, `At most ${SEARCH_BATCH_SIZE} suggestions per request`),
  budget: z
    .union([z.number().positive().max(1_000_000), z.enum(BUDGETS)], {
      error: 'budget must be a maximum price in pounds or a budget option',
    })
    .default(PAGE_SEARCH.budget),
  condition: z.enum(CONDITIONS, { error: 'condition must be new, used or both' }).default('new'),
  skipAiFilter: z.boolean().default(false),
  excludeItemIds: z.array(z.string().trim().min(1).max(64)).max(1000).default([]),
})
export type SearchProductsRequest = z.infer<typeof SearchProductsRequestSchema>
