import { CircleCheck, Loader2, MailWarning, type LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Form, Link, useNavigation } from 'react-router'

import { Button } from '#app/components/ui/button.tsx'

import { MessagePanel } from '#app/components/layout/message-panel.tsx'

/** Where the visitor stands: asked to press the button, done, or holding a link that does not work. */
export type EmailLinkStep = 'ask' | 'done' | 'invalid'

interface Panel {
  title: string
  paragraphs: readonly string[]
}

/** The words of an emailed-link page (content/site/email-link-pages.json). */
export interface EmailLinkCopy {
  meta: { title: string; description: string; path: string }
  ask: Panel & { submitLabel: string }
  done: Panel
  invalid: Panel
}

/** The page's step for the state its loader or action found: `doneState` shows 'done', 'invalid' the problem, anything else asks. */
export function linkStep(state: string, doneState: string): EmailLinkStep {
  return state === doneState ? 'done' : state === 'invalid' ? 'invalid' : 'ask'
}

function Paragraphs({ lines }: { lines: readonly string[] }) {
  return lines.map((line) => <p key={line}>{line}</p>)
}

/**
 * The page an emailed link opens (newsletter confirm and unsubscribe). Opening it only asks: the
 * button POSTs the link's fields, so mail scanners that fetch links change nothing.
 */
export function EmailLinkPage({
  step,
  copy,
  icon,
  fields,
  children,
}: {
  step: EmailLinkStep
  copy: EmailLinkCopy
  /** The icon of the asking panel. */
  icon: LucideIcon
  /** The link's parameters, posted back by the button. */
  fields: Record<string, string>
  /** More to show while asking, after the paragraphs. */
  children?: ReactNode
}) {
  const { ask, done, invalid } = copy
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle'

  if (step !== 'ask') {
    const { title, paragraphs } = step === 'done' ? done : invalid
    return (
      <MessagePanel
        icon={step === 'done' ? CircleCheck : MailWarning}
        title={title}
        tone={step === 'done' ? 'success' : 'error'}
      >
        <Paragraphs lines={paragraphs} />
        <Button asChild size="lg">
          <Link to="/">Back to Home</Link>
        </Button>
      </MessagePanel>
    )
  }
  return (
    <MessagePanel icon={icon} title={ask.title}>
      <Paragraphs lines={ask.paragraphs} />
      {children}
      <Form method="post">
        {Object.entries(fields).map(([name, value]) => (
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
