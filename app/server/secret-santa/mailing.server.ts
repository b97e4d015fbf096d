import { formatDate, formatGBP } from '#app/lib/format.ts'
import type { MailOutbox } from '#app/server/mail/outbox.server.ts'
import type { MailMessage } from '#app/server/mail/transport.server.ts'
import { logError } from '#app/server/logging/redact.server.ts'

/** What every Secret Santa operation that sends mail needs. */
export interface SantaMail {
  mail: Pick<MailOutbox, 'enqueue'>
  /** APP_URL: links in emails come from configuration, never from the request. */
  appUrl: string
}

/**
 * Queues every message; resolves with whether all were queued. A failure is logged (without the
 * address) and reported, never thrown: the change the mail is about has already been made.
 */
export async function queueAll(
  { mail }: SantaMail,
  messages: readonly MailMessage[],
  options?: { notBefore?: Date },
): Promise<boolean> {
  let allQueued = true
  for (const message of messages) {
    try {
      await mail.enqueue(message, options)
    } catch (error) {
      allQueued = false
      logError('[secret-santa] could not queue an email', error)
    }
  }
  return allQueued
}

/** The group facts every email repeats, formatted for people in the UK. */
export function groupFacts(
  appUrl: string,
  group: { id: string; name: string; exchangeDate: string; budget: number | string },
) {
  return {
    appUrl,
    groupId: group.id,
    groupName: group.name,
    exchangeDate: formatDate(group.exchangeDate),
    budget: formatGBP(Number(group.budget)),
  }
}
