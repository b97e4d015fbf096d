import { BellOff } from 'lucide-react'
import { data } from 'react-router'

import { EmailLinkPage, linkStep, type EmailLinkCopy } from '#app/components/layout/email-link-page.tsx'
import { ReminderUnsubscribeSchema } from '#app/lib/people/contract.ts'
import { privatePageMeta } from '#app/lib/seo.ts'
import { getServices } from '#app/server/context.server.ts'
import { answerLinkAction } from '#app/server/http/answer.server.ts'

import type { Route } from './+types/unsubscribe'

type UnsubscribeState = 'ready' | 'unsubscribed' | 'invalid'

/** GET only shows the page, so mail scanners that fetch the link stop nothing; the button POSTs. */
export function loader({ context, url }: Route.LoaderArgs) {
  const parsed = ReminderUnsubscribeSchema.safeParse(Object.fromEntries(url.searchParams))
  const valid =
    parsed.success && getServices(context).reminders.isValidLink(parsed.data.scope, parsed.data.id, parsed.data.token)
  const fields = parsed.success ? parsed.data : { scope: 'reminder' as const, id: '', token: '' }
  return data({ state: (valid ? 'ready' : 'invalid') as UnsubscribeState, ...fields }, { status: valid ? 200 : 400 })
}

export async function action({ request, context }: Route.ActionArgs) {
  return answerLinkAction(request, ReminderUnsubscribeSchema, (input) =>
    getServices(context).reminders.unsubscribe(input),
  )
}

const COPY: Record<'reminder' | 'all', EmailLinkCopy> = {
  reminder: {
    meta: {
      title: 'Stop reminders for this date',
      description: 'Stop the reminder emails for one date.',
      path: '/people/unsubscribe',
    },
    ask: {
      title: 'Stop reminders for this date?',
      paragraphs: ['We will stop emailing you before this date. Reminders for other dates carry on.'],
      submitLabel: 'Stop these reminders',
    },
    done: {
      title: 'Reminders stopped',
      paragraphs: ['You will get no more reminders for this date. You can turn them back on from People.'],
    },
    invalid: {
      title: 'This link does not work',
      paragraphs: ['It may not have been copied in full. You can change reminders on the person’s page in People.'],
    },
  },
  all: {
    meta: { title: 'Stop all reminder emails', description: 'Stop every reminder email.', path: '/people/unsubscribe' },
    ask: {
      title: 'Stop all reminder emails?',
      paragraphs: ['We will stop emailing you before every date of everyone on your People page.'],
      submitLabel: 'Stop all reminders',
    },
    done: {
      title: 'All reminders stopped',
      paragraphs: ['You will get no more reminder emails. You can turn them back on from People.'],
    },
    invalid: {
      title: 'This link does not work',
      paragraphs: ['It may not have been copied in full. You can change reminders on your People page.'],
    },
  },
}

export const meta: Route.MetaFunction = privatePageMeta(COPY.reminder.meta)

export default function ReminderUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const step = linkStep(actionData?.state ?? loaderData.state, 'unsubscribed')
  return (
    <EmailLinkPage
      step={step}
      copy={COPY[loaderData.scope]}
      icon={BellOff}
      fields={{ scope: loaderData.scope, id: loaderData.id, token: loaderData.token }}
    />
  )
}
