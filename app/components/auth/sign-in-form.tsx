import { Loader2, MailCheck, TriangleAlert } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Form, useLocation, useNavigation } from 'react-router'

import { useHydrated } from '#app/components/layout/use-hydrated.ts'
import { Button } from '#app/components/ui/button.tsx'
import { Card, CardContent, CardHeader } from '#app/components/ui/card.tsx'
import { FormField } from '#app/components/ui/form-field.tsx'
import { notify } from '#app/lib/notify.ts'
import { SITE } from '#app/lib/site.ts'

import { CHECK_EMAIL_TITLE, type SignInMode, type SignInResult } from '#app/lib/auth/contract.ts'
const FALLBACK_ERROR = 'Something went wrong. Please try again.'

/**
 * The sign-in / sign-up form of /auth. A real form post: without
 * JavaScript the result shows in the page, with it as a toast, and the fields are cleared.
 */
export function SignInForm({ initialMode, result }: { initialMode: SignInMode; result?: SignInResult }) {
  const [mode, setMode] = useState(initialMode)
  const formRef = useRef<HTMLFormElement>(null)
  const navigation = useNavigation()
  const hydrated = useHydrated()
  const sending = navigation.state === 'submitting' && navigation.formMethod?.toUpperCase() === 'POST'
  const signUp = mode === 'sign-up'

  useEffect(() => {
    if (!result) return
    if (result.ok) {
      void notify('success', CHECK_EMAIL_TITLE, result.message)
      formRef.current?.reset()
    } else {
      void notify('error', 'Error', result.message || FALLBACK_ERROR)
    }
  }, [result])

  const errors = result?.ok === false ? result.fieldErrors : undefined
  return (
    <section className="mx-auto w-full max-w-md px-4 py-16">
      <Card>
        <CardHeader className="text-center">
          <h1 className="text-3xl font-bold">{signUp ? `Join ${SITE.name}` : 'Welcome Back'}</h1>
          <p className="text-slate-600 dark:text-slate-400">
            {signUp
              ? 'Create your free account: we email you a link, no password needed.'
              : 'Sign in with a link we email you, no password needed.'}
          </p>
        </CardHeader>
        <CardContent className="space-y-6">
          {/* Without JavaScript there are no toasts: the page says what happened instead. */}
          {!hydrated && result ? <InlineResult result={result} /> : null}
          <Form ref={formRef} method="post" className="space-y-4">
            <input type="hidden" name="mode" value={mode} />
            {signUp ? (
              <FormField
                id="auth-name"
                label="Name"
                name="name"
                required
                maxLength={80}
                autoComplete="name"
                error={errors?.name}
              />
            ) : null}
            <FormField
              id="auth-email"
              label="Email"
              name="email"
              type="email"
              required
              maxLength={254}
              autoComplete="email"
              placeholder="you@example.com"
              error={errors?.email}
            />
            <Button type="submit" className="w-full" disabled={sending}>
              {sending ? (
                <>
                  <Loader2 aria-hidden="true" className="animate-spin" />
                  Sending link...
                </>
              ) : signUp ? (
                'Get Started'
              ) : (
                'Sign In'
              )}
            </Button>
          </Form>
          <ModeToggle mode={mode} onToggle={setMode} />
        </CardContent>
      </Card>
    </section>
  )
}

/**
 * Switches between sign-in and sign-up. A GET form, so it also works without JavaScript
 * (the page reloads in the other mode, keeping the query string); with it, nothing reloads.
 */
function ModeToggle({ mode, onToggle }: { mode: SignInMode; onToggle: (mode: SignInMode) => void }) {
  const location = useLocation()
  const other: SignInMode = mode === 'sign-in' ? 'sign-up' : 'sign-in'
  const kept = [...new URLSearchParams(location.search)].filter(([key]) => key !== 'mode')
  return (
    <form
      method="get"
      action="/auth"
      className="text-center text-sm text-slate-600 dark:text-slate-400"
      onSubmit={(event) => {
        event.preventDefault()
        onToggle(other)
      }}
    >
      {kept.map(([key, value], index) => (
        <input key={`${key}-${index}`} type="hidden" name={key} value={value} />
      ))}
      {other === 'sign-up' ? <input type="hidden" name="mode" value="sign-up" /> : null}
      {mode === 'sign-in' ? 'New to Giftwise? ' : 'Already have an account? '}
      <button
        type="submit"
        className="font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-200"
      >
        {mode === 'sign-in' ? 'Create an account' : 'Sign in instead'}
      </button>
    </form>
  )
}

function InlineResult({ result }: { result: SignInResult }) {
  const Icon = result.ok ? MailCheck : TriangleAlert
  return (
    <div
      role={result.ok ? 'status' : 'alert'}
      className={
        result.ok
          ? 'flex gap-3 rounded-md border border-emerald-300 bg-emerald-50 p-4 text-emerald-900'
          : 'flex gap-3 rounded-md border border-red-300 bg-red-50 p-4 text-red-900'
      }
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{result.ok ? CHECK_EMAIL_TITLE : 'Error'}</p>
        <p className="text-sm">{result.message || FALLBACK_ERROR}</p>
      </div>
    </div>
  )
}
