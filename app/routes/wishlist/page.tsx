import { data, isRouteErrorResponse, Link, useLocation } from 'react-router'

import { AccountHero } from '#app/components/layout/account-hero.tsx'
import { LoadError } from '#app/components/layout/load-error.tsx'
import { NotFound } from '#app/components/layout/not-found.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Icon } from '#app/components/ui/icon.tsx'
import { AddByLinkDialog, AddYourOwnDialog } from '#app/components/wishlist/add-item-dialogs.tsx'
import { CollaboratorList } from '#app/components/wishlist/collaborator-list.tsx'
import { LeaveListButton, RenameDialog, RevealClaimsButton } from '#app/components/wishlist/list-settings.tsx'
import { Paginator } from '#app/components/wishlist/paginator.tsx'
import { ShareDialog } from '#app/components/wishlist/share-dialog.tsx'
import { LIST_ACTIONS_ANCHOR } from '#app/components/wishlist/use-page-disclosure.ts'
import { WishlistItems } from '#app/components/wishlist/wishlist-item-card.tsx'
import { WishlistSelector } from '#app/components/wishlist/wishlist-selector.tsx'
import { metaFromLoader } from '#app/lib/meta.ts'
import { buildMeta } from '#app/lib/seo.ts'
import {
  WISHLIST_ITEM_INTENTS,
  WishlistItemActionSchema,
  type WishlistItemIntent,
  type WishlistItemResult,
} from '#app/lib/wishlist/contract.ts'
import { LIST_KIND_LABELS, WISHLIST_MESSAGES } from '#app/lib/wishlist/wishlist.ts'
import { requireUser } from '#app/server/auth/session.server.ts'
import { getServices } from '#app/server/context.server.ts'
import { NotFoundError } from '#app/server/domain-errors.server.ts'
import { answerAction, formFields, parseInput, type ActionFailure } from '#app/server/http/answer.server.ts'
import { redirectWithToast } from '#app/server/http/toast.server.ts'

import type { Route } from './+types/page'

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context)
  const { wishlists, config } = getServices(context)
  const search = new URL(request.url).searchParams
  try {
    const { lists, current } = await wishlists.page(user, search.get('id'), Number(search.get('page') ?? 1))
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

/** 'Add to list' says 'Already on this list' by itself; other failures read the title plus the reason. */
const addFailed = ({ message }: ActionFailure) =>
  message === WISHLIST_MESSAGES.alreadyOnList
    ? { message }
    : { message: 'Could not add item to wishlist.', detail: message }

/** The toasts of the page's forms. */
const ITEM_WORDS: Record<
  WishlistItemIntent,
  { ok: string; failed: string | ((failure: ActionFailure) => { message: string; detail?: string }) }
> = {
  toggle: { ok: 'Marked as Purchased', failed: 'Could not update item status.' },
  remove: { ok: 'Removed', failed: 'Could not remove item.' },
  'update-item': { ok: 'Item updated', failed: 'Could not update item.' },
  'preview-link': { ok: 'Check the details and add it', failed: 'Could not read that link.' },
  'add-item': { ok: 'Added to wishlist', failed: addFailed },
  rename: { ok: 'Wishlist updated', failed: 'Could not update wishlist.' },
  share: { ok: 'Share link created', failed: 'Could not share wishlist.' },
  'stop-sharing': { ok: 'Sharing stopped', failed: 'Could not stop sharing.' },
  'reveal-claims': { ok: 'Claims revealed', failed: 'Could not reveal claims.' },
  leave: { ok: 'You left the wishlist', failed: 'Could not leave wishlist.' },
  claim: { ok: "You're getting this", failed: 'Could not claim this.' },
  unclaim: { ok: 'Claim undone', failed: 'Could not undo your claim.' },
}

const isItemIntent = (intent: unknown): intent is WishlistItemIntent =>
  typeof intent === 'string' && (WISHLIST_ITEM_INTENTS as readonly string[]).includes(intent)

/** Every form of the page: items, 'Add by link' and 'Add your own', the list's settings, sharing, claims. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context)
  const { wishlists, people, config } = getServices(context)
  const fields = formFields(await request.formData())
  const intent: WishlistItemIntent = isItemIntent(fields.intent) ? fields.intent : 'remove'

  if (intent === 'leave') {
    // Once left, the list is no longer the user's to see: go back to their own lists.
    let failure: unknown
    try {
      const input = parseInput(WishlistItemActionSchema, fields)
      await wishlists.leave(user, input.wishlistId)
      return redirectWithToast('/wishlist', { type: 'success', title: ITEM_WORDS.leave.ok }, config)
    } catch (error) {
      if (error instanceof Response) throw error
      failure = error
    }
    return answerAction(request, config, {
      intent,
      words: ITEM_WORDS.leave,
      fallbackPath: '/wishlist',
      run: () => Promise.reject(failure),
    })
  }

  return answerAction(request, config, {
    intent,
    words: ITEM_WORDS[intent],
    fallbackPath: '/wishlist',
    // Without JavaScript, what 'Add by link' read is shown in the page itself.
    inPage: intent === 'preview-link',
    run: async () => {
      const input = parseInput(WishlistItemActionSchema, fields)
      switch (input.intent) {
        case 'toggle': {
          const { purchased } = await wishlists.setPurchased(user, input)
          // A list for one of the user's people: the purchase goes into (or back out of) their gift history.
          await people.recordListGift(user, { wishlistId: input.wishlistId, itemId: input.itemId, given: purchased })
          return { message: purchased ? 'Marked as Purchased' : 'Unmarked', purchased }
        }
        case 'remove':
          return void (await wishlists.removeItem(user, input))
        case 'update-item':
          return void (await wishlists.updateItem(user, input))
        case 'preview-link': {
          const preview = await wishlists.previewLink(user, input)
          return preview.found ? { preview } : { preview, message: 'Fill in the details', tone: 'warning' as const }
        }
        case 'add-item': {
          const { wishlistId: _wishlistId, intent: _intent, ...item } = input
          const added = await wishlists.addFromForm(user, input.wishlistId, item)
          return { detail: `${added.productName} was added.` }
        }
        case 'rename':
          return void (await wishlists.rename(user, input))
        case 'share':
          return { shareUrl: await wishlists.share(user, input.wishlistId) }
        case 'stop-sharing':
          await wishlists.stopSharing(user, input.wishlistId)
          return { detail: 'The link no longer works.', shareUrl: null }
        case 'reveal-claims':
          return void (await wishlists.revealClaims(user, input.wishlistId))
        case 'leave':
          return // answered above
        case 'claim':
          await wishlists.claimAsUser(user, { via: 'member', wishlistId: input.wishlistId }, input)
          return
        case 'unclaim':
          return void (await wishlists.unclaim(user, { via: 'member', wishlistId: input.wishlistId }, input.claimId))
      }
    },
  })
}

export const meta = metaFromLoader

/** The page's hero, also shown above its load-error message. */
const HERO = { title: 'My Wishlists', subtitle: 'Keep track of gift ideas and plan presents together.' }

function EmptyWishlist({ hasLists }: { hasLists: boolean }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-6 py-16 text-center dark:border-slate-700">
      <Icon name="Gift" className="size-12 text-brand-700 dark:text-brand-200" />
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

export default function Wishlist({ loaderData, actionData }: Route.ComponentProps) {
  const { lists, current } = loaderData
  const { search } = useLocation()
  const count = current?.itemCount ?? 0
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
                  <p className="flex flex-wrap items-center gap-x-3 text-sm text-slate-600 dark:text-slate-400">
                    <span>
                      {count} {count === 1 ? 'item' : 'items'}
                    </span>
                    <span>For: {LIST_KIND_LABELS[current.kind]}</span>
                    {current.occasionLabel ? (
                      <span className="inline-flex items-center gap-1">
                        <Icon name="CalendarDays" className="size-4" />
                        Occasion: {current.occasionLabel}
                      </span>
                    ) : null}
                  </p>
                </div>
                {lists.length > 1 ? <WishlistSelector lists={lists} currentId={current.id} /> : null}
              </div>
              <div id={LIST_ACTIONS_ANCHOR} className="mb-6 flex flex-wrap items-start gap-2">
                <AddByLinkDialog
                  key={current.id}
                  wishlistId={current.id}
                  initialPreview={(actionData as WishlistItemResult | undefined)?.preview ?? null}
                />
                <AddYourOwnDialog wishlistId={current.id} />
                {current.isOwner ? (
                  <>
                    <ShareDialog
                      wishlist={{
                        id: current.id,
                        name: current.name,
                        kind: current.kind,
                        shareUrl: current.shareUrl ?? null,
                      }}
                    />
                    <RenameDialog wishlist={current} />
                    {current.canRevealClaims ? <RevealClaimsButton wishlistId={current.id} /> : null}
                  </>
                ) : (
                  <LeaveListButton wishlistId={current.id} wishlistName={current.name} />
                )}
              </div>
              {current.kind === 'me' && current.isOwner && !current.claimsRevealed ? (
                <p className="mb-6 rounded-lg bg-brand-50 p-4 text-sm text-brand-900 dark:bg-slate-800 dark:text-slate-200">
                  This is your own wish list: share it, and the people you share it with claim what they&apos;ll get.
                  Claims stay secret from you
                  {current.occasionLabel ? `; after ${current.occasionLabel} you can choose to see who got what` : ''}.
                </p>
              ) : null}
              {current.items.length ? (
                <>
                  <WishlistItems items={current.items} kind={current.kind} />
                  <Paginator page={current.page} search={search} label="Wishlist pages" />
                </>
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
