import { DoorOpen, Eye, PencilLine } from 'lucide-react'
import { useId, useState } from 'react'
import { Form, useFetcher } from 'react-router'

import { Button } from '#app/components/ui/button.tsx'
import { DisclosureDialog } from '#app/components/wishlist/disclosure-dialog.tsx'
import { useListDialog } from '#app/components/wishlist/use-page-disclosure.ts'
import { FormField } from '#app/components/ui/form-field.tsx'
import { useResultToast } from '#app/components/ui/use-result-toast.ts'
import type { WishlistItemResult, WishlistProfileResult } from '#app/lib/wishlist/contract.ts'
import { WISHLIST_NAME_MAX } from '#app/lib/wishlist/wishlist.ts'

/** For owners: 'Rename' the list and set or clear its occasion date. */
export function RenameDialog({ wishlist }: { wishlist: { id: string; name: string; occasionDate: string | null } }) {
  const fetcher = useFetcher<WishlistItemResult>()
  const { opened, openHref } = useListDialog('rename')
  const [open, setOpen] = useState(opened)
  useResultToast(fetcher, {
    inlineFieldErrors: true,
    then: (result) => {
      if (result.ok) setOpen(false)
    },
  })
  const id = useId()
  const errors = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors : undefined
  return (
    <DisclosureDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <>
          <PencilLine aria-hidden="true" />
          Rename
          <span className="sr-only">{wishlist.name}</span>
        </>
      }
      title="Rename wishlist"
      description="Change the list's name or its occasion date."
      width="narrow"
      defaultOpen={opened}
      openHref={openHref}
    >
      <fetcher.Form method="post" className="grid gap-4" noValidate>
        <input type="hidden" name="intent" value="rename" />
        <input type="hidden" name="wishlistId" value={wishlist.id} />
        <FormField
          id={`${id}-name`}
          name="name"
          label="Wishlist name"
          defaultValue={wishlist.name}
          maxLength={WISHLIST_NAME_MAX}
          required
          error={errors?.name}
        />
        <FormField
          id={`${id}-date`}
          name="occasionDate"
          type="date"
          label="Occasion date (optional)"
          defaultValue={wishlist.occasionDate ?? ''}
          error={errors?.occasionDate}
        />
        <Button type="submit" disabled={fetcher.state !== 'idle'}>
          {fetcher.state !== 'idle' ? 'Saving...' : 'Save'}
        </Button>
      </fetcher.Form>
    </DisclosureDialog>
  )
}

/** For the owner of a list for themselves, once its occasion has passed: choose to see who got what. */
export function RevealClaimsButton({ wishlistId }: { wishlistId: string }) {
  const fetcher = useFetcher<WishlistItemResult>()
  useResultToast(fetcher)
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="reveal-claims" />
      <input type="hidden" name="wishlistId" value={wishlistId} />
      <Button type="submit" size="sm" variant="outline" disabled={fetcher.state !== 'idle'}>
        <Eye aria-hidden="true" />
        Reveal who got what
      </Button>
    </fetcher.Form>
  )
}

const leaveLabel = (wishlistName: string) => (
  <>
    <DoorOpen aria-hidden="true" />
    Leave list
    <span className="sr-only">{wishlistName}</span>
  </>
)

/**
 * For collaborators on /wishlist: 'Leave list'. A navigation, not a fetcher: the page answers with
 * a redirect to /wishlist, since the list is no longer theirs to see.
 */
export function LeaveListButton({ wishlistId, wishlistName }: { wishlistId: string; wishlistName: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="leave" />
      <input type="hidden" name="wishlistId" value={wishlistId} />
      <Button type="submit" size="sm" variant="ghost" className="text-red-700 dark:text-red-400">
        {leaveLabel(wishlistName)}
      </Button>
    </Form>
  )
}

/** For collaborators on the profile's tiles: 'Leave list', answered with a toast. */
export function LeaveListTileButton({ wishlistId, wishlistName }: { wishlistId: string; wishlistName: string }) {
  const fetcher = useFetcher<WishlistProfileResult>()
  useResultToast(fetcher)
  return (
    <fetcher.Form method="post" action="/profile">
      <input type="hidden" name="intent" value="leave-wishlist" />
      <input type="hidden" name="wishlistId" value={wishlistId} />
      <Button
        type="submit"
        size="sm"
        variant="ghost"
        className="text-red-700 dark:text-red-400"
        disabled={fetcher.state !== 'idle'}
      >
        {leaveLabel(wishlistName)}
      </Button>
    </fetcher.Form>
  )
}
