import { createContext, useContext } from 'react'

/** The per-request CSP nonce, provided by entry.server for the document's scripts. */
export const NonceContext = createContext<string | undefined>(undefined)

export function useNonce(): string | undefined {
  return useContext(NonceContext)
}
