import { createAdvisorService, type AdvisorService } from './ai/advisor.server'
import { createAuth, type Auth } from './auth/auth.server'
import type { AppConfig } from './config.server'
import type { Database, DatabaseHandle } from './db/client.server'
import { MailOutbox } from './mail/outbox.server'
import { createFileTransport, createSmtpTransport, type MailTransport } from './mail/transport.server'
import { RetentionSweeper } from './maintenance/retention.server'
import { createMarketplace } from './marketplace/marketplace.server'
import type { Marketplace } from './marketplace/port.server'

/** Everything a request may use, created once per process (design section 2). */
export interface AppServices {
  config: AppConfig
  database: DatabaseHandle
  db: Database
  mail: MailOutbox
  auth: Auth
  marketplace: Marketplace
  /** The gift finder: the LLM adapter within today's budget, else the offline concierge (issue 6). */
  advisor: AdvisorService
  /** Deletes expired data hourly (rate-limit windows, old mail, contact messages past 12 months). */
  retention: RetentionSweeper
}

export interface ServiceOverrides {
  mailTransport?: MailTransport
  /** Tests drive the outbox by hand; servers poll. */
  startWorkers?: boolean
  /** Tests may hand in a marketplace (e.g. the eBay adapter pointed at the fake eBay server). */
  marketplace?: Marketplace
  /** Tests may hand in the AI adapter (e.g. pointed at the fake OpenAI server). */
  advisor?: AdvisorService
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
  const marketplace = overrides.marketplace ?? createMarketplace(config, db)
  const advisor = overrides.advisor ?? createAdvisorService({ db, config, marketplace })
  const retention = new RetentionSweeper(db)
  if (overrides.startWorkers !== false) retention.start()
  return { config, database, db, mail, auth, marketplace, advisor, retention }
}

/** Stops background work (mail worker, timers) before the database closes. */
export async function stopServices(services: AppServices): Promise<void> {
  services.retention.stop()
  await services.mail.stop()
}
