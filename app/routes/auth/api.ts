import { getServices } from '#app/server/context.server.ts'

import type { Route } from './+types/api'

/** better-auth's own endpoints (session, sign-out, ...), mounted at /api/auth/*. */
export function loader({ request, context }: Route.LoaderArgs) {
  return getServices(context).auth.handler(request)
}

export function action({ request, context }: Route.ActionArgs) {
  return getServices(context).auth.handler(request)
}
