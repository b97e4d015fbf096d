import { CalendarDays, Gift } from 'lucide-react'
import { data, isRouteErrorResponse, Link, useLocation } from 'react-router'

import { NotFound } from '#app/components/layout/not-found.tsx'
import { PageHero } from '#app/components/layout/page-hero.tsx'
import { LoadError } from '#app/components/layout/load-error.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Paginator } from '#app/components/wishlist/paginator.tsx'
import { WishlistItemCard } from '#app/components/wishlist/wishlist-item-card.tsx'
import { buildMeta } from '#app/lib/seo.ts'
import { metaFromLoader } from '#app/lib/meta.ts'
import { SharedListActionSchema, type SharedListIntent } from '#app/lib/wishlist/contract.ts'
import { displayName } from '#app/lib/wishlist/wishlist.ts'
import { getOptionalUser, getRequester } from '#app/server/auth/session.server.ts'
import { getServices } from '#app/server/context.server.ts'
import { NotFoundError } from '#app/server/domain-errors.server.ts'
import { answerAction, formFields, parseInput } from '#app/server/http/answer.server.ts'

import type { Route } from './+types/shared'

/**
 * A shared list is for the people who hold its link: never indexed and never kept by a cache (a
 * revoked link must stop working at once). Its address, token included, is not sent on to shops:
 * the site-wide referrer policy (strict-origin-when-cross-origin) gives other sites the origin
 * only. (No stricter policy here: with 'no-referrer' browsers post the page's own forms with
 * Origin: null, which the origin check refuses.)
 */
const SHARED_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await getOptionalUser(request, context)
  const { wishlists, config } = getServices(context)
  const page = Number(new URL(request.url).searchParams.get('page') ?? 1)
  try {
    const list = await wishlists.sharedPage(user, params.token, page)
    const meta = buildMeta({
      title: `${list.name} — shared by ${displayName(list.ownerName)}`,
      description: `${displayName(list.ownerName)} shared a Giftwise list with you.`,
      path: `/shared/${params.token}`,
      appUrl: config.APP_URL,
      noindex: true,
    })
    return data({ meta, list, signedIn: user !== null }, { headers: SHARED_HEADERS })
  } catch (error) {
    // A revoked, replaced or made-up link: the same 404 as a page that does not exist.
    if (error instanceof NotFoundError) throw data(null, { status: 404, headers: SHARED_HEADERS })
    throw error
  }
}

export function headers(): HeadersInit {
  return SHARED_HEADERS
}

const SHARED_WORDS: Record<SharedListIntent, { ok: string; failed: string }> = {
  claim: { ok: "You're getting this", failed: 'Could not claim this.' },
  unclaim: { ok: 'Claim undone', failed: 'Could not undo your claim.' },
}

/** 'I'll get this' (signed in at once; otherwise by the emailed link) and 'Undo'. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const requester = await getRequester(request, context)
  const user = await getOptionalUser(request, context)
  const { wishlists, config } = getServices(context)
  const fields = formFields(await request.formData())
  const intent: SharedListIntent = fields.intent === 'unclaim' ? 'unclaim' : 'claim'
  return answerAction(request, config, {
    intent,
    words: SHARED_WORDS[intent],
    fallbackPath: `/shared/${params.token}`,
    run: async () => {
      const input = parseInput(SharedListActionSchema, fields)
      if (input.intent === 'unclaim') {
        if (!user) throw new NotFoundError('Claim not found')
        return void (await wishlists.unclaim(user, { via: 'share', token: params.token }, input.claimId))
      }
      const { confirmed } = await wishlists.claimShared({ ip: requester.ip, user }, params.token, input)
      if (confirmed) return
      return {
        message: 'Check your email',
        detail: `We sent a link to ${String(fields.email ?? '').trim()}. Open it to confirm; until then nothing is claimed.`,
      }
    },
  })
}

export const meta = metaFromLoader

export default function SharedList({ loaderData }: Route.ComponentProps) {
  const { list, signedIn } = loaderData
  const { search } = useLocation()
  const owner = displayName(list.ownerName)
  return (
    <>
      <PageHero
        title={list.name}
        subtitle={list.kind === 'me' ? `${owner}'s wish list` : `A gift list shared by ${owner}`}
      />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <section aria-labelledby="shared-title">
          <div className="mb-6 grid gap-2">
            <h2 id="shared-title" className="text-2xl font-bold">
              {list.name}
            </h2>
            <p className="flex flex-wrap items-center gap-x-3 text-sm text-slate-600 dark:text-slate-400">
              <span>
                {list.itemCount} {list.itemCount === 1 ? 'item' : 'items'}
              </span>
              {list.occasionLabel ? (
                <span className="inline-flex items-center gap-1">
                  <CalendarDays aria-hidden="true" className="size-4" />
                  Occasion: {list.occasionLabel}
                </span>
              ) : null}
            </p>
            {list.viewer === 'owner' ? (
              <p className="rounded-lg bg-brand-50 p-4 text-sm text-brand-900 dark:bg-slate-800 dark:text-slate-200">
                This is your list as the people you shared it with see it. Whatever they claim stays secret from you.
              </p>
            ) : list.kind === 'me' ? (
              <p className="text-slate-700 dark:text-slate-300">
                Press &lsquo;I&apos;ll get this&rsquo; on what you&apos;d like to give. {owner} won&apos;t be told who
                is getting what{signedIn ? '.' : ': without an account, we email you a link to confirm.'}
              </p>
            ) : null}
          </div>
          {list.items.length ? (
            <>
              <ul aria-label="Wishlist items" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
                {list.items.map((item) => (
                  <WishlistItemCard key={item.id} item={item} kind={list.kind} mode="shared" signedIn={signedIn} />
                ))}
              </ul>
              <Paginator page={list.page} search={search} label="Wishlist pages" />
            </>
          ) : (
            <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-6 py-16 text-center dark:border-slate-700">
              <Gift aria-hidden="true" className="size-12 text-brand-700 dark:text-brand-200" />
              <p className="mt-4 text-slate-600 dark:text-slate-400">Nothing on this list yet.</p>
            </div>
          )}
          {signedIn ? null : (
            <p className="mt-10 text-center text-sm text-slate-600 dark:text-slate-400">
              Want lists of your own?{' '}
              <Button asChild variant="link" className="h-auto p-0">
                <Link to="/auth">Sign up for Giftwise</Link>
              </Button>
            </p>
          )}
        </section>
      </div>
    </>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  return <LoadError message="Could not load this list." retryTo="/" />
}
