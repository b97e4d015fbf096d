import { redirect } from 'react-router'

import { appUrlFrom, buildMeta } from '#app/lib/seo.ts'

import type { Route } from './+types/article'

export function loader({ params }: Route.LoaderArgs) {
  if (!params.guideSlug) throw redirect('/404')
  return {
    title: params.guideSlug,
    path: `/guides/${params.pillarSlug}/${params.subcategorySlug}/blog/${params.guideSlug}`,
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  buildMeta({
    title: loaderData?.title ?? 'Guide',
    description: '',
    path: loaderData?.path ?? '/guides',
    appUrl: appUrlFrom(matches),
  })

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  return <h1>{loaderData.title}</h1>
}
