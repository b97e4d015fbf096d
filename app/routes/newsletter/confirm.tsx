import { MailQuestion } from 'lucide-react'
import { data } from 'react-router'
import { z } from 'zod'

import { EmailLinkPage } from '#app/components/layout/email-link-page.tsx'
import { appUrlFrom, buildMeta } from '#app/lib/seo.ts'
import { getServices } from '#app/server/context.server.ts'
import { checkConfirmationToken, confirmSubscription } from '#app/server/newsletter/newsletter.server.ts'

import type { Route } from './+types/confirm'

const ConfirmSchema = z.object({ token: z.string().min(1).max(200) })

type ConfirmState = 'pending' | 'confirmed' | 'invalid'

/** GET only shows the page, so mail scanners that fetch the link confirm nothing. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const token = url.searchParams.get('token') ?? ''
  const state: ConfirmState = token ? await checkConfirmationToken(getServices(context).db, token) : 'invalid'
  return data({ state, token }, { status: state === 'invalid' ? 400 : 200 })
}

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = ConfirmSchema.safeParse(Object.fromEntries(await request.formData()))
  const state: ConfirmState = parsed.success
    ? await confirmSubscription(getServices(context).db, parsed.data.token)
    : 'invalid'
  return data({ state }, { status: state === 'invalid' ? 400 : 200 })
}

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta({
    title: 'Confirm your subscription',
    description: 'Confirm your subscription to the Giftwise newsletter.',
    path: '/newsletter/confirm',
    appUrl: appUrlFrom(matches),
    noindex: true,
  })

export default function ConfirmSubscription({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData?.state ?? loaderData.state
  return (
    <EmailLinkPage
      step={state === 'confirmed' ? 'done' : state === 'invalid' ? 'invalid' : 'ask'}
      ask={{
        icon: MailQuestion,
        title: 'Confirm your subscription',
        submitLabel: 'Confirm subscription',
        fields: { token: loaderData.token },
        children: <p>Click the button to start receiving gift ideas and updates from Giftwise.</p>,
      }}
      done={{
        title: "You're subscribed!",
        children: (
          <>
            <p>Thanks for confirming. Gift ideas and updates from Giftwise will arrive in your inbox.</p>
            <p>Every email has a link to unsubscribe.</p>
          </>
        ),
      }}
      invalid={{
        title: 'This confirmation link is not valid',
        children: (
          <p>It may have been replaced by a newer one, or the subscription was cancelled. You can sign up again.</p>
        ),
      }}
    />
  )
}
