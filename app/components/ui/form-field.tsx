import type { ComponentProps, ReactNode } from 'react'

import { FieldError, Input, Label, Textarea } from '#app/components/ui/input.tsx'

interface FieldProps {
  id: string
  label: string
  /** The validation message: shown under the control, announced, and marks the control invalid. */
  error?: string | null
  /** A standing note under the control, read out as its description. */
  hint?: ReactNode
}

/** Ties a control to its hint and error (ids `${id}-hint` and `${id}-error`) for screen readers. */
function describedBy(id: string, error: FieldProps['error'], hint: ReactNode) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ')
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined }
}

function FieldShell({ id, label, error, hint, children }: FieldProps & { children: ReactNode }) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  )
}

/** A labelled input with its hint and error message. */
export function FormField({ id, label, error, hint, ...input }: FieldProps & Omit<ComponentProps<'input'>, 'id'>) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <Input id={id} {...input} {...describedBy(id, error, hint)} />
    </FieldShell>
  )
}

/** A labelled multi-line text box with its hint and error message. */
export function TextareaField({
  id,
  label,
  error,
  hint,
  ...textarea
}: FieldProps & Omit<ComponentProps<'textarea'>, 'id'>) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <Textarea id={id} {...textarea} {...describedBy(id, error, hint)} />
    </FieldShell>
  )
}
