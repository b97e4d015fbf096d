import { lazy, Suspense, useSyncExternalStore } from 'react'

import type { Theme } from '#app/lib/theme.ts'

const SonnerToaster = lazy(() => import('#app/components/ui/sonner-toaster.tsx'))

const subscribe = () => () => {}

/** The toast region, loaded after hydration so it costs nothing on first paint. */
export function AppToaster({ theme }: { theme: Theme }) {
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
  if (!hydrated) return null
  return (
    <Suspense fallback={null}>
      <SonnerToaster theme={theme} />
    </Suspense>
  )
}
