import { useHydrated } from '#app/components/layout/use-hydrated.ts'
import { cn } from '#app/lib/utils.ts'

/** A message carried across a redirect: what a form post answered. */
export interface Flash {
  type: 'success' | 'error' | 'warning' | 'info'
  title: string
  description?: string
}

/**
 * The answer to a form posted without JavaScript, shown at the top of the page it came back to.
 * Once the page runs JavaScript the same message is a toast instead, so this steps aside.
 */
export function FlashMessage({ flash }: { flash: Flash }) {
  const hydrated = useHydrated()
  if (hydrated) return null
  return (
    <div
      role={flash.type === 'error' ? 'alert' : 'status'}
      className={cn(
        'mx-auto mt-4 max-w-3xl rounded-lg border px-4 py-3 text-sm',
        flash.type === 'error'
          ? 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100'
          : 'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100',
      )}
    >
      <p className="font-semibold">{flash.title}</p>
      {flash.description ? <p>{flash.description}</p> : null}
    </div>
  )
}
