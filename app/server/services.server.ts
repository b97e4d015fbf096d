import { createAuth, type Auth } from './auth/auth.server'
import type { AppConfig } from './config.server'
import type { Database, DatabaseHandle } from './db/client.server'
import { MailOutbox } from './mail/outbox.server'
import { createFileTransport, createSmtpTransport, type MailTransport } from './mail/transport.server'

/** Everything a request may use, created once per process (design section 2). */
export interface AppServices {
  config: AppConfig
  database: DatabaseHandle
  db: Database
  mail: MailOutbox
  auth: Auth
}

export interface ServiceOverrides {
  mailTransport?: MailTransport
  /** Tests drive the outbox by hand; servers poll. */
  startWorkers?: boolean
}

/** Wires the ports to their adapters as the configuration asks (design section 4). */
export function createServices(
  config: AppConfig,
  database: DatabaseHandle,
  overrides: ServiceOverrides = {},
): AppServices {
  const db = database.db
  const transport =
    overrides.mailTransport ??
    (config.SMTP_URL ? createSmtpTransport(config.SMTP_URL) : createFileTransport(config.dataDir))
  const mail = new MailOutbox(db, transport, config.MAIL_FROM)
  if (overrides.startWorkers !== false) mail.start()
  const auth = createAuth(config, db, mail)
  return { config, database, db, mail, auth }
}

/** Stops background work (mail worker, timers) before the database closes. */
export async function stopServices(services: AppServices): Promise<void> {
  await services.mail.stop()
}
