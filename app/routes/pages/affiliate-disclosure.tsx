import { Link } from 'react-router'

import { LegalPage } from '#app/components/layout/legal-page.tsx'
import { metaFromLoader } from '#app/lib/meta.ts'
import { buildMeta } from '#app/lib/seo.ts'
import { SITE } from '#app/lib/site.ts'
import { getServices } from '#app/server/context.server.ts'

import type { Route } from './+types/affiliate-disclosure'

export function loader({ context }: Route.LoaderArgs) {
  const { config } = getServices(context)
  const meta = buildMeta({
    title: 'Affiliate Disclosure',
    description: `How ${SITE.name} earns money: affiliate links to Amazon and eBay, at no extra cost to you.`,
    path: '/affiliate-disclosure',
    appUrl: config.APP_URL,
  })
  return { meta, amazonTag: config.AMAZON_TAG }
}

export const meta = metaFromLoader

export default function AffiliateDisclosure({ loaderData }: Route.ComponentProps) {
  return (
    <LegalPage title="Affiliate Disclosure" updated="January 2025">
      <p>
        {SITE.name} is free to use. We earn money through affiliate links: when you follow a link from our site to a
        retailer and buy something, the retailer may pay us a small commission.{' '}
        <strong>This costs you nothing extra</strong>: the price you pay is the same as if you had gone to the retailer
        directly.
      </p>
      <h2>Amazon Associates</h2>
      <p>
        {SITE.name} is a participant in the Amazon EU Associates Programme, an affiliate advertising programme designed
        to provide a means for sites to earn advertising fees by advertising and linking to Amazon.co.uk. As an Amazon
        Associate we earn from qualifying purchases. Links to Amazon.co.uk carry our Associates tag{' '}
        <code>{loaderData.amazonTag}</code> so that Amazon can credit the referral.
      </p>
      <h2>eBay Partner Network</h2>
      <p>
        Links to eBay carry eBay Partner Network tracking parameters. If you buy an item after following one of them,
        eBay may pay us a commission.
      </p>
      <h2>Prices and availability</h2>
      <p>
        We show no live prices or availability. Any price you see on {SITE.name} is a guide that may be out of date;
        always check the retailer&apos;s page before you buy.
      </p>
      <h2>Our independence</h2>
      <p>
        Commission never decides what we recommend. Retailers and brands cannot pay to appear in our guides or in the
        gift finder&apos;s suggestions, and some products we feature have no affiliate link at all.
      </p>
      <p>
        Pages that contain affiliate links say so: &lsquo;{SITE.affiliateNotice}&rsquo; Questions? See our{' '}
        <Link to="/contact">contact page</Link>. Last updated January 2025.
      </p>
    </LegalPage>
  )
}
