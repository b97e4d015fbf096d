/** Site-wide constants shown on pages (brand, navigation, contact addresses). */
export const SITE = {
  name: 'Giftwise',
  tagline: 'Smart Gifting Made Simple',
  headline: 'Wise Gifting Made Simple',
  description:
    'Giftwise helps UK gift-givers find the perfect present: an AI gift finder, marketplace search, curated gift guides and shared wishlists.',
  foundedYear: 2025,
  defaultOgImage: '/images/og-default.png',
  logo: '/images/logo.png',
  locale: 'en_GB',
  affiliateNotice: 'As an affiliate, we may earn from qualifying purchases through links on this page.',
  contact: {
    general: 'hello@giftwise.co.uk',
    partnerships: 'partners@giftwise.co.uk',
    privacy: 'privacy@giftwise.co.uk',
    support: 'support@giftwise.co.uk',
  },
  social: [
    { name: 'Facebook', href: '#' },
    { name: 'Instagram', href: '#' },
    { name: 'X (Twitter)', href: '#' },
    { name: 'Pinterest', href: '#' },
  ],
} as const

/** Header navigation, in order. */
export const MAIN_NAV = [
  { label: 'Home', to: '/' },
  { label: 'AI Gift Finder', to: '/gift-finder' },
  { label: 'Gift Search', to: '/gift-search' },
  { label: 'Gift Guides', to: '/guides' },
  { label: 'Wishlist', to: '/wishlist' },
  { label: 'About', to: '/about' },
] as const

/** Footer links besides the pillars. */
export const FOOTER_NAV = [
  { label: 'Home', to: '/' },
  { label: 'AI Gift Finder', to: '/gift-finder' },
  { label: 'Wishlist', to: '/wishlist' },
  { label: 'About', to: '/about' },
  { label: 'Contact', to: '/contact' },
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Affiliate Disclosure', to: '/affiliate-disclosure' },
] as const
