import { Plus } from 'lucide-react'
import { useState } from 'react'
import { useFetcher } from 'react-router'

import { Button } from '#app/components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#app/components/ui/dialog.tsx'
import { Input, Label } from '#app/components/ui/input.tsx'
import { notify } from '#app/lib/notify.ts'
import { WISHLIST_NAME_MAX } from '#app/lib/wishlist/wishlist.ts'

import { useResultToast } from '#app/components/ui/use-result-toast.ts'
import type { WishlistProfileResult } from '#app/lib/wishlist/contract.ts'

/** The profile's Create Wishlist dialog. */
export function CreateWishlistDialog() {
  const [open, setOpen] = useState(false)
  const fetcher = useFetcher<WishlistProfileResult>()
  const creating = fetcher.state !== 'idle'
  useResultToast(fetcher, {
    then: (result) => {
      if (result.ok) setOpen(false)
    },
  })

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button">
          <Plus aria-hidden="true" />
          Create Wishlist
        </Button>
      </DialogTrigger>
      <DialogContent width="narrow">
        <DialogHeader>
          <DialogTitle>Create Wishlist</DialogTitle>
          <DialogDescription>Give your new wishlist a name. You can invite others to it afterwards.</DialogDescription>
        </DialogHeader>
        <fetcher.Form
          method="post"
          action="/profile"
          className="grid gap-4"
          noValidate
          onSubmit={(event) => {
            const name = new FormData(event.currentTarget).get('name')
            if (typeof name !== 'string' || !name.trim()) {
              event.preventDefault()
              void notify('error', 'Please enter a wishlist name')
            }
          }}
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
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={creating}>
              {creating ? 'Creating...' : 'Create'}
            </Button>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  )
}
