import type { ServerBuild } from 'react-router'

type Handler = (args: { request: Request; context: unknown }) => Promise<Response> | Response

/**
 * A React Router server build with resource routes only: lets tests drive the Express layer and
 * the request handler (server/app.ts) without building the site. `routes` maps a path to the
 * function answering every method there.
 */
export function resourceRoutesBuild(routes: Record<string, Handler>): ServerBuild {
  const manifest: ServerBuild['routes'] = {
    root: { id: 'root', path: '', module: {} } as ServerBuild['routes'][string],
  }
  for (const [path, handler] of Object.entries(routes)) {
    const id = `routes/${path}`
    manifest[id] = {
      id,
      parentId: 'root',
      path,
      module: { loader: handler, action: handler },
    } as unknown as ServerBuild['routes'][string]
  }
  return {
    entry: { module: { default: () => new Response('document', { status: 404 }) } },
    routes: manifest,
    assets: {
      entry: { module: '', imports: [] },
      routes: {},
      url: '',
      version: 'test',
    } as unknown as ServerBuild['assets'],
    publicPath: '/',
    assetsBuildDirectory: '',
    future: {} as ServerBuild['future'],
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'initial', manifestPath: '/__manifest' },
  }
}
