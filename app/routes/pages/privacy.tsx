import { Link } from 'react-router'

import { LegalPage } from '#app/components/layout/legal-page.tsx'
import { metaFromLoader } from '#app/lib/meta.ts'
import { buildMeta } from '#app/lib/seo.ts'
import { SITE } from '#app/lib/site.ts'
import { getServices } from '#app/server/context.server.ts'

import type { Route } from './+types/privacy'

export function loader({ context }: Route.LoaderArgs) {
  const appUrl = getServices(context).config.APP_URL
  const meta = buildMeta({
    title: 'Privacy Policy',
    description: `How ${SITE.name} collects, uses and protects your personal data under UK GDPR.`,
    path: '/privacy',
    appUrl,
  })
  return { meta }
}

export const meta = metaFromLoader

export default function Privacy() {
  return (
    <LegalPage title="Privacy Policy" updated="January 2025">
      <p>
        This policy explains what personal data {SITE.name} collects, why, and what rights you have under the UK General
        Data Protection Regulation (UK GDPR) and the Data Protection Act 2018. It was last updated in January 2025.
      </p>
      <h2>Who we are</h2>
      <p>
        {SITE.name} is a UK gift-discovery website. For any privacy question, email{' '}
        <a href={`mailto:${SITE.contact.privacy}`}>{SITE.contact.privacy}</a>.
      </p>
      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Account details</strong>: your email address and, if you give one, your display name, when you sign in
          with an emailed link.
        </li>
        <li>
          <strong>Wishlists and invitations</strong>: the lists you create, the items you save, and the email addresses
          of people you invite to collaborate.
        </li>
        <li>
          <strong>Gift finder conversations</strong>: what you tell the finder about the person you are buying for, used
          to suggest gifts. Do not include anything you would not want a gift shop assistant to hear.
        </li>
        <li>
          <strong>Messages</strong>: what you send through the contact form, and your email if you join our newsletter.
        </li>
        <li>
          <strong>Technical data</strong>: your IP address, used briefly to protect the site from abuse (rate limits),
          and server logs kept for up to 30 days.
        </li>
      </ul>
      <h2>Cookies</h2>
      <p>
        We use strictly necessary cookies to sign you in and keep you signed in, a cookie that remembers your colour
        theme, and your browser&apos;s local storage to remember your cookie-banner choice. We do not use advertising
        cookies. When you follow a link to a retailer such as Amazon or eBay, that retailer may set its own cookies to
        credit us with a referral; their privacy policies apply on their sites.
      </p>
      <h2>Why we use your data</h2>
      <ul>
        <li>To provide your account, wishlists and invitations (performance of a contract).</li>
        <li>To answer your messages and send the newsletter you confirmed (consent; you can withdraw at any time).</li>
        <li>To keep the site secure and working (legitimate interests).</li>
      </ul>
      <h2>Who we share it with</h2>
      <p>
        We do not sell your data. We use processors to send email and, when enabled, to generate gift suggestions with
        an AI model; they process data only on our instructions. Collaborators on a wishlist can see its items and the
        names of other collaborators.
      </p>
      <h2>How long we keep it</h2>
      <p>
        Account data is kept until you ask us to delete your account. Contact messages are kept for up to 12 months.
        Newsletter addresses are deleted within 30 days of unsubscribing; sign-ups that are never confirmed are deleted
        after 30 days.
      </p>
      <h2>Your rights</h2>
      <p>
        You can ask for a copy of your data, ask us to correct or delete it, object to its use or ask us to restrict it.
        Email <a href={`mailto:${SITE.contact.privacy}`}>{SITE.contact.privacy}</a>. If you are unhappy with our answer
        you can complain to the Information Commissioner&apos;s Office (ICO).
      </p>
      <p>
        See also our <Link to="/affiliate-disclosure">Affiliate Disclosure</Link>.
      </p>
    </LegalPage>
  )
}
