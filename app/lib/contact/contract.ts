import { z } from '#app/lib/zod.ts'

import type { ActionResult } from '#app/lib/action-result.ts'
import { EmailAddressSchema } from '#app/lib/email-address.ts'

/* The contact form's contract (on /contact and /about). */

export const ContactRequestSchema = z.object({
  name: z
    .string({ error: 'Please enter your name' })
    .trim()
    .min(1, 'Please enter your name')
    .max(200, 'Please keep your name under 200 characters'),
  email: EmailAddressSchema,
  message: z
    .string({ error: 'Please enter a message' })
    .trim()
    .min(1, 'Please enter a message')
    .max(5000, 'Please keep your message under 5,000 characters'),
  // The honeypot (see ContactForm): any value marks a bot.
  website: z.string().optional(),
})

/** What the contact form's action answers. */
export type ContactResult = ActionResult<never, 'name' | 'email' | 'message'>

export const CONTACT_MESSAGES = {
  sent: 'Message sent successfully!',
  failed: 'Failed to send message. Please try again.',
} as const
