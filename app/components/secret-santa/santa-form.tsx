import { useRef, type ReactNode } from 'react'
import { useFetcher } from 'react-router'

import { useResultToast } from '#app/components/ui/use-result-toast.ts'
import type { ActionResult } from '#app/lib/action-result.ts'

/**
 * A form of a Secret Santa page: a real POST with its intent (so it works without JavaScript),
 * sent by a fetcher when JavaScript runs, its answer shown as a toast. `resetOnSuccess` empties
 * it after a success (a question asked, invitations sent).
 */
export function SantaForm({
  intent,
  action,
  resetOnSuccess = false,
  className,
  children,
}: {
  intent: string
  action?: string
  resetOnSuccess?: boolean
  className?: string
  children: (state: { busy: boolean; result: ActionResult | undefined }) => ReactNode
}) {
  const fetcher = useFetcher<ActionResult>()
  const form = useRef<HTMLFormElement>(null)
  useResultToast(fetcher, {
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
