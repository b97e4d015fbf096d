import type { ListKind } from '#app/lib/wishlist/wishlist.ts'
import { logError } from '#app/server/logging/redact.server.ts'

/**
 * Something was given, or taken back: an item of a gift plan ('someone-else' list) marked purchased
 * or unmarked, or a claim on a 'me' list confirmed or undone. Other features (a recipient's gift
 * history) listen through `onGiftEvent`; this feature keeps no history of its own beyond the
 * item's purchased flag and the claims themselves.
 */
export interface GiftEvent {
  type: 'purchased' | 'unpurchased' | 'claimed' | 'claim-undone'
  /** When it happened (the database's clock). */
  at: Date
  wishlist: { id: string; name: string; kind: ListKind; ownerId: string; occasionDate: string | null }
  item: {
    id: string
    name: string
    /** In `currency`; null when none was given. */
    price: number | null
    currency: string
    link: string | null
  }
  /** Units bought or claimed (1 for a purchased mark). */
  quantity: number
  /**
   * Who gave it: the signed-in user who marked or claimed it, or a visitor without an account
   * (userId null) by the name and confirmed address they claimed under.
   */
  giver: { userId: string | null; name: string | null; email: string | null }
}

export type GiftListener = (event: GiftEvent) => void | Promise<void>

/** Listeners of gift events for one process; a listener that fails is logged and never fails the request. */
export function createGiftEvents() {
  const listeners = new Set<GiftListener>()
  return {
    /** Calls `listener` after every gift event, once the change is committed; returns the way to stop. */
    on(listener: GiftListener): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async emit(event: GiftEvent): Promise<void> {
      for (const listener of listeners) {
        try {
          await listener(event)
        } catch (error) {
          logError('[wishlist] a gift event listener failed', error)
        }
      }
    },
  }
}

export type GiftEvents = ReturnType<typeof createGiftEvents>
