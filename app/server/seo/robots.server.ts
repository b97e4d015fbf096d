/**
 * Areas that are noindex or private: crawlers are asked to stay out. The gift finder is the site's
 * main landing page for people searching for gift ideas, so it is open and in the sitemap.
 */
export const DISALLOWED_PATHS = ['/wishlist', '/profile', '/secret-santa', '/auth', '/api/'] as const

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
