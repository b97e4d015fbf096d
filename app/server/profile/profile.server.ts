import { eq } from 'drizzle-orm'

import type { ProfileView } from '#app/lib/profile/contract.ts'
import { FAVOURITE_CATEGORIES, type FavouriteCategory } from '#app/lib/profile/favourite-categories.ts'

import type { SessionUser } from '#app/server/auth/session-user.server.ts'
import type { Database } from '#app/server/db/client.server.ts'
import { profiles, user as users } from '#app/server/db/schema.server.ts'
import { subscriptionStatusSql, type NewsletterService } from '#app/server/newsletter/newsletter.server.ts'

type Services = { db: Database; newsletter: Pick<NewsletterService, 'status' | 'setSubscription'> }

/** Creates the profile row if it is missing; its name starts as the account's (sign-up) name. */
export async function ensureProfile(db: Database, account: { id: string; name?: string | null }): Promise<void> {
  await db
    .insert(profiles)
    .values({ userId: account.id, name: account.name?.trim() || null })
    .onConflictDoNothing({ target: profiles.userId })
}

/** The acting user's own profile, created on first visit. */
async function getProfile(services: Services, actor: SessionUser): Promise<ProfileView> {
  const readRow = async () =>
    (
      await services.db
        .select({ row: profiles, status: subscriptionStatusSql(actor.email) })
        .from(profiles)
        .where(eq(profiles.userId, actor.id))
        .limit(1)
    )[0]
  // One read: every account gets its profile when it is created, so the write is for the rare
  // account without one, not for every visit.
  let found = await readRow()
  if (!found) {
    try {
      await ensureProfile(services.db, actor)
    } catch (error) {
      // The account is gone (deleted from another device) while this browser's signed copy of its
      // session is still believed, for up to a minute (auth.server.ts): an empty profile, not a failure.
      if (!isForeignKeyViolation(error)) throw error
    }
    found = await readRow()
  }
  const row = found?.row
  const status = found?.status ?? (await services.newsletter.status(actor.email))
  const subscribed = status === 'confirmed'
  // An address subscribed before its account existed: bring the mirror up to date.
  if (row && row.newsletterOptIn !== subscribed) {
    await services.db.update(profiles).set({ newsletterOptIn: subscribed }).where(eq(profiles.userId, actor.id))
  }
  return {
    name: row?.name ?? actor.name,
    email: actor.email,
    newsletter: { subscribed, pending: status === 'pending' },
    favouriteCategories: (row?.favoriteCategories ?? []).filter(isFavouriteCategory),
  }
}

/** Renames the acting user; the header shows the same name (it reads the account's). */
async function updateProfile(services: Services, actor: SessionUser, input: { name: string }): Promise<void> {
  const name = input.name.trim()
  await ensureProfile(services.db, actor)
  await services.db.transaction(async (tx) => {
    await tx.update(profiles).set({ name, updatedAt: new Date() }).where(eq(profiles.userId, actor.id))
    await tx.update(users).set({ name, updatedAt: new Date() }).where(eq(users.id, actor.id))
  })
}

/**
 * Saves the acting user's preferences. The newsletter switch changes the subscription of the
 * user's own address directly: signing in by emailed link has already proved the address, so
 * no second confirmation is needed. profiles.newsletter_opt_in mirrors the subscription.
 */
async function updatePreferences(
  services: Services,
  actor: SessionUser,
  input: { newsletter: boolean; favouriteCategories: readonly string[] },
): Promise<void> {
  const favouriteCategories = FAVOURITE_CATEGORIES.filter((category) => input.favouriteCategories.includes(category))
  await ensureProfile(services.db, actor)
  await services.db
    .update(profiles)
    .set({ favoriteCategories: favouriteCategories, updatedAt: new Date() })
    .where(eq(profiles.userId, actor.id))
  await services.newsletter.setSubscription(actor.email, input.newsletter)
}

/** A write refused because a row it names is gone (Postgres error 23503), however the driver wraps it. */
function isForeignKeyViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { code?: unknown }).code === '23503') return true
  }
  return false
}

function isFavouriteCategory(value: string): value is FavouriteCategory {
  return (FAVOURITE_CATEGORIES as readonly string[]).includes(value)
}

/** The signed-in user's own profile: name, newsletter switch and favourite categories. */
export function createProfileService(services: Services) {
  return {
    get: (actor: SessionUser) => getProfile(services, actor),
    rename: (actor: SessionUser, name: string) => updateProfile(services, actor, { name }),
    savePreferences: (actor: SessionUser, input: { newsletter: boolean; favouriteCategories: readonly string[] }) =>
      updatePreferences(services, actor, input),
  }
}

export type ProfileService = ReturnType<typeof createProfileService>
