import { createContext, type RouterContextProvider } from 'react-router'

import type { AppServices } from '#app/server/services.server.ts'

/** The services of this process, handed to every loader and action (React Router middleware context). */
export const servicesContext = createContext<AppServices>()

/** The per-request CSP nonce, so the document's inline scripts can run under the enforced CSP. */
export const nonceContext = createContext<string>('')

/**
 * The client's address as per-visitor limits count it: through the proxies TRUST_PROXY names,
 * an IPv6 address reduced to its /64 (app/server/http/client-address.server.ts).
 */
export const clientIpContext = createContext<string>('unknown')

/** The client's address, for per-visitor limits. */
export function getClientIp(context: Readonly<RouterContextProvider>): string {
  return context.get(clientIpContext)
}

/** The services for a loader or action. */
export function getServices(context: Readonly<RouterContextProvider>): AppServices {
  return context.get(servicesContext)
}
