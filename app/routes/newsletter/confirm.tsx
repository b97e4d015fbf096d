import { CircleCheck, Loader2, MailQuestion, MailWarning } from 'lucide-react'
import { data, Form, Link, useNavigation } from 'react-router'
import { z } from 'zod'

import { MessagePanel } from '#app/components/layout/message-panel.tsx'
import { Button } from '#app/components/ui/button.tsx'
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
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle'
  const state = actionData?.state ?? loaderData.state

  if (state === 'confirmed') {
    return (
      <MessagePanel icon={CircleCheck} title="You're subscribed!" tone="success">
        <p>Thanks for confirming. Gift ideas and updates from Giftwise will arrive in your inbox.</p>
        <p>Every email has a link to unsubscribe.</p>
        <Button asChild size="lg">
          <Link to="/">Back to Home</Link>
        </Button>
      </MessagePanel>
    )
  }
  if (state === 'invalid') {
    return (
      <MessagePanel icon={MailWarning} title="This confirmation link is not valid" tone="error">
        <p>It may have been replaced by a newer one, or the subscription was cancelled. You can sign up again.</p>
        <Button asChild size="lg">
          <Link to="/">Back to Home</Link>
        </Button>
      </MessagePanel>
    )
  }
  return (
    <MessagePanel icon={MailQuestion} title="Confirm your subscription">
      <p>Click the button to start receiving gift ideas and updates from Giftwise.</p>
      <Form method="post">
        <input type="hidden" name="token" value={loaderData.token} />
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          Confirm subscription
        </Button>
      </Form>
    </MessagePanel>
  )
}
