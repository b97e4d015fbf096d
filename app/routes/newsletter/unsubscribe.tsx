import { MailMinus } from 'lucide-react'
import { data } from 'react-router'
import { z } from 'zod'

import { EmailLinkPage } from '#app/components/layout/email-link-page.tsx'
import { appUrlFrom, buildMeta } from '#app/lib/seo.ts'
import { getServices } from '#app/server/context.server.ts'
import { isValidUnsubscribeLink, unsubscribe } from '#app/server/newsletter/newsletter.server.ts'

import type { Route } from './+types/unsubscribe'

const UnsubscribeSchema = z.object({ id: z.string().min(1).max(100), token: z.string().min(1).max(200) })

type UnsubscribeState = 'ready' | 'unsubscribed' | 'invalid'

/** GET only shows the page, so mail scanners that fetch the link unsubscribe nobody. */
export function loader({ context, url }: Route.LoaderArgs) {
  const id = url.searchParams.get('id') ?? ''
  const token = url.searchParams.get('token') ?? ''
  const valid = Boolean(id && token) && isValidUnsubscribeLink(getServices(context).config, id, token)
  const state: UnsubscribeState = valid ? 'ready' : 'invalid'
  return data({ state, id, token }, { status: valid ? 200 : 400 })
}

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = UnsubscribeSchema.safeParse(Object.fromEntries(await request.formData()))
  const state: UnsubscribeState = parsed.success ? await unsubscribe(getServices(context), parsed.data) : 'invalid'
  return data({ state }, { status: state === 'invalid' ? 400 : 200 })
}

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta({
    title: 'Unsubscribe',
    description: 'Unsubscribe from the Giftwise newsletter.',
    path: '/newsletter/unsubscribe',
    appUrl: appUrlFrom(matches),
    noindex: true,
  })

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData?.state ?? loaderData.state
  return (
    <EmailLinkPage
      step={state === 'unsubscribed' ? 'done' : state === 'invalid' ? 'invalid' : 'ask'}
      ask={{
        icon: MailMinus,
        title: 'Unsubscribe from the newsletter',
        submitLabel: 'Unsubscribe',
        fields: { id: loaderData.id, token: loaderData.token },
        children: <p>Click the button to stop receiving gift ideas and updates from Giftwise.</p>,
      }}
      done={{
        title: 'You have been unsubscribed',
        children: (
          <>
            <p>You will receive no more newsletter emails from Giftwise.</p>
            <p>Changed your mind? Sign up again on the home page or in your profile.</p>
          </>
        ),
      }}
      invalid={{
        title: 'This unsubscribe link is not valid',
        children: (
          <p>Please use the link exactly as it appears in the email, or turn the newsletter off in your profile.</p>
        ),
      }}
    />
  )
}
