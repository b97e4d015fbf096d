/**
 * Toasts without shipping the toast library in every page's first load: sonner is imported on
 * first use, and a toast waits until the lazily mounted <Toaster> listens (docs/decisions/008-first-load-javascript-budget.md).
 */
export type ToastType = 'success' | 'error' | 'warning' | 'info'

let markReady: () => void = () => {}
const toasterReady = new Promise<void>((resolve) => {
  markReady = resolve
})

/** Called by the Toaster once it is mounted and subscribed. */
export function toasterMounted(): void {
  markReady()
}

/** Shows a toast (bottom-right). */
export async function notify(type: ToastType, title: string, description?: string): Promise<void> {
  const [{ toast }] = await Promise.all([import('sonner'), toasterReady])
  toast[type](title, { description })
}
