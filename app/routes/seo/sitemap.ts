import { getServices } from '#app/server/context.server.ts'
import { buildSitemapXml } from '#app/server/seo/sitemap.server.ts'

import type { Route } from './+types/sitemap'

/** The XML sitemap: fixed pages, every pillar and subcategory, every guide (docs/features/guides.md). */
export async function loader({ context }: Route.LoaderArgs) {
  const services = getServices(context)
  const guides = await services.guides.sitemapGuides()
  return new Response(buildSitemapXml(services.config.APP_URL, guides), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  })
}
