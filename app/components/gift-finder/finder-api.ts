import type { Condition } from '#app/lib/gift-finder/form-options.ts'
import type {
  ChatFormData,
  ChatMessage,
  GiftChatResponse,
  GiftChatStreamLine,
  GiftSuggestion,
  SearchCriteria,
} from '#app/lib/gift-finder/contract.ts'

/** A failed call: the server's message when it sent one (the chat start shows it). */
export class FinderRequestError extends Error {
  override name = 'FinderRequestError'
  constructor(
    message: string,
    readonly serverMessage: string | null,
    /** True when the server answered, but not with what the page expects. */
    readonly invalidResponse = false,
  ) {
    super(message)
  }
}

async function errorFrom(response: Response): Promise<FinderRequestError> {
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null
  const message = typeof body?.error === 'string' && body.error ? body.error : null
  return new FinderRequestError(message ?? `Request failed with status ${response.status}`, message)
}

function postJson(url: string, body: unknown, signal?: AbortSignal): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/x-ndjson, application/json' },
    body: JSON.stringify(body),
    signal,
  })
}

function isChatResponse(value: unknown): value is GiftChatResponse {
  const reply = value as Partial<GiftChatResponse> | null
  return (
    typeof reply?.message === 'string' &&
    reply.message.trim() !== '' &&
    (reply.type === 'search_results' || reply.type === 'chat') &&
    (reply.type === 'chat' || (typeof reply.searchCriteria === 'object' && reply.searchCriteria !== null))
  )
}

/**
 * One chat turn through the streaming sibling of /api/gift-chat: `onText` receives the reply
 * as it is written; resolves with the finished turn.
 */
export async function streamChatTurn(
  input: {
    messages: ChatMessage[]
    formData: ChatFormData | Omit<ChatFormData, 'gender'>
    condition: Condition
    personId?: string
  },
  onText: (textSoFar: string) => void,
  signal?: AbortSignal,
): Promise<GiftChatResponse> {
  const response = await postJson('/api/gift-chat/stream', input, signal)
  if (!response.ok) throw await errorFrom(response)
  if (!response.body) throw new FinderRequestError('Empty response', null, true)

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  let text = ''
  for (;;) {
    const { value, done } = await reader.read()
    if (value) buffer += value
    let newline = buffer.indexOf('\n')
    while (newline >= 0) {
      const line = buffer.slice(0, newline).trim()
      buffer = buffer.slice(newline + 1)
      newline = buffer.indexOf('\n')
      if (!line) continue
      let event: GiftChatStreamLine
      try {
        event = JSON.parse(line) as GiftChatStreamLine
      } catch {
        throw new FinderRequestError('Invalid response', null, true)
      }
      if (event.event === 'delta') {
        text += event.text
        onText(text)
      } else if (event.event === 'error') {
        throw new FinderRequestError(event.error, event.error)
      } else if (event.event === 'done') {
        const { event: _event, ...reply } = event
        if (!isChatResponse(reply)) throw new FinderRequestError('Invalid response', null, true)
        return reply
      }
    }
    if (done) break
  }
  throw new FinderRequestError('Invalid response', null, true)
}

/** POST /api/suggest-gifts: the criteria spread in, beside the batch options. */
export async function fetchSuggestions(input: {
  criteria: SearchCriteria
  condition: Condition
  batchSize: number
  excludeItemIds?: string[]
  excludeTitles?: string[]
  excludeIdeaIds?: string[]
  personId?: string
}): Promise<GiftSuggestion[]> {
  const response = await postJson('/api/suggest-gifts', {
    ...input.criteria,
    condition: input.condition,
    mode: 'suggest',
    batchSize: input.batchSize,
    ...(input.excludeItemIds ? { excludeItemIds: input.excludeItemIds } : {}),
    ...(input.excludeTitles ? { excludeTitles: input.excludeTitles } : {}),
    ...(input.excludeIdeaIds ? { excludeIdeaIds: input.excludeIdeaIds } : {}),
    ...(input.personId ? { personId: input.personId } : {}),
  })
  if (!response.ok) throw await errorFrom(response)
  const body = (await response.json().catch(() => null)) as { suggestions?: unknown } | null
  if (!Array.isArray(body?.suggestions)) throw new FinderRequestError('Invalid response', null, true)
  return body.suggestions as GiftSuggestion[]
}
