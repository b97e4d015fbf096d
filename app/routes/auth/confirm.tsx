import { Clock, KeyRound, Loader2, MailWarning } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { data, Form, Link, redirect, useNavigation, useSubmit } from 'react-router'

import { MessagePanel } from '#app/components/layout/message-panel.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { privatePageMeta } from '#app/lib/seo.ts'
import { ConfirmSignInRequestSchema } from '#app/lib/auth/contract.ts'
import type { MagicLinkFailure } from '#app/server/auth/magic-link.server.ts'
import { safeRedirectPath } from '#app/server/auth/session.server.ts'
import { getServices } from '#app/server/context.server.ts'
import { formFields } from '#app/server/http/answer.server.ts'

import type { Route } from './+types/confirm'

/**
 * GET only shows the page: mail scanners that fetch links must not use them up. The token is
 * spent by the POST below (docs/decisions/001-magic-link-confirmation-page.md).
 */
export function loader({ url }: Route.LoaderArgs) {
  const token = url.searchParams.get('token') ?? ''
  const email = url.searchParams.get('email') ?? ''
  const redirectTo = safeRedirectPath(url.searchParams.get('redirectTo'))
  const failure: MagicLinkFailure | null = token && email ? null : 'invalid'
  return data({ token, email, redirectTo, failure }, { status: failure ? 400 : 200 })
}

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = ConfirmSignInRequestSchema.safeParse(formFields(await request.formData()))
  if (!parsed.success) return data({ failure: 'invalid' as MagicLinkFailure }, { status: 400 })
  const { token, email, redirectTo } = parsed.data
  const result = await getServices(context).signIn.confirmLink({ token, email, headers: request.headers })
  if (!result.ok) return data({ failure: result.reason }, { status: result.reason === 'expired' ? 410 : 400 })
  const headers = new Headers()
  for (const cookie of result.cookies) headers.append('Set-Cookie', cookie)
  return redirect(safeRedirectPath(redirectTo), { headers })
}

export const meta: Route.MetaFunction = privatePageMeta({
  title: 'Confirm sign-in',
  description: 'Finish signing in to Giftwise.',
  path: '/auth/confirm',
})

export default function ConfirmSignIn({ loaderData, actionData }: Route.ComponentProps) {
  const failure = actionData?.failure ?? loaderData.failure
  if (failure) return <LinkProblem failure={failure} redirectTo={loaderData.redirectTo} />
  return <ConfirmForm token={loaderData.token} email={loaderData.email} redirectTo={loaderData.redirectTo} />
}

/** Signs in by POST: by itself once JavaScript runs, with the button otherwise. */
function ConfirmForm({ token, email, redirectTo }: { token: string; email: string; redirectTo: string }) {
  const formRef = useRef<HTMLFormElement>(null)
  const submitted = useRef(false)
  const submit = useSubmit()
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle'

  useEffect(() => {
    if (submitted.current || !formRef.current) return
    submitted.current = true
    void submit(formRef.current)
  }, [submit])

  return (
    <MessagePanel icon={KeyRound} title="Confirm sign-in">
      <p>
        Signing in as <strong className="break-all">{email}</strong>.
      </p>
      <Form ref={formRef} method="post" action="/auth/confirm">
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="email" value={email} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          {busy ? 'Signing in...' : 'Sign in'}
        </Button>
      </Form>
    </MessagePanel>
  )
}

const PROBLEMS: Record<MagicLinkFailure, { title: string; text: string }> = {
  invalid: {
    title: 'This sign-in link is not valid',
    text: 'Each link works once, so it may have been used already, or it was not copied in full.',
  },
  expired: {
    title: 'This sign-in link has expired',
    text: 'Sign-in links work for 15 minutes after they are sent.',
  },
  'other-email': {
    title: 'This sign-in link is for another address',
    text: 'The link does not match the email address it was sent to. Open it exactly as it arrived in your inbox.',
  },
}

function LinkProblem({ failure, redirectTo }: { failure: MagicLinkFailure; redirectTo: string }) {
  const problem = PROBLEMS[failure]
  const again = `/auth?${new URLSearchParams({ redirectTo }).toString()}`
  return (
    <MessagePanel icon={failure === 'expired' ? Clock : MailWarning} title={problem.title} tone="error">
      <p>{problem.text}</p>
      <Button asChild size="lg">
        <Link to={again}>Request a new link</Link>
      </Button>
    </MessagePanel>
  )
}
