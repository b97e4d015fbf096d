import { formatGBP, parsePrice, withIndefiniteArticle } from '#app/lib/format.ts'
import type { ProductFacts } from '#app/lib/gift-finder/contract.ts'
import type { Idea, KnowledgeBase } from '#app/server/gift-finder/knowledge/knowledge.server.ts'
import { conceptsIn } from '#app/server/gift-finder/knowledge/lexicon.server.ts'
import { matchIdea } from '#app/server/gift-finder/knowledge/match.server.ts'
import { listPhrase } from '#app/server/ai/concierge/dialogue.server.ts'

/*
 * The offline product chat. Facts about the product come only from its listing (name,
 * description, price, brand, condition, seller); questions about the gift (who it suits, an
 * interest, an age, a budget, what goes with it) are answered from what the knowledge base knows
 * of this kind of gift. Anything else gets a plain "the listing doesn't say".
 */

const TOPICS = {
  price: /\b(price|prices|priced|cost|costs|how much|expensive|cheap|£|pounds?|quid)\b/i,
  brand: /\b(brand|make|maker|made by|manufacturer|who makes|company)\b/i,
  condition: /\b(condition|new|used|pre-?owned|second-?hand|refurbished|mint)\b/i,
  seller: /\b(seller|sold by|who sells|feedback|trust|trusted|trustworthy|reliable|reputable|legit)\b/i,
  about: /\b(what is|what's|whats|tell me|describe|description|about|features?|what does|does it)\b/i,
  suits:
    /\b(good (?:gift|present|idea|choice)|suit|suits|suitable|right for|who (?:is it|would|'d)|would (?:he|she|they|my)|(?:he|she|they)(?:'d| would) like|worth (?:it|buying)|for a\b|for an\b|for someone|for my|lover|fan)\b/i,
  age: /\b(\d{1,2})[- ]?(?:years?|yrs?)[- ]?old\b|\b(?:age|ages|aged|old enough|kids?|child|children|toddler|teen|teenager|baby|grown-?up|adult)\b/i,
  budget: /\b(?:under|within|budget|afford|less than|below|over|more than)\b/i,
  pair: /\b(?:pair|go(?:es)? (?:well )?with|add to|alongside|together with|complement|accompany|as well|stocking|extra)\b/i,
} as const

/** Things a listing never tells us: the answer must say so rather than guess. */
const UNKNOWN =
  /\b(deliver\w*|shipping|postage|arriv\w*|dispatch\w*|returns?|refund\w*|warranty|guarantee\w*|sizes?|sizing|dimensions?|measure\w*|weigh\w*|battery|batteries|stock|availab\w*|discount\w*|voucher|colou?rs?|material\w*|made of|ingredients|reviews?|ratings?)\b/i

function describePrice(price: ProductFacts['price']): number | null {
  if (price === null || price === undefined || price === '') return null
  const amount = parsePrice(price)
  return amount > 0 ? amount : null
}

/** The idea of the knowledge base a product is: by its catalogue id, else by the words of its name. */
export function ideaOfProduct(kb: KnowledgeBase, product: ProductFacts): Idea | null {
  const byItem = product.itemId ? kb.ideaOfItem.get(product.itemId) : undefined
  if (byItem) return kb.ideas.get(byItem) ?? null
  return matchIdea(kb, product.name)
}

/** The concepts a product serves: its idea's, else those its name names. */
function productConcepts(kb: KnowledgeBase, product: ProductFacts, idea: Idea | null): readonly string[] {
  return idea ? idea.concepts : conceptsIn(kb, `${product.name} ${product.description ?? ''}`)
}

function conceptLabel(kb: KnowledgeBase, id: string): string {
  return kb.concepts.get(id)?.label ?? id
}

function interestAnswer(
  kb: KnowledgeBase,
  product: ProductFacts,
  idea: Idea | null,
  asked: readonly string[],
): string | null {
  if (!asked.length) return null
  const serves = new Set(productConcepts(kb, product, idea))
  if (!serves.size) return null
  const near = new Set([...serves].flatMap((id) => kb.concepts.get(id)?.related ?? []))
  const answers = asked.map((concept) => {
    const label = conceptLabel(kb, concept)
    const related = kb.concepts.get(concept)?.related ?? []
    if (serves.has(concept) || related.some((id) => serves.has(id)) || near.has(concept)) {
      const why = idea ? ` ${idea.description}` : ''
      return `Yes, it's a good fit for someone who loves ${label}.${why}`
    }
    const mainly = listPhrase([...serves].slice(0, 2).map((id) => conceptLabel(kb, id)))
    return `Not especially for ${label}: it's really a gift for someone into ${mainly}.`
  })
  return answers.join(' ')
}

function ageAnswer(question: string, idea: Idea | null): string | null {
  if (!idea) return "I don't know what ages it suits: the listing doesn't say."
  const stated = /\b(\d{1,2})[- ]?(?:years?|yrs?)[- ]?old\b/i.exec(question)
  const range = idea.ageMax >= 100 ? `${idea.ageMin} and over` : `ages ${idea.ageMin} to ${idea.ageMax}`
  const parts = [`This kind of gift suits ${range}.`]
  if (stated) {
    const age = Number(stated[1])
    parts.push(
      age >= idea.ageMin && age <= idea.ageMax
        ? `So yes for ${withIndefiniteArticle(`${age}-year-old`)}.`
        : `So it isn't a good choice for ${withIndefiniteArticle(`${age}-year-old`)}.`,
    )
  }
  if (idea.flags.includes('small-parts')) parts.push('It has small parts, so keep it away from under-threes.')
  return parts.join(' ')
}

function budgetAnswer(question: string, price: number | null): string | null {
  const limit = /£\s?(\d+(?:\.\d{1,2})?)|\b(\d+(?:\.\d{1,2})?)\s?(?:pounds|quid)\b/i.exec(question)
  if (!limit || price === null) return null
  const amount = Number(limit[1] ?? limit[2])
  return price <= amount
    ? `Yes: at ${formatGBP(price)} it's within ${formatGBP(amount)}.`
    : `No: it's listed at ${formatGBP(price)}, above ${formatGBP(amount)}.`
}

function pairAnswer(kb: KnowledgeBase, idea: Idea | null): string | null {
  if (!idea) return null
  const partners = (kb.ideasByConcept.get(idea.conceptId) ?? [])
    .filter((other) => other.id !== idea.id && other.priceMin <= Math.max(30, idea.priceMin))
    .slice(0, 2)
    .map((other) => other.name.toLowerCase())
  return partners.length ? `It goes well with ${listPhrase(partners)}.` : null
}

function suitsAnswer(kb: KnowledgeBase, idea: Idea | null): string | null {
  if (!idea) return null
  const who = listPhrase(idea.concepts.slice(0, 3).map((id) => conceptLabel(kb, id)))
  return `It suits someone into ${who}. ${idea.description}`
}

/** Answers a shopper's question about one product, honestly. */
export function answerProductQuestion(kb: KnowledgeBase, product: ProductFacts, question: string): string {
  const sentences: string[] = []
  const price = describePrice(product.price)
  const idea = ideaOfProduct(kb, product)
  const askedConcepts = conceptsIn(kb, question)

  const budget = TOPICS.budget.test(question) ? budgetAnswer(question, price) : null
  if (budget) sentences.push(budget)
  else if (TOPICS.price.test(question)) {
    sentences.push(
      price ? `It's listed at ${formatGBP(price)}.` : "I don't know its price: the listing doesn't give one.",
    )
  }
  if (TOPICS.brand.test(question)) {
    sentences.push(
      product.brand ? `It's made by ${product.brand}.` : "I don't know the brand: the listing doesn't say.",
    )
  }
  if (TOPICS.condition.test(question) && !TOPICS.suits.test(question)) {
    sentences.push(
      product.condition
        ? `The listing gives its condition as ${product.condition}.`
        : "I don't know its condition: the listing doesn't say.",
    )
  }
  if (TOPICS.seller.test(question)) {
    const seller = product.seller ?? product.sellerUsername
    if (seller) {
      const feedback =
        typeof product.sellerFeedbackPercentage === 'number'
          ? `, who has ${product.sellerFeedbackPercentage}% positive feedback`
          : ''
      sentences.push(`It's sold by ${seller}${feedback}.`)
    } else {
      sentences.push("I don't know who sells it: the listing doesn't say.")
    }
  }

  const interest = interestAnswer(kb, product, idea, askedConcepts)
  if (interest) sentences.push(interest)
  else if (TOPICS.suits.test(question)) {
    const suits = suitsAnswer(kb, idea)
    if (suits) sentences.push(suits)
  }
  if (TOPICS.age.test(question)) {
    const age = ageAnswer(question, idea)
    if (age) sentences.push(age)
  }
  if (TOPICS.pair.test(question)) {
    sentences.push(pairAnswer(kb, idea) ?? "I can't suggest a partner for it from what I know of this product.")
  }
  if (UNKNOWN.test(question)) {
    sentences.push(
      "I don't know that: the listing I have doesn't cover it, so please check the retailer's page before you buy.",
    )
  }
  if (!sentences.length && product.description && TOPICS.about.test(question)) {
    sentences.push(`Here's what the listing says: ${product.description}`)
  }
  if (sentences.length === 0) {
    return `I don't know, I'm afraid: I only have the listing for ${product.name} (its description, price, brand, condition and seller), and it doesn't answer that. The retailer's page may have more.`
  }
  return sentences.join(' ')
}
