import { redirect } from 'react-router'

import { getServices } from '#app/server/context.server.ts'

import type { Route } from './+types/logout'

/** 'Log Out': ends the session and goes home. POST only, so links cannot sign anyone out. */
export async function action({ request, context }: Route.ActionArgs) {
  const { auth } = getServices(context)
  const response = await auth.api.signOut({ headers: request.headers, asResponse: true })
  const headers = new Headers()
  for (const cookie of response.headers.getSetCookie()) headers.append('Set-Cookie', cookie)
  return redirect('/', { headers })
}

export function loader() {
  return redirect('/profile')
}
