import { composeEmail } from '#app/server/mail/templates.server.ts'

/** The contact-form message as emailed to CONTACT_EMAIL. */
export function contactEmail(input: { to: string; name: string; email: string; message: string; appUrl: string }) {
  // Header-safe: a name is one line in the subject.
  const name = input.name.replace(/\s+/g, ' ')
  // RFC 6068: mail clients read %20, not '+', as a space.
  const reply = `mailto:${input.email}?subject=${encodeURIComponent('Re: your message to Giftwise')}`
  return composeEmail({
    to: input.to,
    appUrl: input.appUrl,
    subject: `Contact form: message from ${name}`,
    paragraphs: [
      `${name} <${input.email}> wrote through the contact form:`,
      input.message,
      `To answer, write to ${input.email}. This email comes from the site's own address, so pressing Reply would not reach them.`,
    ],
    action: { label: `Reply to ${name}`, url: reply },
  })
}
