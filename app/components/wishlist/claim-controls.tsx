import { useId, useState, type ReactNode } from 'react'
import { useFetcher } from 'react-router'

import { Button } from '#app/components/ui/button.tsx'
import { DisclosureDialog } from '#app/components/wishlist/disclosure-dialog.tsx'
import { FormField } from '#app/components/ui/form-field.tsx'
import { Icon } from '#app/components/ui/icon.tsx'
import { Input, Label } from '#app/components/ui/input.tsx'
import { useResultToast } from '#app/components/ui/use-result-toast.ts'
import type { ActionResult } from '#app/lib/action-result.ts'
import type { GiverClaimView } from '#app/lib/wishlist/contract.ts'

/** How many units to claim, when an item asks for more than one. */
function QuantityField({ id, remaining }: { id: string; remaining: number }) {
  if (remaining <= 1) return <input type="hidden" name="quantity" value="1" />
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id}>How many?</Label>
      <Input id={id} name="quantity" type="number" min={1} max={remaining} defaultValue={1} className="w-20" />
    </div>
  )
}

/**
 * What a giver sees on an item of a list someone made for themselves: 'I'll get this', or, once
 * claimed, 'You're getting this' with 'Undo'; 'Claimed' when others took every unit. Never
 * rendered for the list's owner. Without a session (a shared list) 'I'll get this' asks for a
 * name and an email address, and the claim waits for the emailed link.
 */
export function ClaimControls({
  itemName,
  quantity,
  claims,
  hidden,
  signedIn,
}: {
  itemName: string
  quantity: number
  claims: GiverClaimView
  /** Fields the forms post with: the item's id, and its list's id on /wishlist. */
  hidden: Record<string, string>
  signedIn: boolean
}) {
  const fetcher = useFetcher<ActionResult>()
  const undo = useFetcher<ActionResult>()
  const [asking, setAsking] = useState(false)
  useResultToast(fetcher, {
    inlineFieldErrors: true,
    then: (result) => {
      if (result.ok) setAsking(false)
    },
  })
  useResultToast(undo)
  const quantityId = useId()
  const fieldsId = useId()
  const hiddenFields = (extra: Record<string, string>) =>
    Object.entries({ ...hidden, ...extra }).map(([name, value]) => (
      <input key={name} type="hidden" name={name} value={value} />
    ))
  const { mine, remaining } = claims
  const stillWanted =
    quantity > 1 ? (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {remaining} of {quantity} still wanted
      </p>
    ) : null

  if (mine && !mine.pending) {
    return (
      <div className="grid gap-2">
        <p className="flex items-center gap-2 text-sm font-semibold text-emerald-800 dark:text-emerald-300">
          <Icon name="Gift" className="size-4" />
          You&apos;re getting this{mine.quantity > 1 ? ` (${mine.quantity})` : ''}
        </p>
        <undo.Form method="post">
          {hiddenFields({ intent: 'unclaim', claimId: mine.id })}
          <Button type="submit" size="sm" variant="outline" disabled={undo.state !== 'idle'}>
            <Icon name="Undo2" />
            Undo
            <span className="sr-only">: {itemName}</span>
          </Button>
        </undo.Form>
      </div>
    )
  }
  if (mine?.pending && !signedIn) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        <Icon name="MailCheck" className="size-4" />
        Check your email to confirm you&apos;re getting this.
      </p>
    )
  }
  if (remaining <= 0) {
    return (
      <p className="text-sm font-medium text-slate-600 dark:text-slate-400">
        Claimed<span className="sr-only">: someone is getting {itemName}</span>
      </p>
    )
  }
  if (signedIn) {
    return (
      <div className="grid gap-2">
        {stillWanted}
        <fetcher.Form method="post" className="flex flex-wrap items-center gap-2">
          {hiddenFields({ intent: 'claim' })}
          <QuantityField id={quantityId} remaining={remaining} />
          <Button type="submit" size="sm" disabled={fetcher.state !== 'idle'}>
            <Icon name="Gift" />
            I&apos;ll get this
            <span className="sr-only">: {itemName}</span>
          </Button>
        </fetcher.Form>
      </div>
    )
  }
  return (
    <div className="grid gap-2">
      {stillWanted}
      <DisclosureDialog
        open={asking}
        onOpenChange={setAsking}
        variant="default"
        trigger={
          <>
            <Icon name="Gift" />
            I&apos;ll get this
            <span className="sr-only">: {itemName}</span>
          </>
        }
        title={`I'll get ${itemName}`}
        description="Give your name and email address. We email you a link to confirm; until then nothing is claimed. The list's owner is never told."
        width="narrow"
      >
        <AnonymousClaimForm fieldsId={fieldsId} remaining={remaining} hidden={hiddenFields} fetcher={fetcher} />
      </DisclosureDialog>
    </div>
  )
}

function AnonymousClaimForm({
  fieldsId,
  remaining,
  hidden,
  fetcher,
}: {
  fieldsId: string
  remaining: number
  hidden: (extra: Record<string, string>) => ReactNode
  fetcher: ReturnType<typeof useFetcher<ActionResult>>
}) {
  const errors = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors : undefined
  return (
    <fetcher.Form method="post" className="grid gap-4" noValidate>
      {hidden({ intent: 'claim' })}
      <FormField
        id={`${fieldsId}-name`}
        name="name"
        label="Your name"
        autoComplete="name"
        required
        error={errors?.name}
      />
      <FormField
        id={`${fieldsId}-email`}
        name="email"
        type="email"
        label="Your email address"
        autoComplete="email"
        required
        error={errors?.email}
        hint="Only to confirm your claim and let you undo it. The list's owner never sees it."
      />
      <QuantityField id={`${fieldsId}-quantity`} remaining={remaining} />
      <Button type="submit" disabled={fetcher.state !== 'idle'}>
        {fetcher.state !== 'idle' ? 'Sending...' : 'Send confirmation link'}
      </Button>
    </fetcher.Form>
  )
}
