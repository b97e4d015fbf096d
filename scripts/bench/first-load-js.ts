import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { runInNewContext } from 'node:vm'
import { gzipSync } from 'node:zlib'

interface ManifestEntry {
  module: string
  imports?: string[]
}
interface Manifest {
  entry: ManifestEntry
  routes: Record<string, ManifestEntry & { parentId?: string; path?: string; index?: boolean }>
}

/** Reads React Router's client manifest (window.__reactRouterManifest) from a build. */
export function readManifest(buildDir: string): Manifest {
  const assets = path.join(buildDir, 'client', 'assets')
  const file = readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name))
  if (!file) throw new Error(`No React Router manifest in ${assets}`)
  const sandbox = { window: {} as { __reactRouterManifest?: Manifest } }
  runInNewContext(readFileSync(path.join(assets, file), 'utf8'), sandbox)
  return sandbox.window.__reactRouterManifest!
}

/**
 * Gzipped bytes of the JavaScript a first visit to `routeId` downloads: the client entry, the
 * route and its ancestors (root), and everything they import (what the HTML modulepreloads).
 */
export function firstLoadJsBytes(buildDir: string, manifest: Manifest, routeId: string): number {
  const files = new Set<string>()
  const add = (entry: ManifestEntry) => [entry.module, ...(entry.imports ?? [])].forEach((file) => files.add(file))
  add(manifest.entry)
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id]
    if (!route) throw new Error(`Unknown route ${id}`)
    add(route)
  }
  // The manifest script itself is part of every first load.
  let total = 0
  for (const file of files) {
    total += gzipSync(readFileSync(path.join(buildDir, 'client', file))).length
  }
  return total
}
