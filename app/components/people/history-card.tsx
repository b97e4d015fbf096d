import { useRef } from 'react'

import { ProfileCard } from '#app/components/profile/profile-card.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { FormField } from '#app/components/ui/form-field.tsx'
import type { GiftView, PersonView } from '#app/lib/people/contract.ts'

import { usePersonForm } from '#app/components/people/use-person-form.ts'

/**
 * What a person was given: from a list item marked bought, a finder suggestion, or typed in here.
 * The finder reads it so it does not suggest the same thing again.
 */
export function HistoryCard({ person }: { person: PersonView }) {
  return (
    <ProfileCard title="Gift history" description={`What you have given ${person.name}, newest first.`}>
      <div className="space-y-6">
        {person.history.length ? (
          <ul aria-label={`Gifts given to ${person.name}`} className="divide-y divide-slate-200 dark:divide-slate-800">
            {person.history.map((gift) => (
              <GiftRow key={gift.id} personId={person.id} gift={gift} />
            ))}
          </ul>
        ) : (
          <p className="text-slate-700 dark:text-slate-300">Nothing recorded yet.</p>
        )}
        <AddGiftForm person={person} />
      </div>
    </ProfileCard>
  )
}

function GiftRow({ personId, gift }: { personId: string; gift: GiftView }) {
  const { fetcher, busy } = usePersonForm(`remove-gift-${gift.id}`)
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div>
        <p className="font-medium">{gift.name}</p>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {gift.occasion}, {gift.givenOnText}
          {gift.price ? `, ${gift.price}` : ''}
        </p>
        <p className="text-xs text-slate-600 dark:text-slate-400">{gift.sourceText}</p>
      </div>
      <fetcher.Form method="post" action={`/people/${personId}`}>
        <input type="hidden" name="intent" value="remove-gift" />
        <input type="hidden" name="giftId" value={gift.id} />
        <Button type="submit" size="sm" variant="ghost" disabled={busy}>
          Remove<span className="sr-only"> {gift.name}</span>
        </Button>
      </fetcher.Form>
    </li>
  )
}

function AddGiftForm({ person }: { person: PersonView }) {
  const formRef = useRef<HTMLFormElement>(null)
  const { fetcher, errors, busy } = usePersonForm('add-gift', {
    then: (result) => {
      if (result.ok) formRef.current?.reset()
    },
  })
  const occasions = [...new Set([...person.occasions.map((occasion) => occasion.label), 'Just because'])]
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={`/people/${person.id}`}
      className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-2 dark:border-slate-800"
      aria-label="Add a gift you gave"
      noValidate
    >
      <input type="hidden" name="intent" value="add-gift" />
      <h3 className="font-semibold sm:col-span-2">Add a gift you gave</h3>
      <FormField id="gift-name" name="name" label="What you gave" error={errors.name} />
      <FormField
        id="gift-occasion"
        name="occasion"
        label="Occasion"
        list="gift-occasions"
        defaultValue={person.occasions[0]?.label ?? ''}
        error={errors.occasion}
      />
      <datalist id="gift-occasions">
        {occasions.map((occasion) => (
          <option key={occasion} value={occasion} />
        ))}
      </datalist>
      <FormField
        id="gift-given-on"
        name="givenOn"
        label="Given on"
        type="date"
        defaultValue={person.today}
        error={errors.givenOn}
      />
      <FormField id="gift-price" name="price" label="Price (£, optional)" inputMode="decimal" error={errors.price} />
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? 'Adding...' : 'Add to history'}
        </Button>
      </div>
    </fetcher.Form>
  )
}
