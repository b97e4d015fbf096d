import type { AgeBand, Budget, Gender, Occasion, Recipient } from '#app/lib/gift-finder/form-options.ts'

import { buildCriteria } from '#app/server/ai/concierge/dialogue.server.ts'
import type { GiftFinderService } from '#app/server/gift-finder/gift-finder.server.ts'
import type { PersonForFinder } from '#app/server/gift-finder/person.server.ts'

/** Who a reminder email suggests gifts for: the finder's form as far as the person fills it, and the person. */
export interface IdeasBrief {
  recipient: Recipient
  occasion: Occasion
  age: AgeBand
  budget: Budget
  gender: Gender
  interests: readonly string[]
  /** Their dislikes and "do not buy" notes, and what they were already given. */
  person: PersonForFinder
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
 * Reminder ideas from the gift finder's offline path (no model spend and no visitor limits for mail
 * sent in the background), held to the person's dislikes and leaving out what they were given.
 */
export function createGiftIdeas(finder: Pick<GiftFinderService, 'knowledge' | 'offlineSuggest'>): GiftIdeas {
  return {
    async suggest(brief, count) {
      const { person, interests, ...form } = brief
      const criteria = buildCriteria(finder.knowledge, { ...form, interests: interests.join(', ') || 'gifts' }, [])
      const ideas = await finder.offlineSuggest(
        // A few spare: an idea without a listing to show may drop out of a small batch.
        {
          criteria,
          condition: 'new',
          batchSize: Math.min(20, count * 3),
          excludeItemIds: [],
          excludeTitles: [],
          excludeIdeaIds: [],
        },
        person,
      )
      return ideas.slice(0, count).map(({ name, price }) => ({ name, price }))
    },
  }
}
