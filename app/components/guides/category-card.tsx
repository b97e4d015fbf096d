import { Link } from 'react-router'

import type { CategoryIconName as IconName } from '#app/lib/icon-names.ts'
import { cn } from '#app/lib/utils.ts'

import { CardArtwork } from '#app/components/guides/card-artwork.tsx'
import { Icon } from '#app/components/ui/icon.tsx'
import type { PendingTitleState } from '#app/components/guides/subcategory-skeleton.tsx'

/** What a pillar or subcategory card shows. */
export interface CategoryCardData {
  slug: string
  name: string
  description: string
  icon: IconName
  image: string
}

/** A pillar or subcategory card: artwork, icon, name (the link) and description. */
export function CategoryCard({ to, name, description, icon, image }: Omit<CategoryCardData, 'slug'> & { to: string }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md dark:border-slate-800 dark:bg-slate-900">
      <CardArtwork src={image} />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h3 className="flex items-center gap-2 text-lg font-semibold">
          <Icon name={icon} className="size-5 shrink-0 text-brand-700 dark:text-brand-200" />
          {/* The whole card is clickable through the stretched link. */}
          <Link
            to={to}
            state={{ pendingTitle: name } satisfies PendingTitleState}
            className="after:absolute after:inset-0 group-hover:text-brand-700 dark:group-hover:text-brand-200"
          >
            {name}
          </Link>
        </h3>
        <p className="text-sm text-slate-600 dark:text-slate-400">{description}</p>
        <p
          aria-hidden="true"
          className="mt-auto flex items-center gap-1 pt-2 text-sm font-semibold text-brand-700 group-hover:gap-2 dark:text-brand-200"
        >
          Explore <Icon name="ArrowRight" className="size-4" />
        </p>
      </div>
    </article>
  )
}

/** Cards for pillars or subcategories, each linking to `${basePath}/${slug}`; `className` sets the columns. */
export function CategoryGrid({
  categories,
  basePath,
  className,
}: {
  categories: readonly CategoryCardData[]
  basePath: string
  className?: string
}) {
  return (
    <ul className={cn('mt-8 grid gap-6', className)}>
      {categories.map((category) => (
        <li key={category.slug}>
          <CategoryCard
            to={`${basePath}/${category.slug}`}
            name={category.name}
            description={category.description}
            icon={category.icon}
            image={category.image}
          />
        </li>
      ))}
    </ul>
  )
}
