/**
 * In-process caches of what only the seed changes (guides, curated products), so a page rendered
 * for a signed-in visitor or a render-cache miss costs no query and no HTML work for them.
 *
 * Entries belong to a content version (content_state's hash and time of the last seed):
 * - a seed in this process empties every cache at once (`contentChanged`, called by the seed);
 * - a seed by another instance is seen within `versionTtlMs`, since the version is re-read at most
 *   that often, the way the render cache does it.
 * A value loaded while the version changes is kept only under the version it was loaded for.
 */

import { eq } from 'drizzle-orm'

import type { Database } from '#app/server/db/client.server.ts'
import { contentState } from '#app/server/db/schema.server.ts'

/**
 * A token that changes whenever the seed loads content (content_state's hash and time),
 * so caches of seeded content and of pages rendered from it can key on it.
 */
export async function readContentVersion(db: Database): Promise<string> {
  const [state] = await db
    .select({ hash: contentState.hash, updatedAt: contentState.updatedAt })
    .from(contentState)
    .where(eq(contentState.key, 'content'))
  return state ? `${state.hash}@${state.updatedAt.toISOString()}` : 'unseeded'
}

type Listener = () => void
const listeners = new Set<Listener>()

/** Tells this process's content caches that the seed has just replaced the content. */
export function contentChanged(): void {
  for (const listener of listeners) listener()
}

export interface ContentCacheOptions {
  /** Reads the current content version (one small query). */
  contentVersion: () => Promise<string>
  /** How long a version read is trusted before it is read again. */
  versionTtlMs?: number
  /** Most entries kept; the oldest go first. Misses are never stored, so unknown keys cannot fill it. */
  maxEntries?: number
  now?: () => number
}

export interface ContentCache {
  /** The value stored for `key` under the current content version, loading it once when absent. */
  get<T>(key: string, load: () => Promise<T>): Promise<T>
  /** Empties the cache (the next read also re-reads the version). */
  clear(): void
  /** Stops listening for seeds in this process. */
  close(): void
  readonly size: number
}

export function createContentCache(options: ContentCacheOptions): ContentCache {
  const { contentVersion, versionTtlMs = 1000, maxEntries = 2000, now = () => Date.now() } = options
  let generation = { version: undefined as string | undefined, entries: new Map<string, Promise<unknown>>() }
  let versionRead: { value: Promise<string>; at: number } | undefined

  const clear = () => {
    generation = { version: undefined, entries: new Map() }
    versionRead = undefined
  }
  listeners.add(clear)

  /** The entries of the current version, emptied when the version read differs from the one they hold. */
  async function current() {
    const at = now()
    if (!versionRead || at - versionRead.at > versionTtlMs) {
      const reading = { value: contentVersion(), at }
      versionRead = reading
      // A failed read is not remembered: the next request tries again.
      reading.value.catch(() => {
        if (versionRead === reading) versionRead = undefined
      })
    }
    const version = await versionRead.value
    if (generation.version !== version) {
      if (generation.version !== undefined || generation.entries.size) generation = { version, entries: new Map() }
      else generation.version = version
    }
    return generation
  }

  return {
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const { entries } = await current()
      const known = entries.get(key) as Promise<T> | undefined
      if (known) return known
      const loading = load()
      entries.set(key, loading)
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!)
      // Failures and misses are not kept: the next request asks the database again.
      const forget = () => {
        if (entries.get(key) === loading) entries.delete(key)
      }
      loading.then((value) => {
        if (value === undefined || value === null) forget()
      }, forget)
      return loading
    },
    clear,
    close: () => void listeners.delete(clear),
    get size() {
      return generation.entries.size
    },
  }
}
