import { redirect } from 'react-router'
import { z } from 'zod'

import { Breadcrumbs } from '#app/components/guides/breadcrumbs.tsx'
import { GuideLoadError } from '#app/components/guides/guide-errors.tsx'
import { RelatedCarousel } from '#app/components/guides/related-carousel.tsx'
import { SubcategoryPending } from '#app/components/guides/subcategory-skeleton.tsx'
import { FinderBanner } from '#app/components/layout/finder-banner.tsx'
import { ARTWORK_SIZE, GUIDE_ERROR_META } from '#app/lib/guides/guides.ts'
import { blogPostingJsonLd, breadcrumbJsonLd } from '#app/lib/json-ld.ts'
import { findSubcategory } from '#app/lib/guides/pillars.ts'
import { buildMeta } from '#app/lib/seo.ts'
import { getServices } from '#app/server/context.server.ts'

import type { Route } from './+types/article'
import { Icon } from '#app/components/ui/icon.tsx'

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
const ParamsSchema = z.object({ pillarSlug: slug, subcategorySlug: slug, guideSlug: slug })

async function loadPage({ params, context }: Route.LoaderArgs) {
  // A missing parameter or guide goes to the 404 page.
  const parsed = ParamsSchema.safeParse(params)
  if (!parsed.success) throw redirect('/404')
  const { pillarSlug, subcategorySlug, guideSlug } = parsed.data
  const found = findSubcategory(pillarSlug, subcategorySlug)
  if (!found) throw redirect('/404')
  const article = await getServices(context).guides.article({ pillarSlug, subcategorySlug, slug: guideSlug })
  if (!article) throw redirect('/404')
  return { article, pillar: { name: found.pillar.name, slug: found.pillar.slug }, subcategory: found.subcategory }
}

function crumbsOf({ article, pillar, subcategory }: Awaited<ReturnType<typeof loadPage>>) {
  return [
    { name: 'Home', path: '/' },
    { name: 'Gift Guides', path: '/guides' },
    { name: pillar.name, path: `/guides/${pillar.slug}` },
    { name: subcategory.name, path: `/guides/${pillar.slug}/${subcategory.slug}` },
    { name: article.title, path: article.path },
  ]
}

/** Title, canonical, social cards and JSON-LD, built on the server (seo and JSON-LD code stay out of the bundle). */
function pageMeta(appUrl: string, loaderData: Awaited<ReturnType<typeof loadPage>>) {
  const { article } = loaderData
  return buildMeta({
    title: article.metaTitle,
    description: article.metaDescription,
    path: article.path,
    appUrl,
    type: 'article',
    image: article.ogImage,
    imageAlt: article.title,
    jsonLd: [
      blogPostingJsonLd(appUrl, {
        title: article.title,
        description: article.metaDescription,
        path: article.path,
        image: article.ogImage,
        author: article.author,
        publishedAt: article.publishedAt,
        updatedAt: article.updatedAt,
      }),
      breadcrumbJsonLd(appUrl, crumbsOf(loaderData)),
    ],
  })
}

export async function loader(args: Route.LoaderArgs) {
  const pageData = await loadPage(args)
  return { ...pageData, meta: pageMeta(getServices(args.context).config.APP_URL, pageData) }
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? GUIDE_ERROR_META

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData
  return (
    <SubcategoryPending>
      <Breadcrumbs crumbs={crumbsOf(loaderData)} />
      <article className="mx-auto max-w-3xl px-4 pt-8 pb-4 sm:px-6">
        <header>
          {article.featuredImageUrl ? (
            <img
              src={article.featuredImageUrl}
              alt=""
              width={ARTWORK_SIZE.width}
              height={ARTWORK_SIZE.height}
              fetchPriority="high"
              className="aspect-[1200/630] w-full rounded-2xl object-cover shadow-sm"
            />
          ) : null}
          <h1 className="mt-8 text-4xl font-extrabold tracking-tight sm:text-5xl">{article.title}</h1>
          {article.excerpt ? (
            <p className="mt-4 text-xl text-slate-600 dark:text-slate-400">{article.excerpt}</p>
          ) : null}
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-600 dark:text-slate-400">
            <li className="flex items-center gap-2">
              <Icon name="UserRound" className="size-4" />
              <span>
                By <span className="font-medium text-slate-900 dark:text-slate-100">{article.author}</span>
              </span>
            </li>
            <li className="flex items-center gap-2">
              <Icon name="CalendarDays" className="size-4" />
              <time dateTime={article.publishedAt}>{article.publishedOn}</time>
            </li>
            <li className="flex items-center gap-2">
              <Icon name="Clock" className="size-4" />
              <span>{article.readingMinutes} min read</span>
            </li>
          </ul>
        </header>
        {article.bodyHtml ? (
          // Sanitised on the server by sanitizeGuideHtml; nothing else reaches the page.
          <div className="prose-guide mt-10" dangerouslySetInnerHTML={{ __html: article.bodyHtml }} />
        ) : (
          <p className="mt-10 text-lg text-slate-600 dark:text-slate-400">No content available for this guide.</p>
        )}
      </article>
      <RelatedCarousel guides={article.related} />
      <FinderBanner />
    </SubcategoryPending>
  )
}

export function ErrorBoundary() {
  return <GuideLoadError />
}
