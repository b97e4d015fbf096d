import { eq } from 'drizzle-orm'

import { FAVOURITE_CATEGORIES, type FavouriteCategory } from '#app/lib/profile/favourite-categories.ts'

import type { SessionUser } from '#app/server/auth/session.server.ts'
import type { Database } from '#app/server/db/client.server.ts'
import { profiles, user as users } from '#app/server/db/schema.server.ts'
import { getSubscriptionStatus, setSubscription } from '#app/server/newsletter/newsletter.server.ts'

/** The profile screen's data for the signed-in user (spec sections 2 and 3). */
export interface Profile {
  name: string
  email: string
  /** The newsletter subscription of the user's email: the switch shows `subscribed`. */
  newsletter: { subscribed: boolean; pending: boolean }
  favouriteCategories: FavouriteCategory[]
}

type Services = { db: Database }

/** Creates the profile row if it is missing; its name starts as the account's (sign-up) name. */
export async function ensureProfile(db: Database, account: { id: string; name?: string | null }): Promise<void> {
  await db
    .insert(profiles)
    .values({ userId: account.id, name: account.name?.trim() || null })
    .onConflictDoNothing({ target: profiles.userId })
}

/** The acting user's own profile, created on first visit. */
export async function getProfile(services: Services, actor: SessionUser): Promise<Profile> {
  await ensureProfile(services.db, actor)
  const [row] = await services.db.select().from(profiles).where(eq(profiles.userId, actor.id)).limit(1)
  const status = await getSubscriptionStatus(services.db, actor.email)
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
export async function updateProfile(services: Services, actor: SessionUser, input: { name: string }): Promise<void> {
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
export async function updatePreferences(
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
  await setSubscription(services.db, actor.email, input.newsletter)
}

function isFavouriteCategory(value: string): value is FavouriteCategory {
  return (FAVOURITE_CATEGORIES as readonly string[]).includes(value)
}
