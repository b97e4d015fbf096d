import { Link } from 'react-router'

import { LegalPage } from '#app/components/layout/legal-page.tsx'
import { metaFromLoader } from '#app/lib/meta.ts'
import { ACCOUNT_DELETION } from '#app/lib/profile/account-deletion.ts'
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
          of people you invite to collaborate. When you add an item by its link, our server fetches that page to read
          its name, picture and price.
        </li>
        <li>
          <strong>Gift claims</strong>: when you say you&apos;ll get something from a list shared with you, the name and
          email address you give, kept until you undo the claim or the item or list is deleted. The list&apos;s owner is
          not told. A claim you never confirm is deleted after 48 hours.
        </li>
        <li>
          <strong>People you buy for</strong>: the people you add, their dates, likes, dislikes, sizes and budget, the
          gifts you record as given, and the reminder emails we send you before their dates. Only you can see them;
          nobody you share a wishlist with can.
        </li>
        <li>
          <strong>Secret Santa</strong>: the groups you run or join, the name you choose in each, the addresses you
          invite, who should not draw whom, the draw and the questions you ask or answer. Only you see your match; the
          organiser sees who has joined and who has opened their match, and sees the pairs only when they are not taking
          part and chose to, in which case you are told. Whoever you ask a question is never told it was you.
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
        names of other collaborators. Anyone holding a list&apos;s share link can see its items and its owner&apos;s
        display name, never their email address. Members of a Secret Santa see the names the others chose, and whoever
        draws you sees the wishlist you share with the group.
      </p>
      <h2>How long we keep it</h2>
      <p>
        Account data, including the people you buy for and their gift history, is kept until you delete your account (or
        a person) or ask us to. Records of reminder emails are deleted 90 days after the date they were for. Contact
        messages are kept for up to 12 months. Newsletter addresses are deleted within 30 days of unsubscribing;
        sign-ups that are never confirmed are deleted after 30 days.
      </p>
      <h2>Your rights</h2>
      <p>
        You can ask for a copy of your data, ask us to correct or delete it, object to its use or ask us to restrict it.
        Email <a href={`mailto:${SITE.contact.privacy}`}>{SITE.contact.privacy}</a>. If you are unhappy with our answer
        you can complain to the Information Commissioner&apos;s Office (ICO).
      </p>
      <h2>Download or delete your data yourself</h2>
      <p>
        On your profile, <strong>Download my data</strong> gives you a file with your account, the people you buy for,
        their gift history, your lists and invitations, and your claims. <strong>Delete my account</strong> deletes your
        account at once: you are signed out everywhere, and your profile, people, gift history, reminders, wishlists,
        invitations, contact messages, newsletter subscription and every email we sent you or still had waiting are
        deleted.
      </p>
      <p>What stays after you delete your account:</p>
      <ul>
        {ACCOUNT_DELETION.remains.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>Reminder emails can be stopped for one date, or all of them, with one click from any reminder.</p>
      <p>
        See also our <Link to="/affiliate-disclosure">Affiliate Disclosure</Link>.
      </p>
    </LegalPage>
  )
}
