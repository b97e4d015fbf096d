import { Form, Link, useActionData, useNavigation } from 'react-router'

import { AccountHero } from '#app/components/layout/account-hero.tsx'
import { LoadError } from '#app/components/layout/load-error.tsx'
import { Note, SantaCard } from '#app/components/secret-santa/santa-card.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { FormField } from '#app/components/ui/form-field.tsx'
import { useResultToast } from '#app/components/ui/use-result-toast.ts'
import {
  SANTA_JOIN_WORDS,
  SantaJoinActionSchema,
  type SantaJoinResult,
  type SantaJoinView,
} from '#app/lib/secret-santa/contract.ts'
import { SANTA_LIMITS, SANTA_MESSAGES } from '#app/lib/secret-santa/secret-santa.ts'
import { privatePageMeta } from '#app/lib/seo.ts'
import { requireUser } from '#app/server/auth/session.server.ts'
import { getServices } from '#app/server/context.server.ts'
import { answerAction, formFields, parseInput } from '#app/server/http/answer.server.ts'
import { pageUrl } from '#app/server/http/request-url.server.ts'
import { redirectWithToast } from '#app/server/http/toast.server.ts'

import type { Route } from './+types/join'

/**
 * The emailed invitation link, /secret-santa/join?invitation={id}. Without a session it goes
 * through /auth and comes back with the parameter. Joining is a POST from this page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context)
  const invitationId = pageUrl(request).searchParams.get('invitation') ?? ''
  const view: SantaJoinView = invitationId
    ? await getServices(context).secretSanta.joinView(user, invitationId)
    : { state: 'gone' }
  return { view }
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context)
  const { secretSanta, config } = getServices(context)
  const fields = formFields(await request.formData())
  const intent = fields.intent === 'decline' ? 'decline' : 'join'
  return answerAction(request, config, {
    intent,
    words: SANTA_JOIN_WORDS[intent],
    fallbackPath: '/secret-santa',
    inPage: true,
    run: async () => {
      const input = parseInput(SantaJoinActionSchema, fields)
      if (input.intent === 'decline') {
        await secretSanta.decline(user, input.invitationId)
        throw await redirectWithToast('/secret-santa', { type: 'success', title: 'Invitation declined' }, config)
      }
      const { groupId, groupName } = await secretSanta.join(user, input)
      throw await redirectWithToast(
        `/secret-santa/${groupId}`,
        {
          type: 'success',
          title: `You have joined ${groupName}!`,
          description: 'We will email you when names are drawn.',
        },
        config,
      )
    },
  })
}

export const meta: Route.MetaFunction = privatePageMeta({
  title: 'Secret Santa invitation',
  description: 'Join a Secret Santa on Giftwise.',
  path: '/secret-santa/join',
})

const HERO = { title: 'Secret Santa', subtitle: 'You have been invited to a Secret Santa.' }

function Invited({
  view,
  result,
}: {
  view: Extract<SantaJoinView, { state: 'invited' }>
  result: SantaJoinResult | undefined
}) {
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle'
  const { invitation } = view
  return (
    <SantaCard
      id="invitation"
      title={`${invitation.organiserName} invited you to ${invitation.groupName}`}
      description={`Gifts are exchanged on ${invitation.exchangeDate}, with a budget of ${invitation.budget}.`}
    >
      {invitation.message ? (
        <blockquote className="mb-4 border-l-4 border-brand-200 pl-3 whitespace-pre-line">
          {invitation.message}
        </blockquote>
      ) : null}
      <Form method="post" className="space-y-4">
        <input type="hidden" name="invitationId" value={invitation.id} />
        <FormField
          id="join-display-name"
          label="Your name in the group"
          name="displayName"
          required
          maxLength={SANTA_LIMITS.displayName}
          defaultValue={view.suggestedName}
          hint="The others see this name, and so does whoever draws you."
          error={result && !result.ok ? result.fieldErrors?.displayName : undefined}
        />
        {result && !result.ok && !result.fieldErrors?.displayName ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {result.detail ?? result.message}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" name="intent" value="join" disabled={busy}>
            Join the group
          </Button>
          <Button type="submit" name="intent" value="decline" variant="outline" disabled={busy} formNoValidate>
            Decline
          </Button>
        </div>
      </Form>
    </SantaCard>
  )
}

export default function SecretSantaJoin({ loaderData }: Route.ComponentProps) {
  const result = useActionData<SantaJoinResult>()
  useResultToast({ data: result }, { inlineFieldErrors: true })
  const { view } = loaderData
  return (
    <>
      <AccountHero {...HERO} />
      <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 lg:px-8">
        {view.state === 'invited' ? <Invited view={view} result={result} /> : null}
        {view.state === 'joined' ? (
          <SantaCard id="invitation" title={`You are already in ${view.groupName}`}>
            <Button asChild>
              <Link to={`/secret-santa/${view.groupId}`}>Open the group</Link>
            </Button>
          </SantaCard>
        ) : null}
        {view.state === 'wrong-account' ? (
          <SantaCard id="invitation" title="This invitation is for a different email address">
            <Note>{SANTA_MESSAGES.wrongAccount}</Note>
          </SantaCard>
        ) : null}
        {view.state === 'gone' ? (
          <SantaCard id="invitation" title="This invitation is no longer valid">
            <Note>{SANTA_MESSAGES.invitationGone}</Note>
            <Button asChild variant="outline" className="mt-4">
              <Link to="/secret-santa">Your Secret Santa groups</Link>
            </Button>
          </SantaCard>
        ) : null}
      </div>
    </>
  )
}

export function ErrorBoundary() {
  return (
    <>
      <AccountHero {...HERO} />
      <LoadError message="Could not load this invitation." retryTo="/secret-santa" />
    </>
  )
}
