import { data, type RouterContextProvider } from 'react-router'
import type { z } from 'zod'

import { getOptionalUser } from '#app/server/auth/session.server.ts'
import { getClientIp, getServices } from '#app/server/context.server.ts'
import { InvalidError, RateLimitedError } from '#app/server/domain-errors.server.ts'
import { errorData } from '#app/server/http/domain-response.server.ts'
import type { AppServices } from '#app/server/services.server.ts'

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

/**
 * How every AI endpoint starts: the JSON body parsed with `schema`, then the caller's rate limits
 * and the model budget checked. Throws what aiErrorData answers (a ZodError for invalid input).
 */
export async function readAiRequest<Schema extends z.ZodType>(
  schema: Schema,
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ input: z.output<Schema>; advisor: AppServices['advisor'] }> {
  const input = schema.parse(await readJsonBody(request))
  const { advisor } = getServices(context)
  const user = await getOptionalUser(request, context)
  await advisor.checkLimits({ ip: getClientIp(context), userId: user?.id })
  return { input, advisor }
}
