import { data } from 'react-router'

import { NotFound } from '#app/components/layout/not-found.tsx'
import { notFoundMeta } from '#app/lib/seo.ts'

import type { Route } from './+types/not-found'

// Any unknown URL answers 404 with the 404 page.
export function loader() {
  return data(null, { status: 404 })
}

export const meta: Route.MetaFunction = notFoundMeta

export default function NotFoundRoute() {
  return <NotFound />
}
