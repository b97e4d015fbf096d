import { formatGBP, parsePrice } from '#app/lib/format.ts'
import type { ProductFacts } from '#app/lib/gift-finder/contract.ts'

import { contentWords } from '#app/server/ai/concierge/text.server.ts'

const TOPICS = {
  price: /\b(price|prices|priced|cost|costs|how much|expensive|cheap|afford|£|pounds?|quid)\b/i,
  brand: /\b(brand|make|maker|made by|manufacturer|who makes|company)\b/i,
  condition: /\b(condition|new|used|pre-?owned|second-?hand|refurbished|mint)\b/i,
  seller: /\b(seller|sold by|who sells|feedback|trust|trusted|trustworthy|reliable|reputable|legit)\b/i,
  about:
    /\b(what is|what's|whats|tell me|describe|description|about|features?|what does|does it|is it|good for|suitable|suit|gift|worth)\b/i,
} as const

/** Things a listing never tells us: the answer must say so rather than guess. */
const UNKNOWN =
  /\b(deliver|delivery|shipping|postage|post|arrive|arrival|dispatch|return|returns|refund|warranty|guarantee|size|sizes|dimensions?|measure|weight|heavy|battery|batteries|stock|available|availability|discount|voucher|colou?rs?|material|made of|ingredients|reviews?|rating)\b/i

function describePrice(price: ProductFacts['price']): string | null {
  if (price === null || price === undefined || price === '') return null
  const amount = parsePrice(price)
  return amount > 0 ? formatGBP(amount) : null
}

/**
 * Answers a question about one product from its own facts only (name, description, price,
 * brand, condition, seller); anything else gets an honest 'I don't know'.
 */
export function answerFromFacts(product: ProductFacts, question: string): string {
  const sentences: string[] = []
  const price = describePrice(product.price)

  if (TOPICS.price.test(question)) {
    sentences.push(price ? `It's listed at ${price}.` : "I don't know its price: the listing doesn't give one.")
  }
  if (TOPICS.brand.test(question)) {
    sentences.push(
      product.brand ? `It's made by ${product.brand}.` : "I don't know the brand: the listing doesn't say.",
    )
  }
  if (TOPICS.condition.test(question)) {
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
  if (UNKNOWN.test(question)) {
    sentences.push(
      "I don't know that: the listing I have doesn't cover it, so please check the retailer's page before you buy.",
    )
  }

  const asksAbout = TOPICS.about.test(question)
  const questionWords = contentWords(question)
  const descriptionWords = new Set(contentWords(`${product.name} ${product.description ?? ''}`))
  const overlaps = questionWords.some((word) => descriptionWords.has(word))
  if (product.description && (asksAbout || overlaps) && !UNKNOWN.test(question)) {
    sentences.push(`Here's what the listing says: ${product.description}`)
  }

  if (sentences.length === 0) {
    return `I don't know, I'm afraid: I only have the listing for ${product.name} (its description, price, brand, condition and seller), and it doesn't answer that. The retailer's page may have more.`
  }
  return sentences.join(' ')
}
