import { appUrlFrom, buildMeta } from '#app/lib/seo.ts'

import type { Route } from './+types/index'

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta({
    title: 'Sign In',
    description: 'Sign in to Giftwise with a one-time link sent to your email.',
    path: '/auth',
    appUrl: appUrlFrom(matches),
    noindex: true,
  })

export default function AuthPage() {
  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-3xl font-bold">Welcome Back</h1>
    </section>
  )
}
