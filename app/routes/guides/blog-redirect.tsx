import { data, isRouteErrorResponse, redirect } from 'react-router'
import { z } from 'zod'

import { GuideLoadError } from '#app/components/guides/guide-errors.tsx'
import { NotFound } from '#app/components/layout/not-found.tsx'
import { blogCategoryPillarSlug } from '#app/lib/guides/guides.ts'
import { findPillar } from '#app/lib/guides/pillars.ts'
import { notFoundMeta } from '#app/lib/seo.ts'
import { getServices } from '#app/server/context.server.ts'

import type { Route } from './+types/blog-redirect'

const ParamsSchema = z.object({ pillarSlug: z.string(), slug: z.string() })

/** /guides/{category}/blog/{slug} moves permanently to the article's canonical URL. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { pillarSlug: category, slug } = ParamsSchema.parse(params)
  const pillar = findPillar(blogCategoryPillarSlug(category))
  const path = pillar ? await getServices(context).guides.pillarGuidePath(pillar.slug, slug) : undefined
  if (!path) throw data(null, { status: 404 })
  throw redirect(path, 301)
}

export const meta: Route.MetaFunction = notFoundMeta

// Never rendered (the loader always redirects or throws); having a component makes the 404 a full page.
export default function BlogRedirect() {
  return null
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  return <GuideLoadError />
}
