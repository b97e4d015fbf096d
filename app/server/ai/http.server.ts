import { data } from 'react-router'

import { InvalidError, RateLimitedError } from '../domain-errors.server'
import { errorData } from '../http/domain-response.server'

/** Largest JSON body an AI endpoint reads: 30 messages of 1,000 characters fit with room to spare. */
const MAX_BODY_BYTES = 256 * 1024

/** The request's JSON body; a missing, oversized or malformed body is a 400 with a message. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const length = Number(request.headers.get('content-length') ?? 0)
  if (length > MAX_BODY_BYTES) throw new InvalidError('The request is too large.')
  const text = await request.text()
  if (text.length > MAX_BODY_BYTES) throw new InvalidError('The request is too large.')
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new InvalidError('The request body must be JSON.')
  }
}

/** The error answer of an AI endpoint: errorData's mapping, plus Retry-After on 429. */
export function aiErrorData(error: unknown) {
  if (error instanceof RateLimitedError) {
    return data(
      { ok: false as const, error: error.message },
      { status: 429, headers: { 'Retry-After': String(error.retryAfterSeconds) } },
    )
  }
  return errorData(error)
}
