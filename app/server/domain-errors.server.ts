/**
 * Typed errors thrown by domain services and mapped to HTTP statuses by routes
 * (issue 7: NotFound 404, Forbidden 403, Invalid 400). Their messages are safe to show users.
 */
export class DomainError extends Error {
  readonly status: number = 500
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

/** The input breaks a rule; the message says which. */
export class InvalidError extends DomainError {
  override name = 'InvalidError'
  override readonly status = 400
}

/** Too many attempts in the current window (database-backed limits, design section 5). */
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

/** Status and user-facing message for a thrown value; unexpected errors become a generic 500. */
export function describeError(error: unknown): { status: number; message: string } {
  if (error instanceof DomainError) return { status: error.status, message: error.message }
  return { status: 500, message: 'Something went wrong. Please try again.' }
}
