import type { ReactNode } from 'react'

import { cn } from '#app/lib/utils.ts'

/** The 400px gradient hero every main page opens with. */
export function PageHero({
  title,
  subtitle,
  children,
  className,
}: {
  title: string
  subtitle?: ReactNode
  children?: ReactNode
  className?: string
}) {
  return (
    <section
      className={cn(
        'relative flex h-[400px] items-center overflow-hidden bg-gradient-to-br from-brand-900 via-brand-700 to-brand-500 text-white',
        className,
      )}
    >
      <div aria-hidden="true" className="absolute -top-24 -right-24 size-96 rounded-full bg-accent-400/20 blur-3xl" />
      <div className="relative mx-auto w-full max-w-7xl px-4 text-center sm:px-6 lg:px-8">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">{title}</h1>
        {subtitle ? <p className="mx-auto mt-5 max-w-2xl text-lg text-brand-50 sm:text-xl">{subtitle}</p> : null}
        {children ? <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div> : null}
      </div>
    </section>
  )
}
