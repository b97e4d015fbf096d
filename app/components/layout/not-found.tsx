import { Link } from 'react-router'

import { Button } from '#app/components/ui/button.tsx'

/** The 404 page. */
export function NotFound() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <p className="text-7xl font-extrabold text-brand-700 dark:text-brand-200">404</p>
      <h1 className="mt-4 text-3xl font-bold">Page Not Found</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-400">
        Sorry, we couldn&apos;t find the page you were looking for. It may have moved, or the link may be mistyped.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/">Back to Home</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/gift-finder">Find Gifts</Link>
        </Button>
      </div>
    </section>
  )
}
