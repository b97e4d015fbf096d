import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

import nodemailer from 'nodemailer'

/** A message ready to send: every email has an HTML and a plain-text part. */
export interface MailMessage {
  to: string
  subject: string
  html: string
  text: string
}

/** The mail port: delivers one message or throws. */
export interface MailTransport {
  readonly kind: 'smtp' | 'file'
  send(message: MailMessage & { from: string }): Promise<void>
  close(): void
}

/** SMTP via nodemailer (SMTP_URL), e.g. smtp://user:pass@smtp.example.com:587. */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl)
  const transporter = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 587)),
    secure: url.protocol === 'smtps:',
    // Loopback servers (tests, local relays) speak plain SMTP; everything else upgrades with STARTTLS.
    ignoreTLS: ['127.0.0.1', 'localhost', '::1'].includes(url.hostname),
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  })
  return {
    kind: 'smtp',
    async send(message) {
      await transporter.sendMail(message)
    },
    close: () => transporter.close(),
  }
}

/**
 * The embedded default: each message becomes an .eml file under DATA_DIR/mail/, so sign-in
 * works on a laptop with no mail server. The file is the exact MIME message nodemailer would send.
 */
export function createFileTransport(dataDir: string): MailTransport {
  const folder = path.join(dataDir, 'mail')
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    kind: 'file',
    async send(message) {
      const info = await builder.sendMail(message)
      await mkdir(folder, { recursive: true })
      const stamp = new Date().toISOString().replace(/[:.]/g, '-')
      const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, '_')
      const file = path.join(folder, `${stamp}-${safeTo}.eml`)
      await writeFile(file, info.message as Buffer)
      // The file name holds the address (a developer looks for their own mail); the log line does not.
      console.log(`[mail] "${message.subject}" written to ${folder}`)
    },
    close: () => builder.close(),
  }
}
