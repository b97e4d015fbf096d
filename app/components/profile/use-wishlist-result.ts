import { useFetcherResult } from '#app/components/ui/use-fetcher-result.ts'
import { notify } from '#app/lib/notify.ts'

/** What the profile action answers for the wishlist cards (see profile-actions.server.ts). */
export interface WishlistCardResult {
  intent: string
  ok: boolean
  message: string
  detail?: string
  tone?: 'warning'
}

/** Shows a wishlist card's answer as a toast, once, and hands it to `then` (e.g. to close a dialog). */
export function useWishlistResult(
  fetcher: { data: WishlistCardResult | undefined },
  then?: (result: WishlistCardResult) => void,
) {
  useFetcherResult(fetcher, (result) => {
    void notify(result.ok ? (result.tone ?? 'success') : 'error', result.message, result.detail)
    then?.(result)
  })
}
