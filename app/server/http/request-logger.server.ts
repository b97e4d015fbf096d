import type { RequestHandler } from 'express'

/**
 * The path a log line names: never the query string, which carries sign-in, unsubscribe and
 * invitation tokens, email addresses and what people search for.
 */
export function loggedPath(originalUrl: string): string {
  const end = originalUrl.search(/[?#]/)
  return end === -1 ? originalUrl : originalUrl.slice(0, end)
}

/** One log line per request: method, path (no query string), status, duration. */
export function requestLogger(): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint()
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6
      if (process.env.LOG_REQUESTS === 'false') return
      console.log(`${req.method} ${loggedPath(req.originalUrl)} ${res.statusCode} ${ms.toFixed(1)}ms`)
    })
    next()
  }
}
