// The guide article beside a bare Node server sending the same bytes.
import { load, startBareServer, type LoadFigures } from './http.ts'

export interface ArticleBenchResult {
  url: string
  bytes: number
  /** Whether the measured answers came from the render cache (X-Render-Cache: HIT). */
  renderCache: string
  app: LoadFigures
  bare: LoadFigures
  /** app requests per second / bare requests per second. */
  ratio: number
}

/**
 * Measures requests per second and p99 of an article of a running production server (anonymous,
 * 50 connections, ~10 s), then of a bare node:http server sending the exact bytes of that article
 * with the same Content-Type, and returns both and their ratio.
 */
export async function benchArticle(
  baseUrl: string,
  articlePath: string,
  options: { seconds?: number; connections?: number } = {},
): Promise<ArticleBenchResult> {
  const url = new URL(articlePath, baseUrl).toString()
  // The first request renders (and fills the render cache); the second is what visitors then get.
  const first = await fetch(url)
  if (!first.ok) throw new Error(`${url} answered ${first.status}`)
  await first.arrayBuffer()
  const response = await fetch(url)
  const body = Buffer.from(await response.arrayBuffer())
  const contentType = response.headers.get('content-type') ?? 'text/html; charset=utf-8'

  const app = await load(url, options)
  const bare = await startBareServer(body, { 'content-type': contentType })
  try {
    const baseline = await load(bare.url, options)
    return {
      url,
      bytes: body.length,
      renderCache: response.headers.get('x-render-cache') ?? 'none',
      app,
      bare: baseline,
      ratio: app.requestsPerSecond / baseline.requestsPerSecond,
    }
  } finally {
    await bare.close()
  }
}

/** One line for `npm run bench`. */
export function formatArticleBench(result: ArticleBenchResult): string {
  return (
    `article ${new URL(result.url).pathname}: ${result.app.requestsPerSecond} req/s (p99 ${result.app.p99Ms} ms, ` +
    `render cache ${result.renderCache}) vs bare ${result.bare.requestsPerSecond} req/s (p99 ${result.bare.p99Ms} ms) ` +
    `-> ${(result.ratio * 100).toFixed(1)}% (${result.bytes} bytes)`
  )
}
