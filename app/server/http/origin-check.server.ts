import type { RequestHandler } from 'express'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Refuses cross-site mutations. Browsers send Origin on every
 * cross-site POST, so a foreign Origin is refused; requests without one (curl,
 * server-to-server) carry no ambient cookies from another site and pass.
 */
export function originCheck(appUrl: string): RequestHandler {
  const appOrigin = new URL(appUrl).origin
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next()
    const origin = req.get('origin')
    if (origin === undefined || (origin !== 'null' && isAllowed(origin))) return next()
    res.status(403).type('text/plain').send('Cross-site request refused.')

    function isAllowed(value: string): boolean {
      if (value === appOrigin) return true
      // The same host the request was sent to (e.g. 127.0.0.1 vs localhost in development).
      return value === `${req.protocol}://${req.get('host')}`
    }
  }
}
