import { data, redirect } from 'react-router'

import { THEMES, type Theme } from '#app/components/layout/theme-toggle.tsx'
import { serializeTheme } from '#app/server/http/theme.server.ts'

import type { Route } from './+types/api'

/** Stores the colour theme in a cookie so the server renders the right one (no flash). */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData()
  const theme = form.get('theme')
  if (typeof theme !== 'string' || !THEMES.includes(theme as Theme)) {
    return data({ error: 'Unknown theme' }, { status: 400 })
  }
  const headers = { 'Set-Cookie': await serializeTheme(theme as Theme) }
  // Without JavaScript the form posts here directly: go back to the page it came from.
  const referer = request.headers.get('referer')
  const back = referer && new URL(referer).origin === new URL(request.url).origin ? new URL(referer).pathname : '/'
  if (request.headers.get('accept')?.includes('text/html')) return redirect(back, { headers })
  return data({ theme }, { headers })
}
