import { Gift } from 'lucide-react'
import { data, isRouteErrorResponse, Link } from 'react-router'

import { AccountHero } from '#app/components/layout/account-hero.tsx'
import { LoadError } from '#app/components/layout/load-error.tsx'
import { NotFound } from '#app/components/layout/not-found.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { CollaboratorList } from '#app/components/wishlist/collaborator-list.tsx'
import { WishlistItemCard, type WishlistItemResult } from '#app/components/wishlist/wishlist-item-card.tsx'
import { WishlistSelector } from '#app/components/wishlist/wishlist-selector.tsx'
import { formatGBP } from '#app/lib/format.ts'
import { metaFromLoader } from '#app/lib/meta.ts'
import { buildMeta } from '#app/lib/seo.ts'
import { requireUser } from '#app/server/auth/session.server.ts'
import { getServices } from '#app/server/context.server.ts'
import { describeError, NotFoundError } from '#app/server/domain-errors.server.ts'
import { answerFormPost } from '#app/server/http/form-answer.server.ts'
import { itemService } from '#app/server/wishlist/items.server.ts'
import { WishlistItemActionSchema } from '#app/server/wishlist/schemas.server.ts'
import { wishlistService } from '#app/server/wishlist/wishlists.server.ts'

import type { Route } from './+types/page'

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context)
  const requestedId = new URL(request.url).searchParams.get('id')
  const { db, config } = getServices(context)
  const wishlists = wishlistService(db)
  const lists = await wishlists.listForUser(user)
  const currentId = requestedId || lists[0]?.id
  let current = null
  if (currentId) {
    try {
      current = await wishlists.getWithItems(user, currentId)
    } catch (error) {
      // A list the user may not see answers exactly like one that does not exist.
      if (error instanceof NotFoundError) throw data(null, { status: 404 })
      throw error
    }
  }
  return {
    meta: buildMeta({
      title: 'My Wishlists',
      description: 'Your Giftwise wishlists and the lists shared with you.',
      path: '/wishlist',
      appUrl: config.APP_URL,
      noindex: true,
    }),
    lists: lists.map(({ id, name, isOwner, ownerName }) => ({ id, name, isOwner, ownerName })),
    current: current && {
      id: current.wishlist.id,
      name: current.wishlist.name,
      isOwner: current.wishlist.isOwner,
      ownerName: current.wishlist.ownerName,
      collaborators: current.wishlist.collaborators.map(({ userId, name, avatarUrl }) => ({ userId, name, avatarUrl })),
      items: current.items.map((item) => ({
        id: item.id,
        wishlistId: item.wishlistId,
        productName: item.productName,
        productImage: item.productImage,
        price: item.productPrice === null ? null : formatGBP(item.productPrice),
        productUrl: item.productUrl,
        purchased: item.purchased,
      })),
    },
  }
}

/** Marks an item purchased or not, or removes it (owner and collaborators). */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context)
  const { db, config } = getServices(context)
  const parsed = WishlistItemActionSchema.safeParse(Object.fromEntries(await request.formData()))
  let result: WishlistItemResult = { ok: false, error: 'Invalid request' }
  let status = 400
  if (parsed.success) {
    const input = parsed.data
    try {
      const items = itemService(db)
      if (input.intent === 'toggle') {
        const { purchased } = await items.setPurchased(user, input)
        result = { ok: true, intent: input.intent, purchased }
      } else {
        await items.removeItem(user, input)
        result = { ok: true, intent: input.intent }
      }
      status = 200
    } catch (error) {
      const failure = describeError(error)
      if (failure.status >= 500) console.error(`[wishlist] ${input.intent} failed`, error)
      result = { ok: false, error: failure.message }
      status = failure.status
    }
  }
  const failed = parsed.data?.intent === 'remove' ? 'Could not remove item.' : 'Could not update item status.'
  const title = !result.ok
    ? failed
    : result.intent === 'remove'
      ? 'Removed'
      : result.purchased
        ? 'Marked as Purchased'
        : 'Unmarked'
  // Fetchers get the result; a plain form post comes back to the page with the toast.
  return answerFormPost(request, config, {
    result,
    status,
    toast: result.ok ? { type: 'success', title } : { type: 'error', title, description: result.error },
    fallbackPath: '/wishlist',
  })
}

export const meta = metaFromLoader

/** The page's hero, also shown above its load-error message. */
const HERO = { title: 'My Wishlists', subtitle: 'Keep track of gift ideas and plan presents together.' }

function EmptyWishlist({ hasLists }: { hasLists: boolean }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-6 py-16 text-center dark:border-slate-700">
      <Gift aria-hidden="true" className="size-12 text-brand-700 dark:text-brand-200" />
      <h2 className="mt-4 text-xl font-semibold">Your wishlist is empty</h2>
      <p className="mt-2 max-w-md text-slate-600 dark:text-slate-400">
        {hasLists
          ? 'Add gifts from the search, the AI gift finder or our guides with the Add to Wishlist button.'
          : 'Create a wishlist from a product’s Add to Wishlist button or on your profile.'}
      </p>
      <Button asChild className="mt-6">
        <Link to="/">Browse Gifts</Link>
      </Button>
    </div>
  )
}

export default function Wishlist({ loaderData }: Route.ComponentProps) {
  const { lists, current } = loaderData
  return (
    <>
      <AccountHero {...HERO} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        {current ? (
          <div className="grid gap-8 lg:grid-cols-[1fr_18rem]">
            <section aria-labelledby="wishlist-title" className="min-w-0">
              <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
                <div>
                  <h2 id="wishlist-title" className="text-2xl font-bold">
                    {current.name}
                  </h2>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {current.items.length} {current.items.length === 1 ? 'item' : 'items'}
                  </p>
                </div>
                {lists.length > 1 ? <WishlistSelector lists={lists} currentId={current.id} /> : null}
              </div>
              {current.items.length ? (
                <ul aria-label="Wishlist items" className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
                  {current.items.map((item) => (
                    <WishlistItemCard key={item.id} item={item} />
                  ))}
                </ul>
              ) : (
                <EmptyWishlist hasLists />
              )}
            </section>
            <aside aria-label="People on this wishlist">
              <CollaboratorList
                collaborators={current.collaborators}
                isOwner={current.isOwner}
                ownerName={current.ownerName}
              />
            </aside>
          </div>
        ) : (
          <EmptyWishlist hasLists={false} />
        )}
      </div>
    </>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  return (
    <>
      <AccountHero {...HERO} />
      <LoadError message="Could not load your wishlist." retryTo="/wishlist" />
    </>
  )
}
