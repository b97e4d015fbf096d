import { useFetcher } from 'react-router'

import { useResultToast } from '#app/components/ui/use-result-toast.ts'
import type { PersonResult } from '#app/lib/people/contract.ts'

/** One form of a person's page: its fetcher, its toast, and the problems it found by field. */
export function usePersonForm(key: string, options: { then?: (result: PersonResult) => void } = {}) {
  const fetcher = useFetcher<PersonResult>({ key })
  useResultToast(fetcher, { inlineFieldErrors: true, then: options.then })
  const errors: Partial<Record<string, string>> = fetcher.data?.ok === false ? (fetcher.data.fieldErrors ?? {}) : {}
  return { fetcher, errors, busy: fetcher.state !== 'idle' }
}
