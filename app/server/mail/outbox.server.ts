import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm'

import type { Database } from '#app/server/db/client.server.ts'
import { mailOutbox } from '#app/server/db/schema.server.ts'

import type { MailMessage, MailTransport } from '#app/server/mail/transport.server.ts'

const BATCH = 10
const LOCK_SECONDS = 60
const MAX_BACKOFF_SECONDS = 60 * 60

/** Delay before the next attempt: 5 s doubled per failure, capped at an hour, with ±20% jitter. */
export function retryDelaySeconds(attempts: number, random = Math.random): number {
  const base = Math.min(5 * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_SECONDS)
  return Math.round(base * (0.8 + random() * 0.4))
}

/**
 * The mail outbox (issue 3, item 5): messages are stored first and delivered by a worker,
 * so an SMTP outage delays mail but loses none, and a restart resumes where it stopped.
 */
export class MailOutbox {
  private timer: NodeJS.Timeout | undefined
  private running: Promise<number> | undefined
  private stopped = false

  constructor(
    private readonly db: Database,
    private readonly transport: MailTransport,
    private readonly from: string,
    private readonly pollMs = 5_000,
  ) {}

  /** Stores a message for delivery and wakes the worker. */
  async enqueue(message: MailMessage): Promise<string> {
    const [row] = await this.db.insert(mailOutbox).values(message).returning({ id: mailOutbox.id })
    this.kick()
    return row!.id
  }

  /** Starts polling for due messages. */
  start(): void {
    this.stopped = false
    this.schedule(0)
  }

  /** Delivers due messages now (in the background); tests and enqueue use it. */
  kick(): void {
    if (this.stopped || !this.timer) return
    this.schedule(0)
  }

  async stop(): Promise<void> {
    this.stopped = true
    clearTimeout(this.timer)
    this.timer = undefined
    await this.running?.catch(() => 0)
    this.transport.close()
  }

  /** Claims and sends the messages that are due; returns how many were sent. */
  deliverDue(): Promise<number> {
    this.running ??= this.deliverBatch().finally(() => {
      this.running = undefined
    })
    return this.running
  }

  private schedule(delay: number) {
    clearTimeout(this.timer)
    this.timer = setTimeout(() => {
      this.deliverDue()
        .catch((error: unknown) => console.error('[mail] outbox run failed', error))
        .finally(() => {
          if (!this.stopped) this.schedule(this.pollMs)
        })
    }, delay)
    this.timer.unref()
  }

  private async deliverBatch(): Promise<number> {
    const now = new Date()
    // Claim rows with a short lease so several server processes never send the same message twice.
    const due = await this.db
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
    for (const { id } of due) {
      const [claimed] = await this.db
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
        await this.transport.send({
          from: this.from,
          to: claimed.to,
          subject: claimed.subject,
          html: claimed.html,
          text: claimed.text,
        })
        await this.db
          .update(mailOutbox)
          .set({ sentAt: new Date(), lockedUntil: null, attempts: claimed.attempts + 1, lastError: null })
          .where(eq(mailOutbox.id, id))
        sent++
      } catch (error) {
        const attempts = claimed.attempts + 1
        const delay = retryDelaySeconds(attempts)
        console.warn(`[mail] delivery to ${claimed.to} failed (attempt ${attempts}); retrying in ${delay}s`)
        await this.db
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
    return sent
  }
}
