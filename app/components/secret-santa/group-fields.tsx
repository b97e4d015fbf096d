import { FormField, TextareaField } from '#app/components/ui/form-field.tsx'
import { SANTA_LIMITS } from '#app/lib/secret-santa/secret-santa.ts'

/** The group's own details: name, exchange date, budget and message (creating and editing). */
export function GroupFields({
  idPrefix,
  today,
  values,
  errors,
}: {
  idPrefix: string
  /** The earliest date the picker offers (yyyy-mm-dd). */
  today: string
  values?: { name: string; exchangeDate: string; budget: string; message: string | null }
  errors?: Partial<Record<string, string>>
}) {
  return (
    <>
      <FormField
        id={`${idPrefix}-name`}
        label="Group name"
        name="name"
        required
        maxLength={SANTA_LIMITS.groupName}
        placeholder="Office Secret Santa 2026"
        defaultValue={values?.name}
        error={errors?.name}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={`${idPrefix}-date`}
          label="Exchange date"
          name="exchangeDate"
          type="date"
          required
          min={today}
          defaultValue={values?.exchangeDate}
          error={errors?.exchangeDate}
        />
        <FormField
          id={`${idPrefix}-budget`}
          label="Budget (£)"
          name="budget"
          inputMode="decimal"
          required
          placeholder="20"
          defaultValue={values?.budget}
          error={errors?.budget}
        />
      </div>
      <TextareaField
        id={`${idPrefix}-message`}
        label="Message to the group (optional)"
        name="message"
        rows={3}
        maxLength={SANTA_LIMITS.message}
        placeholder="Gifts under the tree by the 18th!"
        defaultValue={values?.message ?? ''}
        error={errors?.message}
      />
    </>
  )
}

/** A labelled checkbox that posts 'on' when ticked. */
export function Checkbox({
  id,
  name,
  label,
  hint,
  defaultChecked,
  disabled,
  required,
}: {
  id: string
  name: string
  label: string
  hint?: string
  defaultChecked?: boolean
  disabled?: boolean
  required?: boolean
}) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        name={name}
        type="checkbox"
        defaultChecked={defaultChecked}
        disabled={disabled}
        required={required}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-1 size-4 rounded border-slate-400 accent-brand-700"
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  )
}
