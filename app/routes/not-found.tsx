import { data } from 'react-router'

import { NotFound } from '#app/components/layout/not-found.tsx'
import { appUrlFrom, buildMeta } from '#app/lib/seo.ts'

import type { Route } from './+types/not-found'

// Any unknown URL answers 404 with the 404 page (spec section 2).
export function loader() {
  return data(null, { status: 404 })
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  buildMeta({
    title: 'Page Not Found',
    description: "The page you're looking for doesn't exist.",
    path: location.pathname,
    appUrl: appUrlFrom(matches),
    noindex: true,
  })

export default function NotFoundRoute() {
  return <NotFound />
}
