import type { AppConfig } from '#app/server/config.server.ts'
import type { Database } from '#app/server/db/client.server.ts'
import { contactMessages } from '#app/server/db/schema.server.ts'
import { enforceRateLimit, RATE_LIMITS, tryAgainIn } from '#app/server/limits/rate-limit.server.ts'
import type { MailOutbox } from '#app/server/mail/outbox.server.ts'

import { contactEmail } from '#app/server/contact/emails.server.ts'

export interface ContactMessage {
  name: string
  email: string
  message: string
  /** The hidden honeypot field: people leave it empty, form-filling bots do not. */
  website?: string
}

type Services = {
  db: Database
  mail: Pick<MailOutbox, 'enqueue'>
  config: Pick<AppConfig, 'APP_URL' | 'CONTACT_EMAIL'>
}

/**
 * Stores a contact-form message and emails it to CONTACT_EMAIL. A bot that filled the honeypot
 * is told it worked, so it learns nothing, but nothing is kept or sent.
 */
async function sendContactMessage(services: Services, input: ContactMessage & { ip: string }): Promise<void> {
  await enforceRateLimit(
    services.db,
    RATE_LIMITS.contactPerIp,
    input.ip,
    (seconds) => `Too many messages from your connection. ${tryAgainIn(seconds)}`,
  )
  if (input.website) return
  {
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
  }
}

/** The contact form of /contact and /about. */
export function createContactService(services: Services) {
  return {
    send: (input: ContactMessage & { ip: string }) => sendContactMessage(services, input),
  }
}

export type ContactService = ReturnType<typeof createContactService>
