/**
 * React Router 8 hands loaders and actions the raw request: client navigations and fetcher
 * posts arrive as `/path.data?_routes=...`. These helpers read the URL the visitor sees.
 */

/** True for React Router's own data requests (client navigations, fetchers, enhanced forms). */
export function isDataRequest(request: Request): boolean {
  return new URL(request.url).pathname.endsWith('.data')
}

/** The page URL behind a request, without React Router's `.data` suffix and `_routes` parameter. */
export function pageUrl(request: Request): URL {
  const url = new URL(request.url)
  url.pathname = url.pathname.endsWith('/_.data')
    ? url.pathname.slice(0, -'_.data'.length)
    : url.pathname.replace(/\.data$/, '')
  url.searchParams.delete('_routes')
  // An empty `index` marks a post to an index route, not a parameter of the page.
  const index = url.searchParams.getAll('index').filter(Boolean)
  url.searchParams.delete('index')
  for (const value of index) url.searchParams.append('index', value)
  return url
}
