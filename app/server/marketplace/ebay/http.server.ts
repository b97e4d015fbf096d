import { MarketplaceError } from '#app/server/marketplace/port.server.ts'

export interface HttpPolicy {
  fetch: typeof fetch
  /** Per attempt; every call to eBay carries AbortSignal.timeout. */
  timeoutMs: number
  /** Attempts in all, the first included. */
  maxAttempts: number
  /** First backoff; it doubles per attempt and is jittered. */
  backoffMs: number
  sleep(ms: number): Promise<void>
  random(): number
}

export const DEFAULT_HTTP_POLICY: HttpPolicy = {
  fetch: (input, init) => fetch(input, init),
  timeoutMs: 6000,
  maxAttempts: 3,
  backoffMs: 250,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  random: Math.random,
}

function retryable(status: number): boolean {
  return status === 429 || status >= 500
}

/**
 * Equal jitter: half the exponential step is fixed, half random, so retries from many servers
 * spread out but never fire immediately. A short Retry-After (eBay does not promise one) wins.
 */
function backoff(policy: HttpPolicy, attempt: number, response?: Response): number {
  const retryAfter = Number(response?.headers.get('retry-after'))
  if (Number.isFinite(retryAfter) && retryAfter > 0 && retryAfter <= 5) return retryAfter * 1000
  const step = policy.backoffMs * 2 ** (attempt - 1)
  return step / 2 + policy.random() * (step / 2)
}

/**
 * fetch with a timeout per attempt and at most `maxAttempts` attempts on 429, 5xx and network
 * failures. Returns the last response (the caller reads eBay's error from it); a timeout is not
 * retried, since the visitor has already waited the whole timeout once. `beforeAttempt` runs
 * before every attempt, retries included, so each call eBay counts is counted here too.
 */
export async function fetchWithRetry(
  url: string,
  init: RequestInit,
  policy: HttpPolicy,
  beforeAttempt?: () => Promise<void>,
): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    await beforeAttempt?.()
    let response: Response | undefined
    try {
      response = await policy.fetch(url, { ...init, signal: AbortSignal.timeout(policy.timeoutMs) })
    } catch (error) {
      if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
        throw new MarketplaceError(`eBay did not answer within ${policy.timeoutMs} ms`, 504)
      }
      if (attempt >= policy.maxAttempts) {
        throw new MarketplaceError(`eBay could not be reached: ${(error as Error).message}`, 502)
      }
    }
    if (response && (!retryable(response.status) || attempt >= policy.maxAttempts)) return response
    // Free the connection before waiting.
    await response?.body?.cancel().catch(() => {})
    await policy.sleep(backoff(policy, attempt, response))
  }
}
