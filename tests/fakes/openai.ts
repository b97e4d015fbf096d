import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A fake OpenAI Chat Completions server on 127.0.0.1 speaking the wire format of
 * OpenAI's chat-completions specification and its examples (tests/contracts/README.md): bearer auth, JSON answers,
 * response_format json_schema and json_object, SSE streaming with `data:` lines and
 * `data: [DONE]` (plus the usage chunk when stream_options.include_usage), and the 400, 401,
 * 429 (with Retry-After) and 500 error bodies. It records every request so tests can inspect
 * the prompt.
 */

/** One recorded request. */
export interface RecordedRequest {
  method: string
  path: string
  headers: IncomingMessage['headers']
  body: ChatCompletionRequest
}

/** The parts of the request body the fake reads (CreateChatCompletionRequest). */
export interface ChatCompletionRequest {
  model?: string
  messages?: { role: string; content: string | { type: string; text?: string }[] | null }[]
  stream?: boolean
  stream_options?: { include_usage?: boolean } | null
  response_format?:
    | { type: 'text' }
    | { type: 'json_object' }
    | { type: 'json_schema'; json_schema: { name: string; schema?: unknown; strict?: boolean | null } }
  [key: string]: unknown
}

/** What the fake answers one request with. */
export type FakeReply =
  | {
      /** The assistant's text; with a JSON response_format it must be valid JSON. */
      content?: string
      /** Shorthand for content: JSON.stringify(json). */
      json?: unknown
      /** Characters per streamed delta (default 6). */
      chunkSize?: number
      /** Wait before answering (to test timeouts). */
      delayMs?: number
      /** Stream only: after this many deltas, send an error event instead of finishing. */
      failAfterChunks?: number
    }
  | { status: 400 | 401 | 429 | 500; retryAfterSeconds?: number; message?: string }

type Handler = (request: RecordedRequest) => FakeReply | undefined

const ERROR_BODIES = {
  400: { message: 'Invalid request.', type: 'invalid_request_error', param: null, code: null },
  401: {
    message:
      'Incorrect API key provided: sk-xxxx. You can find your API key at https://platform.openai.com/account/api-keys.',
    type: 'invalid_request_error',
    param: null,
    code: 'invalid_api_key',
  },
  429: {
    message:
      'Rate limit reached for gpt-4o-mini in organization org-xxx on requests per min (RPM): Limit 500, Used 500, Requested 1. Please try again in 120ms.',
    type: 'requests',
    param: null,
    code: 'rate_limit_exceeded',
  },
  500: {
    message: 'The server had an error while processing your request. Sorry about that!',
    type: 'server_error',
    param: null,
    code: null,
  },
} as const

export class FakeOpenAI {
  readonly requests: RecordedRequest[] = []
  /** Replies used in order, before the handler and the default. */
  readonly queue: FakeReply[] = []
  /** Called when the queue is empty. */
  handler: Handler | undefined
  /** The bearer key required; null accepts any request (local servers such as Ollama need none). */
  apiKey: string | null
  private server: Server
  private counter = 0
  url = ''

  constructor(options: { apiKey?: string | null } = {}) {
    this.apiKey = options.apiKey === undefined ? 'sk-test-key' : options.apiKey
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) => {
        if (!res.headersSent) sendError(res, 500, { message: String(error) })
        else res.end()
      })
    })
  }

  /** Starts listening; resolves with the base URL to configure (…/v1). */
  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()))
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`
    return this.url
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections()
    await new Promise<void>((resolve) => this.server.close(() => resolve()))
  }

  /** Queues replies for the next requests. */
  enqueue(...replies: FakeReply[]): this {
    this.queue.push(...replies)
    return this
  }

  reset(): void {
    this.requests.length = 0
    this.queue.length = 0
    this.handler = undefined
  }

  /** Every message text of a recorded request, by role. */
  static messages(request: RecordedRequest): { role: string; content: string }[] {
    return (request.body.messages ?? []).map((message) => ({
      role: message.role,
      content:
        typeof message.content === 'string'
          ? message.content
          : (message.content ?? []).map((part) => part.text ?? '').join(''),
    }))
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname
    if (req.method !== 'POST' || (path !== '/v1/chat/completions' && path !== '/chat/completions')) {
      sendError(res, 404, { message: `Unknown request URL: ${req.method} ${path}.`, type: 'invalid_request_error' })
      return
    }
    if (this.apiKey !== null && req.headers.authorization !== `Bearer ${this.apiKey}`) {
      sendError(res, 401, ERROR_BODIES[401])
      return
    }
    let body: ChatCompletionRequest
    try {
      body = JSON.parse(await readBody(req)) as ChatCompletionRequest
    } catch {
      sendError(res, 400, { ...ERROR_BODIES[400], message: 'We could not parse the JSON body of your request.' })
      return
    }
    const recorded: RecordedRequest = { method: req.method, path, headers: req.headers, body }
    this.requests.push(recorded)

    const invalid = validateRequest(body)
    if (invalid) {
      sendError(res, 400, invalid)
      return
    }

    const reply = this.queue.shift() ?? this.handler?.(recorded) ?? { content: defaultContent(body) }
    if ('delayMs' in reply && reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs))
    if ('status' in reply) {
      if (reply.status === 429 && reply.retryAfterSeconds !== undefined) {
        res.setHeader('Retry-After', String(reply.retryAfterSeconds))
      }
      sendError(res, reply.status, {
        ...ERROR_BODIES[reply.status],
        ...(reply.message ? { message: reply.message } : {}),
      })
      return
    }

    const content = reply.json !== undefined ? JSON.stringify(reply.json) : (reply.content ?? defaultContent(body))
    const format = body.response_format?.type
    if (format === 'json_object' || format === 'json_schema') {
      try {
        JSON.parse(content)
      } catch {
        throw new Error(`The test scripted non-JSON content for a ${format} request: ${content.slice(0, 80)}`)
      }
    }

    const id = `chatcmpl-fake${++this.counter}`
    const created = Math.floor(Date.now() / 1000)
    const model = body.model!
    const usage = {
      prompt_tokens: Math.ceil(JSON.stringify(body.messages).length / 4),
      completion_tokens: Math.max(1, Math.ceil(content.length / 4)),
      total_tokens: 0,
    }
    usage.total_tokens = usage.prompt_tokens + usage.completion_tokens

    if (!body.stream) {
      res.writeHead(200, { 'Content-Type': 'application/json', 'x-request-id': id })
      res.end(
        JSON.stringify({
          id,
          object: 'chat.completion',
          created,
          model,
          system_fingerprint: 'fp_fake',
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content, refusal: null, annotations: [] },
              logprobs: null,
              finish_reason: 'stop',
            },
          ],
          usage,
        }),
      )
      return
    }

    const includeUsage = body.stream_options?.include_usage === true
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', 'x-request-id': id })
    const send = (choices: unknown[], extra: Record<string, unknown> = {}) =>
      res.write(
        `data: ${JSON.stringify({
          id,
          object: 'chat.completion.chunk',
          created,
          model,
          system_fingerprint: 'fp_fake',
          choices,
          ...(includeUsage ? { usage: null } : {}),
          ...extra,
        })}\n\n`,
      )
    send([{ index: 0, delta: { role: 'assistant', content: '', refusal: null }, logprobs: null, finish_reason: null }])
    const size = Math.max(1, reply.chunkSize ?? 6)
    let sent = 0
    for (let i = 0; i < content.length; i += size) {
      if (reply.failAfterChunks !== undefined && sent >= reply.failAfterChunks) {
        res.write(`data: ${JSON.stringify({ error: ERROR_BODIES[500] })}\n\n`)
        res.end()
        return
      }
      send([{ index: 0, delta: { content: content.slice(i, i + size) }, logprobs: null, finish_reason: null }])
      sent++
      // Let the client see deltas arrive one by one.
      await new Promise((resolve) => setImmediate(resolve))
    }
    send([{ index: 0, delta: {}, logprobs: null, finish_reason: 'stop' }])
    if (includeUsage) send([], { usage })
    res.end('data: [DONE]\n\n')
  }
}

/** The checks of CreateChatCompletionRequest the fake enforces: a model, messages, and known roles. */
function validateRequest(body: ChatCompletionRequest): Record<string, unknown> | null {
  const bad = (message: string, param: string) => ({ message, type: 'invalid_request_error', param, code: null })
  if (typeof body.model !== 'string' || !body.model) return bad('you must provide a model parameter', 'model')
  if (!Array.isArray(body.messages) || body.messages.length === 0) {
    return bad("Invalid 'messages': empty array. Expected an array with minimum length 1.", 'messages')
  }
  const roles = ['developer', 'system', 'user', 'assistant', 'tool', 'function']
  if (body.messages.some((message) => !roles.includes(message.role))) return bad("Invalid 'messages' role.", 'messages')
  if (body.stream_options && !body.stream) {
    return bad('The stream_options parameter is only allowed when stream is enabled.', 'stream_options')
  }
  const format = body.response_format
  if (format && !['text', 'json_object', 'json_schema'].includes(format.type)) {
    return bad("Invalid value for 'response_format.type'.", 'response_format')
  }
  if (format?.type === 'json_schema') {
    const name = format.json_schema?.name
    if (typeof name !== 'string' || !/^[a-zA-Z0-9_-]{1,64}$/.test(name)) {
      return bad("Invalid 'response_format.json_schema.name'.", 'response_format.json_schema.name')
    }
  }
  if (format?.type === 'json_object') {
    // The live API refuses json_object unless the prompt asks for JSON.
    const text = JSON.stringify(body.messages).toLowerCase()
    if (!text.includes('json')) {
      return bad(
        "'messages' must contain the word 'json' in some form, to use 'response_format' of type 'json_object'.",
        'messages',
      )
    }
  }
  return null
}

function defaultContent(body: ChatCompletionRequest): string {
  return body.response_format && body.response_format.type !== 'text' ? '{}' : 'Hello from the fake model.'
}

function sendError(res: ServerResponse, status: number, error: Record<string, unknown>): void {
  res.writeHead(status, { 'Content-Type': 'application/json' })
  res.end(JSON.stringify({ error: { message: '', type: 'invalid_request_error', param: null, code: null, ...error } }))
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}
