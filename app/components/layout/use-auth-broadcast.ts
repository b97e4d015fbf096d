import { useEffect, useRef } from 'react'
import { useRevalidator } from 'react-router'

const CHANNEL = 'giftwise-auth'

/**
 * Keeps the header in step with sign-in and sign-out in other tabs: a tab that sees the
 * signed-in user change tells the others, which reload their data.
 */
export function useAuthBroadcast(currentEmail: string | null) {
  const revalidator = useRevalidator()
  const previous = useRef(currentEmail)

  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return
    const channel = new BroadcastChannel(CHANNEL)
    channel.onmessage = () => void revalidator.revalidate()
    const onFocus = () => void revalidator.revalidate()
    window.addEventListener('focus', onFocus)
    return () => {
      channel.close()
      window.removeEventListener('focus', onFocus)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the channel lives for the page's lifetime
  }, [])

  useEffect(() => {
    if (previous.current === currentEmail) return
    previous.current = currentEmail
    if (typeof BroadcastChannel === 'undefined') return
    const channel = new BroadcastChannel(CHANNEL)
    channel.postMessage({ email: currentEmail })
    channel.close()
  }, [currentEmail])
}
