import { data, isRouteErrorResponse } from 'react-router'

import { AccountHero } from '#app/components/layout/account-hero.tsx'
import { LoadError } from '#app/components/layout/load-error.tsx'
import { NotFound } from '#app/components/layout/not-found.tsx'
import { GroupOverview } from '#app/components/secret-santa/group-overview.tsx'
import { LinkWishlistCard, MatchCard, QuestionsForYou } from '#app/components/secret-santa/member-panel.tsx'
import { OrganiserPanel } from '#app/components/secret-santa/organiser-panel.tsx'
import { SANTA_GROUP_WORDS, SantaGroupActionSchema, type SantaGroupIntent } from '#app/lib/secret-santa/contract.ts'
import { metaFromLoader } from '#app/lib/meta.ts'
import { buildMeta } from '#app/lib/seo.ts'
import { requireUser } from '#app/server/auth/session.server.ts'
import { getServices } from '#app/server/context.server.ts'
import { NotFoundError } from '#app/server/domain-errors.server.ts'
import { answerAction, formFields, parseInput } from '#app/server/http/answer.server.ts'
import { redirectWithToast } from '#app/server/http/toast.server.ts'
import { ukToday } from '#app/server/secret-santa/access.server.ts'

import type { Route } from './+types/group'

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context)
  const { secretSanta, config } = getServices(context)
  try {
    const page = await secretSanta.page(user, params.groupId)
    const meta = buildMeta({
      title: `${page.group.name} — Secret Santa`,
      description: 'Your Secret Santa group on Giftwise.',
      path: `/secret-santa/${page.group.id}`,
      appUrl: config.APP_URL,
      noindex: true,
    })
    return { meta, page, today: ukToday() }
  } catch (error) {
    // A group the user may not see answers exactly like one that does not exist.
    if (error instanceof NotFoundError) throw data(null, { status: 404 })
    throw error
  }
}

const isIntent = (value: unknown): value is SantaGroupIntent =>
  typeof value === 'string' && Object.hasOwn(SANTA_GROUP_WORDS, value)

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireUser(request, context)
  const { secretSanta, config } = getServices(context)
  const fields = formFields(await request.formData())
  if (!isIntent(fields.intent)) return data({ ok: false, message: 'Unknown form' }, { status: 400 })
  const intent = fields.intent
  const groupId = params.groupId
  return answerAction(request, config, {
    intent,
    words: SANTA_GROUP_WORDS[intent],
    fallbackPath: `/secret-santa/${groupId}`,
    run: async () => {
      const input = parseInput(SantaGroupActionSchema, fields)
      switch (input.intent) {
        case 'update-group':
          return void (await secretSanta.updateDetails(user, groupId, input))
        case 'update-settings':
          return void (await secretSanta.updateSettings(user, groupId, input))
        case 'invite': {
          const { invited, skipped, emailsSent } = await secretSanta.invite(user, groupId, input)
          const detail = skipped.length ? `Already invited or in the group: ${skipped.join(', ')}` : undefined
          if (!emailsSent)
            return { message: 'Invitations saved but some emails failed to send', tone: 'warning' as const, detail }
          return { message: invited.length === 1 ? 'Invitation sent!' : 'Invitations sent!', detail }
        }
        case 'cancel-invitation':
          return void (await secretSanta.cancelInvitation(user, groupId, input.invitationId))
        case 'remove-member': {
          const { drawCancelled } = await secretSanta.removeMember(user, groupId, input.userId)
          return drawCancelled
            ? {
                message: 'Member removed',
                detail: 'The draw was cancelled and everyone was told: draw names again.',
                tone: 'warning' as const,
              }
            : undefined
        }
        case 'add-exclusion':
          return void (await secretSanta.addExclusion(user, groupId, input))
        case 'remove-exclusion':
          return void (await secretSanta.removeExclusion(user, groupId, input))
        case 'allow-last-year':
          return void (await secretSanta.allowLastYear(user, groupId))
        case 'draw':
        case 'redraw': {
          const { emailsSent } = await (input.intent === 'draw' ? secretSanta.draw : secretSanta.redraw)(user, groupId)
          return emailsSent
            ? undefined
            : { message: 'Names drawn, but some emails failed to send', tone: 'warning' as const }
        }
        case 'delete-group':
          await secretSanta.deleteGroup(user, groupId)
          // The group's page is gone: back to the list, with or without JavaScript.
          throw await redirectWithToast('/secret-santa', { type: 'success', title: 'Group deleted' }, config)
        case 'reveal':
          return void (await secretSanta.reveal(user, groupId))
        case 'link-wishlist':
          await secretSanta.linkWishlist(user, groupId, input.wishlistId)
          return input.wishlistId ? undefined : { message: 'Wishlist no longer shared' }
        case 'ask':
          return void (await secretSanta.ask(user, groupId, input))
        case 'answer':
          return void (await secretSanta.answer(user, groupId, input))
      }
    },
  })
}

export const meta = metaFromLoader

const HERO = { title: 'Secret Santa', subtitle: 'Draw names fairly and keep every match secret.' }

export default function SecretSantaGroup({ loaderData }: Route.ComponentProps) {
  const { page, today } = loaderData
  return (
    <>
      <AccountHero
        title={page.group.name}
        subtitle={`Secret Santa · ${page.group.exchangeDate} · Budget ${page.group.budget}`}
      />
      <div className="mx-auto max-w-6xl space-y-8 px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
          <div className="min-w-0 space-y-8">
            {page.me ? (
              <>
                <MatchCard group={page.group} panel={page.me} />
                {page.group.drawn ? <QuestionsForYou questions={page.me.questionsForYou} /> : null}
                <LinkWishlistCard panel={page.me} />
              </>
            ) : (
              <p className="rounded-md bg-slate-50 p-4 text-slate-700 dark:bg-slate-900 dark:text-slate-300">
                You are organising this group without taking part.
              </p>
            )}
          </div>
          <GroupOverview page={page} />
        </div>
        {page.organiser ? <OrganiserPanel group={page.group} panel={page.organiser} today={today} /> : null}
      </div>
    </>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  return (
    <>
      <AccountHero {...HERO} />
      <LoadError message="Could not load this Secret Santa group." retryTo="/secret-santa" />
    </>
  )
}
