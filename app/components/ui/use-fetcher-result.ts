import { useEffect, useEffectEvent, useRef } from 'react'

/**
 * Calls `onResult` once for each answer a fetcher receives (toasts, closing a dialog). It runs
 * as soon as the answer arrives, before revalidation ends, so a card removed by that
 * revalidation still gets to say so. Answers are compared by identity, so each counts once.
 */
export function useFetcherResult<T>(fetcher: { data: T | undefined }, onResult: (data: T) => void) {
  const handle = useEffectEvent(onResult)
  const seen = useRef<T | undefined>(undefined)
  useEffect(() => {
    if (fetcher.data === undefined || fetcher.data === seen.current) return
    seen.current = fetcher.data
    handle(fetcher.data)
  }, [fetcher.data])
}
