/**
 * A small in-memory LRU with a time to live. Identical searches within a few minutes are answered
 * from here, to stay well inside eBay's daily call quota (contracts README 1.14). Pending answers
 * are shared too, so simultaneous identical searches cost one call.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, { value: Promise<T>; expiresAt: number }>()

  constructor(private readonly options: { ttlMs: number; maxEntries: number; now(): number }) {}

  /** The answer for `key` if one is cached or on its way, without loading anything. */
  peek(key: string): Promise<T> | undefined {
    const hit = this.entries.get(key)
    return hit && hit.expiresAt > this.options.now() ? hit.value : undefined
  }

  /** The cached answer for `key`, or the answer `load` gives (cached unless it fails). */
  get(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.options.now()
    const hit = this.entries.get(key)
    if (hit && hit.expiresAt > now) {
      // Re-insert: Map keeps insertion order, so the first key is the least recently used.
      this.entries.delete(key)
      this.entries.set(key, hit)
      return hit.value
    }
    const value = load()
    this.entries.delete(key)
    this.entries.set(key, { value, expiresAt: now + this.options.ttlMs })
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key)
    })
    while (this.entries.size > this.options.maxEntries) {
      this.entries.delete(this.entries.keys().next().value!)
    }
    return value
  }

  get size(): number {
    return this.entries.size
  }
}
