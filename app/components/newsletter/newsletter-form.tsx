import { useRef } from 'react'
import { useFetcher } from 'react-router'

import { Button } from '#app/components/ui/button.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { useResultToast } from '#app/components/ui/use-result-toast.ts'
import type { SubscribeResult } from '#app/lib/newsletter/contract.ts'

/** 'Stay Updated': double opt-in newsletter sign-up. Works without JavaScript. */
export function NewsletterForm() {
  const fetcher = useFetcher<SubscribeResult>()
  const formRef = useRef<HTMLFormElement>(null)
  const busy = fetcher.state !== 'idle'

  useResultToast(fetcher, { then: (result) => result.ok && formRef.current?.reset() })

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action="/newsletter"
      className="mx-auto mt-6 flex max-w-md flex-col gap-3 sm:flex-row"
    >
      <label htmlFor="newsletter-email" className="sr-only">
        Email address
      </label>
      <Input
        id="newsletter-email"
        type="email"
        name="email"
        required
        placeholder="you@example.com"
        autoComplete="email"
      />
      <Button type="submit" disabled={busy}>
        {busy ? 'Subscribing...' : 'Subscribe'}
      </Button>
    </fetcher.Form>
  )
}
