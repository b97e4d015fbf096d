import { useEffect } from 'react'
import { Link } from 'react-router'

import { Button } from '#app/components/ui/button.tsx'
import { notify } from '#app/lib/notify.ts'

/** A signed-in page whose data failed to load: the page's message as a toast and in the page, and a retry link. */
export function LoadError({ message, retryTo }: { message: string; retryTo: string }) {
  useEffect(() => {
    void notify('error', message)
  }, [message])
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h2 className="text-2xl font-bold">{message}</h2>
      <p className="mt-3 text-slate-600 dark:text-slate-400">Please try again in a moment.</p>
      <Button asChild className="mt-6">
        <Link to={retryTo}>Try again</Link>
      </Button>
    </section>
  )
}
