import { z } from 'zod'

import { ContactForm, type ContactResult } from '#app/components/contact/contact-form.tsx'
import { PageHero } from '#app/components/layout/page-hero.tsx'
import { firstFieldErrors } from '#app/lib/form-errors.ts'
import { EmailAddressSchema } from '#app/lib/form-schemas.ts'
import { breadcrumbJsonLd } from '#app/lib/json-ld.ts'
import { metaFromLoader } from '#app/lib/meta.ts'
import { buildMeta } from '#app/lib/seo.ts'
import { SITE } from '#app/lib/site.ts'
import { sendContactMessage } from '#app/server/contact/contact.server.ts'
import { getClientIp, getServices } from '#app/server/context.server.ts'
import { answerFormPost } from '#app/server/http/form-answer.server.ts'
import { tooManyRequests } from '#app/server/limits/too-many-requests.server.ts'

import type { Route } from './+types/page'
import { Icon } from '#app/components/ui/icon.tsx'

const ContactSchema = z.object({
  name: z
    .string({ error: 'Please enter your name' })
    .trim()
    .min(1, 'Please enter your name')
    .max(200, 'Please keep your name under 200 characters'),
  email: EmailAddressSchema,
  message: z
    .string({ error: 'Please enter a message' })
    .trim()
    .min(1, 'Please enter a message')
    .max(5000, 'Please keep your message under 5,000 characters'),
  // The honeypot (see ContactForm): any value marks a bot.
  website: z.string().optional(),
})

const SENT = 'Message sent successfully!'
const FAILED = 'Failed to send message. Please try again.'

export function loader({ context }: Route.LoaderArgs) {
  const appUrl = getServices(context).config.APP_URL
  const meta = buildMeta({
    title: 'Contact Us',
    description: `Contact ${SITE.name}: general enquiries, partnerships, privacy and data, and support.`,
    path: '/contact',
    appUrl,
    jsonLd: [
      breadcrumbJsonLd(appUrl, [
        { name: 'Home', path: '/' },
        { name: 'Contact', path: '/contact' },
      ]),
    ],
  })
  return { meta }
}

/** The contact form of About and Contact posts here (spec sections 2, 5, 8). */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context)
  const answer = (result: ContactResult, status = 200, headers?: HeadersInit) =>
    answerFormPost(request, services.config, {
      result,
      status,
      headers,
      toast: { type: result.ok ? 'success' : 'error', title: result.message },
      fallbackPath: '/contact',
    })

  const parsed = ContactSchema.safeParse(Object.fromEntries(await request.formData()))
  if (!parsed.success) {
    const fieldErrors = firstFieldErrors<'name' | 'email' | 'message'>(parsed.error)
    return answer({ ok: false, message: Object.values(fieldErrors)[0] ?? FAILED, fieldErrors }, 400)
  }
  const outcome = await sendContactMessage(services, { ...parsed.data, ip: getClientIp(context) })
  if (outcome.status === 'rate-limited') {
    const { message, status, headers } = tooManyRequests(outcome.limit, 'messages from your connection')
    return answer({ ok: false, message }, status, headers)
  }
  return outcome.status === 'sent' ? answer({ ok: true, message: SENT }) : answer({ ok: false, message: FAILED }, 500)
}

export const meta = metaFromLoader

const CHANNELS = [
  {
    icon: 'Mail',
    title: 'General enquiries',
    text: 'Questions about Giftwise or our guides.',
    email: SITE.contact.general,
  },
  { icon: 'Handshake', title: 'Partnerships', text: 'Retailers, brands and press.', email: SITE.contact.partnerships },
  {
    icon: 'ShieldCheck',
    title: 'Privacy and data',
    text: 'Your data and your rights under UK GDPR.',
    email: SITE.contact.privacy,
  },
  { icon: 'LifeBuoy', title: 'Support', text: 'Help with your account or wishlists.', email: SITE.contact.support },
] as const

export default function Contact() {
  return (
    <>
      <PageHero title="Contact Us" subtitle="We usually reply within two working days." />
      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8" aria-label="Ways to contact us">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {CHANNELS.map(({ icon, title, text, email }) => (
            <li key={title} className="rounded-xl border border-slate-200 p-6 shadow-sm dark:border-slate-800">
              <Icon name={icon} className="size-10 rounded-lg bg-brand-100 p-2 text-brand-800" />
              <h2 className="mt-4 text-lg font-semibold">{title}</h2>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{text}</p>
              <a
                href={`mailto:${email}`}
                className="mt-3 inline-block font-medium text-brand-700 underline dark:text-brand-200"
              >
                {email}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section className="mx-auto max-w-2xl px-4 pb-8 sm:px-6" aria-labelledby="contact-form-title">
        <h2 id="contact-form-title" className="text-3xl font-bold">
          Send us a message
        </h2>
        <p className="mt-3 mb-8 text-slate-600 dark:text-slate-400">
          Fill in the form and we&apos;ll get back to you by email.
        </p>
        <ContactForm />
      </section>
    </>
  )
}
