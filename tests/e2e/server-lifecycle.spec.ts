import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { E2E } from './env.ts'

/**
 * SIGTERM lets in-flight requests finish, then closes the database and exits.
 * A second production server is started on its own data folder so the shared one is untouched.
 */
test('SIGTERM finishes the request in flight, then exits cleanly', async () => {
  test.setTimeout(120_000)
  const port = E2E.port + 50
  const dataDir = mkdtempSync(path.join(tmpdir(), 'giftwise-lifecycle-'))
  const server = spawn(process.execPath, ['server.js'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_REQUESTS: 'false', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)))

  try {
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.status ?? 0, {
        timeout: 90_000,
      })
      .toBe(200)

    // A form post whose body arrives in two parts: the server is waiting for the rest when SIGTERM lands.
    // 'Expect: 100-continue' makes the server say when it has taken the request on.
    const body = 'theme=dark'
    const socket = connect(port, '127.0.0.1')
    let response = ''
    socket.on('data', (chunk) => (response += chunk.toString()))
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()))
    socket.write(
      `POST /resources/theme HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept: text/html\r\n` +
        `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\nConnection: close\r\n` +
        `Expect: 100-continue\r\n\r\n` +
        body.slice(0, 3),
    )
    await expect.poll(() => response).toContain('100 Continue')
    server.kill('SIGTERM')
    await expect.poll(() => output).toContain('SIGTERM received')

    // New connections are refused while the old one is still served.
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow()
    socket.write(body.slice(3))
    await closed
    expect(response).toMatch(/HTTP\/1\.1 302 Found/)
    // The theme cookie is React Router's signed-free cookie format: base64 of the JSON value.
    expect(response).toContain(`gw_theme=${Buffer.from('"dark"').toString('base64')}`)
    expect(await exited).toBe(0)
  } finally {
    if (server.exitCode === null) server.kill('SIGKILL')
    rmSync(dataDir, { recursive: true, force: true })
  }
})
