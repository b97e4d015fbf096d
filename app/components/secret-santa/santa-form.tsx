import { useRef, type ReactNode } from 'react'
import { useFetcher } from 'react-router'

import { useResultToast } from '#app/components/ui/use-result-toast.ts'
import type { ActionResult } from '#app/lib/action-result.ts'

const NO_RESULT = { data: undefined }

/**
 * The toast for the forms of a list whose rows remove themselves (`SantaForm` with `sharedBy`):
 * called by the list, which stays on the page when the row it answers for is gone.
 */
export function useRowFormsToast(key: string) {
  useResultToast(useFetcher<ActionResult>({ key }))
}

/**
 * A form of a Secret Santa page: a real POST with its intent (so it works without JavaScript),
 * sent by a fetcher when JavaScript runs, its answer shown as a toast. `resetOnSuccess` empties
 * it after a success (a question asked, invitations sent). A row that removes itself names the
 * fetcher it shares with its list (`sharedBy`), and the list shows the toast (`useRowFormsToast`):
 * the page can drop the row in the same update that brings its answer, before its toast is shown.
 */
export function SantaForm({
  intent,
  action,
  resetOnSuccess = false,
  sharedBy,
  className,
  children,
}: {
  intent: string
  action?: string
  resetOnSuccess?: boolean
  sharedBy?: string
  className?: string
  children: (state: { busy: boolean; result: ActionResult | undefined }) => ReactNode
}) {
  const fetcher = useFetcher<ActionResult>(sharedBy ? { key: sharedBy } : undefined)
  const form = useRef<HTMLFormElement>(null)
  useResultToast(sharedBy ? NO_RESULT : fetcher, {
    then: (result) => {
      if (result.ok && resetOnSuccess) form.current?.reset()
    },
  })
  return (
    <fetcher.Form ref={form} method="post" action={action} className={className}>
      <input type="hidden" name="intent" value={intent} />
      {children({ busy: fetcher.state !== 'idle', result: fetcher.data })}
    </fetcher.Form>
  )
}
