import { composeEmail } from '#app/server/mail/templates.server.ts'

/**
 * The invitation email. The link opens the profile,
 * which accepts the invitation for the invited, signed-in address.
 */
export function invitationEmail(input: {
  to: string
  inviterName: string
  wishlistName: string
  invitationId: string
  appUrl: string
}) {
  const url = new URL('/profile', input.appUrl)
  url.searchParams.set('invitationId', input.invitationId)
  return composeEmail({
    to: input.to,
    appUrl: input.appUrl,
    subject: `${input.inviterName} invited you to a wishlist on Giftwise`,
    paragraphs: [
      'Hello,',
      `${input.inviterName} has invited you to collaborate on the wishlist "${input.wishlistName}".`,
      `As a collaborator you can add gift ideas, mark what has been bought and remove items. Sign in with this email address (${input.to}) and the invitation is accepted for you.`,
      'If you were not expecting this, you can ignore this email or decline the invitation on your profile.',
    ],
    action: { label: 'Accept invitation', url: url.toString() },
  })
}
