import { Clock, KeyRound, Loader2, MailWarning, ShieldAlert } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { data, Form, Link, redirect, useNavigation, useSubmit } from 'react-router'

import { MessagePanel } from '#app/components/layout/message-panel.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { privatePageMeta } from '#app/lib/seo.ts'
import { ConfirmSignInRequestSchema } from '#app/lib/auth/contract.ts'
import { clearLinkBrowser, isRequestingBrowser } from '#app/server/auth/link-browser.server.ts'
import type { MagicLinkFailure } from '#app/server/auth/magic-link.server.ts'
import { safeRedirectPath } from '#app/server/auth/session.server.ts'
import { getClientIp, getServices } from '#app/server/context.server.ts'
import { formFields } from '#app/server/http/answer.server.ts'

import type { Route } from './+types/confirm'

const FAILURE_STATUS: Record<MagicLinkFailure, number> = {
  invalid: 400,
  expired: 410,
  'other-email': 400,
  'too-many': 429,
}

/**
 * GET only shows the page: mail scanners that fetch links must not use them up. The token is
 * spent by the POST below (docs/decisions/001-magic-link-confirmation-page.md). The page submits
 * itself only in the browser that asked for the link; anywhere else it waits for a click.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const token = url.searchParams.get('token') ?? ''
  const email = url.searchParams.get('email') ?? ''
  const redirectTo = safeRedirectPath(url.searchParams.get('redirectTo'))
  const services = getServices(context)
  // A used, expired or edited link says so at once, without asking for a click first.
  const failure: MagicLinkFailure | null =
    token && email && token.length <= 200 ? await services.signIn.checkLink({ token, email }) : 'invalid'
  const { secureCookies } = services.config
  const fromThisBrowser = isRequestingBrowser(
    request.headers.get('Cookie'),
    url.searchParams.get('browser') ?? '',
    secureCookies,
  )
  return data(
    { token, email, redirectTo, failure, fromThisBrowser },
    { status: failure ? FAILURE_STATUS[failure] : 200 },
  )
}

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = ConfirmSignInRequestSchema.safeParse(formFields(await request.formData()))
  if (!parsed.success) return data({ failure: 'invalid' as MagicLinkFailure }, { status: 400 })
  const { token, email, redirectTo } = parsed.data
  const services = getServices(context)
  const result = await services.signIn.confirmLink({ token, email, headers: request.headers, ip: getClientIp(context) })
  if (!result.ok) {
    const headers: Record<string, string> = result.retryAfterSeconds
      ? { 'Retry-After': String(result.retryAfterSeconds) }
      : {}
    return data({ failure: result.reason }, { status: FAILURE_STATUS[result.reason], headers })
  }
  const headers = new Headers()
  for (const cookie of result.cookies) headers.append('Set-Cookie', cookie)
  headers.append('Set-Cookie', clearLinkBrowser(services.config.secureCookies))
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
  return (
    <ConfirmForm
      token={loaderData.token}
      email={loaderData.email}
      redirectTo={loaderData.redirectTo}
      fromThisBrowser={loaderData.fromThisBrowser}
    />
  )
}

/**
 * Signs in by POST. In the browser that asked for the link it submits itself once JavaScript runs
 * (the button otherwise); anywhere else it says whose account the link opens and waits for a click,
 * so nobody is signed into an account someone else asked a link for without seeing it.
 */
function ConfirmForm({
  token,
  email,
  redirectTo,
  fromThisBrowser,
}: {
  token: string
  email: string
  redirectTo: string
  fromThisBrowser: boolean
}) {
  const formRef = useRef<HTMLFormElement>(null)
  const submitted = useRef(false)
  const submit = useSubmit()
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle'

  useEffect(() => {
    if (!fromThisBrowser || submitted.current || !formRef.current) return
    submitted.current = true
    void submit(formRef.current)
  }, [submit, fromThisBrowser])

  return (
    <MessagePanel icon={fromThisBrowser ? KeyRound : ShieldAlert} title="Confirm sign-in">
      {fromThisBrowser ? (
        <p>
          Signing in as <strong className="break-all">{email}</strong>.
        </p>
      ) : (
        <>
          <p>
            This link signs you in to the Giftwise account of <strong className="break-all">{email}</strong>.
          </p>
          <p>
            It was asked for in another browser. Only continue if you asked for it yourself: anything you save after
            signing in belongs to that account.
          </p>
        </>
      )}
      <Form ref={formRef} method="post" action="/auth/confirm">
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="email" value={email} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          {busy ? 'Signing in...' : fromThisBrowser ? 'Sign in' : `Sign in as ${email}`}
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
  'too-many': {
    title: 'Too many sign-in attempts',
    text: 'There have been too many sign-in attempts from your connection. Please wait a few minutes and open the link again.',
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
