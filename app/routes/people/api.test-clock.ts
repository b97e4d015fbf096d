import { TestClockSchema } from '#app/lib/people/contract.ts'
import { getServices } from '#app/server/context.server.ts'
import { answerJson, readJson } from '#app/server/http/answer.server.ts'

import type { Route } from './+types/api.test-clock'

/**
 * The test clock (TEST_CLOCK=on only; otherwise 404 like any unknown URL): moves the people
 * feature's clock to `now` and runs the reminder scheduler, answering what it planned and sent.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return answerJson(async () => {
    const { reminders } = getServices(context)
    const { now } = await readJson(request, TestClockSchema)
    return { ok: true as const, ...(await reminders.travelTo(new Date(now))) }
  })
}
