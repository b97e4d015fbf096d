import type { VariantProps } from 'class-variance-authority'
import { useState, type ReactNode } from 'react'

import { useHydrated } from '#app/components/layout/use-hydrated.ts'
import { Button, buttonVariants } from '#app/components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#app/components/ui/dialog.tsx'
import { cn } from '#app/lib/utils.ts'

/**
 * A dialog whose forms also work without JavaScript. Before hydration (and when scripts never run)
 * it is a native disclosure (<details>) that opens in place, so its plain form posts still reach
 * the server; once React runs it is the usual modal dialog. `children` gets `close` for a form
 * that should close the dialog when it succeeds.
 */
export function DisclosureDialog({
  trigger,
  title,
  description,
  children,
  open: openProp,
  onOpenChange,
  defaultOpen = false,
  variant = 'outline',
  size = 'sm',
  width,
  openHref,
}: {
  /** The trigger's content: a label, and maybe an icon and screen-reader words. */
  trigger: ReactNode
  title: string
  description?: string
  children: ReactNode | ((close: () => void) => ReactNode)
  open?: boolean
  onOpenChange?: (open: boolean) => void
  /** Open at first (e.g. a server-rendered answer to show inside). */
  defaultOpen?: boolean
  width?: 'narrow' | 'default' | 'wide'
  /**
   * Before hydration, a closed disclosure is a link here instead, to a page that renders it open
   * (`defaultOpen`): its body is then only in that page's markup. For a dialog repeated on every
   * item of a list, whose closed bodies would otherwise be most of what the server renders.
   */
  openHref?: string
} & VariantProps<typeof buttonVariants>) {
  const hydrated = useHydrated()
  const [ownOpen, setOwnOpen] = useState(defaultOpen)
  const open = openProp ?? ownOpen
  const setOpen = (value: boolean) => {
    setOwnOpen(value)
    onOpenChange?.(value)
  }
  const body = typeof children === 'function' ? children(() => setOpen(false)) : children

  if (!hydrated && openHref && !defaultOpen) {
    return (
      <a href={openHref} className={buttonVariants({ variant, size })}>
        {trigger}
      </a>
    )
  }

  if (!hydrated) {
    return (
      <details open={defaultOpen || undefined} className="group">
        <summary className={cn(buttonVariants({ variant, size }), 'cursor-pointer list-none')}>{trigger}</summary>
        <div
          role="group"
          aria-label={title}
          className="mt-3 grid gap-4 rounded-xl border border-slate-200 bg-white p-4 text-slate-900 shadow-sm dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100"
        >
          <div className="grid gap-1.5">
            <p className="text-lg leading-tight font-semibold">{title}</p>
            {description ? <p className="text-sm text-slate-600 dark:text-slate-400">{description}</p> : null}
          </div>
          {body}
        </div>
      </details>
    )
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant={variant} size={size}>
          {trigger}
        </Button>
      </DialogTrigger>
      <DialogContent width={width}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>
        {body}
      </DialogContent>
    </Dialog>
  )
}
