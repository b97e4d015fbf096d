import { useEffect } from 'react'
import { Toaster } from 'sonner'

import type { Theme } from '#app/lib/theme.ts'
import { toasterMounted } from '#app/lib/notify.ts'

/** Sonner's toaster: bottom-right, following the light/dark/system theme. */
export default function SonnerToaster({ theme }: { theme: Theme }) {
  useEffect(() => toasterMounted(), [])
  return <Toaster position="bottom-right" theme={theme} richColors closeButton />
}
