import { useEffect } from 'react'
import type { FetcherWithComponents } from 'react-router'

import { notify } from '#app/lib/notify.ts'

/** What the profile page's action answers for each card. */
export interface ProfileActionResult {
  intent: string
  ok: boolean
  message: string
  /** Why it failed, e.g. the field's validation message. */
  detail?: string
}

/** Shows a card's result as a toast once its fetcher settles. */
export function useResultToast(fetcher: FetcherWithComponents<ProfileActionResult>) {
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return
    const { ok, message, detail } = fetcher.data
    void notify(ok ? 'success' : 'error', message, detail)
  }, [fetcher.state, fetcher.data])
}
