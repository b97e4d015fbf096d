import type { RouterContextProvider } from 'react-router'

import { requireSignedIn } from '#app/server/auth/session.server.ts'
import { getServices } from '#app/server/context.server.ts'
import type { PersonForFinder } from '#app/server/gift-finder/person.server.ts'

/**
 * The saved person a finder request names, for the finder's rules and exclusions: undefined when it
 * names none; 401 when signed out; 404 for anyone's person but the signed-in user's own.
 */
export async function personForFinder(
  request: Request,
  context: Readonly<RouterContextProvider>,
  personId: string | undefined,
): Promise<PersonForFinder | undefined> {
  if (!personId) return undefined
  const user = await requireSignedIn(request, context)
  return getServices(context).people.finderContext(user, personId)
}
