import { useEffect } from 'react'
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
  type LinksFunction,
} from 'react-router'

import type { Route } from './+types/root'
import { CookieBanner } from '#app/components/layout/cookie-banner.tsx'
import { Footer } from '#app/components/layout/footer.tsx'
import { Header } from '#app/components/layout/header.tsx'
import { NotFound } from '#app/components/layout/not-found.tsx'
import { useAuthBroadcast } from '#app/components/layout/use-auth-broadcast.ts'
import { useNonce } from '#app/components/layout/nonce.tsx'
import { FlashMessage } from '#app/components/layout/flash-message.tsx'
import { AppToaster } from '#app/components/ui/toaster.tsx'
import { notify } from '#app/lib/notify.ts'
import { PILLARS } from '#app/lib/guides/pillars.ts'
import stylesheet from './app.css?url'
import { getServices } from '#app/server/context.server.ts'
import { getOptionalUser, sessionMiddleware } from '#app/server/auth/session.server.ts'
import { getTheme } from '#app/server/http/theme.server.ts'
import { getToast } from '#app/server/http/toast.server.ts'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'apple-touch-icon', href: '/images/apple-touch-icon.png' },
  { rel: 'manifest', href: '/site.webmanifest' },
]

// One session lookup per request, and the refreshed session cookie passed on.
export const middleware: Route.MiddlewareFunction[] = [sessionMiddleware]

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config } = getServices(context)
  const [user, theme, { toast, headers }] = await Promise.all([
    getOptionalUser(request, context),
    getTheme(request),
    getToast(request, config),
  ])
  return data(
    {
      appUrl: config.APP_URL,
      user: user ? { name: user.name, email: user.email } : null,
      theme,
      toast,
      year: new Date().getFullYear(),
      // The footer links every pillar; sending names and slugs keeps the catalogue out of the client bundle.
      footerPillars: PILLARS.map(({ name, slug }) => ({ name, slug })),
    },
    { headers },
  )
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce()
  const rootData = useRouteLoaderData<typeof loader>('root')
  const theme = rootData?.theme ?? 'system'
  return (
    <html lang="en-GB" className={theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#6d28d9" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-brand-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <Header user={rootData?.user ?? null} />
        <main id="main" className="flex-1">
          {rootData?.toast ? <FlashMessage flash={rootData.toast} /> : null}
          {children}
        </main>
        <Footer
          year={rootData?.year ?? new Date().getFullYear()}
          theme={theme}
          pillars={rootData?.footerPillars ?? []}
        />
        <CookieBanner />
        <AppToaster theme={theme} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { toast } = loaderData
  useEffect(() => {
    if (toast) void notify(toast.type, toast.title, toast.description)
  }, [toast])
  useAuthBroadcast(loaderData.user?.email ?? null)
  return <Outlet />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Something went wrong'
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{message}</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-400">
        Sorry, this page could not be shown. Please try again in a moment.
      </p>
    </section>
  )
}
