import { data } from 'react-router'

import type { ErrorBody } from '#app/lib/action-result.ts'

/*
 * better-auth's own HTTP endpoints are not served. The site calls better-auth only from the server
 * (auth.api in app/server/auth/), behind its own limits, origin check and confirmation page; its
 * endpoints would bypass all three (sending links past the limits, signing in on GET, renaming a
 * user without the profile's rules). Every path under /api/auth/ answers 404.
 */
const notFound = () =>
  data<ErrorBody>({ ok: false, error: 'Not found' }, { status: 404, headers: { 'Cache-Control': 'no-store' } })

export function loader() {
  return notFound()
}

export function action() {
  return notFound()
}
