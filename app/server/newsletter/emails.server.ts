import { composeEmail } from '#app/server/mail/templates.server.ts'

interface NewsletterEmail {
  to: string
  subject: string
  paragraphs: string[]
  action?: { label: string; url: string }
  appUrl: string
  /** Every newsletter email carries one; see unsubscribeUrl. */
  unsubscribeUrl: string
}

/** Lays out any email of the newsletter, with its unsubscribe link. */
export function newsletterEmail(email: NewsletterEmail) {
  return composeEmail({
    to: email.to,
    subject: email.subject,
    paragraphs: email.paragraphs,
    action: email.action,
    appUrl: email.appUrl,
    footer: [
      { text: 'You are receiving this because this address was entered in the Giftwise newsletter form.' },
      { text: 'Unsubscribe', url: email.unsubscribeUrl },
    ],
  })
}

/** The double opt-in email: nothing else is sent until its link is followed. */
export function confirmationEmail(input: { to: string; confirmUrl: string; unsubscribeUrl: string; appUrl: string }) {
  return newsletterEmail({
    to: input.to,
    subject: 'Confirm your Giftwise newsletter subscription',
    paragraphs: [
      'Thanks for asking for gift ideas and updates from Giftwise.',
      'Please confirm your subscription with the button below. We send nothing else until you do.',
      'If you did not ask for this, ignore this email and you will not hear from us again.',
    ],
    action: { label: 'Confirm subscription', url: input.confirmUrl },
    appUrl: input.appUrl,
    unsubscribeUrl: input.unsubscribeUrl,
  })
}
