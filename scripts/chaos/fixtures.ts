import { isNull } from 'drizzle-orm'

import { parseConfig } from '#app/server/config.server.ts'
import { openDatabase } from '#app/server/db/client.server.ts'
import { mailOutbox } from '#app/server/db/schema.server.ts'
import { createServices, stopServices } from '#app/server/services.server.ts'

import { sessionCookie } from '#tests/session-cookie.ts'

export interface Account {
  email: string
  cookie: string
  wishlistIds: string[]
}

/**
 * Signed-in accounts with wishlists of their own, made straight on the scenario's database before
 * its servers start (as the wishlist benchmark does): the database is migrated, each account is
 * signed in through better-auth's magic-link flow, and the sign-in mails are marked sent, since
 * they were only the way to the cookies.
 */
export async function prepareAccounts(
  env: Record<string, string>,
  label: string,
  count: number,
  listsEach = 1,
): Promise<Account[]> {
  const config = parseConfig({ ...env, NODE_ENV: 'production' })
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir })
  await database.migrate()
  // The sign-in mails go nowhere (and are not printed): they are only the way to the cookies.
  const services = createServices(config, database, {
    startWorkers: false,
    mailTransport: { kind: 'smtp', send: async () => {}, close: () => {} },
  })
  try {
    const accounts: Account[] = []
    for (let index = 0; index < count; index++) {
      const email = `chaos-${label}-${index}@chaos.giftwise.test`
      const cookie = await sessionCookie(services, email, 'giftwise-chaos')
      const session = await services.auth.api.getSession({ headers: new Headers({ cookie }) })
      const actor = { id: session!.user.id, email, name: `Chaos ${index}` }
      const wishlistIds: string[] = []
      for (let list = 0; list < listsEach; list++) {
        wishlistIds.push((await services.wishlists.createOption(actor, `Chaos list ${index}-${list}`)).id)
      }
      accounts.push({ email, cookie, wishlistIds })
    }
    await services.db.update(mailOutbox).set({ sentAt: new Date() }).where(isNull(mailOutbox.sentAt))
    return accounts
  } finally {
    await stopServices(services)
    await database.close()
  }
}

/** A read-only handle on a scenario's database, to check afterwards what was stored. */
export async function openForChecks(databaseUrl: string) {
  return openDatabase({ databaseUrl })
}
