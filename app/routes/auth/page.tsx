import { data, redirect } from 'react-router'
import { z } from 'zod'

import { SignInForm, type SignInMode, type SignInResult } from '#app/components/auth/sign-in-form.tsx'
import { firstFieldErrors } from '#app/lib/form-errors.ts'
import { EmailAddressSchema } from '#app/lib/form-schemas.ts'
import { appUrlFrom, buildMeta } from '#app/lib/seo.ts'
import { requestMagicLink } from '#app/server/auth/magic-link.server.ts'
import { getOptionalUser, postSignInPath } from '#app/server/auth/session.server.ts'
import { getClientIp, getServices } from '#app/server/context.server.ts'
import { tooManyRequests } from '#app/server/limits/too-many-requests.server.ts'

import type { Route } from './+types/page'

const SignInSchema = z
  .object({
    mode: z.enum(['sign-in', 'sign-up']).catch('sign-in'),
    email: EmailAddressSchema,
    name: z.string().trim().max(80, 'Please keep your name under 80 characters').optional(),
  })
  // Spec section 5: the name is required in sign-up mode only.
  .refine((form) => form.mode === 'sign-in' || Boolean(form.name), {
    path: ['name'],
    message: 'Please enter your name',
  })

/** The success toast's sentences (spec section 8). */
const LINK_SENT: Record<SignInMode, string> = {
  'sign-up': "We've sent you a magic link to sign up. Click the link to complete your registration.",
  'sign-in': "We've sent you a magic link to sign in. Click the link to access your account.",
}

export async function loader({ request, context, url }: Route.LoaderArgs) {
  // A visitor who already has a session goes on to /profile (or redirectTo), keeping the query string.
  if (await getOptionalUser(request, context)) throw redirect(postSignInPath(url.searchParams))
  const mode: SignInMode = url.searchParams.get('mode') === 'sign-up' ? 'sign-up' : 'sign-in'
  return { mode }
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const parsed = SignInSchema.safeParse(Object.fromEntries(await request.formData()))
  if (!parsed.success) {
    const fieldErrors = firstFieldErrors<'email' | 'name'>(parsed.error)
    const message = fieldErrors.email ?? fieldErrors.name ?? 'Please check the form and try again.'
    return data<SignInResult>({ ok: false, message, fieldErrors }, { status: 400 })
  }
  try {
    const outcome = await requestMagicLink(getServices(context), {
      ...parsed.data,
      redirectTo: postSignInPath(url.searchParams),
      ip: getClientIp(context),
      headers: request.headers,
    })
    if (outcome.status === 'rate-limited') {
      const { message, status, headers } = tooManyRequests(outcome.limit, 'sign-in requests')
      return data<SignInResult>({ ok: false, message }, { status, headers })
    }
    // The same answer whether or not an account exists for the address (no enumeration).
    return data<SignInResult>({ ok: true, message: LINK_SENT[parsed.data.mode] })
  } catch (error) {
    console.error('[auth] could not send a sign-in link', error)
    return data<SignInResult>({ ok: false, message: 'Something went wrong. Please try again.' }, { status: 500 })
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta({
    title: 'Sign In',
    description: 'Sign in to Giftwise with a one-time link sent to your email.',
    path: '/auth',
    appUrl: appUrlFrom(matches),
    noindex: true,
  })

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  return <SignInForm key={loaderData.mode} initialMode={loaderData.mode} result={actionData} />
}
