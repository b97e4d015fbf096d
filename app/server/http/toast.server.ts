import { createCookieSessionStorage, redirect } from 'react-router'
import { z } from 'zod'

/** A toast carried across a redirect. */
export const ToastSchema = z.object({
  type: z.enum(['success', 'error', 'warning', 'info']).default('success'),
  title: z.string(),
  description: z.string().optional(),
})
export type Toast = z.infer<typeof ToastSchema>

type ToastStorage = ReturnType<typeof createCookieSessionStorage<Record<string, never>, { toast: Toast }>>
const storages = new Map<string, ToastStorage>()

function toastStorage(secret: string, secure: boolean) {
  const key = `${secret}:${secure}`
  let storage = storages.get(key)
  if (!storage) {
    storage = createCookieSessionStorage<Record<string, never>, { toast: Toast }>({
      cookie: { name: 'gw_toast', path: '/', httpOnly: true, sameSite: 'lax', secure, secrets: [secret] },
    })
    storages.set(key, storage)
  }
  return storage
}

interface CookieSettings {
  AUTH_SECRET: string
  secureCookies: boolean
}

/** Redirects and shows `toast` on the next page. */
export async function redirectWithToast(url: string, toast: Toast, config: CookieSettings, init: ResponseInit = {}) {
  const storage = toastStorage(config.AUTH_SECRET, config.secureCookies)
  const session = await storage.getSession()
  session.flash('toast', toast)
  const headers = new Headers(init.headers)
  headers.append('Set-Cookie', await storage.commitSession(session))
  return redirect(url, { ...init, headers })
}

/** Reads (and clears) the flashed toast, if any. */
export async function getToast(request: Request, config: CookieSettings) {
  const storage = toastStorage(config.AUTH_SECRET, config.secureCookies)
  const session = await storage.getSession(request.headers.get('Cookie'))
  const parsed = ToastSchema.safeParse(session.get('toast'))
  const toast = parsed.success ? parsed.data : null
  const headers = toast ? { 'Set-Cookie': await storage.destroySession(session) } : undefined
  return { toast, headers }
}
