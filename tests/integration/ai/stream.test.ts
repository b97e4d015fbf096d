import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { GiftChatStreamLine } from '#app/lib/gift-finder/contract.ts'
import * as giftChatStreamRoute from '#app/routes/gift-finder/api.chat-stream.ts'
import * as giftChatRoute from '#app/routes/gift-finder/api.chat.ts'
import { createTestServices } from '#tests/db.ts'
import { FakeOpenAI } from '#tests/fakes/openai.ts'

import { postJson, readNdjson } from './helpers.ts'

/** The chat endpoints with the LLM adapter configured, against the fake OpenAI server. */

const fake = new FakeOpenAI({ apiKey: 'sk-test-key' })
let services: Awaited<ReturnType<typeof createTestServices>>

const body = {
  messages: [],
  formData: {
    recipient: 'Friend',
    gender: 'Non-binary',
    occasion: 'Birthday',
    age: '25-34',
    interests: 'climbing and <script>alert(1)</script> synth music',
    budget: '£50-£100',
  },
  condition: 'new',
}

beforeAll(async () => {
  const url = await fake.start()
  services = await createTestServices({
    env: { AI_BASE_URL: url, AI_MODEL: 'gpt-4o-mini', AI_API_KEY: 'sk-test-key', AI_DAILY_CALL_BUDGET: '100' },
  })
})
afterAll(async () => {
  await services.close()
  await fake.stop()
})

describe('gift chat on the LLM adapter', () => {
  it('streams the model reply to the browser in several pieces, then the finished turn', async () => {
    fake.enqueue({
      json: { reply: 'Hello! Do they prefer bouldering or ropes?', readyToSearch: false, keywords: [], avoid: [] },
      chunkSize: 3,
    })
    const answer = await postJson(giftChatStreamRoute.action, services, '/api/gift-chat/stream', body)
    expect(answer.status).toBe(200)
    const lines = await readNdjson<GiftChatStreamLine>(answer.response!)
    const deltas = lines.filter((line) => line.event === 'delta')
    expect(deltas.length).toBeGreaterThan(2)
    // The finished turn also says, for a non-binary friend, that gifts made for men or women are left out.
    expect(lines[lines.length - 1]).toEqual({
      event: 'done',
      message: "Hello! Do they prefer bouldering or ropes? I'll leave out anything made just for men or women.",
      type: 'chat',
      searchCriteria: null,
    })
    // The shopper's markup went to the model as escaped data only.
    const sent = JSON.stringify(fake.requests[fake.requests.length - 1]!.body.messages)
    expect(sent).not.toContain('<script>')
  })

  it('answers 502 with a message when the model fails before any text', async () => {
    fake.enqueue({ status: 401 })
    const errors = console.error
    console.error = () => {}
    try {
      const answer = await postJson<{ ok: boolean; error: string }>(
        giftChatStreamRoute.action,
        services,
        '/api/gift-chat/stream',
        body,
      )
      expect(answer.status).toBe(502)
      expect(answer.body).toEqual({
        ok: false,
        error: 'The gift finder is unavailable right now. Please try again later.',
      })

      fake.enqueue({ status: 401 })
      const json = await postJson<{ ok: boolean; error: string }>(
        giftChatRoute.action,
        services,
        '/api/gift-chat',
        body,
      )
      expect(json.status).toBe(502)
      expect(json.body.ok).toBe(false)
    } finally {
      console.error = errors
    }
  })

  it('ends the stream with an error line when the model fails halfway', async () => {
    fake.enqueue({
      json: { reply: 'This answer will stop part of the way through', readyToSearch: false, keywords: [], avoid: [] },
      chunkSize: 4,
      failAfterChunks: 6,
    })
    const errors = console.error
    console.error = () => {}
    try {
      const answer = await postJson(giftChatStreamRoute.action, services, '/api/gift-chat/stream', body)
      expect(answer.status).toBe(200)
      const lines = await readNdjson<GiftChatStreamLine>(answer.response!)
      expect(lines[lines.length - 1]).toMatchObject({ event: 'error', error: expect.any(String) })
      expect(lines.some((line) => line.event === 'done')).toBe(false)
    } finally {
      console.error = errors
    }
  })
})
