import { AccountHero } from '#app/components/layout/account-hero.tsx'
import { LoadError } from '#app/components/layout/load-error.tsx'
import { AllRemindersForm } from '#app/components/people/all-reminders-form.tsx'
import { PeopleList } from '#app/components/people/people-list.tsx'
import { PersonForm } from '#app/components/people/person-form.tsx'
import { ProfileCard } from '#app/components/profile/profile-card.tsx'
import { PeopleActionSchema, PersonFormSchema, type PeopleIntent } from '#app/lib/people/contract.ts'
import { privatePageMeta } from '#app/lib/seo.ts'
import { requireUser } from '#app/server/auth/session.server.ts'
import { getServices } from '#app/server/context.server.ts'
import { answerAction, formFields, parseInput } from '#app/server/http/answer.server.ts'
import { redirectWithToast } from '#app/server/http/toast.server.ts'

import type { Route } from './+types/index'

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context)
  return getServices(context).people.list(user)
}

const WORDS: Record<PeopleIntent, { ok: string; failed: string }> = {
  'create-person': { ok: 'Person added', failed: 'Could not add this person' },
  'all-reminders': { ok: 'Reminder emails updated', failed: 'Could not change reminder emails' },
}

/** Adds a person (then opens their page), or turns every reminder email on or off. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context)
  const { people, config } = getServices(context)
  const fields = formFields(await request.formData())
  const intent: PeopleIntent = fields.intent === 'all-reminders' ? 'all-reminders' : 'create-person'
  return answerAction(request, config, {
    intent,
    words: WORDS[intent],
    fallbackPath: '/people',
    run: async () => {
      const input = parseInput(PeopleActionSchema, fields)
      if (input.intent === 'all-reminders') {
        await people.setAllReminders(user, input.enabled === 'on')
        return { message: input.enabled === 'on' ? 'Reminder emails are on' : 'Reminder emails are off' }
      }
      const person = await people.create(user, parseInput(PersonFormSchema, fields))
      throw await redirectWithToast(
        `/people/${person.id}`,
        { type: 'success', title: `${person.name} added`, description: 'Add their dates, likes and sizes here.' },
        config,
      )
    },
  })
}

export const meta: Route.MetaFunction = privatePageMeta({
  title: 'People',
  description: 'The people you buy for, their dates and what you gave them.',
  path: '/people',
})

const HERO = { title: 'People', subtitle: 'The people you buy for, the dates that matter and what you gave them.' }

export default function People({ loaderData }: Route.ComponentProps) {
  const { people, remindersOn } = loaderData
  return (
    <>
      <AccountHero {...HERO} />
      <div className="mx-auto max-w-5xl space-y-8 px-4 py-12 sm:px-6 lg:px-8">
        <section aria-labelledby="people-title" className="space-y-4">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <h2 id="people-title" className="text-2xl font-bold">
              Your people
            </h2>
            <AllRemindersForm remindersOn={remindersOn} />
          </div>
          <PeopleList people={people} />
        </section>
        <ProfileCard
          title="Add a person"
          description="Their name is enough to start; add a birthday and we will remind you 14 and 3 days before."
        >
          <PersonForm
            intent="create-person"
            action="/people"
            idPrefix="new-person"
            submitLabel="Add person"
            busyLabel="Adding..."
            compact
          />
        </ProfileCard>
      </div>
    </>
  )
}

export function ErrorBoundary() {
  return (
    <>
      <AccountHero {...HERO} />
      <LoadError message="Could not load your people." retryTo="/people" />
    </>
  )
}
