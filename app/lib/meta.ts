import type { MetaDescriptor } from 'react-router'

/**
 * Route `meta` that reads descriptors built by the loader (buildMeta runs on the server), so the
 * SEO and JSON-LD builders stay out of the browser bundle. Error responses have no loader data.
 */
export function metaFromLoader({ loaderData }: { loaderData?: unknown }): MetaDescriptor[] {
  const meta = (loaderData as { meta?: MetaDescriptor[] } | undefined)?.meta
  return meta ?? [{ title: 'Page Not Found | Giftwise' }, { name: 'robots', content: 'noindex, nofollow' }]
}
