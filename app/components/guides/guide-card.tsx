import { Link } from 'react-router'

import { ARTWORK_SIZE, type GuideSummary } from '#app/lib/guides.ts'
import { cn } from '#app/lib/utils.ts'

/** A guide teaser: artwork, title (the link), excerpt and publication date. */
export function GuideCard({ guide, className }: { guide: GuideSummary; className?: string }) {
  return (
    <article
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md dark:border-slate-800 dark:bg-slate-900',
        className,
      )}
    >
      {guide.featuredImageUrl ? (
        <img
          src={guide.featuredImageUrl}
          alt=""
          width={ARTWORK_SIZE.width}
          height={ARTWORK_SIZE.height}
          loading="lazy"
          decoding="async"
          className="aspect-[1200/630] w-full object-cover"
        />
      ) : null}
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
