import { useEffect, useRef } from 'react'
import { useFetcher } from 'react-router'

import { Button } from '#app/components/ui/button.tsx'
import { notify } from '#app/lib/notify.ts'
import { Input } from '#app/components/ui/input.tsx'

interface NewsletterResult {
  ok: boolean
  message: string
}

/** 'Stay Updated': double opt-in newsletter sign-up (issue 3, item 8). Works without JavaScript. */
export function NewsletterForm() {
  const fetcher = useFetcher<NewsletterResult>()
  const formRef = useRef<HTMLFormElement>(null)
  const busy = fetcher.state !== 'idle'

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return
    if (fetcher.data.ok) {
      void notify('success', 'Almost there!', fetcher.data.message)
      formRef.current?.reset()
    } else {
      void notify('error', 'Error', fetcher.data.message)
    }
  }, [fetcher.state, fetcher.data])

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
