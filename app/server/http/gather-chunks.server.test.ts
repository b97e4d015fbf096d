import { describe, expect, it } from 'vitest'

import { gatherChunks } from '#app/server/http/gather-chunks.server.ts'

const bytes = (text: string) => new TextEncoder().encode(text)
const text = (chunk: Uint8Array) => new TextDecoder().decode(chunk)

/** Reads every chunk the stream hands on. */
async function readAll(stream: ReadableStream<Uint8Array>) {
  const chunks: string[] = []
  const reader = stream.getReader()
  for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(text(read.value))
  return chunks
}

describe('gathering a page into fewer writes', () => {
  it('joins the chunks that are ready together into one', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of ['<html>', '<body>', '<main>hello</main>', '</body>', '</html>']) {
          controller.enqueue(bytes(piece))
        }
        controller.close()
      },
    })
    expect(await readAll(body.pipeThrough(gatherChunks()))).toEqual(['<html><body><main>hello</main></body></html>'])
  })

  it('sends what is ready as soon as the body pauses, so streaming stays streaming', async () => {
    let resume!: () => void
    const later = new Promise<void>((resolve) => (resume = resolve))
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(bytes('<shell>'))
        controller.enqueue(bytes('<fallback/>'))
        await later
        controller.enqueue(bytes('<suspended-part/>'))
        controller.close()
      },
    })
    const reader = body.pipeThrough(gatherChunks()).getReader()
    // The shell arrives while the rest of the body is still waiting.
    expect(text((await reader.read()).value!)).toBe('<shell><fallback/>')
    resume()
    expect(text((await reader.read()).value!)).toBe('<suspended-part/>')
    expect((await reader.read()).done).toBe(true)
  })

  it('hands a chunk on once it reaches 64 KB, even while more is ready', async () => {
    const piece = 'x'.repeat(16 * 1024)
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 6; i++) controller.enqueue(bytes(piece))
        controller.close()
      },
    })
    const sizes = (await readAll(body.pipeThrough(gatherChunks()))).map((chunk) => chunk.length)
    expect(sizes).toEqual([64 * 1024, 32 * 1024])
  })
})
