import { redirect } from 'react-router'

import type { Route } from './+types/blog-redirect'

export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/guides/${params.pillarSlug}`, 301)
}
