import { parsePrice } from '#app/lib/format.ts'
import { SuggestionForPersonSchema, type SuggestionForPersonResponse } from '#app/lib/people/contract.ts'
import { requireSignedIn } from '#app/server/auth/session.server.ts'
import { getServices } from '#app/server/context.server.ts'
import { answerJson, readForm } from '#app/server/http/answer.server.ts'

import type { Route } from './+types/api.suggestions'

/**
 * A finder suggestion for the person the finder was opened for: 'save' puts it on their list (made
 * when they have none), 'given' records it in their gift history.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return answerJson(async (): Promise<SuggestionForPersonResponse> => {
    const user = await requireSignedIn(request, context)
    const input = await readForm(request, SuggestionForPersonSchema)
    const { people } = getServices(context)
    if (input.intent === 'given') {
      const { personName } = await people.recordSuggestion(user, input.personId, {
        name: input.name,
        price: input.price ? parsePrice(input.price) : null,
        ideaId: input.ideaId,
        occasion: input.occasion,
      })
      return {
        ok: true,
        message: 'Added to their gift history',
        detail: `${input.name} is in ${personName}'s gift history.`,
        wishlistId: null,
      }
    }
    const saved = await people.saveSuggestion(user, input.personId, {
      product: { name: input.name, imageUrl: input.imageUrl || null, price: parsePrice(input.price), url: input.url },
      ideaId: input.ideaId,
      occasion: input.occasion,
    })
    return {
      ok: true,
      message: 'Saved to their list',
      detail: `${input.name} was added to ${saved.listName}.`,
      wishlistId: saved.wishlistId,
    }
  })
}
