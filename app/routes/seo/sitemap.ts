import { getServices } from '#app/server/context.server.ts'
import { listSitemapGuides } from '#app/server/guides/guides.server.ts'
import { buildSitemapXml } from '#app/server/seo/sitemap.server.ts'

import type { Route } from './+types/sitemap'

/** The XML sitemap: fixed pages, every pillar and subcategory, every guide (spec sections 2 and 9). */
export async function loader({ context }: Route.LoaderArgs) {
  const { config, db } = getServices(context)
  const guides = await listSitemapGuides(db)
  return new Response(buildSitemapXml(config.APP_URL, guides), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  })
}
