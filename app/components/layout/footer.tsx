import { Link } from 'react-router'

import { FOOTER_NAV, SITE } from '#app/lib/site.ts'

import { ThemeToggle } from '#app/components/layout/theme-toggle.tsx'
import type { Theme } from '#app/lib/theme.ts'
import { Icon } from '#app/components/ui/icon.tsx'

// Brand marks are not in lucide; these are simple monochrome glyphs of each network's logo.
const SOCIAL_PATHS: Record<string, string> = {
  Facebook: 'M14 8h3V4h-3c-2.8 0-4 1.7-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.5c0-.3.2-.5.5-.5Z',
  Instagram:
    'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0 8.2a3.2 3.2 0 1 1 0-6.4 3.2 3.2 0 0 1 0 6.4ZM17.3 5.5a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4ZM7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5Zm0 1.8A3.2 3.2 0 0 0 3.8 7v10A3.2 3.2 0 0 0 7 20.2h10a3.2 3.2 0 0 0 3.2-3.2V7A3.2 3.2 0 0 0 17 3.8H7Z',
  'X (Twitter)':
    'M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L2 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z',
  Pinterest:
    'M12 2a10 10 0 0 0-3.6 19.3c-.1-.8-.2-2 0-2.9l1.2-5s-.3-.6-.3-1.5c0-1.4.8-2.4 1.8-2.4.9 0 1.3.6 1.3 1.4 0 .9-.5 2.1-.8 3.3-.2 1 .5 1.8 1.5 1.8 1.8 0 3.1-1.9 3.1-4.6 0-2.4-1.7-4.1-4.2-4.1-2.9 0-4.5 2.1-4.5 4.4 0 .9.3 1.8.8 2.3l.1.4-.3 1.2c0 .2-.2.3-.4.2-1.3-.6-2.1-2.5-2.1-4 0-3.3 2.4-6.3 6.9-6.3 3.6 0 6.4 2.6 6.4 6 0 3.6-2.3 6.5-5.4 6.5-1.1 0-2.1-.6-2.4-1.2l-.7 2.5c-.2.9-.9 2.1-1.3 2.8A10 10 0 1 0 12 2Z',
}

function SocialIcon({ network }: { network: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
      <path d={SOCIAL_PATHS[network]} />
    </svg>
  )
}

/** Site footer: links, one per pillar, four social icons, copyright and the affiliate notice. */
export function Footer({
  year,
  theme,
  pillars,
}: {
  year: number
  theme: Theme
  pillars: readonly { name: string; slug: string }[]
}) {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50 text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3 lg:px-8">
        <div className="space-y-4">
          <Link to="/" className="flex items-center gap-2 text-lg font-bold text-brand-800 dark:text-white">
            <Icon name="Gift" className="size-6" />
            {SITE.name}
          </Link>
          <p className="text-sm">
            {SITE.tagline}. AI gift ideas, honest guides and shared wishlists for UK gift-givers.
          </p>
          <ul className="flex gap-3" aria-label="Social media">
            {SITE.social.map((network) => (
              <li key={network.name}>
                <a
                  href={network.href}
                  aria-label={`${SITE.name} on ${network.name}`}
                  className="inline-flex size-10 items-center justify-center rounded-full bg-white text-slate-700 shadow-sm hover:text-brand-700 dark:bg-slate-800 dark:text-slate-200"
                >
                  <SocialIcon network={network.name} />
                </a>
              </li>
            ))}
          </ul>
          <ThemeToggle theme={theme} />
        </div>
        <nav aria-label="Footer">
          <h2 className="mb-3 text-sm font-semibold tracking-wide text-slate-900 uppercase dark:text-white">
            Giftwise
          </h2>
          <ul className="space-y-2 text-sm">
            {FOOTER_NAV.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className="hover:text-brand-700 hover:underline dark:hover:text-white">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Gift guide categories">
          <h2 className="mb-3 text-sm font-semibold tracking-wide text-slate-900 uppercase dark:text-white">
            Gift Guides
          </h2>
          <ul className="space-y-2 text-sm">
            {pillars.map((pillar) => (
              <li key={pillar.slug}>
                <Link
                  to={`/guides/${pillar.slug}`}
                  className="hover:text-brand-700 hover:underline dark:hover:text-white"
                >
                  {pillar.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <div className="mx-auto max-w-7xl space-y-2 px-4 py-6 text-xs sm:px-6 lg:px-8">
          <p>
            {SITE.name} is a participant in affiliate programmes, including the Amazon Associates programme and the eBay
            Partner Network: as an affiliate we earn from qualifying purchases made through links on this site, at no
            extra cost to you. We show no live prices or availability; check the retailer before you buy.
          </p>
          <p>
            © {year} {SITE.name}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  )
}
