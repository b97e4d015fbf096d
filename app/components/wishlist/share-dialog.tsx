import { Copy, Link2Off, Share2 } from 'lucide-react'
import { useId, useState } from 'react'
import { useFetcher } from 'react-router'

import { useHydrated } from '#app/components/layout/use-hydrated.ts'
import { Button } from '#app/components/ui/button.tsx'
import { DisclosureDialog } from '#app/components/wishlist/disclosure-dialog.tsx'
import { useListDialog } from '#app/components/wishlist/use-page-disclosure.ts'
import { Input, Label } from '#app/components/ui/input.tsx'
import { useResultToast } from '#app/components/ui/use-result-toast.ts'
import { notify } from '#app/lib/notify.ts'
import type { WishlistItemResult } from '#app/lib/wishlist/contract.ts'

/**
 * For owners: 'Share' opens the list's share link with 'Copy link' and 'Stop sharing'. Opening it
 * makes a link when there is none; stopping makes the link stop working, and sharing again makes a
 * new one. Without JavaScript, 'Create link' and 'Stop sharing' are plain form posts.
 */
export function ShareDialog({
  wishlist,
}: {
  wishlist: { id: string; name: string; kind: 'me' | 'someone-else'; shareUrl: string | null }
}) {
  const sharer = useFetcher<WishlistItemResult>()
  const stopper = useFetcher<WishlistItemResult>()
  useResultToast(sharer)
  useResultToast(stopper)
  const hydrated = useHydrated()
  const { opened, openHref } = useListDialog('share')
  const [open, setOpen] = useState(opened)
  const inputId = useId()
  const stopping = stopper.state !== 'idle'
  // The link as the latest answer has it: a new one at once, none once stopped.
  const shareUrl = stopping ? null : sharer.state !== 'idle' ? null : wishlist.shareUrl
  const creating = sharer.state !== 'idle'

  function onOpenChange(next: boolean) {
    setOpen(next)
    if (next && !wishlist.shareUrl && !creating) {
      void sharer.submit({ intent: 'share', wishlistId: wishlist.id }, { method: 'post' })
    }
  }

  async function copy() {
    if (!shareUrl) return
    try {
      await navigator.clipboard.writeText(shareUrl)
      void notify('success', 'Link copied')
    } catch {
      void notify('error', 'Could not copy the link', 'Select the link and copy it yourself.')
    }
  }

  return (
    <DisclosureDialog
      open={open}
      onOpenChange={onOpenChange}
      defaultOpen={opened}
      openHref={openHref}
      trigger={
        <>
          <Share2 aria-hidden="true" />
          Share
          <span className="sr-only">{wishlist.name}</span>
        </>
      }
      title={`Share ${wishlist.name}`}
      description={
        wishlist.kind === 'me'
          ? "Anyone with the link can see this list without an account and claim what they'll get. You won't see who claimed what, and they never see your email address."
          : 'Anyone with the link can see this list without an account. They never see your email address.'
      }
    >
      {shareUrl ? (
        <div className="grid gap-3">
          <Label htmlFor={inputId}>Share link</Label>
          <Input id={inputId} readOnly value={shareUrl} onFocus={(event) => event.currentTarget.select()} />
          <div className="flex flex-wrap gap-2">
            {hydrated ? (
              <Button type="button" onClick={() => void copy()}>
                <Copy aria-hidden="true" />
                Copy link
              </Button>
            ) : null}
            <stopper.Form method="post">
              <input type="hidden" name="intent" value="stop-sharing" />
              <input type="hidden" name="wishlistId" value={wishlist.id} />
              <Button type="submit" variant="outline" disabled={stopping}>
                <Link2Off aria-hidden="true" />
                Stop sharing
              </Button>
            </stopper.Form>
          </div>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Stopping sharing makes this link stop working at once. Sharing again makes a new link.
          </p>
        </div>
      ) : (
        <sharer.Form method="post" className="grid gap-3">
          <input type="hidden" name="intent" value="share" />
          <input type="hidden" name="wishlistId" value={wishlist.id} />
          <p className="text-sm text-slate-600 dark:text-slate-400">This list is not shared by link.</p>
          <Button type="submit" disabled={creating}>
            {creating ? 'Creating link...' : 'Create link'}
          </Button>
        </sharer.Form>
      )}
    </DisclosureDialog>
  )
}
