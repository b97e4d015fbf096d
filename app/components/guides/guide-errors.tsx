import { isRouteErrorResponse, Link } from 'react-router'

import { Button } from '#app/components/ui/button.tsx'

/** 'Category Not Found' for an unknown pillar or subcategory. */
export function CategoryNotFound({ message }: { message: string }) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Category Not Found</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-400">{message}</p>
      <Button asChild className="mt-8">
        <Link to="/guides">Back to All Guides</Link>
      </Button>
    </section>
  )
}

/** 'Failed to load guide. Please try again.', for any other failure of a guide page. */
export function GuideLoadError() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p role="alert" className="mt-4 text-slate-600 dark:text-slate-400">
        Failed to load guide. Please try again.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          {/* A plain link reloads the page, which is what "try again" means here. */}
          <a href="">Try again</a>
        </Button>
        <Button asChild variant="outline">
          <Link to="/guides">Back to All Guides</Link>
        </Button>
      </div>
    </section>
  )
}

/** A category or guide page's ErrorBoundary: 'Category Not Found' with `notFoundMessage` for a 404, else the load error. */
export function GuidePageError({ error, notFoundMessage }: { error: unknown; notFoundMessage: string }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <CategoryNotFound message={notFoundMessage} />
  return <GuideLoadError />
}
