import type { ComponentProps } from 'react'

import { cn } from '#app/lib/utils.ts'

export const fieldClasses =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 disabled:opacity-60 aria-[invalid=true]:border-red-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400'

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(fieldClasses, 'h-10', className)} {...props} />
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(fieldClasses, className)} {...props} />
}

export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(fieldClasses, 'h-10', className)} {...props} />
}

export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn('text-sm font-medium text-slate-800 dark:text-slate-200', className)} {...props} />
}

/** A field's error message, announced by screen readers. */
export function FieldError({ id, children }: { id: string; children?: string | null }) {
  if (!children) return null
  return (
    <p id={id} role="alert" className="text-sm text-red-700 dark:text-red-400">
      {children}
    </p>
  )
}
