import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import express from 'express'
import { RouterContextProvider, type ServerBuild } from 'react-router'
import { afterEach, describe, expect, test } from 'vitest'

import { reactRouterHandler } from '#app/server/http/request-handler.server.ts'
import { resourceRoutesBuild } from '#tests/fakes/server-build.ts'

const servers: Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

/** Serves the handler over HTTP with a build loaded through `load`, as server/app.ts does. */
async function serve(mode: string, load: () => Promise<ServerBuild>) {
  const app = express()
  app.all(
    '/{*splat}',
    reactRouterHandler({
      build: load,
      mode,
      database: { down: false, lastFailureAt: 0 },
      getLoadContext: () => new RouterContextProvider(),
    }),
  )
  app.use((_error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    res.status(500).end('failed')
  })
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening))
  })
  servers.push(server)
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

const build = resourceRoutesBuild({ hello: () => Response.json({ hello: 'world' }) })

describe('the React Router handler', () => {
  test('in production loads the build once and answers every request from it', async () => {
    let loads = 0
    const base = await serve('production', async () => {
      loads++
      return build
    })
    const answers = await Promise.all([1, 2, 3].map(() => fetch(`${base}/hello`).then((r) => r.json())))
    expect(answers).toEqual([{ hello: 'world' }, { hello: 'world' }, { hello: 'world' }])
    await fetch(`${base}/hello`).then((r) => r.arrayBuffer())
    expect(loads).toBe(1)
  })

  test('in development loads the build for every request, so edited routes are served', async () => {
    let loads = 0
    const base = await serve('development', async () => {
      loads++
      return build
    })
    for (let n = 0; n < 3; n++) await fetch(`${base}/hello`).then((r) => r.arrayBuffer())
    expect(loads).toBe(3)
  })

  test('a build that failed to load is loaded again by the next request', async () => {
    let loads = 0
    const base = await serve('production', async () => {
      if (++loads === 1) throw new Error('not yet')
      return build
    })
    expect((await fetch(`${base}/hello`)).status).toBe(500)
    expect(await fetch(`${base}/hello`).then((r) => r.json())).toEqual({ hello: 'world' })
    expect(loads).toBe(2)
  })
})
