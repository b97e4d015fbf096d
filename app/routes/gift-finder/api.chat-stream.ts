import { GiftChatRequestSchema, type GiftChatStreamLine } from '#app/lib/gift-finder/contract.ts'
import type { ChatStreamEvent } from '#app/server/ai/port.server.ts'
import { getRequester } from '#app/server/auth/session.server.ts'
import { getServices } from '#app/server/context.server.ts'
import { describeError } from '#app/server/domain-errors.server.ts'
import { errorData, readJson } from '#app/server/http/answer.server.ts'
import { personForFinder } from '#app/server/people/finder-person.server.ts'

import type { Route } from './+types/api.chat-stream'

/**
 * The gift-chat turn with the reply streamed as it is written: newline-delimited JSON lines
 * ({ event: 'delta', text }, then { event: 'done', message, type, searchCriteria }). Errors before
 * the first line are plain JSON error answers, so the page shows the same toasts as for /api/gift-chat.
 */
export async function action({ request, context }: Route.ActionArgs) {
  let events: AsyncIterator<ChatStreamEvent>
  let first: IteratorResult<ChatStreamEvent>
  try {
    const { personId, ...input } = await readJson(request, GiftChatRequestSchema)
    const person = await personForFinder(request, context, personId)
    const stream = await getServices(context).giftFinder.chatTurnStream(await getRequester(request, context), {
      ...input,
      person,
    })
    events = stream[Symbol.asyncIterator]()
    first = await events.next()
  } catch (error) {
    return errorData(error)
  }

  const encoder = new TextEncoder()
  const line = (value: GiftChatStreamLine) => encoder.encode(`${JSON.stringify(value)}\n`)
  let pending: IteratorResult<ChatStreamEvent> | null = first
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const result = pending ?? (await events.next())
        pending = null
        if (result.done) return controller.close()
        const event = result.value
        if (event.type === 'delta') return controller.enqueue(line({ event: 'delta', text: event.text }))
        const { message, type, searchCriteria } = event.result
        controller.enqueue(line({ event: 'done', message, type, searchCriteria: searchCriteria ?? null }))
      } catch (error) {
        const { message } = describeError(error)
        console.error(error)
        controller.enqueue(line({ event: 'error', error: message }))
        controller.close()
      }
    },
    async cancel() {
      await events.return?.()
    },
  })
  return new Response(body, {
    headers: {
      'Content-Type': 'application/x-ndjson; charset=utf-8',
      // no-transform keeps the compression middleware from buffering the stream.
      'Cache-Control': 'no-store, no-transform',
    },
  })
}
