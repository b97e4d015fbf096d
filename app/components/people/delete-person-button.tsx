import { Button } from '#app/components/ui/button.tsx'
import type { PersonView } from '#app/lib/people/contract.ts'

import { usePersonForm } from '#app/components/people/use-person-form.ts'

/** Deleting a person asks once more (a disclosure, so it works without JavaScript). */
export function DeletePersonButton({ person }: { person: Pick<PersonView, 'id' | 'name'> }) {
  const { fetcher, busy } = usePersonForm('delete-person')
  return (
    <details className="text-right">
      <summary className="cursor-pointer text-sm font-medium text-red-700 dark:text-red-300">
        Delete {person.name}
      </summary>
      <fetcher.Form method="post" action={`/people/${person.id}`} className="mt-3 space-y-2">
        <input type="hidden" name="intent" value="delete-person" />
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Their dates, gift history and reminders go too. Lists for them stay in your wishlists.
        </p>
        <Button type="submit" size="sm" variant="destructive" disabled={busy}>
          Yes, delete {person.name}
        </Button>
      </fetcher.Form>
    </details>
  )
}
