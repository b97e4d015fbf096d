import { CircleCheck, Loader2, MailMinus, MailWarning } from 'lucide-react'
import { data, Form, Link, useNavigation } from 'react-router'
import { z } from 'zod'

import { MessagePanel } from '#app/components/layout/message-panel.tsx'
import { Button } from '#app/components/ui/button.tsx'
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
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle'
  const state = actionData?.state ?? loaderData.state

  if (state === 'unsubscribed') {
    return (
      <MessagePanel icon={CircleCheck} title="You have been unsubscribed" tone="success">
        <p>You will receive no more newsletter emails from Giftwise.</p>
        <p>Changed your mind? Sign up again on the home page or in your profile.</p>
        <Button asChild size="lg">
          <Link to="/">Back to Home</Link>
        </Button>
      </MessagePanel>
    )
  }
  if (state === 'invalid') {
    return (
      <MessagePanel icon={MailWarning} title="This unsubscribe link is not valid" tone="error">
        <p>Please use the link exactly as it appears in the email, or turn the newsletter off in your profile.</p>
        <Button asChild size="lg">
          <Link to="/">Back to Home</Link>
        </Button>
      </MessagePanel>
    )
  }
  return (
    <MessagePanel icon={MailMinus} title="Unsubscribe from the newsletter">
      <p>Click the button to stop receiving gift ideas and updates from Giftwise.</p>
      <Form method="post">
        <input type="hidden" name="id" value={loaderData.id} />
        <input type="hidden" name="token" value={loaderData.token} />
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          Unsubscribe
        </Button>
      </Form>
    </MessagePanel>
  )
}
