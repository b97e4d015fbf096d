import { Sparkles } from 'lucide-react'
import { data, isRouteErrorResponse, Link } from 'react-router'

import { AccountHero } from '#app/components/layout/account-hero.tsx'
import { LoadError } from '#app/components/layout/load-error.tsx'
import { NotFound } from '#app/components/layout/not-found.tsx'
import { DatesCard } from '#app/components/people/dates-card.tsx'
import { DeletePersonButton } from '#app/components/people/delete-person-button.tsx'
import { HistoryCard } from '#app/components/people/history-card.tsx'
import { ListsCard } from '#app/components/people/lists-card.tsx'
import { PersonForm } from '#app/components/people/person-form.tsx'
import { RemindersCard } from '#app/components/people/reminders-card.tsx'
import { ProfileCard } from '#app/components/profile/profile-card.tsx'
import { Button } from '#app/components/ui/button.tsx'
import {
  chosenUkDates,
  GiftFormSchema,
  OccasionFormSchema,
  OccasionRemindersSchema,
  PersonActionSchema,
  PersonFormSchema,
  PersonRemindersSchema,
  type PersonIntent,
} from '#app/lib/people/contract.ts'
import { privatePageMeta } from '#app/lib/seo.ts'
import { requireUser } from '#app/server/auth/session.server.ts'
import { getServices } from '#app/server/context.server.ts'
import { NotFoundError } from '#app/server/domain-errors.server.ts'
import { answerAction, formFields, parseInput } from '#app/server/http/answer.server.ts'
import { redirectWithToast } from '#app/server/http/toast.server.ts'

import type { Route } from './+types/person'

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context)
  try {
    return await getServices(context).people.get(user, params.personId)
  } catch (error) {
    // Someone else's person answers exactly like one that does not exist.
    if (error instanceof NotFoundError) throw data(null, { status: 404 })
    throw error
  }
}

const WORDS: Record<PersonIntent, { ok: string; failed: string }> = {
  'update-person': { ok: 'Details saved', failed: 'Could not save their details' },
  'add-date': { ok: 'Date added', failed: 'Could not add the date' },
  'remove-date': { ok: 'Date removed', failed: 'Could not remove the date' },
  'uk-dates': { ok: 'Dates saved', failed: 'Could not save the dates' },
  reminders: { ok: 'Reminders saved', failed: 'Could not save the reminders' },
  'date-reminders': { ok: 'Reminders saved', failed: 'Could not save the reminders' },
  'add-gift': { ok: 'Gift added to their history', failed: 'Could not add the gift' },
  'remove-gift': { ok: 'Gift removed from their history', failed: 'Could not remove the gift' },
  'create-list': { ok: 'List created', failed: 'Could not create the list' },
  'link-list': { ok: 'List linked', failed: 'Could not link the list' },
  'unlink-list': { ok: 'List unlinked', failed: 'Could not unlink the list' },
  'delete-person': { ok: 'Person deleted', failed: 'Could not delete this person' },
}

const isIntent = (value: unknown): value is PersonIntent => typeof value === 'string' && Object.hasOwn(WORDS, value)

/** One intent per form of the page; every one acts only on the signed-in user's own person. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireUser(request, context)
  const { people, config } = getServices(context)
  const fields = formFields(await request.formData(), ['ukDates'])
  const intent: PersonIntent = isIntent(fields.intent) ? fields.intent : 'update-person'
  const personId = params.personId
  return answerAction(request, config, {
    intent,
    words: WORDS[intent],
    fallbackPath: `/people/${personId}`,
    run: async () => {
      const input = parseInput(PersonActionSchema, fields)
      switch (input.intent) {
        case 'update-person':
          return void (await people.update(user, personId, parseInput(PersonFormSchema, fields)))
        case 'add-date':
          return void (await people.addOccasion(user, personId, parseInput(OccasionFormSchema, fields)))
        case 'remove-date':
          return void (await people.removeOccasion(user, personId, input.occasionId))
        case 'uk-dates':
          return void (await people.setUkDates(user, personId, chosenUkDates(input.ukDates)))
        case 'reminders':
          return void (await people.setReminders(user, personId, parseInput(PersonRemindersSchema, fields).days))
        case 'date-reminders':
          return void (await people.setOccasionReminders(user, personId, parseInput(OccasionRemindersSchema, fields)))
        case 'add-gift':
          return void (await people.addGift(user, personId, parseInput(GiftFormSchema, fields)))
        case 'remove-gift':
          return void (await people.removeGift(user, personId, input.giftId))
        case 'create-list':
          return void (await people.createList(user, personId, input.name))
        case 'link-list':
          return void (await people.linkList(user, personId, input.wishlistId))
        case 'unlink-list':
          return void (await people.unlinkList(user, personId, input.wishlistId))
        case 'delete-person':
          await people.remove(user, personId)
          throw await redirectWithToast('/people', { type: 'success', title: 'Person deleted' }, config)
      }
    },
  })
}

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta({
    title: args.loaderData?.name ?? 'Person',
    description: 'Their dates, likes, sizes, lists and what you gave them.',
    path: `/people/${args.params.personId}`,
  })(args)

export default function Person({ loaderData: person }: Route.ComponentProps) {
  return (
    <>
      <AccountHero title={person.name} subtitle={person.relationship ?? 'Someone you buy for'} />
      <div className="mx-auto max-w-5xl space-y-8 px-4 py-12 sm:px-6 lg:px-8">
        <nav aria-label="Breadcrumb" className="text-sm">
          <Link to="/people" className="text-brand-800 hover:underline dark:text-brand-200">
            People
          </Link>{' '}
          / {person.name}
        </nav>
        <div className="flex flex-wrap gap-3">
          <Button asChild size="lg">
            <Link to={`/gift-finder?person=${person.id}`}>
              <Sparkles aria-hidden="true" />
              Find a gift for {person.name}
            </Link>
          </Button>
        </div>
        <DatesCard person={person} />
        <HistoryCard person={person} />
        <ListsCard person={person} />
        <RemindersCard person={person} />
        <ProfileCard title="About them" description="Used to fill in the gift finder and to steer it.">
          <PersonForm
            intent="update-person"
            action={`/people/${person.id}`}
            idPrefix="person"
            submitLabel="Save details"
            busyLabel="Saving..."
            defaults={person}
          />
        </ProfileCard>
        <div className="flex justify-end">
          <DeletePersonButton person={person} />
        </div>
      </div>
    </>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  return (
    <>
      <AccountHero title="People" subtitle="The people you buy for." />
      <LoadError message="Could not load this person." retryTo="/people" />
    </>
  )
}
