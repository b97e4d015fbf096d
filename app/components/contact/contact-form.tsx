import { useRef } from 'react'
import { useFetcher } from 'react-router'

import { Button } from '#app/components/ui/button.tsx'
import { FormField, TextareaField } from '#app/components/ui/form-field.tsx'
import { useResultToast } from '#app/components/ui/use-result-toast.ts'
import type { ContactResult } from '#app/lib/contact/contract.ts'

/** The contact form of About and Contact. Posts to /contact; works without JavaScript. */
export function ContactForm() {
  const fetcher = useFetcher<ContactResult>()
  const formRef = useRef<HTMLFormElement>(null)
  const sending = fetcher.state !== 'idle'
  const errors = fetcher.data?.fieldErrors

  useResultToast(fetcher, { inlineFieldErrors: true, then: (result) => result.ok && formRef.current?.reset() })

  return (
    <fetcher.Form ref={formRef} method="post" action="/contact" className="space-y-4" aria-label="Contact form">
      <FormField id="contact-name" label="Name" name="name" required autoComplete="name" error={errors?.name} />
      <FormField
        id="contact-email"
        label="Email"
        name="email"
        type="email"
        required
        autoComplete="email"
        error={errors?.email}
      />
      <TextareaField id="contact-message" label="Message" name="message" rows={5} required error={errors?.message} />
      {/* Honeypot: people never see or fill it; bots that fill every field are quietly ignored. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Website</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <Button type="submit" disabled={sending} className="w-full sm:w-auto">
        {sending ? 'Sending...' : 'Send Message'}
      </Button>
    </fetcher.Form>
  )
}
