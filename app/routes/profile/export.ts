import { requireUser } from '#app/server/auth/session.server.ts'
import { getServices } from '#app/server/context.server.ts'

import type { Route } from './+types/export'

/**
 * 'Download my data': everything kept about the signed-in user as one JSON file (account, profile,
 * people, gift history, lists, invitations, claims). Never cached.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context)
  const exported = await getServices(context).account.exportData(user)
  const day = exported.exportedAt.slice(0, 10)
  return new Response(JSON.stringify(exported, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="giftwise-data-${day}.json"`,
      'Cache-Control': 'no-store',
    },
  })
}
