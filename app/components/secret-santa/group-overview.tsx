import { CalendarDays, EyeOff, PoundSterling, Users } from 'lucide-react'

import type { SantaGroupPage } from '#app/lib/secret-santa/contract.ts'

import { Note, SantaCard } from '#app/components/secret-santa/santa-card.tsx'

/** 'About this group': what everyone in it sees, and who (if anyone) can see the pairs. */
export function GroupOverview({ page }: { page: SantaGroupPage }) {
  const { group, members, pendingInvitations } = page
  return (
    <SantaCard id="about" title="About this group" description={`Organised by ${group.organiserName}.`}>
      <dl className="grid gap-3 text-sm">
        <div className="flex items-center gap-2">
          <CalendarDays aria-hidden="true" className="size-4 text-brand-700 dark:text-brand-200" />
          <dt className="font-medium">Exchange date</dt>
          <dd>{group.exchangeDate}</dd>
        </div>
        <div className="flex items-center gap-2">
          <PoundSterling aria-hidden="true" className="size-4 text-brand-700 dark:text-brand-200" />
          <dt className="font-medium">Budget</dt>
          <dd>{group.budget}</dd>
        </div>
      </dl>
      {group.message ? (
        <blockquote className="mt-4 border-l-4 border-brand-200 pl-3 whitespace-pre-line text-slate-700 dark:text-slate-300">
          {group.message}
        </blockquote>
      ) : null}
      <p
        role="note"
        className="mt-4 flex items-start gap-2 rounded-md bg-brand-50 p-3 text-sm text-brand-900 dark:bg-slate-800 dark:text-slate-100"
      >
        <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {group.organiserSeesPairs
          ? `${group.organiserName}, the organiser, is not taking part and can see who is buying for whom.`
          : 'Nobody can see who is buying for whom, not even the organiser.'}
      </p>
      <h3 className="mt-6 flex items-center gap-2 font-semibold">
        <Users aria-hidden="true" className="size-4" />
        Taking part ({members.length})
      </h3>
      {members.length ? (
        <ul aria-label="Members" className="mt-2 flex flex-wrap gap-2">
          {members.map((member, index) => (
            <li
              key={`${member.name}-${index}`}
              className="rounded-full bg-slate-100 px-3 py-1 text-sm dark:bg-slate-800"
            >
              {member.name}
              {member.isOrganiser ? <span className="text-slate-600 dark:text-slate-400"> (organiser)</span> : null}
            </li>
          ))}
        </ul>
      ) : (
        <Note>Nobody has joined yet.</Note>
      )}
      {pendingInvitations ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          {pendingInvitations} {pendingInvitations === 1 ? 'invitation is' : 'invitations are'} waiting for an answer.
        </p>
      ) : null}
      <p className="mt-4 text-sm font-medium">
        {group.drawn
          ? group.drawnAgain
            ? 'Names have been drawn again.'
            : 'Names have been drawn.'
          : 'Names have not been drawn yet.'}
      </p>
    </SantaCard>
  )
}
