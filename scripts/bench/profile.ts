// Reads a V8 CPU profile (node --cpu-prof) and names where the time went, for the bench's notes.
import { readFileSync } from 'node:fs'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
}
interface CpuProfile {
  startTime: number
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

export interface Cost {
  name: string
  /** Share of the busy time (idle excluded), in percent. */
  percent: number
}

/** Where a function lives: its package under node_modules, or the file (the app's own code is one bundle). */
function placeOf(url: string): string {
  if (!url) return ''
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)
  if (modules) return modules[1]!
  if (url.startsWith('node:')) return url
  return url.replace(/^file:\/\//, '').replace(`${process.cwd()}/`, '')
}

/**
 * Self time by function and by package, busy time only, leaving out the first `skipMs` of the
 * profile (the server starting: loading modules, migrating, seeding). Each function is named with
 * its place and line, so two anonymous functions of one bundle stay apart.
 */
export function topCosts(
  file: string,
  options: { count?: number; skipMs?: number } = {},
): { functions: Cost[]; places: Cost[]; busyMs: number } {
  const count = options.count ?? 5
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const functions = new Map<string, number>()
  const places = new Map<string, number>()
  let busy = 0
  let at = 0
  const from = (options.skipMs ?? 0) * 1000
  profile.samples.forEach((id, index) => {
    const node = byId.get(id)
    const delta = profile.timeDeltas[index] ?? 0
    at += delta
    if (at < from || !node || node.callFrame.functionName === '(idle)') return
    busy += delta
    const { functionName, url, lineNumber } = node.callFrame
    const place = placeOf(url)
    const name = place ? `${functionName || '(anonymous)'} ${place}:${lineNumber + 1}` : functionName
    functions.set(name, (functions.get(name) ?? 0) + delta)
    const group = place || functionName
    places.set(group, (places.get(group) ?? 0) + delta)
  })
  const top = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, time]) => ({ name, percent: Math.round((time / busy) * 1000) / 10 }))
  return { functions: top(functions), places: top(places), busyMs: Math.round(busy / 1000) }
}

export function formatCosts(costs: Cost[]): string {
  return costs.map((cost) => `${cost.percent}% ${cost.name}`).join('; ')
}
