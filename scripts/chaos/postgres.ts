import { execFile, execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'

/**
 * A throwaway Postgres cluster for the fault proofs: its own data folder under the system temp
 * folder, listening on 127.0.0.1 only, on a port of its own. Uses the server binaries already on
 * the machine (PG_BIN, or /usr/lib/postgresql/15/bin); installs nothing. Postgres refuses to run
 * as root, so as root it runs as the postgres user.
 */
export class ThrowawayPostgres {
  private readonly dir: string
  private readonly bin: string
  private readonly asRoot = process.getuid?.() === 0

  constructor(readonly port: number) {
    this.bin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin'
    if (!existsSync(path.join(this.bin, 'pg_ctl'))) {
      throw new Error(
        `No Postgres server binaries in ${this.bin}. Install PostgreSQL 15 (apt-get install postgresql-15) or set PG_BIN.`,
      )
    }
    this.dir = mkdtempSync(path.join(tmpdir(), 'giftwise-chaos-pg-'))
    // The postgres user owns its folder.
    if (this.asRoot) execFileSync('chown', ['postgres:postgres', this.dir])
  }

  /** Runs a server binary without blocking: the load keeps running while Postgres stops and starts. */
  private run(binary: string, args: string[]): Promise<void> {
    const command = path.join(this.bin, binary)
    const [file, argv] = this.asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]
    return new Promise((resolve, reject) => {
      execFile(file, argv, { encoding: 'utf8' }, (error, stdout, stderr) => {
        if (error) reject(new Error(`${binary} ${args.join(' ')} failed: ${stderr || stdout || error.message}`))
        else resolve()
      })
    })
  }

  private get data() {
    return path.join(this.dir, 'data')
  }

  async init(): Promise<void> {
    await this.run('initdb', ['-D', this.data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'])
    await this.start()
  }

  async start(): Promise<void> {
    // fsync stays on: the proofs are about writes surviving a restart.
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c max_connections=200`
    await this.run('pg_ctl', [
      '-D',
      this.data,
      '-o',
      options,
      '-l',
      path.join(this.dir, 'log'),
      '-w',
      '-t',
      '60',
      'start',
    ])
  }

  /** Stops the server; 'fast' ends every session at once, as a restart by an operator does. */
  async stop(mode: 'fast' | 'immediate' = 'fast'): Promise<void> {
    await this.run('pg_ctl', ['-D', this.data, '-m', mode, '-w', '-t', '60', 'stop'])
  }

  url(database = 'postgres'): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`
  }

  /** A fresh database for one scenario. */
  async createDatabase(name: string): Promise<string> {
    const client = new pg.Client({ connectionString: this.url() })
    await client.connect()
    try {
      await client.query(`create database ${name}`)
    } finally {
      await client.end()
    }
    return this.url(name)
  }

  async destroy(): Promise<void> {
    await this.run('pg_ctl', ['-D', this.data, '-m', 'immediate', 'stop']).catch(() => {
      // Already stopped.
    })
    if (this.asRoot) execFileSync('rm', ['-rf', this.dir])
    else rmSync(this.dir, { recursive: true, force: true })
  }
}
