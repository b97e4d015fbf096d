import { AlertTriangle } from 'lucide-react'
import { data, Form, redirect, useNavigation } from 'react-router'

import { AccountHero } from '#app/components/layout/account-hero.tsx'
import { ProfileCard } from '#app/components/profile/profile-card.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { FieldError } from '#app/components/ui/input.tsx'
import { ACCOUNT_DELETION } from '#app/lib/profile/account-deletion.ts'
import { DeleteAccountRequestSchema } from '#app/lib/profile/contract.ts'
import { privatePageMeta } from '#app/lib/seo.ts'
import { requireUser } from '#app/server/auth/session.server.ts'
import { getServices } from '#app/server/context.server.ts'
import { failureOf, formFields, parseInput } from '#app/server/http/answer.server.ts'

import type { Route } from './+types/delete'

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context)
  return { email: user.email }
}

/** Deletes the account of the signed-in user once they have ticked the box, then says what stayed. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context)
  try {
    parseInput(DeleteAccountRequestSchema, formFields(await request.formData()))
    const { cookies } = await getServices(context).account.deleteAccount(user, request)
    const headers = new Headers()
    for (const cookie of cookies) headers.append('Set-Cookie', cookie)
    return redirect('/profile/deleted', { headers })
  } catch (error) {
    const { status, message } = failureOf(error)
    return data({ ok: false as const, message }, { status })
  }
}

export const meta: Route.MetaFunction = privatePageMeta({
  title: 'Delete my account',
  description: 'Delete your Giftwise account and what we keep about you.',
  path: '/profile/delete',
})

export default function DeleteAccount({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle'
  const error = actionData && !actionData.ok ? actionData.message : null
  return (
    <>
      <AccountHero title="Delete my account" subtitle={`Signed in as ${loaderData.email}.`} />
      <div className="mx-auto max-w-3xl space-y-8 px-4 py-12 sm:px-6 lg:px-8">
        <ProfileCard title="What we delete" description="Straight away, and it cannot be undone.">
          <ul className="list-disc space-y-1 pl-5">
            {ACCOUNT_DELETION.removed.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </ProfileCard>
        <ProfileCard title="What stays">
          <ul className="list-disc space-y-1 pl-5">
            {ACCOUNT_DELETION.remains.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
            Want a copy first?{' '}
            <a href="/profile/export" download className="font-medium text-brand-800 underline dark:text-brand-200">
              Download my data
            </a>
          </p>
        </ProfileCard>
        <Form method="post" className="space-y-4 rounded-xl border border-red-200 p-6 dark:border-red-900">
          <label className="flex items-start gap-3">
            <input
              type="checkbox"
              name="confirm"
              value="yes"
              required
              aria-describedby={error ? 'delete-confirm-error' : undefined}
              className="mt-1 size-4 accent-red-700"
            />
            <span>I understand that my account and everything above is deleted for good.</span>
          </label>
          <FieldError id="delete-confirm-error">{error}</FieldError>
          <Button type="submit" variant="destructive" disabled={busy}>
            <AlertTriangle aria-hidden="true" />
            {busy ? 'Deleting...' : 'Delete my account'}
          </Button>
        </Form>
      </div>
    </>
  )
}
