import { Form, useSubmit } from 'react-router'

import { useHydrated } from '#app/components/layout/use-hydrated.ts'
import { Button } from '#app/components/ui/button.tsx'
import { Label, Select } from '#app/components/ui/input.tsx'
import type { WishlistOption } from '#app/lib/wishlist/contract.ts'
import { displayName } from '#app/lib/wishlist/wishlist.ts'

/**
 * Picks the wishlist shown on /wishlist (?id=). Lists shared with the user appear as disabled
 * entries named by their owner; they are opened from the profile.
 */
export function WishlistSelector({ lists, currentId }: { lists: WishlistOption[]; currentId: string }) {
  const submit = useSubmit()
  const hydrated = useHydrated()
  const own = lists.filter((list) => list.isOwner)
  const shared = lists.filter((list) => !list.isOwner)
  return (
    <Form method="get" className="flex flex-wrap items-end gap-2">
      <div className="grid min-w-64 gap-1.5">
        <Label htmlFor="wishlist-select">Select wishlist</Label>
        <Select
          id="wishlist-select"
          name="id"
          value={currentId}
          onChange={(event) => void submit(event.currentTarget.form)}
        >
          {own.map((list) => (
            <option key={list.id} value={list.id}>
              {list.name}
            </option>
          ))}
          {shared.length ? (
            <optgroup label="Shared with you">
              {shared.map((list) => (
                <option key={list.id} value={list.id} disabled>
                  {list.name} — shared by {displayName(list.ownerName)}
                </option>
              ))}
            </optgroup>
          ) : null}
        </Select>
      </div>
      {/* Without JavaScript the choice is sent with this button. */}
      {hydrated ? null : (
        <Button type="submit" variant="outline">
          Show
        </Button>
      )}
    </Form>
  )
}
