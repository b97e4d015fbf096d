import { cva, type VariantProps } from 'class-variance-authority'
import { cloneElement, isValidElement, type ComponentProps, type ReactElement } from 'react'

import { cn } from '#app/lib/utils.ts'

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-md text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-brand-700 text-white hover:bg-brand-800',
        accent: 'bg-accent-400 text-slate-900 hover:bg-accent-500',
        outline:
          'border border-slate-300 bg-white text-slate-900 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
        secondary: 'bg-brand-100 text-brand-900 hover:bg-brand-200 dark:bg-slate-800 dark:text-slate-100',
        ghost: 'hover:bg-slate-100 dark:hover:bg-slate-800',
        destructive: 'bg-red-700 text-white hover:bg-red-800',
        link: 'text-brand-700 underline-offset-4 hover:underline dark:text-brand-200',
        onDark: 'border border-white/70 bg-white/10 text-white hover:bg-white/20',
      },
      size: {
        default: 'h-10 px-4 py-2',
        sm: 'h-9 px-3',
        lg: 'h-12 px-6 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
)

export interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  /** Style the single child element (e.g. a Link) as the button instead of rendering a <button>. */
  asChild?: boolean
}

/** The design-system button (shadcn style). */
export function Button({ className, variant, size, asChild = false, children, ...props }: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className)
  if (asChild && isValidElement(children)) {
    // A minimal Slot: the child keeps its own props and gains the button's classes.
    const child = children as ReactElement<{ className?: string }>
    return cloneElement(child, { ...props, className: cn(classes, child.props.className) })
  }
  return (
    <button className={classes} {...props}>
      {children}
    </button>
  )
}
