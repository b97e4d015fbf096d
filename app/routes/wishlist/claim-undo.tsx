import { Undo2 } from 'lucide-react'
import { data } from 'react-router'

import emailLinkPages from '#content/site/email-link-pages.json' with { type: 'json' }
import { EmailLinkPage, linkStep, type EmailLinkCopy } from '#app/components/layout/email-link-page.tsx'
import { privatePageMeta } from '#app/lib/seo.ts'
import { ClaimLinkRequestSchema } from '#app/lib/wishlist/contract.ts'
import { getServices } from '#app/server/context.server.ts'
import { answerLinkAction } from '#app/server/http/answer.server.ts'

import type { Route } from './+types/claim-undo'

type UndoState = 'active' | 'undone' | 'invalid'

/** GET only shows the page, so mail scanners that fetch the link undo nothing. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const token = url.searchParams.get('token') ?? ''
  const state: UndoState = token ? await getServices(context).wishlists.checkUndoToken(token) : 'invalid'
  return data({ state, token }, { status: state === 'invalid' ? 400 : 200 })
}

export async function action({ request, context }: Route.ActionArgs) {
  return answerLinkAction(request, ClaimLinkRequestSchema, ({ token }): Promise<UndoState> =>
    getServices(context).wishlists.undoByToken(token),
  )
}

const COPY: EmailLinkCopy = emailLinkPages['claim-undo']

export const meta: Route.MetaFunction = privatePageMeta(COPY.meta)

export default function UndoClaim({ loaderData, actionData }: Route.ComponentProps) {
  const step = linkStep(actionData?.state ?? loaderData.state, 'undone')
  return <EmailLinkPage step={step} copy={COPY} icon={Undo2} fields={{ token: loaderData.token }} />
}
