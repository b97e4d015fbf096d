import { redirect } from 'react-router'

import { SignInForm } from '#app/components/auth/sign-in-form.tsx'
import { LINK_SENT, SignInRequestSchema, type SignInMode, type SignInResult } from '#app/lib/auth/contract.ts'
import { privatePageMeta } from '#app/lib/seo.ts'
import { getOptionalUser, postSignInPath } from '#app/server/auth/session.server.ts'
import { getClientIp, getServices } from '#app/server/context.server.ts'
import { answerAction, readForm } from '#app/server/http/answer.server.ts'

import type { Route } from './+types/page'

export async function loader({ request, context, url }: Route.LoaderArgs) {
  // A visitor who already has a session goes on to /profile (or redirectTo), keeping the query string.
  if (await getOptionalUser(request, context)) throw redirect(postSignInPath(url.searchParams))
  const mode: SignInMode = url.searchParams.get('mode') === 'sign-up' ? 'sign-up' : 'sign-in'
  return { mode }
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const services = getServices(context)
  let mode: SignInMode = 'sign-in'
  const headers = new Headers()
  return answerAction(request, services.config, {
    headers,
    words: {
      ok: LINK_SENT['sign-in'],
      failed: ({ status, message }) => ({
        message: status < 500 ? message : 'Something went wrong. Please try again.',
      }),
    },
    fallbackPath: '/auth',
    inPage: true,
    run: async () => {
      const input = await readForm(request, SignInRequestSchema)
      mode = input.mode
      const { setCookie } = await services.signIn.requestLink({
        ...input,
        redirectTo: postSignInPath(url.searchParams),
        ip: getClientIp(context),
        headers: request.headers,
      })
      // Binds the link to this browser: only here does the confirmation page sign in by itself.
      headers.append('Set-Cookie', setCookie)
      // The same answer whether or not an account exists for the address (no enumeration).
      return { message: LINK_SENT[mode] }
    },
  })
}

export const meta: Route.MetaFunction = privatePageMeta({
  title: 'Sign In',
  description: 'Sign in to Giftwise with a one-time link sent to your email.',
  path: '/auth',
})

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SignInForm key={loaderData.mode} initialMode={loaderData.mode} result={actionData as SignInResult | undefined} />
  )
}
