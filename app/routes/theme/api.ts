import { data, redirect } from 'react-router'

import { isTheme } from '#app/lib/theme.ts'
import { getServices } from '#app/server/context.server.ts'
import { refererPath } from '#app/server/http/safe-path.server.ts'
import { serializeTheme } from '#app/server/http/theme.server.ts'

import type { Route } from './+types/api'

/** Stores the colour theme in a cookie so the server renders the right one (no flash). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData()
  const theme = form.get('theme')
  if (!isTheme(theme)) return data({ error: 'Unknown theme' }, { status: 400 })
  const headers = { 'Set-Cookie': await serializeTheme(theme) }
  // Without JavaScript the form posts here directly: go back to the page it came from.
  const back = refererPath(request, getServices(context).config.APP_URL) ?? '/'
  if (request.headers.get('accept')?.includes('text/html')) return redirect(back, { headers })
  return data({ theme }, { headers })
}
