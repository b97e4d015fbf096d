import type { z } from 'zod'

/** The first message for each field of a failed parse, for inline field errors. */
export function firstFieldErrors<Field extends string>(error: z.ZodError): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '') as Field
    errors[field] ??= issue.message
  }
  return errors
}
