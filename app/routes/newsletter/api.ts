import { redirect } from 'react-router'
import { z } from 'zod'

import { EmailAddressSchema } from '#app/lib/form-schemas.ts'
import { getClientIp, getServices } from '#app/server/context.server.ts'
import { answerFormPost } from '#app/server/http/form-answer.server.ts'
import { tooManyRequests } from '#app/server/limits/too-many-requests.server.ts'
import { subscribe, SUBSCRIBE_MESSAGE } from '#app/server/newsletter/newsletter.server.ts'

import type { Route } from './+types/api'

const SubscribeSchema = z.object({
  email: EmailAddressSchema,
})

interface SubscribeResult {
  ok: boolean
  message: string
}

/** 'Stay Updated' (home page) posts here: double opt-in, one answer for every address. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context)
  const answer = (result: SubscribeResult, status = 200, headers?: HeadersInit) =>
    answerFormPost(request, services.config, {
      result,
      status,
      headers,
      toast: result.ok
        ? { type: 'success', title: 'Almost there!', description: result.message }
        : { type: 'error', title: 'Error', description: result.message },
      fallbackPath: '/',
    })

  const parsed = SubscribeSchema.safeParse(Object.fromEntries(await request.formData()))
  if (!parsed.success) return answer({ ok: false, message: parsed.error.issues[0]!.message }, 400)
  const outcome = await subscribe(services, { email: parsed.data.email, ip: getClientIp(context) })
  if (outcome.status === 'rate-limited') {
    const { message, status, headers } = tooManyRequests(outcome.limit, 'sign-ups from your connection')
    return answer({ ok: false, message }, status, headers)
  }
  return answer({ ok: true, message: SUBSCRIBE_MESSAGE })
}

/** The form lives on the home page. */
export function loader() {
  return redirect('/')
}
