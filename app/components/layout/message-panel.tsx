import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

import { cn } from '#app/lib/utils.ts'

/** A short centred page with one message and its next step: confirmation and error pages. */
export function MessagePanel({
  icon: Icon,
  title,
  tone = 'neutral',
  children,
}: {
  icon: LucideIcon
  title: string
  tone?: 'neutral' | 'success' | 'error'
  children: ReactNode
}) {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center">
      <Icon
        aria-hidden="true"
        className={cn(
          'size-14 rounded-full p-3',
          tone === 'success' && 'bg-emerald-100 text-emerald-800',
          tone === 'error' && 'bg-red-100 text-red-800',
          tone === 'neutral' && 'bg-brand-100 text-brand-800',
        )}
      />
      <h1 className="mt-6 text-3xl font-bold">{title}</h1>
      <div className="mt-4 space-y-4 text-slate-700 dark:text-slate-300">{children}</div>
    </section>
  )
}
