import { ContactForm } from '#app/components/contact/contact-form.tsx'
import { PageHero } from '#app/components/layout/page-hero.tsx'
import { CONTACT_MESSAGES, ContactRequestSchema } from '#app/lib/contact/contract.ts'
import { breadcrumbJsonLd } from '#app/lib/json-ld.ts'
import { metaFromLoader } from '#app/lib/meta.ts'
import { buildMeta } from '#app/lib/seo.ts'
import { SITE } from '#app/lib/site.ts'
import { getClientIp, getServices } from '#app/server/context.server.ts'
import { answerAction, readForm } from '#app/server/http/answer.server.ts'

import type { Route } from './+types/page'
import { Icon } from '#app/components/ui/icon.tsx'

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

/** The contact form of About and Contact posts here. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context)
  return answerAction(request, services.config, {
    words: {
      ok: CONTACT_MESSAGES.sent,
      // A form problem or a limit says what to do; anything else is the general failure.
      failed: ({ status, message }) => ({ message: status < 500 ? message : CONTACT_MESSAGES.failed }),
    },
    fallbackPath: '/contact',
    run: async () => {
      const input = await readForm(request, ContactRequestSchema)
      await services.contact.send({ ...input, ip: getClientIp(context) })
    },
  })
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
