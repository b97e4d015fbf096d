import { z } from '#app/lib/zod.ts'

import type { ActionResult } from '#app/lib/action-result.ts'
import { EmailAddressSchema } from '#app/lib/email-address.ts'

/* The newsletter's contract: the 'Stay Updated' form and the emailed confirm and unsubscribe links. */

export const SubscribeRequestSchema = z.object({ email: EmailAddressSchema })

export const ConfirmSubscriptionRequestSchema = z.object({ token: z.string().min(1).max(200) })

export const UnsubscribeRequestSchema = z.object({ id: z.string().min(1).max(100), token: z.string().min(1).max(200) })

/** What the sign-up form's action answers. */
export type SubscribeResult = ActionResult

/** The one answer to every sign-up, whatever the address's state (no enumeration). */
export const SUBSCRIBE_MESSAGE = 'Please check your inbox and click the link in our email to confirm your subscription.'
