import { z } from '#app/lib/zod.ts'

import type { ActionResult } from '#app/lib/action-result.ts'
import { EmailAddressSchema } from '#app/lib/email-address.ts'

/*
 * Sign-in's contract: the /auth form and the confirmation page's form, and what /auth answers.
 */

export type SignInMode = 'sign-in' | 'sign-up'

/** The /auth form; the name is required in sign-up mode only. */
export const SignInRequestSchema = z
  .object({
    mode: z.enum(['sign-in', 'sign-up']).catch('sign-in'),
    email: EmailAddressSchema,
    name: z.string().trim().max(80, 'Please keep your name under 80 characters').optional(),
  })
  .refine((form) => form.mode === 'sign-in' || Boolean(form.name), {
    path: ['name'],
    message: 'Please enter your name',
  })

/** The confirmation page's POST, which spends the emailed token. */
export const ConfirmSignInRequestSchema = z.object({
  token: z.string().min(1).max(200),
  email: z.string().trim().min(1).max(254),
  redirectTo: z.string().optional(),
})

/** What the /auth action answers. */
export type SignInResult = ActionResult<never, 'email' | 'name'>

/** The success toast's sentences for each mode. */
export const LINK_SENT: Record<SignInMode, string> = {
  'sign-up': "We've sent you a magic link to sign up. Click the link to complete your registration.",
  'sign-in': "We've sent you a magic link to sign in. Click the link to access your account.",
}

/** The toast title of a link sent. */
export const CHECK_EMAIL_TITLE = 'Check your email!'
