// The baseline for pages rendered per request: a route that renders markup the bench hands the
// server process (held in memory), so the empty app sends the same page body as the site without
// any work of its own beyond React Router and React. Never hydrated: the bench only reads the HTML.
declare global {
  var __benchPages: Record<string, string> | undefined
}

export function loader({ params }: { params: Record<string, string | undefined> }) {
  // The loader answers something small, as a one-query page would; the markup stays on the server.
  return { key: params['*'] ?? '' }
}

export default function Render({ loaderData }: { loaderData: { key: string } }) {
  const html = globalThis.__benchPages?.[loaderData.key] ?? ''
  return <div dangerouslySetInnerHTML={{ __html: html }} />
}
