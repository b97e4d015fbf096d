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
import { displayName, type WishlistProduct } from '#app/lib/wishlist.ts'
import { notify } from '#app/lib/notify.ts'
import type { action as createAction, loader as listLoader } from '#app/routes/api/wishlists.ts'
import type { action as addAction } from '#app/routes/api/wishlist-items.ts'

import { useFetcherResult } from './use-fetcher-result.ts'

interface Choice {
  id: string
  name: string
  isOwner: boolean
  ownerName: string | null
}

// The page behind the dialog (search results, suggestions) has nothing to reload after these calls.
const NO_REVALIDATION = { method: 'post', defaultShouldRevalidate: false } as const

/**
 * The 'Add to Wishlist' dialog (spec section 2, max width 425px): loads the user's own and
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
  const creator = useFetcher<typeof createAction>()
  const adder = useFetcher<typeof addAction>()
  const [created, setCreated] = useState<Choice[]>([])
  const [selectedId, setSelectedId] = useState('')
  const [newName, setNewName] = useState('')
  const selectId = useId()
  const nameId = useId()

  const loaded = lists.data?.ok ? lists.data.wishlists : []
  const choices = [...created, ...loaded.filter((list) => !created.some((made) => made.id === list.id))]
  const loading = lists.data === undefined
  const creating = creator.state !== 'idle'
  const adding = adder.state !== 'idle'

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

  useFetcherResult(creator, (result) => {
    if (!result.ok) {
      void notify('error', 'Failed to create wishlist', result.error)
      return
    }
    setCreated((current) => [result.wishlist, ...current])
    setSelectedId(result.wishlist.id)
    setNewName('')
    void notify('success', 'Success', 'Wishlist created successfully')
  })

  useFetcherResult(adder, (result) => {
    if (!result.ok) {
      void notify('error', 'Could not add item to wishlist. Please try again.', result.error)
      return
    }
    const list = choices.find((choice) => choice.id === result.item.wishlistId)
    void notify(
      'success',
      'Added to wishlist',
      list ? `${product.name} was added to ${list.name}.` : `${product.name} was added.`,
    )
    onOpenChange(false)
  })

  function createWishlist() {
    const name = newName.trim()
    if (!name) {
      void notify('error', 'Name required', 'Please enter a name for your wishlist')
      return
    }
    void creator.submit({ name }, { ...NO_REVALIDATION, action: '/api/wishlists' })
  }

  function addToWishlist(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!selectedId) {
      void notify('error', 'Selection required', 'Please select a wishlist')
      return
    }
    void adder.submit(
      {
        wishlistId: selectedId,
        name: product.name,
        imageUrl: product.imageUrl ?? '',
        price: String(product.price),
        url: product.url,
      },
      { ...NO_REVALIDATION, action: '/api/wishlists/items' },
    )
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width="narrow">
        <DialogHeader>
          <DialogTitle>Add to Wishlist</DialogTitle>
          <DialogDescription>Choose a wishlist for {product.name}, or create a new one.</DialogDescription>
        </DialogHeader>
        <form onSubmit={addToWishlist} className="grid gap-4" noValidate>
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
                    createWishlist()
                  }
                }}
              />
              <Button
                type="button"
                size="icon"
                variant="outline"
                aria-label="Create wishlist"
                disabled={!newName.trim() || creating}
                onClick={createWishlist}
              >
                {creating ? (
                  <Spinner label="Creating wishlist" className="[&_svg]:size-4" />
                ) : (
                  <Plus aria-hidden="true" />
                )}
              </Button>
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
