import { resultToastType, type ActionResult } from '#app/lib/action-result.ts'
import { notify } from '#app/lib/notify.ts'

import { useFetcherResult } from '#app/components/ui/use-fetcher-result.ts'

/**
 * Shows each answer a form's fetcher receives as a toast, once (titled with the result's message,
 * described by its detail), then hands it to `then` (close a dialog, reset a form). With
 * `inlineFieldErrors`, a result that names field errors shows them by the fields instead of a toast.
 */
export function useResultToast<Result extends ActionResult>(
  fetcher: { data: Result | undefined },
  options: { then?: (result: Result) => void; inlineFieldErrors?: boolean } = {},
) {
  useFetcherResult(fetcher, (result) => {
    if (!(options.inlineFieldErrors && result.fieldErrors)) {
      void notify(resultToastType(result), result.message, result.detail)
    }
    options.then?.(result)
  })
}
