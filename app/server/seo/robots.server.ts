/** Areas that are noindex or private: crawlers are asked to stay out. */
export const DISALLOWED_PATHS = ['/gift-finder', '/wishlist', '/profile', '/secret-santa', '/auth', '/api/'] as const

/** robots.txt (RFC 9309): the site is open except the private areas; names the sitemap. */
export function buildRobotsTxt(appUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${appUrl}/sitemap.xml`,
    '',
  ].join('\n')
}
