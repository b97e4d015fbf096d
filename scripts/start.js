// `npm start`: build when no build exists, then serve (the server migrates and seeds on start).
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

if (!existsSync(`${process.env.BUILD_DIR ?? 'build'}/server/index.js`)) {
  console.log('No build found: building once (react-router build)...')
  const result = spawnSync('npx', ['react-router', 'build'], { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
await import('../server.js')
