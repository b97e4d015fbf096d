import { spawnSync } from 'node:child_process'
import { availableParallelism } from 'node:os'

/**
 * Puts the server and the load generator on cores of their own, as they would be on separate
 * machines: on a small machine a generator sharing the server's cores measures its own queueing
 * (its event loop late, answers read late) as the server's latency. Linux `taskset`; where it is
 * missing, or with a single core, nothing is pinned and the line says so.
 */
export function separateCores(serverPid: number): string {
  const cores = availableParallelism()
  if (cores < 2) return 'server and load generator share 1 core'
  const last = cores - 1
  const pin = (pid: number, list: string) =>
    spawnSync('taskset', ['--all-tasks', '--cpu-list', '--pid', list, String(pid)], { stdio: 'ignore' }).status === 0
  const serverCores = last === 1 ? '0' : `0-${last - 1}`
  if (!pin(serverPid, serverCores) || !pin(process.pid, String(last))) {
    return `server and load generator share ${cores} cores (taskset unavailable)`
  }
  return `server on core${last === 1 ? '' : 's'} ${serverCores}, load generator on core ${last}`
}

/** Lets the generator run on every core again. */
export function releaseCores(): void {
  spawnSync('taskset', ['--all-tasks', '--cpu-list', '--pid', `0-${availableParallelism() - 1}`, String(process.pid)], {
    stdio: 'ignore',
  })
}
