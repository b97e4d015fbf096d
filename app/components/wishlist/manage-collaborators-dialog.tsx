import { UserMinus, Users } from 'lucide-react'
import { useRef, useState } from 'react'
import { useFetcher, type FetcherWithComponents } from 'react-router'

import { Button } from '#app/components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#app/components/ui/dialog.tsx'
import { Input, Label } from '#app/components/ui/input.tsx'
import { refuseBlank } from '#app/components/wishlist/refuse-blank.ts'
import { displayName, WISHLIST_MESSAGES } from '#app/lib/wishlist/wishlist.ts'

import { useResultToast } from '#app/components/ui/use-result-toast.ts'
import type { CollaboratorView, WishlistProfileResult } from '#app/lib/wishlist/contract.ts'

/**
 * The list's collaborators, each with a Remove button. One fetcher serves every row and lives above
 * the list: a row, or the whole list, is gone once its removal is done, and a toast owned by it
 * would go with it before it showed.
 */
function Collaborators({ wishlistId, people }: { wishlistId: string; people: CollaboratorView[] }) {
  const fetcher = useFetcher<WishlistProfileResult>()
  useResultToast(fetcher)
  // Gone from the list as soon as it is asked; it comes back if the removal fails.
  const removing = fetcher.state !== 'idle' ? fetcher.formData?.get('userId') : undefined
  const shown = people.filter((person) => person.userId !== removing)
  if (!shown.length) return <p className="text-sm text-slate-600 dark:text-slate-400">No collaborators yet.</p>
  return (
    <ul aria-label="Collaborators" className="divide-y divide-slate-200 dark:divide-slate-800">
      {shown.map((person) => (
        <CollaboratorRow key={person.userId} fetcher={fetcher} wishlistId={wishlistId} person={person} />
      ))}
    </ul>
  )
}

function CollaboratorRow({
  fetcher,
  wishlistId,
  person,
}: {
  fetcher: FetcherWithComponents<WishlistProfileResult>
  wishlistId: string
  person: CollaboratorView
}) {
  const name = displayName(person.name)
  return (
    <li className="flex items-center justify-between gap-3 py-2">
      <span className="font-medium">{name}</span>
      <fetcher.Form method="post" action="/profile">
        <input type="hidden" name="intent" value="remove-collaborator" />
        <input type="hidden" name="wishlistId" value={wishlistId} />
        <input type="hidden" name="userId" value={person.userId} />
        <Button type="submit" size="sm" variant="ghost" className="text-red-700 dark:text-red-400">
          <UserMinus aria-hidden="true" />
          Remove
          <span className="sr-only">{name}</span>
        </Button>
      </fetcher.Form>
    </li>
  )
}

function InviteForm({ wishlistId, wishlistName }: { wishlistId: string; wishlistName: string }) {
  const fetcher = useFetcher<WishlistProfileResult>()
  const form = useRef<HTMLFormElement>(null)
  const sending = fetcher.state !== 'idle'
  useResultToast(fetcher, {
    then: (result) => {
      if (result.ok) form.current?.reset()
    },
  })
  const inputId = `invite-${wishlistId}`
  return (
    <fetcher.Form
      ref={form}
      method="post"
      action="/profile"
      className="grid gap-2"
      noValidate
      onSubmit={refuseBlank('email', WISHLIST_MESSAGES.inviteIncomplete)}
    >
      <input type="hidden" name="intent" value="invite-collaborator" />
      <input type="hidden" name="wishlistId" value={wishlistId} />
      <Label htmlFor={inputId}>Invite by email</Label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          name="email"
          type="email"
          placeholder="friend@example.com"
          autoComplete="off"
          aria-describedby={`${inputId}-hint`}
          required
        />
        <Button type="submit" disabled={sending}>
          {sending ? 'Sending...' : 'Send Invitation'}
        </Button>
      </div>
      <p id={`${inputId}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
        We email them a link to join {wishlistName}. They can add, remove and mark items.
      </p>
    </fetcher.Form>
  )
}

/** For owners: the list's collaborators (display name or 'Anonymous User') with remove, and an invite field. */
export function ManageCollaboratorsDialog({
  wishlist,
}: {
  wishlist: { id: string; name: string; collaborators: CollaboratorView[] }
}) {
  const [open, setOpen] = useState(false)
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm">
          <Users aria-hidden="true" />
          Manage Collaborators
          <span className="sr-only">of {wishlist.name}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Manage Collaborators</DialogTitle>
          <DialogDescription>People who can edit {wishlist.name}.</DialogDescription>
        </DialogHeader>
        <Collaborators wishlistId={wishlist.id} people={wishlist.collaborators} />
        <InviteForm wishlistId={wishlist.id} wishlistName={wishlist.name} />
      </DialogContent>
    </Dialog>
  )
}
