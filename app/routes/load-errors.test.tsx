import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter, UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router'
import { describe, expect, it } from 'vitest'

import * as profile from '#app/routes/profile/page.tsx'
import * as wishlist from '#app/routes/wishlist/page.tsx'

/** Renders a route's ErrorBoundary for `error`, as React Router would after a failed loader. */
function renderBoundary(Boundary: unknown, error: unknown): string {
  const Component = Boundary as ComponentType<{ error: unknown; params: Record<string, string> }>
  const html = renderToString(
    <MemoryRouter>
      <Component error={error} params={{}} />
    </MemoryRouter>,
  )
  return html.replace(/<!-- -->/g, '')
}

describe('signed-in pages that fail to load', () => {
  it("the profile says 'Failed to load profile' under its hero, with a way to try again", () => {
    const html = renderBoundary(profile.ErrorBoundary, new Error('database unavailable'))
    expect(html).toContain('My Profile')
    expect(html).toMatch(/<h2[^>]*>Failed to load profile<\/h2>/)
    expect(html).toContain('href="/profile"')
  })

  it("the wishlist says 'Could not load your wishlist.', and an unknown list is the 404 page", () => {
    const failed = renderBoundary(wishlist.ErrorBoundary, new Error('database unavailable'))
    expect(failed).toMatch(/<h2[^>]*>Could not load your wishlist.<\/h2>/)
    expect(failed).toContain('href="/wishlist"')
    const missing = renderBoundary(wishlist.ErrorBoundary, new ErrorResponse(404, 'Not Found', null))
    expect(missing).toContain('Page Not Found')
    expect(missing).not.toContain('Could not load your wishlist.')
  })
})
