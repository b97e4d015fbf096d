import { useActionData } from 'react-router'

import { AccountHero } from '#app/components/layout/account-hero.tsx'
import { LoadError } from '#app/components/layout/load-error.tsx'
import { CreateGroupForm } from '#app/components/secret-santa/create-group-form.tsx'
import { GroupList, InvitationList } from '#app/components/secret-santa/group-list.tsx'
import { useResultToast } from '#app/components/ui/use-result-toast.ts'
import { SANTA_HOME_WORDS, SantaHomeActionSchema, type SantaHomeResult } from '#app/lib/secret-santa/contract.ts'
import { privatePageMeta } from '#app/lib/seo.ts'
import { requireUser } from '#app/server/auth/session.server.ts'
import { getServices } from '#app/server/context.server.ts'
import { answerAction, formFields, parseInput } from '#app/server/http/answer.server.ts'
import { redirectWithToast } from '#app/server/http/toast.server.ts'

import type { Route } from './+types/index'

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context)
  return getServices(context).secretSanta.home(user)
}

/** 'Start a group' and 'Repeat': both open the new group's page. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context)
  const { secretSanta, config } = getServices(context)
  const fields = formFields(await request.formData())
  const intent = fields.intent === 'repeat-group' ? 'repeat-group' : 'create-group'
  return answerAction(request, config, {
    intent,
    words: SANTA_HOME_WORDS[intent],
    fallbackPath: '/secret-santa',
    // The creation form shows its problems beside its fields, with or without JavaScript.
    inPage: intent === 'create-group',
    run: async () => {
      const input = parseInput(SantaHomeActionSchema, fields)
      if (input.intent === 'create-group') {
        const { id } = await secretSanta.create(user, input)
        throw await redirectWithToast(
          `/secret-santa/${id}`,
          { type: 'success', title: 'Group created!', description: 'Now invite everyone by email.' },
          config,
        )
      }
      const repeated = await secretSanta.repeat(user, input)
      const description = repeated.invited
        ? `Last year's ${repeated.invited} ${repeated.invited === 1 ? 'member has' : 'members have'} been invited again.`
        : undefined
      throw await redirectWithToast(
        `/secret-santa/${repeated.id}`,
        repeated.emailsSent
          ? { type: 'success', title: 'Group repeated for this year', description }
          : { type: 'warning', title: 'Group repeated, but some invitation emails failed to send' },
        config,
      )
    },
  })
}

export const meta: Route.MetaFunction = privatePageMeta({
  title: 'Secret Santa',
  description:
    'Run a Secret Santa: invite everyone, keep couples apart, draw names fairly and keep every match secret.',
  path: '/secret-santa',
})

/** The page's hero, also shown above its load-error message. */
const HERO = {
  title: 'Secret Santa',
  subtitle: 'Invite everyone, draw names fairly, keep every match secret and ask questions anonymously.',
}

export default function SecretSanta({ loaderData }: Route.ComponentProps) {
  const result = useActionData<SantaHomeResult>()
  useResultToast({ data: result }, { inlineFieldErrors: true })
  return (
    <>
      <AccountHero {...HERO} />
      <div className="mx-auto max-w-5xl space-y-8 px-4 py-12 sm:px-6 lg:px-8">
        <InvitationList invitations={loaderData.invitations} />
        <GroupList groups={loaderData.groups} today={loaderData.today} />
        <CreateGroupForm today={loaderData.today} suggestedName={loaderData.suggestedName} result={result} />
      </div>
    </>
  )
}

export function ErrorBoundary() {
  return (
    <>
      <AccountHero {...HERO} />
      <LoadError message="Could not load your Secret Santa groups." retryTo="/secret-santa" />
    </>
  )
}
