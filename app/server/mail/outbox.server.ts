import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm'

import type { Database } from '#app/server/db/client.server.ts'
import { mailOutbox } from '#app/server/db/schema.server.ts'

import { withoutAddresses } from '#app/server/logging/redact.server.ts'
import type { MailMessage, MailTransport } from '#app/server/mail/transport.server.ts'

const BATCH = 10
const LOCK_SECONDS = 60
const MAX_BACKOFF_SECONDS = 60 * 60

/** Delay before the next attempt: 5 s doubled per failure, capped at an hour, with ±20% jitter. */
export function retryDelaySeconds(attempts: number, random = Math.random): number {
  const base = Math.min(5 * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_SECONDS)
  return Math.round(base * (0.8 + random() * 0.4))
}

/** The mail outbox: what services use to send mail, and the worker's controls. */
export interface MailOutbox {
  /**
   * Stores a message for delivery and wakes the worker; resolves with the message's id. With
   * `notBefore`, the message waits until then (so its arrival time says nothing about the moment
   * it was written).
   */
  enqueue(message: MailMessage, options?: { notBefore?: Date }): Promise<string>
  /** Starts polling for due messages. */
  start(): void
  /** Delivers due messages now (in the background). */
  kick(): void
  stop(): Promise<void>
  /** Claims and sends the messages that are due; resolves with how many were sent. */
  deliverDue(): Promise<number>
}

/**
 * The mail outbox: messages are stored first and delivered by a worker, so an SMTP outage delays
 * mail but loses none, and a restart resumes where it stopped. Each message is claimed with a short
 * lease, so several server processes never send the same message twice.
 */
export function createMailOutbox(options: {
  db: Database
  transport: MailTransport
  from: string
  pollMs?: number
}): MailOutbox {
  const { db, transport, from, pollMs = 5_000 } = options
  let timer: NodeJS.Timeout | undefined
  let running: Promise<number> | undefined
  let stopped = false

  function schedule(delay: number) {
    clearTimeout(timer)
    timer = setTimeout(() => {
      let full = false
      outbox
        .deliverDue()
        .then((sent) => {
          full = sent >= BATCH
        })
        .catch((error: unknown) => console.error('[mail] outbox run failed', error))
        .finally(() => {
          // A full batch means more may be due: carry on at once rather than after the poll.
          if (!stopped) schedule(full ? 0 : pollMs)
        })
    }, delay)
    timer.unref()
  }

  async function deliverBatch(): Promise<number> {
    const now = new Date()
    const due = await db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          isNull(mailOutbox.sentAt),
          lte(mailOutbox.nextAttemptAt, now),
          or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, now)),
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(BATCH)
    let sent = 0
    let recovered = false
    for (const { id } of due) {
      const [claimed] = await db
        .update(mailOutbox)
        .set({ lockedUntil: sql`now() + make_interval(secs => ${LOCK_SECONDS})` })
        .where(
          and(
            eq(mailOutbox.id, id),
            isNull(mailOutbox.sentAt),
            or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, sql`now()`)),
          ),
        )
        .returning()
      if (!claimed) continue
      try {
        await transport.send({ from, to: claimed.to, subject: claimed.subject, html: claimed.html, text: claimed.text })
        await db
          .update(mailOutbox)
          .set({ sentAt: new Date(), lockedUntil: null, attempts: claimed.attempts + 1, lastError: null })
          .where(eq(mailOutbox.id, id))
        sent++
        if (claimed.attempts > 0) recovered = true
      } catch (error) {
        const attempts = claimed.attempts + 1
        const delay = retryDelaySeconds(attempts)
        // The message id finds the row; the log never holds the recipient's address.
        const reason = withoutAddresses((error as Error).message ?? String(error)).slice(0, 200)
        console.warn(`[mail] delivery of message ${id} failed (attempt ${attempts}): ${reason}; retrying in ${delay}s`)
        await db
          .update(mailOutbox)
          .set({
            attempts,
            lockedUntil: null,
            lastError: (error as Error).message.slice(0, 500),
            nextAttemptAt: new Date(Date.now() + delay * 1000),
          })
          .where(eq(mailOutbox.id, id))
      }
    }
    if (recovered) {
      // A message that had failed went through: the mail server is back. What is still waiting out
      // a backoff from the outage goes now, not minutes from now.
      const now = new Date()
      await db
        .update(mailOutbox)
        .set({ nextAttemptAt: now })
        .where(and(isNull(mailOutbox.sentAt), gt(mailOutbox.attempts, 0), gt(mailOutbox.nextAttemptAt, now)))
      outbox.kick()
    }
    return sent
  }

  const outbox: MailOutbox = {
    async enqueue(message, options = {}) {
      const values = options.notBefore ? { ...message, nextAttemptAt: options.notBefore } : message
      const [row] = await db.insert(mailOutbox).values(values).returning({ id: mailOutbox.id })
      outbox.kick()
      return row!.id
    },
    start() {
      stopped = false
      schedule(0)
    },
    kick() {
      if (stopped || !timer) return
      schedule(0)
    },
    async stop() {
      stopped = true
      clearTimeout(timer)
      timer = undefined
      await running?.catch(() => 0)
      transport.close()
    },
    deliverDue() {
      running ??= deliverBatch().finally(() => {
        running = undefined
      })
      return running
    },
  }
  return outbox
}
