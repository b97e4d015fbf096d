import type {
  BlogPosting,
  ItemAvailability,
  SearchAction,
  BreadcrumbList,
  CollectionPage,
  ItemList,
  Organization,
  Product,
  WebSite,
  WithContext,
} from 'schema-dts'

import { parsePrice } from '#app/lib/format.ts'
import { absoluteUrl } from '#app/lib/seo.ts'
import { SITE } from '#app/lib/site.ts'

/** JSON-LD builders for the pages' structured data (docs/features/seo.md). */

export function organizationJsonLd(appUrl: string): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${appUrl}/#organization`,
    name: SITE.name,
    url: `${appUrl}/`,
    logo: absoluteUrl(appUrl, SITE.logo),
    description: SITE.description,
    foundingDate: String(SITE.foundedYear),
    email: SITE.contact.general,
    sameAs: [],
  }
}

export function websiteJsonLd(appUrl: string): WithContext<WebSite> {
  // schema-dts does not model Google's 'query-input' shorthand, so it is added beside the typed fields.
  const searchAction = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${appUrl}/gift-search?q={search_term_string}` },
    'query-input': 'required name=search_term_string',
  } as SearchAction
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${appUrl}/#website`,
    name: SITE.name,
    alternateName: SITE.tagline,
    url: `${appUrl}/`,
    inLanguage: 'en-GB',
    potentialAction: searchAction,
  }
}

export interface Crumb {
  name: string
  path: string
}

export function breadcrumbJsonLd(appUrl: string, crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(appUrl, crumb.path),
    })),
  }
}

/** A product for structured data. */
export interface ProductInput {
  name: string
  description?: string | null
  image?: string | null
  brand?: string | null
  url?: string | null
  price?: string | number | null
  currency?: string | null
  availability?: string | null
  rating?: number | null
  reviewCount?: number | null
}

export function productJsonLd(appUrl: string, product: ProductInput): WithContext<Product> {
  const price = parsePrice(product.price ?? 0)
  const data: WithContext<Product> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    offers: {
      '@type': 'Offer',
      price: price.toFixed(2),
      priceCurrency: product.currency ?? 'GBP',
      availability: `https://schema.org/${product.availability ?? 'InStock'}` as ItemAvailability,
      ...(product.url ? { url: product.url } : {}),
    },
  }
  if (product.description) data.description = product.description
  if (product.image) data.image = absoluteUrl(appUrl, product.image)
  if (product.brand) data.brand = { '@type': 'Brand', name: product.brand }
  if (product.rating) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: product.rating,
      bestRating: 5,
      reviewCount: product.reviewCount ?? 1,
    }
  }
  return data
}

/** Any item shape of the site: reads name|title, imageUrl|image, description|excerpt and a url. */
export interface ListItemInput {
  name?: string | null
  title?: string | null
  imageUrl?: string | null
  image?: string | null
  description?: string | null
  excerpt?: string | null
  ebayItemUrl?: string | null
  amazonUrl?: string | null
  url?: string | null
  href?: string | null
}

/** ItemList of the first 10 items. */
export function itemListJsonLd(appUrl: string, items: readonly ListItemInput[], name?: string): WithContext<ItemList> {
  const first = items.slice(0, 10)
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    ...(name ? { name } : {}),
    numberOfItems: first.length,
    itemListElement: first.map((item, index) => {
      const url = item.ebayItemUrl ?? item.amazonUrl ?? item.url ?? item.href
      const image = item.imageUrl ?? item.image
      const description = item.description ?? item.excerpt
      return {
        '@type': 'ListItem',
        position: index + 1,
        name: item.name ?? item.title ?? '',
        ...(url ? { url: absoluteUrl(appUrl, url) } : {}),
        ...(image ? { image: absoluteUrl(appUrl, image) } : {}),
        ...(description ? { description } : {}),
      }
    }),
  }
}

export interface BlogPostingInput {
  title: string
  description: string
  path: string
  image?: string | null
  author: string
  publishedAt: string
  updatedAt: string
}

export function blogPostingJsonLd(appUrl: string, post: BlogPostingInput): WithContext<BlogPosting> {
  const url = absoluteUrl(appUrl, post.path)
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    url,
    mainEntityOfPage: url,
    ...(post.image ? { image: absoluteUrl(appUrl, post.image) } : {}),
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    inLanguage: 'en-GB',
    author:
      post.author === 'the team'
        ? { '@type': 'Organization', name: SITE.name, url: `${appUrl}/` }
        : { '@type': 'Person', name: post.author },
    publisher: { '@id': `${appUrl}/#organization` },
  }
}

export function collectionPageJsonLd(
  appUrl: string,
  page: { name: string; description: string; path: string; items: readonly ListItemInput[] },
): WithContext<CollectionPage> {
  const { '@context': _context, ...list } = itemListJsonLd(appUrl, page.items)
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: page.name,
    description: page.description,
    url: absoluteUrl(appUrl, page.path),
    isPartOf: { '@id': `${appUrl}/#website` },
    mainEntity: list,
  }
}
