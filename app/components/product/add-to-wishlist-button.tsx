import { Icon } from '#app/components/ui/icon.tsx'
import { lazy, Suspense, useState } from 'react'
import { useLocation, useNavigate, useRouteLoaderData } from 'react-router'

import { Button, type ButtonProps } from '#app/components/ui/button.tsx'
import { notify } from '#app/lib/notify.ts'
import { toWishlistProduct, type ProductSource, type WishlistProduct } from '#app/lib/product/wishlist-product.ts'
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
 */
export function AddToWishlistButton({ source, ...look }: { source: ProductSource } & Look) {
  const product = toWishlistProduct(source)
  return product ? <WishlistButton product={product} {...look} /> : null
}

function WishlistButton({ product, variant = 'outline', size, className }: { product: WishlistProduct } & Look) {
  const root = useRouteLoaderData<typeof rootLoader>('root')
  const navigate = useNavigate()
  const location = useLocation()
  const [open, setOpen] = useState(false)
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
  return (
    <>
      <Button type="button" variant={variant} size={size} className={className} onClick={() => setOpen(true)}>
        <Label product={product} />
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <AddToWishlistDialog product={product} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  )
}
