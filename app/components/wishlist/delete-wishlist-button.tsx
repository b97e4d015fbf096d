import { Trash2 } from 'lucide-react'
import { AlertDialog } from 'radix-ui'
import { useFetcher } from 'react-router'

import { Button, buttonVariants } from '#app/components/ui/button.tsx'

import { useResultToast } from '#app/components/ui/use-result-toast.ts'
import type { WishlistProfileResult } from '#app/lib/wishlist/contract.ts'

/** For owners: deletes a wishlist after a confirmation (its items, collaborators and invitations go too). */
export function DeleteWishlistButton({ wishlist }: { wishlist: { id: string; name: string } }) {
  const fetcher = useFetcher<WishlistProfileResult>()
  useResultToast(fetcher)
  const deleting = fetcher.state !== 'idle'
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button type="button" variant="ghost" size="sm" className="text-red-700 dark:text-red-400" disabled={deleting}>
          <Trash2 aria-hidden="true" />
          Delete
          <span className="sr-only">{wishlist.name}</span>
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-xl dark:border-slate-800 dark:bg-slate-900">
          <AlertDialog.Title className="text-lg font-semibold">Delete {wishlist.name}?</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-slate-600 dark:text-slate-400">
            The wishlist, its items, its collaborators and its pending invitations are deleted for good.
          </AlertDialog.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonVariants({ variant: 'outline' })}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonVariants({ variant: 'destructive' })}
              onClick={() =>
                void fetcher.submit(
                  { intent: 'delete-wishlist', wishlistId: wishlist.id },
                  { method: 'post', action: '/profile' },
                )
              }
            >
              Delete Wishlist
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
