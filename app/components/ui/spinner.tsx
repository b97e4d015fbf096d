import { Loader2 } from 'lucide-react'

import { cn } from '#app/lib/utils.ts'

/** A spinning indicator announced to screen readers as `label`. */
export function Spinner({ label = 'Loading', className }: { label?: string; className?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2', className)}>
      <Loader2 aria-hidden="true" className="size-5 animate-spin text-brand-700 dark:text-brand-200" />
      <span className="sr-only">{label}</span>
    </span>
  )
}
