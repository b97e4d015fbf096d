import { data } from 'react-router'

import { getServices } from '#app/server/context.server.ts'
import { NotFoundError } from '#app/server/domain-errors.server.ts'

import type { Route } from './+types/image'

/**
 * Our copy of the image of an item added by link. The random key is the only way to ask for it;
 * only raster images are ever stored, and the answer may not be run as a document.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  try {
    const image = await getServices(context).wishlists.itemImage(params.key)
    return new Response(new Uint8Array(image.bytes), {
      headers: {
        'Content-Type': image.contentType,
        'Content-Length': String(image.bytes.byteLength),
        'Cache-Control': 'private, max-age=86400',
        'Content-Security-Policy': "default-src 'none'; sandbox",
        'Cross-Origin-Resource-Policy': 'same-origin',
      },
    })
  } catch (error) {
    if (error instanceof NotFoundError) throw data(null, { status: 404 })
    throw error
  }
}
