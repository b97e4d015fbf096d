import { z } from '#app/lib/zod.ts'

import type { ActionResult } from '#app/lib/action-result.ts'
import { FAVOURITE_CATEGORIES, type FavouriteCategory } from '#app/lib/profile/favourite-categories.ts'

/*
 * The profile's contract: its own cards' forms (the wishlist and invitation cards use the wishlist
 * contract) and the data the page shows.
 */

export const UpdateProfileRequestSchema = z.object({
  intent: z.literal('update-profile'),
  name: z
    .string({ error: 'Please enter a display name' })
    .trim()
    .min(1, 'Please enter a display name')
    .max(80, 'Please keep your display name under 80 characters'),
})

export const UpdatePreferencesRequestSchema = z.object({
  intent: z.literal('update-preferences'),
  newsletter: z.enum(['on', 'off']).catch('off'),
  favouriteCategories: z.array(z.enum(FAVOURITE_CATEGORIES)),
})

export const ProfileActionSchema = z.discriminatedUnion('intent', [
  UpdateProfileRequestSchema,
  UpdatePreferencesRequestSchema,
])
export type ProfileIntent = z.infer<typeof ProfileActionSchema>['intent']

/** 'Delete my account': the box must be ticked. */
export const DeleteAccountRequestSchema = z.object({
  confirm: z.literal('yes', { error: 'Please tick the box to confirm that you want your account deleted' }),
})

/** What the profile's own cards' forms answer. */
export type ProfileResult = ActionResult<ProfileIntent>

/** The toasts of each card. */
export const PROFILE_WORDS: Record<ProfileIntent, { ok: string; failed: string }> = {
  'update-profile': { ok: 'Profile updated successfully!', failed: 'Failed to update profile' },
  'update-preferences': { ok: 'Preferences saved!', failed: 'Failed to save preferences' },
}

/** The profile screen's data for the signed-in user. */
export interface ProfileView {
  name: string
  email: string
  /** The newsletter subscription of the user's email: the switch shows `subscribed`. */
  newsletter: { subscribed: boolean; pending: boolean }
  favouriteCategories: FavouriteCategory[]
}
