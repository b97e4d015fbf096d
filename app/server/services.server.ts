import { createAdvisorService, type AdvisorService } from '#app/server/gift-finder/gift-finder.server.ts'
import { createAuth, type Auth } from '#app/server/auth/auth.server.ts'
import type { AppConfig } from '#app/server/config.server.ts'
import type { Database, DatabaseHandle } from '#app/server/db/client.server.ts'
import { MailOutbox } from '#app/server/mail/outbox.server.ts'
import { createFileTransport, createSmtpTransport, type MailTransport } from '#app/server/mail/transport.server.ts'
import { RetentionSweeper } from '#app/server/maintenance/retention.server.ts'
import { createMarketplace } from '#app/server/marketplace/marketplace.server.ts'
import type { Marketplace } from '#app/server/marketplace/port.server.ts'

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
