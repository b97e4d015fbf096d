import type { RequestHandler } from 'express'

/** Paths whose last segment is a secret: a list's share link opens the list to whoever holds it. */
const SECRET_SEGMENT = /^(\/shared\/)(?!claims(?:\/|$))[^/]+/

/**
 * The path a log line names: never the query string, which carries sign-in, unsubscribe and
 * invitation tokens, email addresses and what people search for; and never a share link's token.
 */
export function loggedPath(originalUrl: string): string {
  const end = originalUrl.search(/[?#]/)
  const path = end === -1 ? originalUrl : originalUrl.slice(0, end)
  return path.replace(SECRET_SEGMENT, '$1…')
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
