import { useEffect, useRef } from 'react'
import { useFetcher } from 'react-router'

import { Button } from '#app/components/ui/button.tsx'
import { notify } from '#app/lib/notify.ts'
import { FieldError, Input, Label, Textarea } from '#app/components/ui/input.tsx'

export interface ContactResult {
  ok: boolean
  message: string
  fieldErrors?: Partial<Record<'name' | 'email' | 'message', string>>
}

/** The contact form of About and Contact (spec sections 2, 4, 5). Posts to /contact; works without JavaScript. */
export function ContactForm() {
  const fetcher = useFetcher<ContactResult>()
  const formRef = useRef<HTMLFormElement>(null)
  const sending = fetcher.state !== 'idle'
  const errors = fetcher.data?.fieldErrors

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return
    if (fetcher.data.ok) {
      void notify('success', fetcher.data.message)
      formRef.current?.reset()
    } else if (!fetcher.data.fieldErrors) {
      void notify('error', fetcher.data.message)
    }
  }, [fetcher.state, fetcher.data])

  return (
    <fetcher.Form ref={formRef} method="post" action="/contact" className="space-y-4" aria-label="Contact form">
      <div className="space-y-2">
        <Label htmlFor="contact-name">Name</Label>
        <Input
          id="contact-name"
          name="name"
          required
          autoComplete="name"
          aria-invalid={errors?.name ? true : undefined}
          aria-describedby={errors?.name ? 'contact-name-error' : undefined}
        />
        <FieldError id="contact-name-error">{errors?.name}</FieldError>
      </div>
      <div className="space-y-2">
        <Label htmlFor="contact-email">Email</Label>
        <Input
          id="contact-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          aria-invalid={errors?.email ? true : undefined}
          aria-describedby={errors?.email ? 'contact-email-error' : undefined}
        />
        <FieldError id="contact-email-error">{errors?.email}</FieldError>
      </div>
      <div className="space-y-2">
        <Label htmlFor="contact-message">Message</Label>
        <Textarea
          id="contact-message"
          name="message"
          rows={5}
          required
          aria-invalid={errors?.message ? true : undefined}
          aria-describedby={errors?.message ? 'contact-message-error' : undefined}
        />
        <FieldError id="contact-message-error">{errors?.message}</FieldError>
      </div>
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
