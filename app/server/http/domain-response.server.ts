import { data } from 'react-router'
import { z } from 'zod'

import { describeError } from '#app/server/domain-errors.server.ts'

/**
 * What a JSON action or loader answers when input is invalid or a domain call fails: the mapped
 * status (400/403/404/429, else 500) and a message safe to show. Never thrown, so a failed
 * fetcher call shows a toast instead of replacing the page with an error boundary.
 */
export function errorData(error: unknown) {
  const { status, message } =
    error instanceof z.ZodError
      ? { status: 400, message: error.issues[0]?.message ?? 'Invalid input' }
      : describeError(error)
  if (status >= 500) console.error(error)
  return data({ ok: false as const, error: message }, { status })
}

/** The 401 answer of a JSON route called without a session. */
export function signInRequired() {
  return data({ ok: false as const, error: 'Sign in required' }, { status: 401 })
}
