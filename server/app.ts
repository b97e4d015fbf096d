import type { Server } from 'node:http'

import compression from 'compression'
import express from 'express'
import { RouterContextProvider, type ServerBuild } from 'react-router'

import { parseConfig, type AppConfig } from '#app/server/config.server.ts'
import { clientIpContext, nonceContext, servicesContext } from '#app/server/context.server.ts'
import { openDatabase } from '#app/server/db/client.server.ts'
import { seedContent } from '#app/server/db/seed.server.ts'
import { bodyLimit } from '#app/server/http/body-limit.server.ts'
import { visitorKey } from '#app/server/http/client-address.server.ts'
import { guidePageCache } from '#app/server/http/guide-page-cache.server.ts'
import { loadShedding } from '#app/server/http/load-shedding.server.ts'
import { originCheck } from '#app/server/http/origin-check.server.ts'
import {
  databaseGate,
  DATABASE_RETRY_AFTER_SECONDS,
  reactRouterHandler,
} from '#app/server/http/request-handler.server.ts'
import { requestLogger } from '#app/server/http/request-logger.server.ts'
import { refererCheck } from '#app/server/http/safe-path.server.ts'
import { securityHeaders } from '#app/server/http/security-headers.server.ts'
import { createServices, stopServices, type AppServices } from '#app/server/services.server.ts'

interface StartOptions {
  /** In development the Vite dev server serves assets and compiles routes on demand. */
  viteDevServer?: { middlewares: express.RequestHandler; ssrLoadModule(id: string): Promise<unknown> }
  env?: Record<string, string | undefined>
  /** Set by tests that start several instances in one process. */
  installSignalHandlers?: boolean
}

export interface RunningServer {
  server: Server
  services: AppServices
  url: string
  close(): Promise<void>
}

/**
 * Load shedding: a request waits at most half a second for a slot, and the limit on requests at once
 * adapts to keep answers starting within 300 ms, so those taken stay well under 2 s.
 */
const QUEUE_TIMEOUT_MS = 500
/**
 * New connections the kernel holds until the server accepts them (Node's default is 511). In a
 * rush of new visitors a full queue drops their connection attempts, and a browser tries again only
 * after 1, 3, then 7 seconds: those visitors wait seconds before the load shedding can even answer.
 * The kernel caps it at net.core.somaxconn.
 */
const LISTEN_BACKLOG = 4096
const TARGET_FIRST_BYTE_MS = 300

export interface ExpressAppOptions {
  viteDevServer?: StartOptions['viteDevServer']
  /** Tests hand in a small build of their own; the server uses the site's. */
  build?: ServerBuild
}

/** Builds the Express app around the React Router request handler. */
export function createExpressApp(services: AppServices, options: ExpressAppOptions = {}) {
  const { config } = services
  const { viteDevServer } = options
  const app = express()
  app.disable('x-powered-by')
  // X-Forwarded-For is believed only from the hops TRUST_PROXY names (loopback by default), so a
  // visitor cannot choose the address their limits are counted against.
  app.set('trust proxy', config.TRUST_PROXY.length ? config.TRUST_PROXY : false)
  app.locals.draining = false
  app.use(requestLogger())
  // While shutting down, every answer closes its connection, so a load balancer opens its next
  // connection to another instance instead of reusing this one.
  app.use((req, res, next) => {
    if (req.app.locals.draining) res.setHeader('Connection', 'close')
    next()
  })
  // Bodies are read whole, within their limit, before anything else: a client trickling its body
  // holds no slot of the load shedding below.
  app.use(bodyLimit())
  // Early, so a request refused for want of capacity costs the least; /healthz answers even then,
  // so a busy instance is not taken for a dead one.
  const shedding = loadShedding({
    maxConcurrent: config.MAX_CONCURRENT_REQUESTS,
    maxQueue: config.MAX_CONCURRENT_REQUESTS * 2,
    queueTimeoutMs: QUEUE_TIMEOUT_MS,
    targetMs: TARGET_FIRST_BYTE_MS,
  })
  app.use((req, res, next) => (req.path === '/healthz' ? next() : shedding(req, res, next)))
  app.use(securityHeaders(config))
  app.use(compression())
  // Anonymous guide pages are served from a render cache (docs/decisions/002-guide-render-cache.md).
  if (!viteDevServer) {
    // Content pages are the same for every anonymous visitor: guides, the home page and the static pages.
    const paths = /^\/(?:guides(?:\/.*)?|about|contact|privacy|affiliate-disclosure)?$/
    app.use(guidePageCache({ paths, contentVersion: services.guides.contentVersion }))
  }

  if (viteDevServer) {
    app.use(viteDevServer.middlewares)
  } else {
    const client = `${process.env.BUILD_DIR ?? 'build'}/client`
    // Hashed file names never change content: cache them for a year.
    app.use('/assets', express.static(`${client}/assets`, { immutable: true, maxAge: '1y', index: false }))
    // Only paths that name a file reach the disk: pages skip a stat (and a 404 error object) per request.
    const publicFiles = express.static(client, { maxAge: '1h', index: false })
    app.use((req, res, next) => (/\.[a-z0-9]+$/i.test(req.path) ? publicFiles(req, res, next) : next()))
  }

  app.get('/healthz', async (req, res) => {
    res.set('Cache-Control', 'no-store')
    // A load balancer stops sending here as soon as shutdown begins.
    if (req.app.locals.draining) return void res.status(503).json({ status: 'draining' })
    try {
      await services.database.ping()
      res.json({ status: 'ok', database: services.database.driver })
    } catch (error) {
      // What failed, in general words; the driver's own message goes to the log only.
      console.error(`[healthz] database ping failed: ${(error as Error).message}`)
      res
        .status(503)
        .set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
        .json({ status: 'error', database: 'unavailable' })
    }
  })

  app.use(originCheck(config.APP_URL))
  app.use(refererCheck())
  app.use(databaseGate(services.database.health))
  const build =
    options.build ??
    (viteDevServer
      ? () => viteDevServer.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>
      : () => import('virtual:react-router/server-build') as Promise<ServerBuild>)

  app.all(
    '/{*splat}',
    reactRouterHandler({
      build,
      mode: config.NODE_ENV === 'development' ? 'development' : 'production',
      database: services.database.health,
      getLoadContext(req, res) {
        const context = new RouterContextProvider()
        // Per-visitor limits key on this: the address through the trusted hops, IPv6 by its /64.
        context.set(clientIpContext, visitorKey(req.ip))
        context.set(servicesContext, services)
        context.set(nonceContext, String(res.locals.cspNonce ?? ''))
        return context
      },
    }),
  )
  return app
}

/** Prepares the database and services: migrate, seed (skipped when unchanged), wire adapters. */
export async function prepareServices(config: AppConfig): Promise<AppServices> {
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir })
  await database.migrate()
  await seedContent(database.db, config)
  return createServices(config, database)
}

/** Starts the production (or development) server; resolves once it is listening. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const config = parseConfig(options.env ?? process.env)
  const services = await prepareServices(config)
  // The routes are read before the server listens, so its first visitors do not wait for that.
  if (!options.viteDevServer) await import('virtual:react-router/server-build')
  const app = createExpressApp(services, { viteDevServer: options.viteDevServer })

  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen({ port: config.PORT, backlog: LISTEN_BACKLOG }, () => resolve(listening))
  })
  // A request must arrive whole within 30 s: a client trickling its body cannot hold a connection for minutes.
  server.requestTimeout = 30_000
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : config.PORT
  const url = `http://localhost:${port}`
  console.log(`Giftwise listening on ${url} (database: ${services.database.driver})`)
  // The gift finder reads its knowledge base in the background, in slices between requests.
  const warmUpStarted = performance.now()
  services.giftFinder
    .warmUp()
    .then(() => console.log(`[gift-finder] warmed up in ${Math.round(performance.now() - warmUpStarted)} ms`))
    .catch((error: unknown) => console.error('[gift-finder] warm-up failed', error))

  let closing: Promise<void> | undefined
  const close = () =>
    (closing ??= (async () => {
      // Stop accepting connections, let in-flight requests finish, then release the database.
      app.locals.draining = true
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeIdleConnections()
      })
      await stopServices(services)
      await services.database.close()
    })())

  if (options.installSignalHandlers !== false) {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      process.once(signal, () => {
        console.log(`${signal} received: finishing in-flight requests`)
        const force = setTimeout(() => process.exit(1), 10_000)
        force.unref()
        close().then(
          () => process.exit(0),
          (error: unknown) => {
            console.error(error)
            process.exit(1)
          },
        )
      })
    }
  }
  return { server, services, url, close }
}
