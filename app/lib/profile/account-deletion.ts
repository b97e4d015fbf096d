/**
 * What deleting an account removes and what stays, shown on /profile/delete and /profile/deleted
 * and said again on the privacy page.
 */
export const ACCOUNT_DELETION = {
  removed: [
    'Your account, your sign-in sessions on every device and your profile',
    'The people you buy for, their dates, gift history and reminders',
    'Your wishlists, with their items, collaborators and invitations',
    'Your place on lists others shared with you, and invitations sent to your address',
    'Every email we sent you or still had waiting to send, and your newsletter subscription',
    'Messages you sent through the contact form with this address',
  ],
  remains: [
    'Claims you made on someone else’s list stay as anonymous claims, so their surprise is not spoiled.',
    'Items you added to lists other people own stay on their lists: the lists are theirs.',
    'Emails already delivered to your inbox stay there; we keep no copy.',
    'Server logs of requests you made are kept for up to 30 days, then deleted.',
  ],
} as const
