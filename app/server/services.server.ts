import type { GiftAdvisor } from '#app/server/ai/port.server.ts'
import { createAuth, type Auth } from '#app/server/auth/auth.server.ts'
import { createSignInService } from '#app/server/auth/magic-link.server.ts'
import type { AppConfig } from '#app/server/config.server.ts'
import { createContactService } from '#app/server/contact/contact.server.ts'
import type { Database, DatabaseHandle } from '#app/server/db/client.server.ts'
import { createGiftFinderService } from '#app/server/gift-finder/gift-finder.server.ts'
import { createGiftSearchService } from '#app/server/gift-search/gift-search.server.ts'
import { createGuideService } from '#app/server/guides/guides.server.ts'
import { createMailOutbox, type MailOutbox } from '#app/server/mail/outbox.server.ts'
import { createFileTransport, createSmtpTransport, type MailTransport } from '#app/server/mail/transport.server.ts'
import { createRetentionSweeper } from '#app/server/maintenance/retention.server.ts'
import { createMarketplace } from '#app/server/marketplace/marketplace.server.ts'
import type { Marketplace } from '#app/server/marketplace/port.server.ts'
import { createNewsletterService } from '#app/server/newsletter/newsletter.server.ts'
import { createClock, type Clock } from '#app/server/people/clock.server.ts'
import { recordClaimsInHistory } from '#app/server/people/claim-history.server.ts'
import { createGiftIdeas, type GiftIdeas } from '#app/server/people/ideas.server.ts'
import { createPeopleService } from '#app/server/people/people.server.ts'
import { createReminderScheduler } from '#app/server/people/reminders.server.ts'
import { createAccountService } from '#app/server/profile/account.server.ts'
import { createProfileService } from '#app/server/profile/profile.server.ts'
import { createSecretSantaService } from '#app/server/secret-santa/secret-santa.server.ts'
import { createWishlistService } from '#app/server/wishlist/wishlist.server.ts'

export interface ServiceOverrides {
  mailTransport?: MailTransport
  /** Tests drive the outbox by hand; servers poll. */
  startWorkers?: boolean
  /** Tests may hand in a marketplace (e.g. the eBay adapter pointed at the fake eBay server). */
  marketplace?: Marketplace
  /** Tests may hand in the LLM adapter (e.g. pointed at the fake OpenAI server); null means none. */
  llm?: GiftAdvisor | null
  /** Tests may hand in a clock they move (several instances can share one). */
  clock?: Clock
  /** Tests may hand in where reminder emails get their gift ideas. */
  giftIdeas?: GiftIdeas
}

/**
 * Everything a request may use, built once per process: the ports wired to their adapters as the
 * configuration asks, and every domain service on top of them. Each service is a factory
 * `createXService(deps)` that returns plain functions; services own their rate limits and throw
 * DomainError subclasses (app/server/domain-errors.server.ts).
 */
export function createServices(config: AppConfig, database: DatabaseHandle, overrides: ServiceOverrides = {}) {
  const db: Database = database.db
  const transport =
    overrides.mailTransport ??
    (config.SMTP_URL ? createSmtpTransport(config.SMTP_URL) : createFileTransport(config.dataDir))
  const mail: MailOutbox = createMailOutbox({ db, transport, from: config.MAIL_FROM })
  // Sign-in links reach the log only on a developer's machine: mail in files, the site not on https.
  const logSignInLinks = transport.kind === 'file' && !config.APP_URL.startsWith('https://')
  const auth: Auth = createAuth(config, db, mail, { logSignInLinks })
  const marketplace = overrides.marketplace ?? createMarketplace(config, db)
  const newsletter = createNewsletterService({ db, mail, config })
  const retention = createRetentionSweeper({ db })
  const giftFinder = createGiftFinderService({ db, config, marketplace, llm: overrides.llm })
  const wishlists = createWishlistService({ db, mail, config })
  const clock = overrides.clock ?? createClock(config)
  const reminders = createReminderScheduler({
    db,
    mail,
    config,
    clock,
    ideas: overrides.giftIdeas ?? createGiftIdeas(giftFinder),
  })
  const people = createPeopleService({ db, clock, reminders, wishlists })
  recordClaimsInHistory({ db, wishlists, people })
  if (overrides.startWorkers !== false) {
    mail.start()
    retention.start()
    reminders.start()
  }

  return {
    config,
    database,
    db,
    mail,
    auth,
    marketplace,
    retention,
    signIn: createSignInService({ db, auth, secureCookies: config.secureCookies }),
    profiles: createProfileService({ db, newsletter }),
    newsletter,
    contact: createContactService({ db, mail, config }),
    guides: createGuideService({ db }),
    giftSearch: createGiftSearchService({ db, marketplace, config }),
    giftFinder,
    wishlists,
    clock,
    reminders,
    people,
    account: createAccountService({ db, auth, people }),
    secretSanta: createSecretSantaService({ db, mail, config }),
  }
}

/** The services of this process, handed to every loader and action. */
export type AppServices = ReturnType<typeof createServices>

/** Stops background work (mail worker, timers) before the database closes. */
export async function stopServices(services: AppServices): Promise<void> {
  services.guides.close()
  services.retention.stop()
  await services.reminders.stop()
  await services.mail.stop()
}
