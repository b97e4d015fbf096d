/**
 * The answer of every form action (profile cards, wishlist items, list management): what the
 * fetcher that posted it reads and what its toast says. A plain form post without JavaScript
 * gets the same words as a toast after the redirect.
 */
export interface ActionResult<Intent extends string = string, Field extends string = string> {
  /** Which of a page's forms answered, when a page has several. */
  intent?: Intent
  ok: boolean
  /** The toast's title. */
  message: string
  /** The toast's description, e.g. why it failed. */
  detail?: string
  /** Succeeded, but with something to watch ('Invitation saved but email failed to send'). */
  tone?: 'warning'
  /** The first problem with each field of a form that did not validate. */
  fieldErrors?: Partial<Record<Field, string>>
}

/** The body of a JSON route that failed: the message is safe to show. */
export interface ErrorBody {
  ok: false
  error: string
}

/** The toast type an action result is shown with. */
export function resultToastType(result: Pick<ActionResult, 'ok' | 'tone'>): 'success' | 'warning' | 'error' {
  return result.ok ? (result.tone ?? 'success') : 'error'
}
