import { useRef, useState } from 'react'

import { ProfileCard } from '#app/components/profile/profile-card.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { FormField } from '#app/components/ui/form-field.tsx'
import { FieldError, Input, Label, Select } from '#app/components/ui/input.tsx'
import type { OccasionView, PersonView } from '#app/lib/people/contract.ts'
import { MONTHS } from '#app/lib/people/people.ts'

import { usePersonForm } from '#app/components/people/use-person-form.ts'

/**
 * A person's dates: each with its next day, the days left and its reminders; Christmas, Mothering
 * Sunday and Father's Day offered as computed each year; and a form for an anniversary or a date
 * of their own.
 */
export function DatesCard({ person }: { person: PersonView }) {
  return (
    <ProfileCard title="Dates" description="We remind you before each one, at 9am UK time.">
      <div className="space-y-6">
        {person.occasions.length ? (
          <ul aria-label={`Dates for ${person.name}`} className="divide-y divide-slate-200 dark:divide-slate-800">
            {person.occasions.map((occasion) => (
              <OccasionRow key={occasion.occasionId} person={person} occasion={occasion} />
            ))}
          </ul>
        ) : (
          <p className="text-slate-700 dark:text-slate-300">No dates yet: add their birthday below or a date here.</p>
        )}
        <UkDatesForm person={person} />
        <AddDateForm person={person} />
      </div>
    </ProfileCard>
  )
}

function OccasionRow({ person, occasion }: { person: PersonView; occasion: OccasionView }) {
  const remover = usePersonForm(`remove-date-${occasion.occasionId}`)
  const reminders = usePersonForm(`date-reminders-${occasion.occasionId}`)
  const mode = occasion.reminderDays === null ? 'default' : occasion.reminderDays.length ? 'custom' : 'off'
  const [chosen, setChosen] = useState(mode)
  const idBase = `date-${occasion.occasionId}`
  return (
    <li className="flex flex-col gap-3 py-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <div>
          <h3 className="font-semibold">{occasion.label}</h3>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {occasion.dateText} ({occasion.daysLeftText})
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">Reminders: {occasion.remindersText}</p>
        </div>
        <remover.fetcher.Form method="post" action={`/people/${person.id}`}>
          <input type="hidden" name="intent" value="remove-date" />
          <input type="hidden" name="occasionId" value={occasion.occasionId} />
          <Button type="submit" size="sm" variant="ghost" disabled={remover.busy}>
            Remove<span className="sr-only"> {occasion.label}</span>
          </Button>
        </remover.fetcher.Form>
      </div>
      <reminders.fetcher.Form
        method="post"
        action={`/people/${person.id}`}
        className="flex flex-wrap items-end gap-3"
        aria-label={`Reminders for ${occasion.label}`}
      >
        <input type="hidden" name="intent" value="date-reminders" />
        <input type="hidden" name="occasionId" value={occasion.occasionId} />
        <div className="space-y-1">
          <Label htmlFor={`${idBase}-mode`}>Reminders for {occasion.label}</Label>
          <Select
            id={`${idBase}-mode`}
            name="mode"
            value={chosen}
            onChange={(event) => setChosen(event.target.value as typeof mode)}
          >
            <option value="default">Their usual ({person.remindersText})</option>
            <option value="custom">Other days</option>
            <option value="off">Off</option>
          </Select>
        </div>
        <div className="w-40 space-y-1">
          <Label htmlFor={`${idBase}-days`}>Days before</Label>
          <Input
            id={`${idBase}-days`}
            name="days"
            inputMode="numeric"
            defaultValue={(occasion.reminderDays ?? person.reminderDays).join(', ')}
            aria-invalid={reminders.errors.days ? true : undefined}
            aria-describedby={reminders.errors.days ? `${idBase}-days-error` : undefined}
          />
        </div>
        <Button type="submit" size="sm" variant="outline" disabled={reminders.busy}>
          Save<span className="sr-only"> reminders for {occasion.label}</span>
        </Button>
        <FieldError id={`${idBase}-days-error`}>{reminders.errors.days}</FieldError>
      </reminders.fetcher.Form>
    </li>
  )
}

function UkDatesForm({ person }: { person: PersonView }) {
  const { fetcher, busy } = usePersonForm('uk-dates')
  return (
    <fetcher.Form method="post" action={`/people/${person.id}`} className="space-y-3">
      <input type="hidden" name="intent" value="uk-dates" />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Dates we work out each year</legend>
        {person.ukDates.map((date) => (
          <label key={date.kind} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="ukDates"
              value={date.kind}
              defaultChecked={date.chosen}
              className="size-4 accent-brand-700"
            />
            {date.label} (next: {date.dateText})
          </label>
        ))}
      </fieldset>
      <Button type="submit" size="sm" variant="outline" disabled={busy}>
        Save these dates
      </Button>
    </fetcher.Form>
  )
}

function AddDateForm({ person }: { person: PersonView }) {
  const formRef = useRef<HTMLFormElement>(null)
  const { fetcher, errors, busy } = usePersonForm('add-date', {
    then: (result) => {
      if (result.ok) formRef.current?.reset()
    },
  })
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={`/people/${person.id}`}
      className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-2 dark:border-slate-800"
      aria-label="Add a date"
      noValidate
    >
      <input type="hidden" name="intent" value="add-date" />
      <h3 className="font-semibold sm:col-span-2">Add a date</h3>
      <div className="space-y-2">
        <Label htmlFor="new-date-kind">Kind of date</Label>
        <Select id="new-date-kind" name="kind" defaultValue="anniversary">
          <option value="anniversary">Anniversary</option>
          <option value="custom">Another date</option>
        </Select>
      </div>
      <FormField
        id="new-date-label"
        name="label"
        label="Name of the date"
        hint="e.g. Wedding anniversary, Name day"
        error={errors.label}
      />
      <FormField id="new-date-day" name="day" label="Day" inputMode="numeric" error={errors.day} />
      <div className="space-y-2">
        <Label htmlFor="new-date-month">Month</Label>
        <Select id="new-date-month" name="month" defaultValue="">
          <option value="">Month</option>
          {MONTHS.map((month, index) => (
            <option key={month} value={index + 1}>
              {month}
            </option>
          ))}
        </Select>
      </div>
      <FormField
        id="new-date-year"
        name="year"
        label="Year it began (optional)"
        inputMode="numeric"
        error={errors.year}
      />
      <div className="flex items-end">
        <Button type="submit" disabled={busy}>
          {busy ? 'Adding...' : 'Add date'}
        </Button>
      </div>
    </fetcher.Form>
  )
}
