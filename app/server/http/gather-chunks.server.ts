/** Bytes gathered into one chunk at most, even while the body keeps producing. */
const MAX_GATHERED = 64 * 1024

/**
 * Joins the chunks a body has ready into fewer, larger ones: a chunk goes on when the body pauses
 * (a Suspense boundary still loading, or the end) or reaches MAX_GATHERED. React hands its HTML
 * over in pieces of a few KB, and the response writer flushes the compressor after every chunk it
 * writes, finishing a deflate block and making a round trip to the thread pool each time: under
 * load that was the server's largest single cost. Streaming stays streaming: whatever is ready
 * when the body waits is sent at once.
 */
export function gatherChunks(): TransformStream<Uint8Array, Uint8Array> {
  let gathered: Uint8Array[] = []
  let size = 0
  let scheduled: NodeJS.Immediate | undefined
  const send = (controller: TransformStreamDefaultController<Uint8Array>) => {
    if (scheduled) clearImmediate(scheduled)
    scheduled = undefined
    if (!size) return
    controller.enqueue(gathered.length === 1 ? gathered[0]! : Buffer.concat(gathered, size))
    gathered = []
    size = 0
  }
  return new TransformStream({
    transform(chunk, controller) {
      gathered.push(chunk)
      size += chunk.byteLength
      if (size >= MAX_GATHERED) return send(controller)
      // After the I/O already due: a body with more ready hands it over before this runs.
      scheduled ??= setImmediate(() => {
        try {
          send(controller)
        } catch {
          // The stream was cancelled meanwhile: nothing left to send to.
        }
      })
    },
    flush(controller) {
      send(controller)
    },
  })
}
