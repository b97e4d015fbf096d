// Entry point: `node server.js` serves the production build; `node server.js --dev` runs Vite in middleware mode.
const dev = process.argv.includes('--dev')

if (dev) {
  process.env.NODE_ENV ??= 'development'
  const vite = await import('vite')
  const viteDevServer = await vite.createServer({ server: { middlewareMode: true } })
  const { startServer } = await viteDevServer.ssrLoadModule('./server/app.ts')
  await startServer({ viteDevServer })
} else {
  process.env.NODE_ENV ??= 'production'
  const buildDir = process.env.BUILD_DIR ?? 'build'
  const { startServer } = await import(new URL(`./${buildDir}/server/index.js`, import.meta.url).href)
  await startServer()
}
