/**
 * Typed errors thrown by domain services. Routes map them to HTTP statuses in one place
 * (app/server/http/answer.server.ts). Their messages are safe to show users.
 */
export class DomainError extends Error {
  readonly status: number = 500

  /** What a visitor may read: the message, unless a subclass keeps its message for the log. */
  get publicMessage(): string {
    return this.message
  }
}

/** The thing does not exist, or the acting user may not know that it does (a stranger's wishlist). */
export class NotFoundError extends DomainError {
  override name = 'NotFoundError'
  override readonly status = 404
  constructor(message = 'Not found') {
    super(message)
  }
}

/** The acting user can see the thing but may not do this to it (a collaborator deleting a list). */
export class ForbiddenError extends DomainError {
  override name = 'ForbiddenError'
  override readonly status = 403
}

/** The input breaks a rule; the message says which (and, for a form, `fieldErrors` says where). */
export class InvalidError extends DomainError {
  override name = 'InvalidError'
  override readonly status = 400
  constructor(
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message)
  }
}

/** The request needs a signed-in user. */
export class SignInRequiredError extends DomainError {
  override name = 'SignInRequiredError'
  override readonly status = 401
  constructor(message = 'Sign in required') {
    super(message)
  }
}

/** Too many attempts in the current window (limits are stored in the database, so they hold across instances). */
export class RateLimitedError extends DomainError {
  override name = 'RateLimitedError'
  override readonly status = 429
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message)
  }
}

/** An outside service failed to answer usefully (bad answers, errors after retries). */
export class UpstreamError extends DomainError {
  override name = 'UpstreamError'
  override readonly status: number = 502
  constructor(
    message: string,
    readonly upstreamStatus?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}

/** An outside service is busy or slow right now: worth trying again shortly. */
export class UnavailableError extends DomainError {
  override name = 'UnavailableError'
  override readonly status = 503
  constructor(
    message: string,
    readonly retryAfterSeconds = 30,
  ) {
    super(message)
  }
}

/** Status and user-facing message for a thrown value; unexpected errors become a generic 500. */
export function describeError(error: unknown): { status: number; message: string } {
  if (error instanceof DomainError) return { status: error.status, message: error.publicMessage }
  return { status: 500, message: 'Something went wrong. Please try again.' }
}
