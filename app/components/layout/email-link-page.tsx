import { CircleCheck, Loader2, MailWarning, type LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Form, Link, useNavigation } from 'react-router'

import { Button } from '#app/components/ui/button.tsx'

import { MessagePanel } from '#app/components/layout/message-panel.tsx'

/** Where the visitor stands: asked to press the button, done, or holding a link that does not work. */
export type EmailLinkStep = 'ask' | 'done' | 'invalid'

interface Panel {
  title: string
  children: ReactNode
}

/**
 * The page an emailed link opens (newsletter confirm and unsubscribe). Opening it only asks: the
 * button POSTs the link's fields, so mail scanners that fetch links change nothing.
 */
export function EmailLinkPage({
  step,
  ask,
  done,
  invalid,
}: {
  step: EmailLinkStep
  ask: Panel & { icon: LucideIcon; submitLabel: string; fields: Record<string, string> }
  done: Panel
  invalid: Panel
}) {
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle'

  if (step !== 'ask') {
    const { title, children } = step === 'done' ? done : invalid
    return (
      <MessagePanel
        icon={step === 'done' ? CircleCheck : MailWarning}
        title={title}
        tone={step === 'done' ? 'success' : 'error'}
      >
        {children}
        <Button asChild size="lg">
          <Link to="/">Back to Home</Link>
        </Button>
      </MessagePanel>
    )
  }
  return (
    <MessagePanel icon={ask.icon} title={ask.title}>
      {ask.children}
      <Form method="post">
        {Object.entries(ask.fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          {ask.submitLabel}
        </Button>
      </Form>
    </MessagePanel>
  )
}
