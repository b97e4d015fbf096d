import { Gift } from 'lucide-react'
import { data, isRouteErrorResponse, Link } from 'react-router'

import { AccountHero } from '#app/components/layout/account-hero.tsx'
import { LoadError } from '#app/components/layout/load-error.tsx'
import { NotFound } from '#app/components/layout/not-found.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { CollaboratorList } from '#app/components/wishlist/collaborator-list.tsx'
import { WishlistItemCard } from '#app/components/wishlist/wishlist-item-card.tsx'
import { WishlistSelector } from '#app/components/wishlist/wishlist-selector.tsx'
import { metaFromLoader } from '#app/lib/meta.ts'
import { buildMeta } from '#app/lib/seo.ts'
import { WishlistItemActionSchema } from '#app/lib/wishlist/contract.ts'
import { requireUser } from '#app/server/auth/session.server.ts'
import { getServices } from '#app/server/context.server.ts'
import { NotFoundError } from '#app/server/domain-errors.server.ts'
import { answerAction, formFields, parseInput } from '#app/server/http/answer.server.ts'

import type { Route } from './+types/page'

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context)
  const { wishlists, config } = getServices(context)
  try {
    const { lists, current } = await wishlists.page(user, new URL(request.url).searchParams.get('id'))
    const meta = buildMeta({
      title: 'My Wishlists',
      description: 'Your Giftwise wishlists and the lists shared with you.',
      path: '/wishlist',
      appUrl: config.APP_URL,
      noindex: true,
    })
    return { meta, lists, current }
  } catch (error) {
    // A list the user may not see answers exactly like one that does not exist.
    if (error instanceof NotFoundError) throw data(null, { status: 404 })
    throw error
  }
}

/** The toasts of the item forms. */
const ITEM_WORDS = {
  toggle: { ok: 'Marked as Purchased', failed: 'Could not update item status.' },
  remove: { ok: 'Removed', failed: 'Could not remove item.' },
} as const

/** Marks an item purchased or not, or removes it (owner and collaborators). */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context)
  const { wishlists, people, config } = getServices(context)
  const fields = formFields(await request.formData())
  const intent = fields.intent === 'toggle' ? 'toggle' : 'remove'
  return answerAction(request, config, {
    intent,
    words: ITEM_WORDS[intent],
    fallbackPath: '/wishlist',
    run: async () => {
      const input = parseInput(WishlistItemActionSchema, fields)
      if (input.intent === 'remove') return void (await wishlists.removeItem(user, input))
      const { purchased } = await wishlists.setPurchased(user, input)
      // A list for one of the user's people: the purchase goes into (or back out of) their gift history.
      await people.recordListGift(user, { wishlistId: input.wishlistId, itemId: input.itemId, given: purchased })
      return { message: purchased ? 'Marked as Purchased' : 'Unmarked', purchased }
    },
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
