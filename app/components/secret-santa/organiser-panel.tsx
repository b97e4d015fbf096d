import { Shuffle, Trash2, UserMinus, X } from 'lucide-react'

import { Button } from '#app/components/ui/button.tsx'
import { FormField, TextareaField } from '#app/components/ui/form-field.tsx'
import { Label, Select } from '#app/components/ui/input.tsx'
import type { SantaGroupDetails, SantaOrganiserPanel } from '#app/lib/secret-santa/contract.ts'
import { SANTA_LIMITS } from '#app/lib/secret-santa/secret-santa.ts'

import { Checkbox, GroupFields } from '#app/components/secret-santa/group-fields.tsx'
import { Note, SantaCard } from '#app/components/secret-santa/santa-card.tsx'
import { SantaForm, useRowFormsToast } from '#app/components/secret-santa/santa-form.tsx'

function MembersCard({ group, panel }: { group: SantaGroupDetails; panel: SantaOrganiserPanel }) {
  useRowFormsToast('santa-members')
  useRowFormsToast('santa-invitations')
  const opened = panel.members.filter((member) => member.opened).length
  return (
    <SantaCard
      id="members"
      title="Members and invitations"
      description={
        group.drawn
          ? `${opened} of ${panel.members.length} members have opened their match. You never see who drew whom.`
          : 'Who has joined, and who has yet to answer.'
      }
    >
      {panel.members.length ? (
        <ul aria-label="Joined" className="divide-y divide-slate-200 dark:divide-slate-800">
          {panel.members.map((member) => (
            <li key={member.userId} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <span className="font-medium">{member.name}</span>
                {member.isOrganiser ? ' (you)' : null}
                <span className="block text-sm text-slate-600 dark:text-slate-400">
                  {group.drawn ? (member.opened ? 'Opened their match' : 'Not opened yet') : 'Joined'}
                </span>
              </span>
              {member.isOrganiser ? null : (
                <SantaForm intent="remove-member" sharedBy="santa-members">
                  {({ busy }) => (
                    <>
                      <input type="hidden" name="userId" value={member.userId} />
                      <Button
                        type="submit"
                        size="sm"
                        variant="ghost"
                        disabled={busy}
                        className="text-red-700 dark:text-red-400"
                      >
                        <UserMinus aria-hidden="true" />
                        Remove<span className="sr-only"> {member.name}</span>
                      </Button>
                    </>
                  )}
                </SantaForm>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <Note>Nobody has joined yet.</Note>
      )}
      {panel.invitations.length ? (
        <>
          <h3 className="mt-4 font-semibold">Invited</h3>
          <ul aria-label="Invited" className="divide-y divide-slate-200 dark:divide-slate-800">
            {panel.invitations.map((invitation) => (
              <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  <span className="break-all">{invitation.email}</span>
                  <span className="block text-sm text-slate-600 dark:text-slate-400">
                    {invitation.status === 'pending' ? 'Waiting for an answer' : 'Declined'}
                  </span>
                </span>
                {invitation.status === 'pending' ? (
                  <SantaForm intent="cancel-invitation" sharedBy="santa-invitations">
                    {({ busy }) => (
                      <>
                        <input type="hidden" name="invitationId" value={invitation.id} />
                        <Button type="submit" size="sm" variant="ghost" disabled={busy}>
                          <X aria-hidden="true" />
                          Cancel invitation<span className="sr-only"> for {invitation.email}</span>
                        </Button>
                      </>
                    )}
                  </SantaForm>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </SantaCard>
  )
}

function InviteCard({ group }: { group: SantaGroupDetails }) {
  return (
    <SantaCard id="invite" title="Invite people" description="We email each of them a link to join.">
      {group.drawn ? (
        <Note>Names have been drawn, so nobody new can join.</Note>
      ) : (
        <SantaForm intent="invite" resetOnSuccess className="grid gap-3">
          {({ busy }) => (
            <>
              <TextareaField
                id="invite-emails"
                label="Email addresses"
                name="emails"
                rows={3}
                required
                placeholder="ann@example.com, bob@example.com"
                hint="Separate addresses with commas or new lines."
              />
              <div>
                <Button type="submit" disabled={busy}>
                  {busy ? 'Sending...' : 'Send invitations'}
                </Button>
              </div>
            </>
          )}
        </SantaForm>
      )}
    </SantaCard>
  )
}

/** A required choice of one joined member, starting on an empty 'Choose…'. */
function MemberSelect({
  id,
  name,
  label,
  members,
}: {
  id: string
  name: string
  label: string
  members: SantaOrganiserPanel['members']
}) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} name={name} required defaultValue="">
        <option value="" disabled>
          Choose…
        </option>
        {members.map((member) => (
          <option key={member.userId} value={member.userId}>
            {member.name}
          </option>
        ))}
      </Select>
    </div>
  )
}

function ExclusionsCard({ panel }: { panel: SantaOrganiserPanel }) {
  useRowFormsToast('santa-exclusions')
  const members = panel.members
  return (
    <SantaCard
      id="exclusions"
      title="Who should not draw whom"
      description="Couples and housemates usually should not draw each other. Exclusions hold both ways."
    >
      {members.length >= 2 ? (
        <SantaForm intent="add-exclusion" className="flex flex-wrap items-end gap-2">
          {({ busy }) => (
            <>
              <MemberSelect id="exclusion-first" name="firstId" label="First person" members={members} />
              <MemberSelect id="exclusion-second" name="secondId" label="Second person" members={members} />
              <Button type="submit" disabled={busy}>
                Keep them apart
              </Button>
            </>
          )}
        </SantaForm>
      ) : (
        <Note>Exclusions can be set once at least two people have joined.</Note>
      )}
      {panel.exclusions.length ? (
        <ul aria-label="Exclusions" className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
          {panel.exclusions.map((pair) => (
            <li key={`${pair.firstId}-${pair.secondId}`} className="flex items-center justify-between gap-2 py-2">
              <span>
                {pair.firstName} and {pair.secondName}
              </span>
              <SantaForm intent="remove-exclusion" sharedBy="santa-exclusions">
                {({ busy }) => (
                  <>
                    <input type="hidden" name="firstId" value={pair.firstId} />
                    <input type="hidden" name="secondId" value={pair.secondId} />
                    <Button type="submit" size="sm" variant="ghost" disabled={busy}>
                      <X aria-hidden="true" />
                      Remove
                      <span className="sr-only">
                        {' '}
                        exclusion of {pair.firstName} and {pair.secondName}
                      </span>
                    </Button>
                  </>
                )}
              </SantaForm>
            </li>
          ))}
        </ul>
      ) : null}
      {panel.lastYearPairs ? (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-2 rounded-md bg-slate-50 p-3 text-sm dark:bg-slate-800">
          <p>
            {panel.lastYearPairs} {panel.lastYearPairs === 1 ? 'pair' : 'pairs'} from last year will not be repeated.
            They stay secret, so they are not listed.
          </p>
          <SantaForm intent="allow-last-year">
            {({ busy }) => (
              <Button type="submit" size="sm" variant="outline" disabled={busy}>
                Allow last year&apos;s pairs again
              </Button>
            )}
          </SantaForm>
        </div>
      ) : null}
    </SantaCard>
  )
}

/** The first draw or a redraw: its button, and the reasons a refused draw gives, kept on the page under it. */
function DrawForm({
  intent,
  label,
  variant,
  className,
}: {
  intent: 'draw' | 'redraw'
  label: string
  variant?: 'outline'
  className: string
}) {
  return (
    <SantaForm intent={intent} className={className}>
      {({ busy, result }) => (
        <>
          <Button type="submit" variant={variant} disabled={busy}>
            <Shuffle aria-hidden="true" />
            {busy ? 'Drawing...' : label}
          </Button>
          {result && !result.ok && result.detail ? (
            <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-400">
              {result.detail}
            </p>
          ) : null}
        </>
      )}
    </SantaForm>
  )
}

function DrawCard({ group, panel }: { group: SantaGroupDetails; panel: SantaOrganiserPanel }) {
  const check = panel.drawCheck
  return (
    <SantaCard
      id="draw"
      title="Draw names"
      description="A fair draw: every possible set of matches is equally likely, nobody draws themselves and every exclusion holds."
    >
      {check.state === 'too-few' ? (
        <Note>At least {SANTA_LIMITS.minimumToDraw} members need to join before names can be drawn.</Note>
      ) : null}
      {check.state === 'impossible' ? (
        <div
          role="status"
          className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
        >
          <p className="font-semibold">No draw is possible with these exclusions.</p>
          <ul className="mt-1 list-disc pl-5">
            {check.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {check.state === 'ready' ? (
        <Note>Everyone who has joined will be in the draw, and each will be emailed their match.</Note>
      ) : null}
      {!group.drawn ? (
        <DrawForm intent="draw" label="Draw names" className="mt-4" />
      ) : panel.canRedraw ? (
        <>
          <Note>Nobody has opened their match yet, so you can still draw again. Everyone will be told.</Note>
          <DrawForm intent="redraw" label="Draw names again" variant="outline" className="mt-3" />
        </>
      ) : (
        <Note>Someone has opened their match, so names can no longer be drawn again.</Note>
      )}
      {panel.pairs ? (
        <>
          <h3 className="mt-6 font-semibold">Who is buying for whom</h3>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            You see this because you are not taking part and chose to; every member has been told.
          </p>
          <ul aria-label="Pairs" className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
            {panel.pairs.map((pair) => (
              <li key={pair.giver} className="py-1">
                {pair.giver} is buying for {pair.receiver}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </SantaCard>
  )
}

function DetailsCard({ group, today }: { group: SantaGroupDetails; today: string }) {
  return (
    <SantaCard id="details" title="Group details">
      <SantaForm intent="update-group" className="space-y-4">
        {({ busy, result }) => (
          <>
            <GroupFields
              idPrefix="edit"
              today={today < group.exchangeDateValue ? today : group.exchangeDateValue}
              values={{
                name: group.name,
                exchangeDate: group.exchangeDateValue,
                budget: group.budgetValue,
                message: group.message,
              }}
              errors={result && !result.ok ? result.fieldErrors : undefined}
            />
            <Button type="submit" disabled={busy}>
              Save details
            </Button>
          </>
        )}
      </SantaForm>
    </SantaCard>
  )
}

function SettingsCard({ group, panel }: { group: SantaGroupDetails; panel: SantaOrganiserPanel }) {
  const me = panel.members.find((member) => member.isOrganiser)
  return (
    <SantaCard
      id="settings"
      title="Settings"
      description={group.drawn ? 'Names have been drawn, so these can no longer change.' : undefined}
    >
      <SantaForm intent="update-settings" className="space-y-4">
        {({ busy }) => (
          <>
            <Checkbox
              id="settings-taking-part"
              name="takingPart"
              label="I am taking part"
              defaultChecked={group.organiserTakesPart}
              disabled={group.drawn}
            />
            <FormField
              id="settings-display-name"
              label="Your name in the group"
              name="displayName"
              maxLength={SANTA_LIMITS.displayName}
              defaultValue={me?.name ?? group.organiserName}
              disabled={group.drawn}
            />
            <Checkbox
              id="settings-sees-pairs"
              name="seesPairs"
              label="Let me see who is buying for whom"
              hint="Only when you are not taking part. Every member is told, on the group page and in their email."
              defaultChecked={group.organiserSeesPairs}
              disabled={group.drawn}
            />
            <Button type="submit" disabled={busy || group.drawn}>
              Save settings
            </Button>
          </>
        )}
      </SantaForm>
    </SantaCard>
  )
}

function DeleteCard() {
  return (
    <SantaCard
      id="delete"
      title="Delete group"
      description="The group, its draw and its questions are deleted for good."
    >
      <SantaForm intent="delete-group" className="space-y-3">
        {({ busy }) => (
          <>
            <Checkbox id="delete-confirm" name="confirm" label="Yes, delete this group and tell its members" required />
            <Button type="submit" variant="destructive" disabled={busy}>
              <Trash2 aria-hidden="true" />
              Delete group
            </Button>
          </>
        )}
      </SantaForm>
    </SantaCard>
  )
}

/** The organiser's tools: members, invitations, exclusions, the draw, details, settings, deletion. */
export function OrganiserPanel({
  group,
  panel,
  today,
}: {
  group: SantaGroupDetails
  panel: SantaOrganiserPanel
  today: string
}) {
  return (
    <section aria-labelledby="organiser-tools" className="space-y-8">
      <h2 id="organiser-tools" className="text-2xl font-bold">
        Organiser tools
      </h2>
      <div className="grid gap-8 lg:grid-cols-2">
        <DrawCard group={group} panel={panel} />
        <MembersCard group={group} panel={panel} />
        <InviteCard group={group} />
        <ExclusionsCard panel={panel} />
        <DetailsCard group={group} today={today} />
        <SettingsCard group={group} panel={panel} />
      </div>
      <DeleteCard />
    </section>
  )
}
