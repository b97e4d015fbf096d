import { Link2, PenLine } from 'lucide-react'
import { useId, useState } from 'react'
import { useFetcher } from 'react-router'

import { Button } from '#app/components/ui/button.tsx'
import { DisclosureDialog } from '#app/components/wishlist/disclosure-dialog.tsx'
import { useListDialog } from '#app/components/wishlist/use-page-disclosure.ts'
import { FormField } from '#app/components/ui/form-field.tsx'
import { useResultToast } from '#app/components/ui/use-result-toast.ts'
import type { LinkPreview, WishlistItemResult } from '#app/lib/wishlist/contract.ts'
import { WISHLIST_LIMITS } from '#app/lib/wishlist/wishlist.ts'

type ItemFetcher = ReturnType<typeof useFetcher<WishlistItemResult>>

/**
 * The item form of 'Add by link' (filled from the page, to confirm or edit) and of 'Add your own'
 * (empty): name, price and currency, link, note, quantity and 'Most wanted'.
 */
function ItemForm({
  wishlistId,
  fetcher,
  preview,
}: {
  wishlistId: string
  fetcher: ItemFetcher
  preview?: LinkPreview | null
}) {
  const id = useId()
  const errors = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors : undefined
  const saving = fetcher.state !== 'idle'
  return (
    <fetcher.Form method="post" className="grid gap-4" noValidate>
      <input type="hidden" name="intent" value="add-item" />
      <input type="hidden" name="wishlistId" value={wishlistId} />
      {preview?.imageSourceUrl ? <input type="hidden" name="imageSourceUrl" value={preview.imageSourceUrl} /> : null}
      {preview?.imagePreview ? (
        <img
          src={preview.imagePreview}
          alt={`Picture of ${preview.name} from the page`}
          width={160}
          height={160}
          className="size-40 justify-self-center rounded-lg border border-slate-200 object-contain dark:border-slate-800"
        />
      ) : null}
      <FormField
        id={`${id}-name`}
        name="name"
        label="Name"
        defaultValue={preview?.name ?? ''}
        maxLength={300}
        required
        error={errors?.name}
      />
      <div className="grid grid-cols-[1fr_6rem] gap-3">
        <FormField
          id={`${id}-price`}
          name="price"
          label="Price (optional)"
          inputMode="decimal"
          defaultValue={preview?.price ?? ''}
          error={errors?.price}
        />
        <FormField
          id={`${id}-currency`}
          name="currency"
          label="Currency"
          defaultValue={preview?.currency ?? 'GBP'}
          maxLength={3}
          error={errors?.currency}
        />
      </div>
      <FormField
        id={`${id}-url`}
        name="url"
        type="url"
        label="Link (optional)"
        placeholder="https://"
        defaultValue={preview?.url ?? ''}
        error={errors?.url}
      />
      <FormField
        id={`${id}-note`}
        name="note"
        label="Note (optional)"
        placeholder="size 10, the blue one"
        maxLength={WISHLIST_LIMITS.noteMax}
        error={errors?.note}
      />
      <FormField
        id={`${id}-quantity`}
        name="quantity"
        type="number"
        label="Quantity wanted"
        min={1}
        max={WISHLIST_LIMITS.quantityMax}
        defaultValue={1}
        error={errors?.quantity}
      />
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" name="mostWanted" className="size-4" />
        Most wanted
      </label>
      <Button type="submit" disabled={saving}>
        {saving ? 'Adding...' : 'Add to list'}
      </Button>
    </fetcher.Form>
  )
}

/**
 * 'Add by link': paste a product page's link from any shop; the server reads its name, picture,
 * price and currency, and the filled form is offered to confirm or edit. When the page cannot be
 * read the same form is offered empty, to fill in by hand. `initialPreview` is what a plain form
 * post (no JavaScript) read.
 */
export function AddByLinkDialog({
  wishlistId,
  initialPreview,
}: {
  wishlistId: string
  initialPreview?: LinkPreview | null
}) {
  const reader = useFetcher<WishlistItemResult>()
  const adder = useFetcher<WishlistItemResult>()
  const { opened, openHref } = useListDialog('add-link')
  const [open, setOpen] = useState(opened)
  const [preview, setPreview] = useState<LinkPreview | null>(initialPreview ?? null)
  useResultToast(reader, {
    inlineFieldErrors: true,
    then: (result) => setPreview(result.preview ?? null),
  })
  useResultToast(adder, {
    inlineFieldErrors: true,
    then: (result) => {
      if (!result.ok) return
      setOpen(false)
      setPreview(null)
    },
  })
  const id = useId()
  const reading = reader.state !== 'idle'
  const linkError = reader.data && !reader.data.ok ? reader.data.fieldErrors?.url : undefined
  return (
    <DisclosureDialog
      open={open}
      onOpenChange={setOpen}
      defaultOpen={opened || Boolean(initialPreview)}
      openHref={openHref}
      variant="default"
      trigger={
        <>
          <Link2 aria-hidden="true" />
          Add by link
        </>
      }
      title="Add by link"
      description="Paste the link of a product page from any shop. We read its name, picture and price for you to check."
    >
      <reader.Form method="post" className="grid gap-3" noValidate>
        <input type="hidden" name="intent" value="preview-link" />
        <input type="hidden" name="wishlistId" value={wishlistId} />
        <FormField
          id={`${id}-link`}
          name="url"
          type="url"
          label="Product page link"
          placeholder="https://"
          defaultValue={preview?.url ?? ''}
          required
          error={linkError}
        />
        <Button type="submit" variant="outline" disabled={reading}>
          {reading ? 'Reading page...' : 'Read page'}
        </Button>
      </reader.Form>
      {preview ? (
        <div className="grid gap-3 border-t border-slate-200 pt-4 dark:border-slate-800">
          {preview.problem ? (
            <p
              role="status"
              className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
            >
              {preview.problem}
            </p>
          ) : (
            <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
              Check the details, change anything you like, then add it.
            </p>
          )}
          <ItemForm key={`${preview.url}|${preview.name}`} wishlistId={wishlistId} fetcher={adder} preview={preview} />
        </div>
      ) : null}
    </DisclosureDialog>
  )
}

/** 'Add your own': a thing added by hand (name, price, link, note). */
export function AddYourOwnDialog({ wishlistId }: { wishlistId: string }) {
  const adder = useFetcher<WishlistItemResult>()
  const { opened, openHref } = useListDialog('add-own')
  const [open, setOpen] = useState(opened)
  const [round, setRound] = useState(0)
  useResultToast(adder, {
    inlineFieldErrors: true,
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
      defaultOpen={opened}
      openHref={openHref}
      trigger={
        <>
          <PenLine aria-hidden="true" />
          Add your own
        </>
      }
      title="Add your own"
      description="Anything at all: a thing from a shop we don't know, something handmade, an experience."
    >
      <ItemForm key={round} wishlistId={wishlistId} fetcher={adder} />
    </DisclosureDialog>
  )
}
