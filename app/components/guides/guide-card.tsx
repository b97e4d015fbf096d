import { Link } from 'react-router'

import type { GuideSummary } from '#app/lib/guides/guides.ts'
import { cn } from '#app/lib/utils.ts'

import { CardArtwork } from '#app/components/guides/card-artwork.tsx'

/** A guide teaser: artwork, title (the link), excerpt and publication date. */
export function GuideCard({ guide, className }: { guide: GuideSummary; className?: string }) {
  return (
    <article
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md dark:border-slate-800 dark:bg-slate-900',
        className,
      )}
    >
      {guide.featuredImageUrl ? <CardArtwork src={guide.featuredImageUrl} /> : null}
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h3 className="text-lg leading-snug font-semibold">
          {/* The whole card is clickable through the stretched link. */}
          <Link
            to={guide.path}
            className="after:absolute after:inset-0 group-hover:text-brand-700 dark:group-hover:text-brand-200"
          >
            {guide.title}
          </Link>
        </h3>
        {guide.excerpt ? <p className="text-sm text-slate-600 dark:text-slate-400">{guide.excerpt}</p> : null}
        <p className="mt-auto pt-2 text-xs text-slate-500 dark:text-slate-400">
          <time dateTime={guide.publishedAt}>{guide.publishedOn}</time>
        </p>
      </div>
    </article>
  )
}

/** The guides of a subcategory or pillar as cards, or what is coming when there are none. */
export function GuideList({ guides, className }: { guides: readonly GuideSummary[]; className?: string }) {
  if (guides.length === 0) {
    return <p className="mt-6 text-slate-600 dark:text-slate-400">In-depth guides and reviews coming soon</p>
  }
  return (
    <ul className={cn('mt-8 grid gap-6 md:grid-cols-2', className)}>
      {guides.map((guide) => (
        <li key={guide.path}>
          <GuideCard guide={guide} />
        </li>
      ))}
    </ul>
  )
}
