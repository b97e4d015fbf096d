import { Gift, PackageX } from 'lucide-react'
import { data, Link } from 'react-router'

import emailLinkPages from '#content/site/email-link-pages.json' with { type: 'json' }
import { EmailLinkPage, linkStep, type EmailLinkCopy } from '#app/components/layout/email-link-page.tsx'
import { MessagePanel } from '#app/components/layout/message-panel.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { privatePageMeta } from '#app/lib/seo.ts'
import { ClaimLinkRequestSchema } from '#app/lib/wishlist/contract.ts'
import { getServices } from '#app/server/context.server.ts'
import { answerLinkAction } from '#app/server/http/answer.server.ts'

import type { Route } from './+types/claim-confirm'

type ConfirmState = 'pending' | 'confirmed' | 'taken' | 'invalid'

/** GET only shows the page, so mail scanners that fetch the link claim nothing. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const token = url.searchParams.get('token') ?? ''
  const state: ConfirmState = token ? await getServices(context).wishlists.checkConfirmToken(token) : 'invalid'
  return data({ state, token }, { status: state === 'invalid' ? 400 : 200 })
}

export async function action({ request, context }: Route.ActionArgs) {
  return answerLinkAction(request, ClaimLinkRequestSchema, ({ token }): Promise<ConfirmState> =>
    getServices(context).wishlists.confirmClaim(token),
  )
}

const PAGES = emailLinkPages['claim-confirm']
const COPY: EmailLinkCopy = PAGES

export const meta: Route.MetaFunction = privatePageMeta(COPY.meta)

export default function ConfirmClaim({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData?.state ?? loaderData.state
  if (state === 'taken') {
    return (
      <MessagePanel icon={PackageX} title={PAGES.taken.title} tone="error">
        {PAGES.taken.paragraphs.map((line) => (
          <p key={line}>{line}</p>
        ))}
        <Button asChild size="lg">
          <Link to="/">Back to Home</Link>
        </Button>
      </MessagePanel>
    )
  }
  return (
    <EmailLinkPage step={linkStep(state, 'confirmed')} copy={COPY} icon={Gift} fields={{ token: loaderData.token }} />
  )
}
