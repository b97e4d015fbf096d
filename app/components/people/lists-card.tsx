import { Link } from 'react-router'

import { ProfileCard } from '#app/components/profile/profile-card.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { FormField } from '#app/components/ui/form-field.tsx'
import { Label, Select } from '#app/components/ui/input.tsx'
import type { PersonListView, PersonView } from '#app/lib/people/contract.ts'

import { usePersonForm } from '#app/components/people/use-person-form.ts'

/** The wishlists that are for a person: open, unlink, create one, or link one of your lists. */
export function ListsCard({ person }: { person: PersonView }) {
  const creator = usePersonForm('create-list')
  const linker = usePersonForm('link-list')
  return (
    <ProfileCard
      title="Lists for them"
      description="Gift ideas saved for them; items marked bought go into their history."
    >
      <div className="space-y-6">
        {person.lists.length ? (
          <ul aria-label={`Lists for ${person.name}`} className="divide-y divide-slate-200 dark:divide-slate-800">
            {person.lists.map((list) => (
              <ListRow key={list.id} personId={person.id} list={list} />
            ))}
          </ul>
        ) : (
          <p className="text-slate-700 dark:text-slate-300">No lists for them yet.</p>
        )}
        <div className="grid gap-6 sm:grid-cols-2">
          <creator.fetcher.Form method="post" action={`/people/${person.id}`} className="space-y-3">
            <input type="hidden" name="intent" value="create-list" />
            <FormField
              id="person-new-list"
              name="name"
              label="New list for them"
              placeholder={`Gifts for ${person.name}`}
              maxLength={100}
            />
            <Button type="submit" size="sm" disabled={creator.busy}>
              Create list
            </Button>
          </creator.fetcher.Form>
          {person.linkableLists.length ? (
            <linker.fetcher.Form method="post" action={`/people/${person.id}`} className="space-y-3">
              <input type="hidden" name="intent" value="link-list" />
              <div className="space-y-2">
                <Label htmlFor="person-link-list">One of your lists</Label>
                <Select id="person-link-list" name="wishlistId" defaultValue={person.linkableLists[0]?.id}>
                  {person.linkableLists.map((list) => (
                    <option key={list.id} value={list.id}>
                      {list.name}
                    </option>
                  ))}
                </Select>
              </div>
              <Button type="submit" size="sm" variant="outline" disabled={linker.busy}>
                Mark as for {person.name}
              </Button>
            </linker.fetcher.Form>
          ) : null}
        </div>
      </div>
    </ProfileCard>
  )
}

function ListRow({ personId, list }: { personId: string; list: PersonListView }) {
  const { fetcher, busy } = usePersonForm(`unlink-list-${list.id}`)
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div>
        <Link to={`/wishlist?id=${list.id}`} className="font-medium text-brand-800 hover:underline dark:text-brand-200">
          {list.name}
        </Link>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {list.itemCount} {list.itemCount === 1 ? 'item' : 'items'}
        </p>
      </div>
      <fetcher.Form method="post" action={`/people/${personId}`}>
        <input type="hidden" name="intent" value="unlink-list" />
        <input type="hidden" name="wishlistId" value={list.id} />
        <Button type="submit" size="sm" variant="ghost" disabled={busy}>
          Unlink<span className="sr-only"> {list.name}</span>
        </Button>
      </fetcher.Form>
    </li>
  )
}
