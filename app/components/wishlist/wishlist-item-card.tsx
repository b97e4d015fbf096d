import { useId, useState } from 'react'
import { useFetcher, type FetcherWithComponents } from 'react-router'

import { Button, buttonVariants } from '#app/components/ui/button.tsx'
import { DisclosureDialog } from '#app/components/wishlist/disclosure-dialog.tsx'
import { EDIT_ITEM_PARAM, usePageDisclosure } from '#app/components/wishlist/use-page-disclosure.ts'
import { FormField } from '#app/components/ui/form-field.tsx'
import { Icon } from '#app/components/ui/icon.tsx'
import { useResultToast } from '#app/components/ui/use-result-toast.ts'
import { cn } from '#app/lib/utils.ts'
import type { ItemView, WishlistItemResult } from '#app/lib/wishlist/contract.ts'
import { WISHLIST_LIMITS, type ListKind } from '#app/lib/wishlist/wishlist.ts'

import { ClaimControls } from '#app/components/wishlist/claim-controls.tsx'

/** Where the item's card is on the page, for a link that opens its 'Edit details'. */
const cardAnchor = (itemId: string) => `item-${itemId}`

/**
 * 'Edit details': the note, the quantity wanted and 'Most wanted' (owner and editors). Before
 * hydration (and without scripts) it is a link to this page with `?edit=<item>`, which renders
 * that one item's form open: a list's cards then carry no closed forms, which for a dozen items
 * were a third of the page's markup, all rendered on every visit.
 */
function EditDetails({ item }: { item: ItemView }) {
  const fetcher = useFetcher<WishlistItemResult>()
  const { opened: editing, openHref } = usePageDisclosure(EDIT_ITEM_PARAM, item.id, cardAnchor(item.id))
  const [open, setOpen] = useState(editing)
  useResultToast(fetcher, {
    then: (result) => {
      if (result.ok) setOpen(false)
    },
  })
  const id = useId()
  return (
    <DisclosureDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <>
          <Icon name="Pencil" />
          Edit details
          <span className="sr-only">: {item.productName}</span>
        </>
      }
      title="Edit details"
      description={`What givers should know about ${item.productName}.`}
      variant="ghost"
      defaultOpen={editing}
      openHref={openHref}
    >
      <fetcher.Form method="post" className="grid gap-4">
        <input type="hidden" name="intent" value="update-item" />
        <input type="hidden" name="wishlistId" value={item.wishlistId} />
        <input type="hidden" name="itemId" value={item.id} />
        <FormField
          id={`${id}-note`}
          name="note"
          label="Note"
          placeholder="size 10, the blue one"
          defaultValue={item.note ?? ''}
          maxLength={WISHLIST_LIMITS.noteMax}
        />
        <FormField
          id={`${id}-quantity`}
          name="quantity"
          type="number"
          label="Quantity wanted"
          min={1}
          max={WISHLIST_LIMITS.quantityMax}
          defaultValue={item.quantity}
          required
        />
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" name="mostWanted" defaultChecked={item.mostWanted} className="size-4" />
          Most wanted
        </label>
        <Button type="submit" disabled={fetcher.state !== 'idle'}>
          {fetcher.state !== 'idle' ? 'Saving...' : 'Save details'}
        </Button>
      </fetcher.Form>
    </DisclosureDialog>
  )
}

/**
 * One item: image, name, price, 'Most wanted', the note, the quantity wanted and the shop link
 * (affiliate parameters and rel set on the server). What else it offers depends on where it is
 * shown and to whom:
 * - `member` (/wishlist, owner or collaborator): 'Edit details' and 'Remove'; on a gift plan the
 *   shared 'Purchased' toggle; on a list for oneself, to collaborators, the giver's claim controls;
 * - `shared` (/shared/{token}): read-only; givers see their claim controls on a list for oneself.
 * The owner of a list for themselves never gets claims (`item.claims` is absent for them).
 */
export function WishlistItemCard({
  item,
  kind,
  mode = 'member',
  signedIn = true,
  remover,
}: {
  item: ItemView
  kind: ListKind
  mode?: 'member' | 'shared'
  signedIn?: boolean
  /** The list's one 'Remove' fetcher (see WishlistItems); a member's card offers 'Remove' with it. */
  remover?: FetcherWithComponents<WishlistItemResult>
}) {
  const toggler = useFetcher<WishlistItemResult>()

  useResultToast(toggler)

  // Show the answer we expect while the request is on its way.
  const pendingPurchased = toggler.formData?.get('purchased')
  const purchased = typeof pendingPurchased === 'string' ? pendingPurchased === 'true' : item.purchased
  const member = mode === 'member'
  const claimFields: Record<string, string> = member
    ? { wishlistId: item.wishlistId, itemId: item.id }
    : { itemId: item.id }

  return (
    <li
      id={member ? cardAnchor(item.id) : undefined}
      className={cn(
        'flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-opacity dark:border-slate-800 dark:bg-slate-900',
        purchased && 'opacity-60',
      )}
    >
      <div className="relative aspect-square bg-slate-50 dark:bg-slate-800">
        {item.productImage ? (
          <img
            src={item.productImage}
            alt=""
            width={400}
            height={400}
            loading="lazy"
            decoding="async"
            className="size-full object-contain"
          />
        ) : (
          <Icon name="Gift" className="absolute inset-0 m-auto size-16 text-slate-300" />
        )}
        {item.mostWanted ? (
          <span className="absolute top-3 left-3 inline-flex items-center gap-1 rounded-full bg-accent-400 px-2.5 py-1 text-xs font-semibold text-slate-900 shadow">
            <Icon name="Star" className="size-3.5" />
            Most wanted
          </span>
        ) : null}
        {purchased ? (
          <div className="absolute inset-0 flex items-center justify-center bg-white/40 dark:bg-slate-950/40">
            <span className="rounded-full bg-emerald-600 p-3 text-white shadow-lg">
              <Icon name="Check" className="size-8" />
            </span>
          </div>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="leading-snug font-semibold">{item.productName}</h3>
        {item.price ? <p className="text-lg font-bold">{item.price}</p> : null}
        {item.note ? <p className="text-sm text-slate-700 italic dark:text-slate-300">“{item.note}”</p> : null}
        {item.quantity > 1 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">Quantity wanted: {item.quantity}</p>
        ) : null}
        {purchased ? <p className="text-sm font-medium text-emerald-800 dark:text-emerald-300">Purchased</p> : null}
        {item.revealedClaims ? (
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {item.revealedClaims.length
              ? `Given by ${item.revealedClaims.map((claim) => (claim.quantity > 1 ? `${claim.name} (${claim.quantity})` : claim.name)).join(', ')}`
              : 'Nobody claimed this'}
          </p>
        ) : null}
        <div className="mt-auto flex flex-col gap-2 pt-2">
          {item.link ? (
            <a
              href={item.link.href}
              target="_blank"
              rel={item.link.rel}
              className={cn(buttonVariants({ variant: 'default', size: 'sm' }), 'w-full')}
            >
              View at retailer
              <span className="sr-only">
                : {item.productName} (opens {item.link.shop} in a new tab)
              </span>
              <Icon name="ExternalLink" />
            </a>
          ) : null}
          {kind === 'me' && item.claims ? (
            <ClaimControls
              itemName={item.productName}
              quantity={item.quantity}
              claims={item.claims}
              hidden={claimFields}
              signedIn={signedIn}
            />
          ) : null}
          {member ? (
            <div className="flex flex-wrap gap-2">
              {kind === 'someone-else' ? (
                <toggler.Form method="post" className="flex-1">
                  <input type="hidden" name="intent" value="toggle" />
                  <input type="hidden" name="wishlistId" value={item.wishlistId} />
                  <input type="hidden" name="itemId" value={item.id} />
                  <input type="hidden" name="purchased" value={String(!purchased)} />
                  <Button
                    type="submit"
                    size="sm"
                    variant={purchased ? 'secondary' : 'outline'}
                    aria-pressed={purchased}
                    className="w-full"
                  >
                    {purchased ? <Icon name="SquareCheck" /> : <Icon name="Square" />}
                    Purchased
                    <span className="sr-only">: {item.productName}</span>
                  </Button>
                </toggler.Form>
              ) : null}
              <EditDetails item={item} />
              {remover ? (
                <remover.Form method="post">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="wishlistId" value={item.wishlistId} />
                  <input type="hidden" name="itemId" value={item.id} />
                  <Button type="submit" size="sm" variant="ghost" className="text-red-700 dark:text-red-400">
                    <Icon name="Trash2" />
                    Remove
                    <span className="sr-only">: {item.productName}</span>
                  </Button>
                </remover.Form>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
    </li>
  )
}

/**
 * The cards of a list its members see. One 'Remove' fetcher serves every card and lives above them:
 * a card is gone once its removal is done, and a toast owned by the card could go with it before it
 * showed (when the answer and the reloaded list arrive in the same render).
 */
export function WishlistItems({ items, kind }: { items: readonly ItemView[]; kind: ListKind }) {
  const remover = useFetcher<WishlistItemResult>()
  useResultToast(remover)
  // Gone from the list as soon as it is asked; it comes back if the removal fails.
  const removing = remover.state !== 'idle' ? remover.formData?.get('itemId') : undefined
  return (
    <ul aria-label="Wishlist items" className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
      {items
        .filter((item) => item.id !== removing)
        .map((item) => (
          <WishlistItemCard key={item.id} item={item} kind={kind} remover={remover} />
        ))}
    </ul>
  )
}
