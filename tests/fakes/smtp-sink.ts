import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import PostalMime from 'postal-mime'
import { SMTPServer } from 'smtp-server'

/** One message received by the sink. */
export interface ReceivedMail {
  from: string
  to: string[]
  subject: string
  text: string
  html: string
  receivedAt: number
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives. It can also refuse mail, to test outages.
 */
export class SmtpSink {
  readonly messages: ReceivedMail[] = []
  refusing = false
  private server: SMTPServer
  private http: Server | undefined
  port = 0

  constructor() {
    this.server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      authOptional: true,
      logger: false,
      onRcptTo: (_address, _session, callback) => {
        if (this.refusing) return callback(new Error('451 Temporary failure: sink is refusing mail'))
        callback()
      },
      onData: (stream, session, callback) => {
        readStream(stream)
          .then((raw) => PostalMime.parse(raw))
          .then((mail) => {
            this.messages.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
              receivedAt: Date.now(),
            })
            callback()
          })
          .catch((error: Error) => callback(error))
      },
    })
  }

  async start(port = 0): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', () => resolve()))
    this.port = (this.server.server.address() as AddressInfo).port
    return `smtp://127.0.0.1:${this.port}`
  }

  /** Serves the received messages as JSON, for Playwright workers in other processes. */
  async serveHttp(port: number): Promise<void> {
    this.http = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      if (req.method === 'POST' && url.pathname === '/refuse') {
        this.refusing = url.searchParams.get('on') === '1'
        res.end('ok')
        return
      }
      const to = url.searchParams.get('to')?.toLowerCase()
      res.setHeader('Content-Type', 'application/json')
      res.end(JSON.stringify(to ? this.messages.filter((m) => m.to.includes(to)) : this.messages))
    })
    await new Promise<void>((resolve) => this.http!.listen(port, '127.0.0.1', () => resolve()))
  }

  /** Resolves with the first message to `to` matching `predicate`, polling until `timeoutMs`. */
  async waitFor(to: string, predicate: (mail: ReceivedMail) => boolean = () => true, timeoutMs = 10_000) {
    const deadline = Date.now() + timeoutMs
    while (Date.now() < deadline) {
      const found = this.messages.find((mail) => mail.to.includes(to.toLowerCase()) && predicate(mail))
      if (found) return found
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    throw new Error(`No mail to ${to} within ${timeoutMs} ms`)
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()))
    if (this.http) await new Promise<void>((resolve) => this.http!.close(() => resolve()))
  }
}

async function readStream(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer))
  return Buffer.concat(chunks)
}
