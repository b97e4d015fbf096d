import { MailQuestion } from 'lucide-react'
import { data } from 'react-router'

import emailLinkPages from '#content/site/email-link-pages.json' with { type: 'json' }
import { EmailLinkPage, linkStep, type EmailLinkCopy } from '#app/components/layout/email-link-page.tsx'
import { privatePageMeta } from '#app/lib/seo.ts'
import { getServices } from '#app/server/context.server.ts'
import { ConfirmSubscriptionRequestSchema } from '#app/lib/newsletter/contract.ts'
import { answerLinkAction } from '#app/server/http/answer.server.ts'

import type { Route } from './+types/confirm'

type ConfirmState = 'pending' | 'confirmed' | 'invalid'

/** GET only shows the page, so mail scanners that fetch the link confirm nothing. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const token = url.searchParams.get('token') ?? ''
  const state: ConfirmState = token ? await getServices(context).newsletter.checkConfirmationToken(token) : 'invalid'
  return data({ state, token }, { status: state === 'invalid' ? 400 : 200 })
}

export async function action({ request, context }: Route.ActionArgs) {
  return answerLinkAction(request, ConfirmSubscriptionRequestSchema, ({ token }) =>
    getServices(context).newsletter.confirm(token),
  )
}

const COPY: EmailLinkCopy = emailLinkPages['newsletter-confirm']

export const meta: Route.MetaFunction = privatePageMeta(COPY.meta)

export default function ConfirmSubscription({ loaderData, actionData }: Route.ComponentProps) {
  const step = linkStep(actionData?.state ?? loaderData.state, 'confirmed')
  return <EmailLinkPage step={step} copy={COPY} icon={MailQuestion} fields={{ token: loaderData.token }} />
}
