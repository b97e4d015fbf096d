import { SmtpSink } from '../fakes/smtp-sink.ts'

import { E2E } from './env.ts'

/** Starts the SMTP sink the server sends to; specs read it over HTTP (see fixtures.ts). */
export default async function globalSetup() {
  const sink = new SmtpSink()
  await sink.start(E2E.smtpPort)
  await sink.serveHttp(E2E.mailApiPort)
  return async () => {
    await sink.stop()
  }
}
