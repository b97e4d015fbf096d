import { redirect } from 'react-router'

import { SUBSCRIBE_MESSAGE, SubscribeRequestSchema } from '#app/lib/newsletter/contract.ts'
import { getClientIp, getServices } from '#app/server/context.server.ts'
import { answerAction, readForm } from '#app/server/http/answer.server.ts'

import type { Route } from './+types/api'

/** 'Stay Updated' (home page) posts here: double opt-in, one answer for every address. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context)
  return answerAction(request, services.config, {
    words: { ok: 'Almost there!', failed: ({ message }) => ({ message: 'Error', detail: message }) },
    fallbackPath: '/',
    run: async () => {
      const { email } = await readForm(request, SubscribeRequestSchema)
      await services.newsletter.subscribe({ email, ip: getClientIp(context) })
      return { detail: SUBSCRIBE_MESSAGE }
    },
  })
}

/** The form lives on the home page. */
export function loader() {
  return redirect('/')
}
