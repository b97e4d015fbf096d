import { MailMinus } from 'lucide-react'
import { data } from 'react-router'

import emailLinkPages from '#content/site/email-link-pages.json' with { type: 'json' }
import { EmailLinkPage, linkStep, type EmailLinkCopy } from '#app/components/layout/email-link-page.tsx'
import { privatePageMeta } from '#app/lib/seo.ts'
import { getServices } from '#app/server/context.server.ts'
import { UnsubscribeRequestSchema } from '#app/lib/newsletter/contract.ts'
import { answerLinkAction } from '#app/server/http/answer.server.ts'

import type { Route } from './+types/unsubscribe'

type UnsubscribeState = 'ready' | 'unsubscribed' | 'invalid'

/** GET only shows the page, so mail scanners that fetch the link unsubscribe nobody. */
export function loader({ context, url }: Route.LoaderArgs) {
  const id = url.searchParams.get('id') ?? ''
  const token = url.searchParams.get('token') ?? ''
  const valid = Boolean(id && token) && getServices(context).newsletter.isValidUnsubscribeLink(id, token)
  const state: UnsubscribeState = valid ? 'ready' : 'invalid'
  return data({ state, id, token }, { status: valid ? 200 : 400 })
}

export async function action({ request, context }: Route.ActionArgs) {
  return answerLinkAction(request, UnsubscribeRequestSchema, (input) =>
    getServices(context).newsletter.unsubscribe(input),
  )
}

const COPY: EmailLinkCopy = emailLinkPages['newsletter-unsubscribe']

export const meta: Route.MetaFunction = privatePageMeta(COPY.meta)

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const step = linkStep(actionData?.state ?? loaderData.state, 'unsubscribed')
  return (
    <EmailLinkPage step={step} copy={COPY} icon={MailMinus} fields={{ id: loaderData.id, token: loaderData.token }} />
  )
}
