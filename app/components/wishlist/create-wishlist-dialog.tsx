import { Plus } from 'lucide-react'
import { useId, useState } from 'react'
import { useFetcher } from 'react-router'

import { Button } from '#app/components/ui/button.tsx'
import { DisclosureDialog } from '#app/components/wishlist/disclosure-dialog.tsx'
import { refuseBlank } from '#app/components/wishlist/refuse-blank.ts'
import { FormField } from '#app/components/ui/form-field.tsx'
import { Input, Label } from '#app/components/ui/input.tsx'
import { LIST_KIND_LABELS, LIST_KINDS, WISHLIST_MESSAGES, WISHLIST_NAME_MAX } from '#app/lib/wishlist/wishlist.ts'

import { useResultToast } from '#app/components/ui/use-result-toast.ts'
import type { WishlistProfileResult } from '#app/lib/wishlist/contract.ts'

const KIND_HINTS = {
  me: 'Your own wish list: share it, and family and friends claim gifts secretly.',
  'someone-else': 'A gift plan for someone: you and your collaborators mark what has been bought.',
} as const

/** The profile's Create Wishlist dialog: the name, who the list is for, and an optional occasion date. */
export function CreateWishlistDialog() {
  const [open, setOpen] = useState(false)
  const [round, setRound] = useState(0)
  const fetcher = useFetcher<WishlistProfileResult>()
  const creating = fetcher.state !== 'idle'
  const id = useId()
  useResultToast(fetcher, {
    then: (result) => {
      if (!result.ok) return
      setOpen(false)
      setRound((value) => value + 1)
    },
  })

  return (
    <DisclosureDialog
      open={open}
      onOpenChange={setOpen}
      variant="default"
      size="default"
      width="narrow"
      trigger={
        <>
          <Plus aria-hidden="true" />
          Create Wishlist
        </>
      }
      title="Create Wishlist"
      description="Give your new wishlist a name. You can invite others to it afterwards."
    >
      <fetcher.Form
        key={round}
        method="post"
        action="/profile"
        className="grid gap-4"
        noValidate
        onSubmit={refuseBlank('name', WISHLIST_MESSAGES.nameRequired)}
      >
        <input type="hidden" name="intent" value="create-wishlist" />
        <div className="grid gap-2">
          <Label htmlFor="new-wishlist-name">Wishlist name</Label>
          <Input
            id="new-wishlist-name"
            name="name"
            placeholder="Birthday 2025"
            maxLength={WISHLIST_NAME_MAX}
            autoComplete="off"
            required
          />
        </div>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">Who is this list for?</legend>
          {LIST_KINDS.map((kind) => (
            <div key={kind} className="flex items-start gap-2 text-sm">
              <input
                id={`${id}-${kind}`}
                type="radio"
                name="kind"
                value={kind}
                defaultChecked={kind === 'someone-else'}
                aria-describedby={`${id}-${kind}-hint`}
                className="mt-0.5 size-4"
              />
              <div>
                <label htmlFor={`${id}-${kind}`} className="font-medium">
                  {LIST_KIND_LABELS[kind]}
                </label>
                <p id={`${id}-${kind}-hint`} className="text-slate-600 dark:text-slate-400">
                  {KIND_HINTS[kind]}
                </p>
              </div>
            </div>
          ))}
        </fieldset>
        <FormField id={`${id}-date`} name="occasionDate" type="date" label="Occasion date (optional)" />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={creating}>
            {creating ? 'Creating...' : 'Create'}
          </Button>
        </div>
      </fetcher.Form>
    </DisclosureDialog>
  )
}
