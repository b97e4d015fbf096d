import { z } from '#app/lib/zod.ts'

/** An email address field: the sign-in, contact and newsletter forms share its messages. */
export const EmailAddressSchema = z
  .string({ error: 'Please enter your email address' })
  .trim()
  .min(1, 'Please enter your email address')
  .max(254, 'Please enter a valid email address')
  .pipe(z.email('Please enter a valid email address'))
