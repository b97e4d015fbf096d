import { Link } from 'react-router'

import { ProfileCard } from '#app/components/profile/profile-card.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { FormField } from '#app/components/ui/form-field.tsx'
import type { PersonView } from '#app/lib/people/contract.ts'

import { usePersonForm } from '#app/components/people/use-person-form.ts'

/** A person's reminders: on or off, and how many days before each date (14 and 3 by default). */
export function RemindersCard({ person }: { person: PersonView }) {
  const { fetcher, errors, busy } = usePersonForm('reminders')
  const on = person.reminderDays.length > 0
  return (
    <ProfileCard title="Reminders" description={`Emails before ${person.name}'s dates, at 9am UK time.`}>
      {person.accountRemindersOn ? null : (
        <p className="mb-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          Reminder emails are off for everyone.{' '}
          <Link to="/people" className="underline">
            Turn them back on
          </Link>
        </p>
      )}
      <fetcher.Form method="post" action={`/people/${person.id}`} className="space-y-4" noValidate>
        <input type="hidden" name="intent" value="reminders" />
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" name="enabled" value="on" defaultChecked={on} className="size-4 accent-brand-700" />
          Email me before {person.name}&apos;s dates
        </label>
        <FormField
          id="person-reminder-days"
          name="days"
          label="Days before each date"
          inputMode="numeric"
          hint="Up to four numbers, e.g. 14, 3. A date can have its own days above."
          defaultValue={(on ? person.reminderDays : [14, 3]).join(', ')}
          error={errors.days}
        />
        <p className="text-sm text-slate-600 dark:text-slate-400">Now: {person.remindersText}</p>
        <Button type="submit" size="sm" disabled={busy}>
          Save reminders
        </Button>
      </fetcher.Form>
    </ProfileCard>
  )
}
