import { Loader2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { useFetcher } from 'react-router'

import { Button } from '#app/components/ui/button.tsx'
import { FormField, TextareaField } from '#app/components/ui/form-field.tsx'
import { FieldError, Label, Select } from '#app/components/ui/input.tsx'
import { useResultToast } from '#app/components/ui/use-result-toast.ts'
import { GENDERS, RECIPIENTS } from '#app/lib/gift-finder/form-options.ts'
import type { PersonField, PersonResult, PersonView } from '#app/lib/people/contract.ts'
import { MONTHS, PERSON_NAME_MAX } from '#app/lib/people/people.ts'

type Defaults = Partial<
  Pick<
    PersonView,
    | 'name'
    | 'relationship'
    | 'gender'
    | 'birthday'
    | 'interests'
    | 'likes'
    | 'dislikes'
    | 'doNotBuy'
    | 'sizes'
    | 'usualBudget'
  >
>

/**
 * A person's details, for adding someone (/people) and editing them (/people/:personId): name,
 * relationship (the finder's recipient options), birthday (the year is optional and gives the age
 * band), interests, likes, dislikes and "do not buy" notes, sizes and a usual budget. A real form
 * post; field problems show under their fields.
 */
export function PersonForm({
  intent,
  action,
  defaults = {},
  submitLabel,
  busyLabel,
  idPrefix,
  compact = false,
}: {
  intent: 'create-person' | 'update-person'
  action: string
  defaults?: Defaults
  submitLabel: string
  busyLabel: string
  idPrefix: string
  /** Adding someone asks only for the essentials; the rest is on their page. */
  compact?: boolean
}) {
  const fetcher = useFetcher<PersonResult>({ key: `${idPrefix}-${intent}` })
  useResultToast(fetcher, { inlineFieldErrors: true })
  const errors = (fetcher.data?.ok === false ? fetcher.data.fieldErrors : undefined) as
    Partial<Record<PersonField, string>> | undefined
  const busy = fetcher.state !== 'idle'
  const id = (field: string) => `${idPrefix}-${field}`
  const phrases = (values: readonly string[] | undefined) => values?.join(', ') ?? ''

  return (
    <fetcher.Form method="post" action={action} className="grid gap-5 sm:grid-cols-2" noValidate>
      <input type="hidden" name="intent" value={intent} />
      <FormField
        id={id('name')}
        name="name"
        label="Name"
        required
        maxLength={PERSON_NAME_MAX}
        autoComplete="off"
        defaultValue={defaults.name ?? ''}
        error={errors?.name}
      />
      <SelectField
        id={id('relationship')}
        name="relationship"
        label="Relationship"
        placeholder="Choose a relationship"
        options={RECIPIENTS}
        defaultValue={defaults.relationship ?? ''}
      />
      <fieldset className="space-y-2 sm:col-span-2">
        <legend className="text-sm font-medium">Birthday</legend>
        <div className="grid grid-cols-3 gap-3">
          <FormField
            id={id('birthday-day')}
            name="birthdayDay"
            label="Day"
            inputMode="numeric"
            defaultValue={defaults.birthday?.day ?? ''}
            error={errors?.birthdayDay}
          />
          <div className="space-y-2">
            <Label htmlFor={id('birthday-month')}>Month</Label>
            <Select
              id={id('birthday-month')}
              name="birthdayMonth"
              defaultValue={defaults.birthday?.month ?? ''}
              aria-invalid={errors?.birthdayMonth ? true : undefined}
              aria-describedby={errors?.birthdayMonth ? `${id('birthday-month')}-error` : undefined}
            >
              <option value="">Month</option>
              {MONTHS.map((month, index) => (
                <option key={month} value={index + 1}>
                  {month}
                </option>
              ))}
            </Select>
            <FieldError id={`${id('birthday-month')}-error`}>{errors?.birthdayMonth}</FieldError>
          </div>
          <FormField
            id={id('birthday-year')}
            name="birthdayYear"
            label="Year (optional)"
            inputMode="numeric"
            defaultValue={defaults.birthday?.year ?? ''}
            error={errors?.birthdayYear}
          />
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          The year gives the finder their age. Born on 29 February? We remind you for 28 February in other years.
        </p>
      </fieldset>
      <TextareaField
        id={id('interests')}
        name="interests"
        label="Interests"
        rows={2}
        hint="Separate them with commas, e.g. hiking, strong coffee, 80s films"
        defaultValue={phrases(defaults.interests)}
        error={errors?.interests}
      />
      {compact ? null : (
        <>
          <SelectField
            id={id('gender')}
            name="gender"
            label="Gender (optional)"
            placeholder="Not given"
            options={GENDERS}
            defaultValue={defaults.gender ?? ''}
          />
          <TextareaField
            id={id('likes')}
            name="likes"
            label="Likes"
            rows={2}
            hint="Brands, colours, things they love"
            defaultValue={phrases(defaults.likes)}
            error={errors?.likes}
          />
          <TextareaField
            id={id('dislikes')}
            name="dislikes"
            label="Dislikes"
            rows={2}
            defaultValue={phrases(defaults.dislikes)}
            error={errors?.dislikes}
          />
          <TextareaField
            id={id('do-not-buy')}
            name="doNotBuy"
            label="Do not buy"
            rows={2}
            hint="Things they have already or must not get; the finder steers clear"
            defaultValue={phrases(defaults.doNotBuy)}
            error={errors?.doNotBuy}
          />
          <fieldset className="grid grid-cols-3 gap-3 sm:col-span-2">
            <legend className="mb-2 text-sm font-medium">Sizes</legend>
            <FormField
              id={id('clothes-size')}
              name="clothesSize"
              label="Clothes"
              defaultValue={defaults.sizes?.clothes ?? ''}
              error={errors?.clothesSize}
            />
            <FormField
              id={id('shoe-size')}
              name="shoeSize"
              label="Shoes"
              defaultValue={defaults.sizes?.shoes ?? ''}
              error={errors?.shoeSize}
            />
            <FormField
              id={id('ring-size')}
              name="ringSize"
              label="Rings"
              defaultValue={defaults.sizes?.rings ?? ''}
              error={errors?.ringSize}
            />
          </fieldset>
        </>
      )}
      <FormField
        id={id('usual-budget')}
        name="usualBudget"
        label="Usual budget (£)"
        inputMode="decimal"
        hint="What you usually spend on them, in pounds"
        defaultValue={defaults.usualBudget ?? ''}
        error={errors?.usualBudget}
      />
      <div className="flex items-end sm:col-span-2">
        <Button type="submit" disabled={busy}>
          {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          {busy ? busyLabel : submitLabel}
        </Button>
      </div>
    </fetcher.Form>
  )
}

function SelectField({
  id,
  name,
  label,
  placeholder,
  options,
  defaultValue,
}: {
  id: string
  name: string
  label: string
  placeholder: string
  options: readonly string[]
  defaultValue: string
}): ReactNode {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} name={name} defaultValue={defaultValue}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </Select>
    </div>
  )
}
