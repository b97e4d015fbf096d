import type { Request, Response } from 'express'

/**
 * Answers from the Express layer, before any route runs (too large, busy, database down): JSON
 * `{ ok: false, error }` for callers that speak JSON (fetchers, the API), plain text otherwise.
 */
export function answerEarly(
  req: Request,
  res: Response,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  const wantsJson =
    req.path.endsWith('.data') ||
    req.path.startsWith('/api/') ||
    /\bjson\b/i.test(req.get('accept') ?? '') ||
    /\bjson\b/i.test(req.get('content-type') ?? '')
  res.status(status).set({ 'Cache-Control': 'no-store', ...headers })
  if (wantsJson) res.json({ ok: false, error: message })
  else res.type('text/plain').send(message)
}
