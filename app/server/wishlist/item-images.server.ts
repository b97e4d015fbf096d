import { randomBytes } from 'node:crypto'

import { safeFetch, type SafeFetchOptions } from '#app/server/wishlist/safe-fetch.server.ts'

/*
 * Our copy of the image a product page names. Only raster formats are kept, recognised by their
 * first bytes whatever the shop's Content-Type says (an SVG or an HTML page can carry script, so
 * neither is ever served from our origin).
 */

export interface ItemImage {
  contentType: 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp' | 'image/avif'
  bytes: Buffer
}

/** The largest image we keep a copy of. */
export const ITEM_IMAGE_MAX_BYTES = 2 * 1024 * 1024
/** The largest image shown inline (a data: URL) in the 'Add by link' preview. */
export const PREVIEW_IMAGE_MAX_BYTES = 512 * 1024

/** The raster format of an image, from its first bytes, or null. */
export function sniffImage(bytes: Buffer): ItemImage['contentType'] | null {
  if (bytes.length < 12) return null
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png'
  if (bytes.subarray(0, 4).toString('latin1') === 'GIF8') return 'image/gif'
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') {
    return 'image/webp'
  }
  if (
    bytes.subarray(4, 8).toString('latin1') === 'ftyp' &&
    /^avi[fs]$/.test(bytes.subarray(8, 12).toString('latin1'))
  ) {
    return 'image/avif'
  }
  return null
}

/** Fetches an image through the SSRF-safe fetch; null when it cannot be had or is not a raster image. */
export async function fetchItemImage(
  url: string,
  options: Omit<SafeFetchOptions, 'accept' | 'maxBytes'>,
): Promise<ItemImage | null> {
  try {
    const { body } = await safeFetch(url, {
      ...options,
      accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9,*/*;q=0.1',
      maxBytes: ITEM_IMAGE_MAX_BYTES,
    })
    const contentType = sniffImage(body)
    return contentType ? { contentType, bytes: body } : null
  } catch {
    return null
  }
}

/** A data: URL of a small image, for the preview; null for a large one. */
export function previewDataUrl(image: ItemImage | null): string | null {
  if (!image || image.bytes.length > PREVIEW_IMAGE_MAX_BYTES) return null
  return `data:${image.contentType};base64,${image.bytes.toString('base64')}`
}

/** A new random key for an image (128 bits, hex). */
export const newImageKey = () => randomBytes(16).toString('hex')
