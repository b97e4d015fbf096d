import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter, UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router'
import { describe, expect, it } from 'vitest'

import * as article from '#app/routes/guides/article.tsx'
import * as blogList from '#app/routes/guides/blog-list.tsx'
import * as hub from '#app/routes/guides/hub.tsx'
import * as pillar from '#app/routes/guides/pillar.tsx'
import * as subcategory from '#app/routes/guides/subcategory.tsx'

/** Renders a route's ErrorBoundary for `error`, as React Router would after a failed loader. */
function renderBoundary(Boundary: unknown, error: unknown): string {
  const Component = Boundary as ComponentType<{ error: unknown; params: Record<string, string> }>
  const html = renderToString(
    <MemoryRouter>
      <Component error={error} params={{}} />
    </MemoryRouter>,
  )
  return html.replace(/<!-- -->/g, '').replace(/&#x27;/g, "'")
}

// What a loader's `throw data(null, { status: 404 })` becomes by the time the boundary sees it.
const notFound = new ErrorResponse(404, 'Not Found', null)

describe('guide page error boundaries', () => {
  it("show 'Failed to load guide. Please try again.' when loading fails", () => {
    for (const route of [hub, pillar, subcategory, article, blogList]) {
      expect(renderBoundary(route.ErrorBoundary, new Error('database unavailable'))).toContain(
        'Failed to load guide. Please try again.',
      )
    }
  })

  it("show 'Category Not Found' with the way back for unknown categories", () => {
    const error = notFound
    const pillarPage = renderBoundary(pillar.ErrorBoundary, error)
    expect(pillarPage).toContain('Category Not Found')
    expect(pillarPage).toContain('Back to All Guides')
    const subcategoryPage = renderBoundary(subcategory.ErrorBoundary, error)
    expect(subcategoryPage).toContain('Category Not Found')
    expect(subcategoryPage).toContain("The subcategory you're looking for doesn't exist.")
    expect(subcategoryPage).toContain('href="/guides"')
  })
})
