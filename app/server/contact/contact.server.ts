import type { AppConfig } from '#app/server/config.server.ts'
import type { Database } from '#app/server/db/client.server.ts'
import { contactMessages } from '#app/server/db/schema.server.ts'
import { hitRateLimit, RATE_LIMITS, type RateLimitResult } from '#app/server/limits/rate-limit.server.ts'
import type { MailOutbox } from '#app/server/mail/outbox.server.ts'

import { contactEmail } from '#app/server/contact/emails.server.ts'

export interface ContactMessage {
  name: string
  email: string
  message: string
  /** The hidden honeypot field: people leave it empty, form-filling bots do not. */
  website?: string
}

type Services = { db: Database; mail: MailOutbox; config: Pick<AppConfig, 'APP_URL' | 'CONTACT_EMAIL'> }

export type ContactOutcome =
  { status: 'sent' } | { status: 'rate-limited'; limit: RateLimitResult } | { status: 'failed' }

/**
 * Stores a contact-form message and emails it to CONTACT_EMAIL (spec sections 2 and 7). A bot
 * that filled the honeypot is told it worked, so it learns nothing, but nothing is kept or sent.
 */
export async function sendContactMessage(
  services: Services,
  input: ContactMessage & { ip: string },
): Promise<ContactOutcome> {
  const limit = await hitRateLimit(services.db, RATE_LIMITS.contactPerIp, input.ip)
  if (!limit.allowed) return { status: 'rate-limited', limit }
  if (input.website) return { status: 'sent' }
  try {
    const email = input.email.trim().toLowerCase()
    await services.db.insert(contactMessages).values({ name: input.name, email, message: input.message })
    await services.mail.enqueue(
      contactEmail({
        to: services.config.CONTACT_EMAIL,
        name: input.name,
        email,
        message: input.message,
        appUrl: services.config.APP_URL,
      }),
    )
    return { status: 'sent' }
  } catch (error) {
    console.error('[contact] could not store or queue a message', error)
    return { status: 'failed' }
  }
}
