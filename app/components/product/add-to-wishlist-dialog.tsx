import { Plus } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { useFetcher } from 'react-router'

import { Button } from '#app/components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#app/components/ui/dialog.tsx'
import { Input, Label, Select } from '#app/components/ui/input.tsx'
import { Spinner } from '#app/components/ui/spinner.tsx'
import type { WishlistProduct } from '#app/lib/product/wishlist-product.ts'
import {
  displayName,
  LIST_KIND_LABELS,
  LIST_KINDS,
  WISHLIST_MESSAGES,
  type ListKind,
} from '#app/lib/wishlist/wishlist.ts'
import { notify } from '#app/lib/notify.ts'
import type { loader as listLoader } from '#app/routes/wishlist/api.wishlists.ts'

import { useFetcherResult } from '#app/components/ui/use-fetcher-result.ts'

interface Choice {
  id: string
  name: string
  isOwner: boolean
  ownerName: string | null
}

type Answer<T> = ({ ok: true } & T) | { ok: false; error: string }

/**
 * Posts a form to one of the JSON wishlist routes and returns its answer. A plain request, not a
 * fetcher: the result is applied in the click handler itself, so no router transition (which
 * revalidates the page behind the dialog) can hold the new list back.
 */
async function postForm<T>(url: string, fields: Record<string, string>): Promise<Answer<T>> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: { Accept: 'application/json' },
    })
    return (await response.json()) as Answer<T>
  } catch {
    return { ok: false, error: 'Please try again.' }
  }
}

/**
 * The 'Add to Wishlist' dialog: loads the user's own and
 * shared wishlists and preselects the first; a new list is prepended and selected. Mount it
 * only while open, so every opening starts afresh.
 */
export function AddToWishlistDialog({
  product,
  open,
  onOpenChange,
}: {
  product: WishlistProduct
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const lists = useFetcher<typeof listLoader>()
  const [created, setCreated] = useState<Choice[]>([])
  const [selectedId, setSelectedId] = useState('')
  const [newName, setNewName] = useState('')
  const [newKind, setNewKind] = useState<ListKind>('someone-else')
  const [creating, setCreating] = useState(false)
  const [adding, setAdding] = useState(false)
  const selectId = useId()
  const nameId = useId()
  const kindId = useId()

  const loaded = lists.data?.ok ? lists.data.wishlists : []
  const choices = [...created, ...loaded.filter((list) => !created.some((made) => made.id === list.id))]
  const loading = lists.data === undefined

  const { load } = lists
  useEffect(() => {
    if (open) load('/api/wishlists')
  }, [open, load])

  useFetcherResult(lists, (result) => {
    if (!result.ok) {
      void notify('error', 'Failed to load wishlists', result.error)
      return
    }
    setSelectedId((current) => current || result.wishlists[0]?.id || '')
  })

  async function createWishlist() {
    const name = newName.trim()
    if (!name) {
      void notify('error', 'Name required', 'Please enter a name for your wishlist')
      return
    }
    setCreating(true)
    const result = await postForm<{ wishlist: Choice }>('/api/wishlists', { name, kind: newKind })
    setCreating(false)
    if (!result.ok) {
      void notify('error', 'Failed to create wishlist', result.error)
      return
    }
    setCreated((current) => [result.wishlist, ...current])
    setSelectedId(result.wishlist.id)
    setNewName('')
    void notify('success', 'Success', 'Wishlist created successfully')
  }

  async function addToWishlist(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!selectedId) {
      void notify('error', 'Selection required', 'Please select a wishlist')
      return
    }
    setAdding(true)
    const result = await postForm<{ item: { wishlistId: string } }>('/api/wishlists/items', {
      wishlistId: selectedId,
      name: product.name,
      imageUrl: product.imageUrl ?? '',
      price: String(product.price),
      url: product.url,
    })
    setAdding(false)
    if (!result.ok) {
      if (result.error === WISHLIST_MESSAGES.alreadyOnList) {
        void notify('info', WISHLIST_MESSAGES.alreadyOnList, `${product.name} is already on that list.`)
      } else {
        void notify('error', 'Could not add item to wishlist. Please try again.', result.error)
      }
      return
    }
    const list = choices.find((choice) => choice.id === result.item.wishlistId)
    void notify(
      'success',
      'Added to wishlist',
      list ? `${product.name} was added to ${list.name}.` : `${product.name} was added.`,
    )
    onOpenChange(false)
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width="narrow">
        <DialogHeader>
          <DialogTitle>Add to Wishlist</DialogTitle>
          <DialogDescription>Choose a wishlist for {product.name}, or create a new one.</DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void addToWishlist(event)} className="grid gap-4" noValidate>
          <div className="grid gap-2">
            <Label htmlFor={selectId}>Choose a wishlist</Label>
            {loading ? (
              <Spinner label="Loading wishlists" />
            ) : (
              <Select id={selectId} value={selectedId} onChange={(event) => setSelectedId(event.target.value)}>
                {choices.length === 0 ? <option value="">No wishlists yet: create one below</option> : null}
                {choices.map((choice) => (
                  <option key={choice.id} value={choice.id}>
                    {choice.isOwner ? choice.name : `${choice.name} (shared by ${displayName(choice.ownerName)})`}
                  </option>
                ))}
              </Select>
            )}
          </div>
          <div className="grid gap-2">
            <Label htmlFor={nameId}>Create New Wishlist</Label>
            <div className="flex gap-2">
              <Input
                id={nameId}
                value={newName}
                maxLength={100}
                placeholder="Wishlist name"
                onChange={(event) => setNewName(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault()
                    void createWishlist()
                  }
                }}
              />
              <Button
                type="button"
                size="icon"
                variant="outline"
                aria-label="Create wishlist"
                disabled={!newName.trim() || creating}
                onClick={() => void createWishlist()}
              >
                {creating ? (
                  <Spinner label="Creating wishlist" className="[&_svg]:size-4" />
                ) : (
                  <Plus aria-hidden="true" />
                )}
              </Button>
            </div>
            <div className="flex items-center gap-2">
              <Label htmlFor={kindId} className="shrink-0">
                Who is this list for?
              </Label>
              <Select id={kindId} value={newKind} onChange={(event) => setNewKind(event.target.value as ListKind)}>
                {LIST_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {LIST_KIND_LABELS[kind]}
                  </option>
                ))}
              </Select>
            </div>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={adding || loading}>
              {adding ? 'Adding...' : 'Add to Wishlist'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}

export default AddToWishlistDialog
