import type { AgeBand, Budget, Occasion, Recipient } from '#app/lib/gift-finder/form-options.ts'

import { buildCriteria } from '#app/server/ai/concierge/dialogue.server.ts'
import type { GiftAdvisor } from '#app/server/ai/port.server.ts'

/** Who a reminder email suggests gifts for: the finder's form, as far as the person fills it. */
export interface IdeasBrief {
  recipient: Recipient
  occasion: Occasion
  age: AgeBand
  budget: Budget
  interests: string[]
  /** Dislikes and "do not buy" notes. */
  avoid: string[]
  /** What they were already given: ids and names the ideas must not repeat. */
  excludeIdeaIds: string[]
  excludeNames: string[]
}

/** A gift idea as a reminder email lists it. */
export interface ReminderIdea {
  name: string
  /** Display price, e.g. '£24.99'. */
  price: string
}

/** Where reminder emails get their "three fresh ideas" from. */
export interface GiftIdeas {
  suggest(brief: IdeasBrief, count: number): Promise<ReminderIdea[]>
}

/**
 * Reminder ideas from an advisor (the offline concierge: no model spend and no rate limit for mail
 * sent in the background), leaving out what the person was given and what they dislike.
 */
export function createGiftIdeas(advisor: GiftAdvisor): GiftIdeas {
  return {
    async suggest(brief, count) {
      const interests = brief.interests.join(', ')
      const criteria = buildCriteria({ ...brief, interests: interests || 'gifts', gender: 'Prefer not to say' }, [])
      const avoid = [...new Set([...criteria.avoid, ...brief.avoid.map((phrase) => phrase.slice(0, 60))])].slice(0, 20)
      const ideas = await advisor.suggest({
        criteria: { ...criteria, avoid },
        condition: 'new',
        batchSize: count,
        excludeItemIds: brief.excludeIdeaIds,
        excludeTitles: brief.excludeNames,
      })
      return ideas.slice(0, count).map(({ name, price }) => ({ name, price }))
    },
  }
}
