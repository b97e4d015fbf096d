import type { FormEvent } from 'react'

import { notify } from '#app/lib/notify.ts'

/**
 * A submit handler that keeps a form from sending while its field `name` is blank and says why in a
 * toast. The server refuses a blank field with the same words; this answers without the round trip.
 */
export function refuseBlank(name: string, message: string) {
  return (event: FormEvent<HTMLFormElement>) => {
    const value = new FormData(event.currentTarget).get(name)
    if (typeof value !== 'string' || !value.trim()) {
      event.preventDefault()
      void notify('error', message)
    }
  }
}
