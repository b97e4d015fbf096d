import type { MetaDescriptor } from 'react-router'
import type { Thing, WithContext } from 'schema-dts'

import { SITE } from '#app/lib/site.ts'

export interface PageMeta {
  title: string
  description: string
  /** Path of the page, e.g. '/guides/tech-gadgets'; the canonical URL is APP_URL + path. */
  path: string
  /** The public site URL (APP_URL), handed to the client by the root loader. */
  appUrl: string
  noindex?: boolean
  /** Absolute or site-relative image for social cards; the default image otherwise. */
  image?: string
  imageAlt?: string
  type?: 'website' | 'article'
  jsonLd?: readonly WithContext<Thing>[]
}

/** Appends ' | Giftwise' unless the title already names the brand. */
export function pageTitle(title: string): string {
  return title.includes(SITE.name) ? title : `${title} | ${SITE.name}`
}

/** Makes a site-relative path absolute against APP_URL. */
export function absoluteUrl(appUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${appUrl}/`).toString()
}

/** Title, description, canonical, robots, Open Graph, Twitter card and JSON-LD for one page. */
export function buildMeta(page: PageMeta): MetaDescriptor[] {
  const title = pageTitle(page.title)
  const canonical = absoluteUrl(page.appUrl, page.path)
  const image = absoluteUrl(page.appUrl, page.image ?? SITE.defaultOgImage)
  const descriptors: MetaDescriptor[] = [
    { title },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    { name: 'robots', content: page.noindex ? 'noindex, nofollow' : 'index, follow' },
    { property: 'og:site_name', content: SITE.name },
    { property: 'og:locale', content: SITE.locale },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: canonical },
    { property: 'og:image', content: image },
    { property: 'og:image:alt', content: page.imageAlt ?? title },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: page.description },
    { name: 'twitter:image', content: image },
  ]
  for (const data of page.jsonLd ?? []) descriptors.push({ 'script:ld+json': data })
  return descriptors
}

/** Reads APP_URL from the root loader's data inside a route's `meta`. */
export function appUrlFrom(matches: readonly unknown[]): string {
  const root = matches[0] as { loaderData?: { appUrl?: string } } | undefined
  return root?.loaderData?.appUrl ?? 'http://localhost:3000'
}

/** The `meta` of an indexed page whose loader has nothing to add: title, description and canonical. */
export function publicPageMeta(page: Pick<PageMeta, 'title' | 'description' | 'path'>) {
  return ({ matches }: { matches: readonly unknown[] }): MetaDescriptor[] =>
    buildMeta({ ...page, appUrl: appUrlFrom(matches) })
}

/**
 * The `meta` of a page that search engines should not index (account pages, emailed-link pages):
 * title, description and canonical, with the site address from the root loader.
 */
export function privatePageMeta(page: Pick<PageMeta, 'title' | 'description' | 'path'>) {
  return ({ matches }: { matches: readonly unknown[] }): MetaDescriptor[] =>
    buildMeta({ ...page, appUrl: appUrlFrom(matches), noindex: true })
}

/** A 404 page's `meta`: 'Page Not Found' at the URL asked for, never indexed. */
export function notFoundMeta({
  matches,
  location,
}: {
  matches: readonly unknown[]
  location: { pathname: string }
}): MetaDescriptor[] {
  return buildMeta({
    title: 'Page Not Found',
    description: "The page you're looking for doesn't exist.",
    path: location.pathname,
    appUrl: appUrlFrom(matches),
    noindex: true,
  })
}
