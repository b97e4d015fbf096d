/**
 * What may go to the log. Logs are kept and read by more people than the database, so they never
 * hold an email address: a mail server's refusal, a failed query's parameters and an error's cause
 * chain can all quote one.
 */

const ADDRESS = /[^\s<>"'(),;:@]+@[^\s<>"'(),;:@]+/g

/** A text with every email address taken out. */
export function withoutAddresses(text: string): string {
  return text.replace(ADDRESS, '[address]')
}

/** An error as one log entry: its stack (or message) and its causes', every address taken out. */
export function errorForLog(error: unknown): string {
  const parts: string[] = []
  let current: unknown = error
  for (let depth = 0; current !== undefined && current !== null && depth < 5; depth++) {
    const text = current instanceof Error ? (current.stack ?? `${current.name}: ${current.message}`) : String(current)
    parts.push(depth === 0 ? text : `caused by: ${text}`)
    current = current instanceof Error ? current.cause : undefined
  }
  return withoutAddresses(parts.join('\n'))
}

/** console.error with the error made safe for the log. */
export function logError(context: string, error: unknown): void {
  console.error(`${context} ${errorForLog(error)}`)
}
