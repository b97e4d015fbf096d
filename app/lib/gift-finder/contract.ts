import { z } from '#app/lib/zod.ts'

import { AGE_BANDS, BUDGETS, CONDITIONS, GENDERS, OCCASIONS, RECIPIENTS } from '#app/lib/gift-finder/form-options.ts'
import {
  GIFT_FORM_MESSAGES,
  INTERESTS_MAX,
  MAX_CONVERSATION_MESSAGES,
  MAX_EXCLUDED,
  MAX_MESSAGE_LENGTH,
  SUGGESTION_BATCH_SIZE,
} from '#app/lib/gift-finder/finder.ts'

/*
 * The gift finder's contract: the gift form, the request bodies of its endpoints (chat, suggestions,
 * product chat) and their answers, shared by the page, the routes and the services. Components
 * import types from here; the form loads the schemas on submit, so zod stays out of the first load.
 */

/** The gift form, validated the same way in the browser and on the server. */
export const GiftFormSchema = z.object({
  recipient: z.enum(RECIPIENTS, { error: GIFT_FORM_MESSAGES.recipient }),
  gender: z.enum(GENDERS, { error: GIFT_FORM_MESSAGES.gender }),
  occasion: z.enum(OCCASIONS, { error: GIFT_FORM_MESSAGES.occasion }),
  age: z.enum(AGE_BANDS, { error: GIFT_FORM_MESSAGES.age }),
  interests: z
    .string({ error: GIFT_FORM_MESSAGES.interests })
    .trim()
    .min(1, GIFT_FORM_MESSAGES.interests)
    .max(INTERESTS_MAX, `Interests must be ${INTERESTS_MAX} characters or fewer`),
  budget: z.enum(BUDGETS, { error: GIFT_FORM_MESSAGES.budget }),
})
export type GiftFormValues = z.infer<typeof GiftFormSchema>
export type GiftFormField = keyof GiftFormValues

/** The form as the chat endpoint receives it: follow-up calls omit gender. */
export const ChatFormDataSchema = GiftFormSchema.extend({ gender: GiftFormSchema.shape.gender.optional() })
export type ChatFormData = z.infer<typeof ChatFormDataSchema>

/** Field errors of the gift form, keyed by field (first message per field). */
export function giftFormErrors(values: Record<string, unknown>): Partial<Record<GiftFormField, string>> {
  const result = GiftFormSchema.safeParse(values)
  if (result.success) return {}
  const errors: Partial<Record<GiftFormField, string>> = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as GiftFormField
    errors[field] ??= issue.message
  }
  return errors
}

export const ConditionSchema = z.enum(CONDITIONS)

/** One chat message. The user's words are capped; our own replies may be longer. */
export const ChatMessageSchema = z.discriminatedUnion('role', [
  z.object({
    role: z.literal('user'),
    content: z
      .string()
      .max(MAX_MESSAGE_LENGTH, `Messages must be ${MAX_MESSAGE_LENGTH} characters or fewer`)
      .refine((value) => value.trim().length > 0, 'Messages cannot be empty'),
  }),
  z.object({ role: z.literal('assistant'), content: z.string().max(MAX_MESSAGE_LENGTH * 4) }),
])
export type ChatMessage = z.infer<typeof ChatMessageSchema>

/** What a shopper can rule out, in the chat or the form; each maps to properties of gift ideas. */
export const CONSTRAINTS = [
  'no-alcohol',
  'vegan',
  'vegetarian',
  'no-screens',
  'nut-allergy',
  'gluten-free',
  'dairy-free',
  'no-caffeine',
  'nothing-gendered',
  'no-jewellery',
  'no-fragrance',
  'no-outdoor-space',
  'no-food',
  'no-clothes',
  'no-jokey',
  'no-electrics',
  'serious-occasion',
] as const
export type Constraint = (typeof CONSTRAINTS)[number]

/** What kind of gift the shopper is after. */
export const WANTS = [
  'practical',
  'experience',
  'keepsake',
  'small',
  'luxury',
  'fun',
  'learning',
  'consumable',
] as const
export type Want = (typeof WANTS)[number]

const ConceptRef = z.string().trim().min(1).max(60)

/**
 * The finder's picture of the recipient, built from the form and every chat answer by either
 * advisor (the offline concierge by rules and the interest lexicon, a model by structured output),
 * and read by the suitability rules and the ranking (docs/features/gift-finder.md).
 */
export const RecipientProfileSchema = z.object({
  /** Interests mapped to concepts of the lexicon, in the order the shopper named them. */
  interests: z
    .array(
      z.object({
        concept: ConceptRef,
        label: z.string().trim().max(80),
        from: z.enum(['form', 'chat']),
        /** The shopper's own words for it ("pug", "prosecco", "st ives"): gifts naming them come first. */
        words: z.array(z.string().trim().min(1).max(60)).max(8).optional(),
      }),
    )
    .max(20),
  /** Interests in the shopper's words that match no concept. */
  otherInterests: z.array(z.string().trim().min(1).max(80)).max(10).default([]),
  constraints: z.array(z.enum(CONSTRAINTS)).max(CONSTRAINTS.length),
  /** What they dislike: a concept where one was named, and the words used. */
  dislikes: z.array(z.object({ concept: ConceptRef.nullable(), words: z.string().trim().min(1).max(80) })).max(20),
  /** Things they already have ("a kindle", "gardening tools"). */
  alreadyHas: z.array(z.string().trim().min(1).max(80)).max(20),
  wants: z.array(z.enum(WANTS)).max(WANTS.length),
  /** The recipient's age range in years: the age band, narrowed when the shopper gave an age. */
  ageMin: z.number().int().min(0).max(120),
  ageMax: z.number().int().min(0).max(120),
  /** What the gift is for, as gift ideas name occasions ('birthday', 'sympathy', 'secret-santa', ...). */
  occasions: z.array(z.string().trim().min(1).max(40)).max(6),
  /** Concepts of the recipient, age and occasion (grandparents, new-home, retirement, ...). */
  context: z.array(ConceptRef).max(16),
  /** From the form, or from the shopper's words ("she loves..."): gifts made for the other are left out. */
  gender: z.enum(['female', 'male', 'unknown']).default('unknown'),
})
export type RecipientProfile = z.infer<typeof RecipientProfileSchema>

/**
 * Search criteria: what the chat learned, handed back to the suggestion call (the original
 * leaves the fields open; these are ours).
 */
export const SearchCriteriaSchema = z.object({
  recipient: z.enum(RECIPIENTS),
  occasion: z.enum(OCCASIONS),
  age: z.enum(AGE_BANDS),
  budget: z.enum(BUDGETS),
  interests: z.string().trim().max(INTERESTS_MAX),
  /** Interest keywords from the form and the conversation. */
  keywords: z.array(z.string().trim().min(1).max(60)).max(40),
  /** Things they already have or that should be avoided. */
  avoid: z.array(z.string().trim().min(1).max(60)).max(20).default([]),
  budgetMin: z.number().min(0),
  budgetMax: z.number().min(0).nullable(),
  /** The recipient as the chat understood them; derived again from the form when missing. */
  profile: RecipientProfileSchema.optional(),
})
export type SearchCriteria = z.infer<typeof SearchCriteriaSchema>

/** What the product chat knows about a product: only the facts the page already shows. */
export const ProductFactsSchema = z.object({
  name: z.string().trim().min(1).max(300),
  /** The listing's id, when it has one: the product chat looks up what kind of gift it is. */
  itemId: z.string().trim().max(120).nullish(),
  description: z.string().trim().max(2000).nullish(),
  price: z.union([z.string().max(40), z.number()]).nullish(),
  brand: z.string().trim().max(120).nullish(),
  condition: z.string().trim().max(60).nullish(),
  seller: z.string().trim().max(120).nullish(),
  /** Search result cards call the seller sellerUsername. */
  sellerUsername: z.string().trim().max(120).nullish(),
  sellerFeedbackPercentage: z.number().min(0).max(100).nullish(),
  url: z.string().max(2000).nullish(),
})
export type ProductFacts = z.infer<typeof ProductFactsSchema>

const PersonIdSchema = z.uuid({ error: 'personId must be the id of one of your people' }).optional()

/** POST /api/gift-chat. */
export const GiftChatRequestSchema = z.object({
  messages: z
    .array(ChatMessageSchema, { error: 'messages must be a list of { role, content }' })
    .max(MAX_CONVERSATION_MESSAGES, `A conversation can have at most ${MAX_CONVERSATION_MESSAGES} messages`),
  formData: ChatFormDataSchema,
  condition: ConditionSchema.default('new'),
  /** The saved person the finder was opened for (their creator only): their notes and past gifts count. */
  personId: PersonIdSchema,
})
export type GiftChatRequest = z.infer<typeof GiftChatRequestSchema>

/** POST /api/suggest-gifts: the search criteria spread in, plus the batch options. */
export const SuggestGiftsRequestSchema = SearchCriteriaSchema.extend({
  condition: ConditionSchema.default('new'),
  mode: z.literal('suggest').default('suggest'),
  batchSize: z.number().int().min(1).max(SUGGESTION_BATCH_SIZE).default(SUGGESTION_BATCH_SIZE),
  excludeItemIds: z.array(z.string().max(200)).max(MAX_EXCLUDED).default([]),
  excludeTitles: z.array(z.string().max(300)).max(MAX_EXCLUDED).default([]),
  /** Ideas already shown (Find More), so a new batch brings new ideas rather than other listings of the same one. */
  excludeIdeaIds: z.array(z.string().max(120)).max(MAX_EXCLUDED).default([]),
  personId: PersonIdSchema,
})
export type SuggestGiftsRequest = z.input<typeof SuggestGiftsRequestSchema>

/** POST /api/product-chat. */
export const ProductChatRequestSchema = z.object({
  product: ProductFactsSchema,
  question: z
    .string({ error: 'Please enter a question' })
    .trim()
    .min(1, 'Please enter a question')
    .max(MAX_MESSAGE_LENGTH, `Questions must be ${MAX_MESSAGE_LENGTH} characters or fewer`),
})

/** A gift suggestion as the page shows it. */
export interface GiftSuggestion {
  name: string
  description: string
  reason: string
  /** Display price, e.g. '£24.99'. */
  price: string
  estimatedPrice: number
  imageUrl: string | null
  searchQuery: string
  itemId: string | null
  ebayItemId: string | null
  ebayItemUrl: string | null
  amazonUrl: string
  ebaySearchUrl: string
  brand?: string | null
  condition?: string | null
  sellerUsername?: string | null
  /** The gift idea of the knowledge base it comes from, when it does. */
  ideaId?: string | null
  /** 'item' links to the listing itself; 'search' to a marketplace search for it (offline catalogue listings). */
  linkKind?: 'item' | 'search'
}

/** The answer of POST /api/gift-chat. */
export interface GiftChatResponse {
  message: string
  type: 'search_results' | 'chat'
  searchCriteria: SearchCriteria | null
}

/** One line of the streamed chat answer (POST /api/gift-chat/stream, newline-delimited JSON). */
export type GiftChatStreamLine =
  { event: 'delta'; text: string } | ({ event: 'done' } & GiftChatResponse) | { event: 'error'; error: string }

/** The answer of POST /api/suggest-gifts. */
export interface SuggestGiftsResponse {
  suggestions: GiftSuggestion[]
}

/** The answer of POST /api/product-chat. */
export interface ProductChatResponse {
  answer: string
}
