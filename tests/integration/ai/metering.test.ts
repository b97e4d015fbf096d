import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { ChatFormData } from '#app/lib/gift-finder/contract.ts'
import { modelCallsToday } from '#app/server/ai/budget.server.ts'
import { AdvisorError } from '#app/server/ai/port.server.ts'
import { seedContent } from '#app/server/db/seed.server.ts'
import { createTestDatabase, createTestServices } from '#tests/db.ts'
import { FakeOpenAI } from '#tests/fakes/openai.ts'

import { freshIp } from './helpers.ts'

/**
 * What a model call costs: every HTTP request to the model, retries included, is one call of the
 * day's budget; each visitor has a daily share, past which the offline concierge answers them.
 */

const fake = new FakeOpenAI({ apiKey: 'sk-test-key' })
const database = await createTestDatabase()
let url = ''

const form: ChatFormData = {
  recipient: 'Friend',
  gender: 'Prefer not to say',
  occasion: 'Birthday',
  age: '25-34',
  interests: 'cooking and cycling',
  budget: '£20-£50',
}
const turn = { messages: [], formData: form, condition: 'new' as const }
const modelReply = { json: { reply: 'From the model', readyToSearch: false, keywords: [], avoid: [] } }

async function servicesWith(env: Record<string, string>) {
  return createTestServices({
    database,
    env: { AI_BASE_URL: url, AI_MODEL: 'gpt-4o-mini', AI_API_KEY: 'sk-test-key', ...env },
  })
}

beforeAll(async () => {
  url = await fake.start()
  const services = await servicesWith({})
  await seedContent(services.db, services.config)
  await services.close()
})
afterAll(async () => {
  await database.close()
  await fake.stop()
})
beforeEach(() => fake.reset())

describe('model calls and their retries', () => {
  it('counts a retry against the day’s budget like the first attempt', async () => {
    const services = await servicesWith({ AI_DAILY_CALL_BUDGET: '100' })
    try {
      const before = await modelCallsToday(services.db)
      fake.enqueue({ status: 429, retryAfterSeconds: 0 }, { status: 500 }, modelReply)
      const answer = await services.giftFinder.chatTurn({ ip: freshIp() }, turn)
      expect(answer.message).toBe('From the model')
      expect(fake.requests).toHaveLength(3)
      expect((await modelCallsToday(services.db)) - before).toBe(3)
    } finally {
      await services.close()
    }
  }, 20_000)

  it('sends no retry past the day’s budget', async () => {
    const used = await modelCallsToday(database.db)
    const services = await servicesWith({ AI_DAILY_CALL_BUDGET: String(used + 2) })
    try {
      fake.enqueue({ status: 429, retryAfterSeconds: 0 }, { status: 429, retryAfterSeconds: 0 }, modelReply)
      const error = await services.giftFinder.chatTurn({ ip: freshIp() }, turn).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(AdvisorError)
      expect((error as AdvisorError).message).toBe('The gift finder is busy. Please try again in a minute.')
      expect(fake.requests).toHaveLength(2)
      expect(await modelCallsToday(services.db)).toBe(used + 2)
    } finally {
      await services.close()
    }
  }, 20_000)

  it('asks the model for no more output tokens than AI_MAX_OUTPUT_TOKENS', async () => {
    const services = await servicesWith({ AI_DAILY_CALL_BUDGET: '1000', AI_MAX_OUTPUT_TOKENS: '500' })
    try {
      fake.enqueue(modelReply)
      await services.giftFinder.chatTurn({ ip: freshIp() }, turn)
      expect(fake.requests[0]!.body.max_tokens).toBe(500)
    } finally {
      await services.close()
    }
  })
})

describe('each visitor’s daily share of the model', () => {
  it('past AI_DAILY_CALLS_PER_VISITOR the concierge answers that visitor, and only that visitor', async () => {
    const services = await servicesWith({ AI_DAILY_CALL_BUDGET: '1000', AI_DAILY_CALLS_PER_VISITOR: '2' })
    try {
      fake.handler = () => modelReply
      const heavy = { ip: freshIp() }
      for (let i = 0; i < 2; i++)
        expect((await services.giftFinder.chatTurn(heavy, turn)).message).toBe('From the model')
      const budgetBefore = await modelCallsToday(services.db)

      const offline = await services.giftFinder.chatTurn(heavy, turn)
      expect(offline.message).toMatch(/^Hi! I'm the Giftwise gift concierge/)
      const answer = await services.giftFinder.productChat(heavy, {
        product: { name: 'Cast iron pan', price: '£35.00' },
        question: 'How much is it?',
      })
      expect(answer.answer).toContain('£35.00')
      expect(fake.requests).toHaveLength(2)
      expect(await modelCallsToday(services.db)).toBe(budgetBefore)

      expect((await services.giftFinder.chatTurn({ ip: freshIp() }, turn)).message).toBe('From the model')
    } finally {
      await services.close()
    }
  })
})
