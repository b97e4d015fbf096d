import { getServices } from '#app/server/context.server.ts'
import { buildRobotsTxt } from '#app/server/seo/robots.server.ts'

import type { Route } from './+types/robots'

export function loader({ context }: Route.LoaderArgs) {
  const { config } = getServices(context)
  return new Response(buildRobotsTxt(config.APP_URL), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  })
}
