import { Icon } from '#app/components/ui/icon.tsx'
import { lazy, Suspense, useState } from 'react'
import { useLocation, useNavigate, useRouteLoaderData } from 'react-router'

import { Button, type ButtonProps } from '#app/components/ui/button.tsx'
import { notify } from '#app/lib/notify.ts'
import {
  toWishlistProduct,
  type ProductForPerson,
  type ProductSource,
  type WishlistProduct,
} from '#app/lib/product/wishlist-product.ts'
import type { loader as rootLoader } from '#app/root.tsx'

// Loaded on first use, so guide and search pages do not pay for the dialog up front.
const AddToWishlistDialog = lazy(() => import('#app/components/product/add-to-wishlist-dialog.tsx'))

type Look = Pick<ButtonProps, 'variant' | 'size' | 'className'>

function Label({ product }: { product: WishlistProduct }) {
  return (
    <>
      <Icon name="Heart" />
      Add to Wishlist
      <span className="sr-only">: {product.name}</span>
    </>
  )
}

/**
 * 'Add to Wishlist' for every product card (search results, finder suggestions, curated products),
 * fed by the one product adapter. With a session it opens the dialog. Without one it says 'Sign in
 * required' and goes to /auth, coming back here after sign-in; being a GET form to /auth, that part
 * also works before the page has hydrated. Nothing to save (no retailer link yet): no button.
 * With `forPerson` (the finder opened for someone) it reads 'Save to {name}'s list' and saves
 * straight to their list, with 'Another list' opening the usual dialog.
 */
export function AddToWishlistButton({
  source,
  forPerson,
  ...look
}: { source: ProductSource; forPerson?: ProductForPerson } & Look) {
  const product = toWishlistProduct(source)
  if (!product) return null
  return <WishlistButton product={product} forPerson={forPerson} {...look} />
}

type SaveState = 'idle' | 'saving' | 'saved'

/** Saves the product to the person's list through the people feature's endpoint, toasting the answer. */
async function saveForPerson(product: WishlistProduct, person: ProductForPerson): Promise<boolean> {
  try {
    const response = await fetch('/api/people/suggestions', {
      method: 'POST',
      headers: { Accept: 'application/json' },
      body: new URLSearchParams({
        intent: 'save',
        personId: person.id,
        name: product.name,
        imageUrl: product.imageUrl ?? '',
        price: String(product.price),
        url: product.url,
        ideaId: product.ideaId ?? '',
      }),
    })
    const answer = (await response.json()) as
      { ok: true; message: string; detail: string } | { ok: false; error: string }
    if (!answer.ok) {
      void notify('error', `Could not save to ${person.name}'s list`, answer.error)
      return false
    }
    void notify('success', answer.message, answer.detail)
    return true
  } catch {
    void notify('error', `Could not save to ${person.name}'s list`, 'Please try again.')
    return false
  }
}

function WishlistButton({
  product,
  forPerson,
  variant = 'outline',
  size,
  className,
}: { product: WishlistProduct; forPerson?: ProductForPerson } & Look) {
  const root = useRouteLoaderData<typeof rootLoader>('root')
  const navigate = useNavigate()
  const location = useLocation()
  const [open, setOpen] = useState(false)
  const [saveState, setSaveState] = useState<SaveState>('idle')
  const redirectTo = `${location.pathname}${location.search}`

  if (!root?.user) {
    return (
      <form
        method="get"
        action="/auth"
        className={className}
        onSubmit={(event) => {
          event.preventDefault()
          void notify('error', 'Sign in required', 'Please sign in to add items to your wishlist.')
          void navigate(`/auth?${new URLSearchParams({ redirectTo }).toString()}`)
        }}
      >
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Button type="submit" variant={variant} size={size} className="w-full">
          <Label product={product} />
        </Button>
      </form>
    )
  }
  const dialogButton = forPerson ? (
    <Button type="button" variant="ghost" size="sm" className={className} onClick={() => setOpen(true)}>
      Another list<span className="sr-only">: {product.name}</span>
    </Button>
  ) : (
    <Button type="button" variant={variant} size={size} className={className} onClick={() => setOpen(true)}>
      <Label product={product} />
    </Button>
  )
  return (
    <>
      {forPerson ? (
        <Button
          type="button"
          variant={variant}
          size={size}
          className={className}
          disabled={saveState !== 'idle'}
          onClick={() => {
            setSaveState('saving')
            void saveForPerson(product, forPerson).then((saved) => setSaveState(saved ? 'saved' : 'idle'))
          }}
        >
          <Icon name="Heart" />
          {saveState === 'saved'
            ? `Saved to ${forPerson.name}'s list`
            : saveState === 'saving'
              ? 'Saving...'
              : `Save to ${forPerson.name}'s list`}
          <span className="sr-only">: {product.name}</span>
        </Button>
      ) : null}
      {dialogButton}
      {open ? (
        <Suspense fallback={null}>
          <AddToWishlistDialog product={product} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  )
}
