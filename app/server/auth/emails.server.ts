import { composeEmail } from '#app/server/mail/templates.server.ts'

/** The sign-in / sign-up email. */
export function magicLinkEmail(input: { to: string; url: string; isSignUp: boolean; appUrl: string }) {
  return composeEmail({
    to: input.to,
    appUrl: input.appUrl,
    subject: input.isSignUp ? 'Finish creating your Giftwise account' : 'Your Giftwise sign-in link',
    paragraphs: [
      input.isSignUp ? 'Welcome to Giftwise!' : 'Hello again,',
      input.isSignUp
        ? 'Click the button below to confirm your email address and finish creating your account.'
        : 'Click the button below to sign in to your account.',
      'The link works once and expires in 15 minutes. If you did not ask for it, you can ignore this email: nobody can sign in without it.',
    ],
    action: { label: input.isSignUp ? 'Complete sign-up' : 'Sign in to Giftwise', url: input.url },
  })
}
