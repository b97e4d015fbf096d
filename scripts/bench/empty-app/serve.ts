// The empty React Router app of the same versions, served by @react-router/node on a bare
// node:http server: the baseline `npm run bench` renders beside the site's pages.
//   node scripts/bench/empty-app/serve.ts <build dir> <pages.json> <port>
// pages.json maps a key to markup; GET /render/<key> renders it through a component.
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { createRequestListener } from '@react-router/node'
import type { ServerBuild } from 'react-router'

const [buildDir = 'build-bench-empty', pagesFile, port = '3990'] = process.argv.slice(2)
globalThis.__benchPages = pagesFile ? (JSON.parse(readFileSync(pagesFile, 'utf8')) as Record<string, string>) : {}
const build = (await import(pathToFileURL(path.resolve(buildDir, 'server/index.js')).href)) as ServerBuild
const server = createServer(createRequestListener({ build, mode: 'production' }))
server.listen(Number(port), '127.0.0.1', () => console.log(`baseline listening on ${port}`))
process.once('SIGTERM', () => server.close(() => process.exit(0)))
