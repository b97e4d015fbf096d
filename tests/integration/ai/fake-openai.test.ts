import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { FakeOpenAI } from '#tests/fakes/openai.ts'

/**
 * The fake OpenAI server itself against tests/contracts/openai: the shapes an SDK relies on,
 * checked with raw HTTP so the fake cannot drift from the contract unnoticed.
 */

/** Bodies of tests/contracts/openai/examples (error.401, error.429). */
const CONTRACT = {
  error401: {
    error: {
      message:
        'Incorrect API key provided: sk-xxxx. You can find your API key at https://platform.openai.com/account/api-keys.',
      type: 'invalid_request_error',
      param: null,
      code: 'invalid_api_key',
    },
  },
  error429: {
    error: {
      message:
        'Rate limit reached for gpt-4o-mini in organization org-xxx on requests per min (RPM): Limit 500, Used 500, Requested 1. Please try again in 120ms.',
      type: 'requests',
      param: null,
      code: 'rate_limit_exceeded',
    },
  },
  /** response_format of chat_completion.request.example.json. */
  jsonSchemaFormat: {
    type: 'json_schema',
    json_schema: {
      name: 'gift_ideas',
      strict: true,
      schema: {
        type: 'object',
        properties: {
          ideas: {
            type: 'array',
            items: {
              type: 'object',
              properties: { title: { type: 'string' }, query: { type: 'string' }, maxPriceGBP: { type: 'number' } },
              required: ['title', 'query', 'maxPriceGBP'],
              additionalProperties: false,
            },
          },
        },
        required: ['ideas'],
        additionalProperties: false,
      },
    },
  },
}

const fake = new FakeOpenAI({ apiKey: 'sk-test-key' })
let base = ''
beforeAll(async () => {
  base = await fake.start()
})
afterAll(() => fake.stop())
beforeEach(() => fake.reset())

function post(body: unknown, options: { path?: string; key?: string | null } = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (options.key !== null) headers.Authorization = `Bearer ${options.key ?? 'sk-test-key'}`
  return fetch(`${base.replace(/\/v1$/, '')}${options.path ?? '/v1/chat/completions'}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  })
}

const request = { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'Hello' }] }

/** The four keys every error body must carry (ErrorResponse, all required). */
function expectErrorBody(body: unknown) {
  expect(body).toEqual({
    error: {
      message: expect.any(String),
      type: expect.any(String),
      param: expect.toBeOneOf([null, expect.any(String)]),
      code: expect.toBeOneOf([null, expect.any(String)]),
    },
  })
}

describe('fake OpenAI server', () => {
  it('answers a chat completion with the required fields of CreateChatCompletionResponse', async () => {
    fake.enqueue({ content: 'Hi there' })
    const response = await post(request)
    expect(response.status).toBe(200)
    const body = (await response.json()) as Record<string, unknown>
    for (const key of ['id', 'object', 'created', 'model', 'choices', 'usage']) expect(body).toHaveProperty(key)
    expect(body.object).toBe('chat.completion')
    expect(body.choices).toEqual([
      {
        index: 0,
        message: { role: 'assistant', content: 'Hi there', refusal: null, annotations: [] },
        logprobs: null,
        finish_reason: 'stop',
      },
    ])
    expect(fake.requests[0]!.body).toEqual(request)
  })

  it('serves /chat/completions without the /v1 prefix too', async () => {
    expect((await post(request, { path: '/chat/completions' })).status).toBe(200)
  })

  it('answers json_schema and json_object requests with valid JSON', async () => {
    fake.handler = () => ({ json: { ideas: [{ title: 'Mug', query: 'mug', maxPriceGBP: 20 }] } })
    const structured = await post({ ...request, response_format: CONTRACT.jsonSchemaFormat })
    const content = ((await structured.json()) as { choices: { message: { content: string } }[] }).choices[0]!.message
      .content
    expect(JSON.parse(content)).toEqual({ ideas: [{ title: 'Mug', query: 'mug', maxPriceGBP: 20 }] })

    // json_object needs the word JSON in the prompt, as the live API insists.
    const refused = await post({ ...request, response_format: { type: 'json_object' } })
    expect(refused.status).toBe(400)
    expectErrorBody(await refused.json())
    const accepted = await post({
      model: 'gpt-4o-mini',
      messages: [{ role: 'user', content: 'Answer in JSON' }],
      response_format: { type: 'json_object' },
    })
    expect(accepted.status).toBe(200)
  })

  it('streams chunks as data: lines, the usage chunk with empty choices, then [DONE]', async () => {
    fake.enqueue({ content: 'Hello world', chunkSize: 5 })
    const response = await post({ ...request, stream: true, stream_options: { include_usage: true } })
    expect(response.headers.get('content-type')).toBe('text/event-stream')
    const events = (await response.text()).split('\n\n').filter(Boolean)
    for (const event of events) expect(event).toMatch(/^data: /)
    expect(events[events.length - 1]).toBe('data: [DONE]')
    const chunks = events.slice(0, -1).map((event) => JSON.parse(event.slice(6)) as Record<string, unknown>)
    expect(chunks.every((chunk) => chunk.object === 'chat.completion.chunk')).toBe(true)
    const usage = chunks[chunks.length - 1]!
    expect(usage.choices).toEqual([])
    expect(usage.usage).toMatchObject({ prompt_tokens: expect.any(Number), total_tokens: expect.any(Number) })
    expect(chunks.slice(0, -1).every((chunk) => chunk.usage === null)).toBe(true)
    const text = chunks
      .flatMap((chunk) =>
        (chunk.choices as { delta: { content?: string } }[]).map((choice) => choice.delta.content ?? ''),
      )
      .join('')
    expect(text).toBe('Hello world')
  })

  it('refuses a wrong key with 401 and the contract error body', async () => {
    const response = await post(request, { key: 'sk-wrong' })
    expect(response.status).toBe(401)
    const body = await response.json()
    expectErrorBody(body)
    expect(body).toEqual(CONTRACT.error401)
  })

  it('answers 429 with Retry-After, and 500, with error bodies', async () => {
    fake.enqueue({ status: 429, retryAfterSeconds: 2 }, { status: 500 })
    const limited = await post(request)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('2')
    expect(await limited.json()).toEqual(CONTRACT.error429)
    const broken = await post(request)
    expect(broken.status).toBe(500)
    expectErrorBody(await broken.json())
  })

  it('refuses a request without model or messages with 400', async () => {
    const noMessages = await post({ model: 'gpt-4o-mini', messages: [] })
    expect(noMessages.status).toBe(400)
    expect(((await noMessages.json()) as { error: { param: string } }).error.param).toBe('messages')
    const usageWithoutStream = await post({ ...request, stream_options: { include_usage: true } })
    expect(usageWithoutStream.status).toBe(400)
  })
})
