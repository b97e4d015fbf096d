import { z } from 'zod'

/**
 * The format of the gift finder's knowledge files (content/finder/knowledge/*.json): an interest
 * lexicon of concepts, each with the gift ideas that serve it and catalogue listings for those ideas.
 * docs/features/gift-finder.md explains how the finder reads them.
 */

/** Properties of an idea that the suitability rules read. */
export const IDEA_FLAGS = [
  'alcohol', // contains or is about alcoholic drink (wine, gin, beer kits, cocktail sets with spirits)
  'blade', // a knife, axe, saw, razor blade, sharp carving tool
  'small-parts', // choking hazard: not for under-3s (beads, marbles, small pieces, button batteries)
  'screen', // has a screen or is a screen device (tablet, smartwatch, console, e-reader, digital frame)
  'animal-products', // leather, wool, silk, honey, beeswax, down, dairy, eggs, meat, fish, gelatine
  'meat', // meat or fish, or gelatine (also mark animal-products)
  'dairy', // contains milk, cheese, butter (also mark animal-products)
  'nuts', // contains or may contain nuts or peanuts
  'gluten', // contains wheat, barley or rye
  'caffeine', // coffee, tea, energy products
  'gendered', // marketed at one gender (a 'for him' gift set, 'princess' dress, razor kit for men, bra, lipstick set)
  'baby-only', // only suits babies and toddlers (0-3)
  'needs-outdoor-space', // needs a garden, balcony or yard (raised bed, bird table, firepit, trampoline)
  'perishable', // food or flowers that will not keep for weeks
  'jokey', // novelty or joke gifts: wrong for sympathy, christenings and serious occasions
  'adult-theme', // gambling, betting, vaping, tobacco, rude or adult humour, over-18 content
  'fragrance', // scented (candles, perfume, bath products)
  'jewellery', // rings, necklaces, earrings, bracelets, charms
  'clothing-size', // needs a size (clothes, shoes, rings)
  'live-animal-care', // needs a pet or looks after animals (not a pet itself)
] as const
export type IdeaFlag = (typeof IDEA_FLAGS)[number]

/** What kind of gift it is, as shoppers ask for it. */
export const IDEA_STYLES = [
  'practical', // useful every day
  'experience', // a day out, class, lesson, tickets, a subscription of things to do
  'keepsake', // something to keep: personalised, sentimental, lasts for years
  'small', // a stocking filler or a small token
  'luxury', // a treat they would not buy themselves
  'fun', // playful, a game, a laugh
  'learning', // teaches a skill or knowledge
  'consumable', // used up: food, drink, bath products, refills
] as const
export type IdeaStyle = (typeof IDEA_STYLES)[number]

/** The gift form's occasions, plus the UK occasions shoppers name in the chat. */
export const IDEA_OCCASIONS = [
  'any',
  'birthday',
  'christmas',
  'anniversary',
  'wedding',
  'valentines',
  'graduation',
  'housewarming',
  'thank-you',
  'just-because',
  'mothering-sunday',
  'fathers-day',
  'new-baby',
  'christening',
  'retirement',
  'leaving',
  'get-well',
  'sympathy',
  'engagement',
  'secret-santa',
  'teacher-thank-you',
  'exam-results',
  'easter',
  'halloween',
] as const
export type IdeaOccasion = (typeof IDEA_OCCASIONS)[number]

/** Illustrations under public/images/products/ (docs/image-keys.md). */
export const IMAGE_KEYS = [
  'smartphone',
  'tablet',
  'laptop',
  'keyboard',
  'mouse',
  'monitor',
  'smart-speaker',
  'smart-bulb',
  'smart-plug',
  'video-doorbell',
  'security-camera',
  'smartwatch',
  'fitness-tracker',
  'game-console',
  'game-controller',
  'video-game',
  'vr-headset',
  'headphones',
  'earbuds',
  'speaker',
  'turntable',
  'e-reader',
  'power-bank',
  'charger',
  'camera',
  'drone',
  'dumbbells',
  'kettlebell',
  'yoga-mat',
  'resistance-bands',
  'exercise-bike',
  'massage-gun',
  'foam-roller',
  'water-bottle',
  'protein-tub',
  'running-shoes',
  'backpack',
  'tent',
  'bicycle',
  'skipping-rope',
  'coffee-machine',
  'air-fryer',
  'kettle',
  'toaster',
  'stand-mixer',
  'blender',
  'cookware',
  'knife-set',
  'baking-set',
  'cookbook',
  'vacuum',
  'robot-vacuum',
  'iron',
  'blanket',
  'cushion',
  'candle',
  'diffuser',
  'lamp',
  'plant',
  'garden-tools',
  'bbq',
  'outdoor-lights',
  'bird-feeder',
  'jumper',
  't-shirt',
  'jacket',
  'scarf',
  'hat',
  'gloves',
  'trainers',
  'boots',
  'handbag',
  'wallet',
  'watch',
  'sunglasses',
  'jewellery',
  'perfume',
  'skincare',
  'makeup',
  'shaving-kit',
  'hair-tool',
  'socks',
  'pyjamas',
  'building-blocks',
  'board-game',
  'puzzle',
  'plush-toy',
  'doll',
  'toy-car',
  'art-set',
  'craft-kit',
  'musical-instrument',
  'book',
  'pet-bed',
  'pet-toy',
  'collectible-figure',
  'trading-cards',
  'model-kit',
  'gift-box',
  'hamper',
  'wine',
  'chocolates',
  'flowers',
  'photo-frame',
  'mug',
  'christmas-decoration',
  'champagne',
  'keepsake-box',
  'personalised-print',
  'experience-voucher',
  'pen',
  'whisky',
  'leather-goods',
  'cufflinks',
] as const

const Slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case words joined by hyphens')
const Term = z
  .string()
  .min(2)
  .max(60)
  .refine((term) => term === term.toLowerCase().trim(), 'terms are lower case and trimmed')

/** A listing of the offline catalogue for one idea: a product a UK shop would plausibly sell. */
export const KnowledgeListingSchema = z.object({
  title: z.string().min(8).max(90),
  /** Pounds, e.g. 24.99. */
  price: z.number().positive().max(20_000),
  description: z.string().min(20).max(300),
})

export const GiftIdeaSchema = z
  .object({
    id: Slug,
    /** A short name a shopper would recognise, e.g. 'Greenhouse min-max thermometer'. */
    name: z.string().min(3).max(80),
    /** What it is, in one or two plain sentences. No invented facts about a specific product. */
    description: z.string().min(30).max(300),
    /** Typical UK price range in pounds. */
    priceMin: z.number().positive(),
    priceMax: z.number().positive(),
    /** What to search a marketplace for (2-6 words). */
    searchQuery: z.string().min(3).max(80),
    ageMin: z.number().int().min(0).max(100),
    ageMax: z.number().int().min(0).max(120),
    occasions: z.array(z.enum(IDEA_OCCASIONS)).min(1),
    flags: z.array(z.enum(IDEA_FLAGS)),
    styles: z.array(z.enum(IDEA_STYLES)).min(1),
    /** Other concept ids this idea also serves. */
    alsoFor: z.array(Slug).default([]),
    image: z.enum(IMAGE_KEYS),
    listings: z.array(KnowledgeListingSchema).min(3).max(6),
  })
  .refine((idea) => idea.priceMin <= idea.priceMax, 'priceMin must not exceed priceMax')
  .refine((idea) => idea.ageMin <= idea.ageMax, 'ageMin must not exceed ageMax')

export const ConceptSchema = z.object({
  id: Slug,
  /** How a sentence names the interest: 'who loves {label}', e.g. 'gardening', 'crime fiction', 'Arsenal'. */
  label: z.string().min(2).max(60),
  /** Words and phrases a shopper may type for it: synonyms, British and American spellings, plurals, people nouns. */
  terms: z.array(Term).min(3),
  /** Common misspellings of the terms. */
  misspellings: z.array(Term).default([]),
  /** Concept ids close to this one (gardening -> houseplants, grow-your-own). */
  related: z.array(Slug).default([]),
  ideas: z.array(GiftIdeaSchema).min(3),
})

export const KnowledgeFileSchema = z.object({
  domain: Slug,
  concepts: z.array(ConceptSchema).min(1),
})

export type KnowledgeListing = z.infer<typeof KnowledgeListingSchema>
export type GiftIdeaEntry = z.infer<typeof GiftIdeaSchema>
export type ConceptEntry = z.infer<typeof ConceptSchema>
export type KnowledgeFile = z.infer<typeof KnowledgeFileSchema>

/**
 * Ideas made for a name the shopper gives that the knowledge base has no ideas of its own for: a TV
 * series, a band, a place, a breed ("Gilmore Girls", "Arctic Monkeys", "Cornwall", "pug"). In the
 * text, `{Thing}` is the name in title case and `{thing}` as the shopper wrote it.
 */
export const NamedIdeaSchema = z.object({
  id: Slug,
  name: z.string().min(3).max(80).includes('hing}'),
  description: z.string().min(30).max(300),
  priceMin: z.number().positive(),
  priceMax: z.number().positive(),
  searchQuery: z.string().min(3).max(80).includes('{thing}'),
  ageMin: z.number().int().min(0).max(100),
  ageMax: z.number().int().min(0).max(120),
  occasions: z.array(z.enum(IDEA_OCCASIONS)).min(1),
  flags: z.array(z.enum(IDEA_FLAGS)),
  styles: z.array(z.enum(IDEA_STYLES)).min(1),
  image: z.enum(IMAGE_KEYS),
})

export const NamedThingsSchema = z.object({
  /** The concept whose names these ideas are for. */
  concept: Slug,
  /** The concept's words that are not a name ("box sets", "netflix"): no ideas are made for them. */
  notNames: z.array(Term),
  /** Names read as one of a kind ("greyhounds" -> "greyhound"), as breeds are. */
  singular: z.boolean().default(false),
  ideas: z.array(NamedIdeaSchema).min(2),
})

export const NamedThingsFileSchema = z.object({ namedThings: z.array(NamedThingsSchema) })

export type NamedIdeaEntry = z.infer<typeof NamedIdeaSchema>
export type NamedThingsEntry = z.infer<typeof NamedThingsSchema>
