import { SuggestGiftsRequestSchema } from '#app/lib/gift-finder-schemas.ts'
import { aiErrorData, readJsonBody } from '#app/server/ai/http.server.ts'
import { getOptionalUser } from '#app/server/auth/session.server.ts'
import { getClientIp, getServices } from '#app/server/context.server.ts'

import type { Route } from './+types/suggest-gifts'

/**
 * A batch of gift suggestions as real listings (spec section 7 "suggest-gifts"): the search
 * criteria spread in, condition, mode 'suggest', batchSize, excludeItemIds and excludeTitles.
 */
export async function action({ request, context }: Route.ActionArgs) {
  try {
    const parsed = SuggestGiftsRequestSchema.safeParse(await readJsonBody(request))
    if (!parsed.success) return aiErrorData(parsed.error)
    const { condition, batchSize, excludeItemIds, excludeTitles, mode: _mode, ...criteria } = parsed.data
    const { advisor } = getServices(context)
    const user = await getOptionalUser(request, context)
    await advisor.checkLimits({ ip: getClientIp(context), userId: user?.id })
    const suggestions = await advisor.suggest({ criteria, condition, batchSize, excludeItemIds, excludeTitles })
    return { suggestions }
  } catch (error) {
    return aiErrorData(error)
  }
}
