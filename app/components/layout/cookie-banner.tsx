import { useSyncExternalStore } from 'react'
import { Link } from 'react-router'

import { Button } from '#app/components/ui/button.tsx'
import { Icon } from '#app/components/ui/icon.tsx'

/** localStorage key and values of the consent state. */
export const COOKIE_CONSENT_KEY = 'giftwise-cookie-consent'
type Consent = 'accepted' | 'dismissed'

/** The cookie banner: shown until the visitor accepts or dismisses it. */
export function CookieBanner() {
  // Unknown on the server (null snapshot: hidden); after hydration it reflects localStorage.
  const consent = useSyncExternalStore(subscribe, readConsent, () => 'unknown')
  if (consent !== null) return null

  const choose = (consent: Consent) => {
    try {
      window.localStorage.setItem(COOKIE_CONSENT_KEY, consent)
    } catch {
      // Storage can be blocked; hiding the banner for this page view is still right.
      memoryConsent = consent
    }
    listeners.forEach((listener) => listener())
  }

  return (
    <section
      aria-label="Cookie consent"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white p-4 shadow-2xl dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-700 dark:text-slate-300">
          We use cookies to enhance your browsing experience and analyze our traffic. By clicking &quot;Accept&quot;,
          you consent to our use of cookies.{' '}
          <Link to="/privacy" className="font-medium text-brand-700 underline dark:text-brand-200">
            Learn more<span className="sr-only"> about cookies in our privacy policy</span>
          </Link>
        </p>
        <div className="flex items-center gap-2">
          <Button onClick={() => choose('accepted')}>Accept</Button>
          <Button variant="ghost" size="icon" aria-label="Close cookie banner" onClick={() => choose('dismissed')}>
            <Icon name="X" />
          </Button>
        </div>
      </div>
    </section>
  )
}

const listeners = new Set<() => void>()
let memoryConsent: string | null = null

function subscribe(listener: () => void) {
  listeners.add(listener)
  // Another tab's choice arrives as a storage event.
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

function readConsent(): string | null {
  try {
    return window.localStorage.getItem(COOKIE_CONSENT_KEY) ?? memoryConsent
  } catch {
    return memoryConsent
  }
}
