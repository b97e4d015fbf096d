import { CalendarDays, Gift, Repeat } from 'lucide-react'
import { Link } from 'react-router'

import { Button } from '#app/components/ui/button.tsx'
import { Input, Label } from '#app/components/ui/input.tsx'
import type { SantaGroupSummary, SantaInvitationView } from '#app/lib/secret-santa/contract.ts'

import { Note, SantaCard } from '#app/components/secret-santa/santa-card.tsx'
import { SantaForm } from '#app/components/secret-santa/santa-form.tsx'

function roleOf(group: SantaGroupSummary): string {
  if (group.isOrganiser && group.isMember) return 'Organiser, taking part'
  if (group.isOrganiser) return 'Organiser'
  return 'Member'
}

function GroupTile({ group, today }: { group: SantaGroupSummary; today: string }) {
  const headingId = `group-${group.id}`
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
    >
      <div>
        <h3 id={headingId} className="font-semibold break-words">
          {group.name}
        </h3>
        <p className="flex items-center gap-1 text-sm text-slate-600 dark:text-slate-400">
          <CalendarDays aria-hidden="true" className="size-4" />
          {group.exchangeDate} · {group.budget}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {roleOf(group)} · {group.memberCount} {group.memberCount === 1 ? 'member' : 'members'} ·{' '}
          {group.drawn ? 'Names drawn' : 'Waiting for the draw'}
        </p>
      </div>
      <div className="mt-auto flex flex-wrap items-end gap-2">
        <Button asChild size="sm">
          <Link to={`/secret-santa/${group.id}`}>
            <Gift aria-hidden="true" />
            Open group
            <span className="sr-only">{group.name}</span>
          </Link>
        </Button>
        {group.repeatDate ? (
          <SantaForm intent="repeat-group" className="flex w-full flex-wrap items-end gap-2">
            {({ busy }) => (
              <>
                <input type="hidden" name="groupId" value={group.id} />
                <div className="grid gap-1">
                  <Label htmlFor={`repeat-${group.id}`}>New exchange date</Label>
                  <Input
                    id={`repeat-${group.id}`}
                    name="exchangeDate"
                    type="date"
                    min={today}
                    defaultValue={group.repeatDate!}
                    required
                    className="w-44"
                  />
                </div>
                <Button type="submit" size="sm" variant="outline" disabled={busy}>
                  <Repeat aria-hidden="true" />
                  Repeat with last year&apos;s members
                  <span className="sr-only">({group.name})</span>
                </Button>
              </>
            )}
          </SantaForm>
        ) : null}
      </div>
    </li>
  )
}

/** 'Your groups': the groups the user runs or has joined. */
export function GroupList({ groups, today }: { groups: SantaGroupSummary[]; today: string }) {
  return (
    <SantaCard id="groups" title="Your groups" description="Secret Santas you organise or take part in.">
      {groups.length ? (
        <ul className="grid gap-4 sm:grid-cols-2">
          {groups.map((group) => (
            <GroupTile key={group.id} group={group} today={today} />
          ))}
        </ul>
      ) : (
        <Note>No groups yet. Start one below, or join one from an invitation.</Note>
      )}
    </SantaCard>
  )
}

/** 'Invitations': groups the user has been invited to and not yet answered. */
export function InvitationList({ invitations }: { invitations: SantaInvitationView[] }) {
  if (!invitations.length) return null
  return (
    <SantaCard id="invitations" title="Invitations" description="Secret Santas waiting for your answer.">
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {invitations.map((invitation) => (
          <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="font-medium break-words">{invitation.groupName}</p>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                from {invitation.organiserName} · {invitation.exchangeDate} · {invitation.budget}
              </p>
            </div>
            <Button asChild size="sm">
              <Link to={`/secret-santa/join?invitation=${invitation.id}`}>
                View invitation<span className="sr-only"> to {invitation.groupName}</span>
              </Link>
            </Button>
          </li>
        ))}
      </ul>
    </SantaCard>
  )
}
