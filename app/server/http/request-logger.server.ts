import type { RequestHandler } from 'express'

/** One log line per request: method, path, status, duration. */
export function requestLogger(): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint()
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6
      if (process.env.LOG_REQUESTS === 'false') return
      console.log(`${req.method} ${req.originalUrl} ${res.statusCode} ${ms.toFixed(1)}ms`)
    })
    next()
  }
}
