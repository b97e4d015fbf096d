import { Check, Send, X } from 'lucide-react'
import { Tabs } from 'radix-ui'
import { useFetcher } from 'react-router'

import { Button } from '#app/components/ui/button.tsx'
import { cn } from '#app/lib/utils.ts'

import { ProfileCard } from '#app/components/profile/profile-card.tsx'
import { useResultToast } from '#app/components/ui/use-result-toast.ts'
import type { ReceivedInvitationView, SentInvitationView, WishlistProfileResult } from '#app/lib/wishlist/contract.ts'

function ReceivedRow({ invitation }: { invitation: ReceivedInvitationView }) {
  const fetcher = useFetcher<WishlistProfileResult>()
  useResultToast(fetcher)
  const busy = fetcher.state !== 'idle'
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-medium break-words">{invitation.wishlistName}</p>
        <p className="text-sm break-all text-slate-600 dark:text-slate-400">from {invitation.inviterEmail}</p>
      </div>
      <fetcher.Form method="post" action="/profile" className="flex gap-2">
        <input type="hidden" name="invitationId" value={invitation.id} />
        <Button type="submit" name="intent" value="accept-invitation" size="sm" disabled={busy}>
          <Check aria-hidden="true" />
          Accept
          <span className="sr-only">invitation to {invitation.wishlistName}</span>
        </Button>
        <Button type="submit" name="intent" value="decline-invitation" size="sm" variant="outline" disabled={busy}>
          <X aria-hidden="true" />
          Decline
          <span className="sr-only">invitation to {invitation.wishlistName}</span>
        </Button>
      </fetcher.Form>
    </li>
  )
}

const STATUS_STYLES: Record<SentInvitationView['status'], string> = {
  accepted: 'bg-emerald-100 text-emerald-900 ring-emerald-600/30 dark:bg-emerald-900/40 dark:text-emerald-100',
  pending: 'bg-slate-100 text-slate-800 ring-slate-500/20 dark:bg-slate-800 dark:text-slate-200',
  declined: 'bg-white text-slate-600 ring-slate-400/30 dark:bg-slate-900 dark:text-slate-400',
}

/** A sent invitation: its status, and for a pending one 'Resend invitation' and 'Cancel invitation'. */
function SentRow({ invitation }: { invitation: SentInvitationView }) {
  const fetcher = useFetcher<WishlistProfileResult>()
  useResultToast(fetcher)
  const busy = fetcher.state !== 'idle'
  // Gone from the list as soon as it is cancelled; it comes back if that fails.
  if (busy && fetcher.formData?.get('intent') === 'cancel-invitation') return null
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-medium break-words">{invitation.wishlistName}</p>
        <p className="text-sm break-all text-slate-600 dark:text-slate-400">to {invitation.inviteeEmail}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <span
          className={cn(
            'rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ring-1 ring-inset',
            STATUS_STYLES[invitation.status],
          )}
        >
          {invitation.status}
        </span>
        {invitation.status === 'pending' ? (
          <fetcher.Form method="post" action="/profile" className="flex gap-2">
            <input type="hidden" name="invitationId" value={invitation.id} />
            <Button type="submit" name="intent" value="resend-invitation" size="sm" variant="outline" disabled={busy}>
              <Send aria-hidden="true" />
              Resend invitation
              <span className="sr-only">to {invitation.inviteeEmail}</span>
            </Button>
            <Button type="submit" name="intent" value="cancel-invitation" size="sm" variant="ghost" disabled={busy}>
              <X aria-hidden="true" />
              Cancel invitation
              <span className="sr-only">to {invitation.inviteeEmail}</span>
            </Button>
          </fetcher.Form>
        ) : null}
      </div>
    </li>
  )
}

const tabClasses =
  'rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm dark:text-slate-300 dark:data-[state=active]:bg-slate-950 dark:data-[state=active]:text-white'

/** 'Invitations': tabs 'Received (n)' with accept and decline, and 'Sent (n)' with status badges. */
export function InvitationsCard({
  received,
  sent,
}: {
  received: ReceivedInvitationView[]
  sent: SentInvitationView[]
}) {
  return (
    <ProfileCard title="Invitations" description="Wishlists you have been invited to, and the invitations you sent.">
      <Tabs.Root defaultValue="received">
        <Tabs.List aria-label="Invitations" className="inline-flex rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
          <Tabs.Trigger value="received" className={tabClasses}>
            Received ({received.length})
          </Tabs.Trigger>
          <Tabs.Trigger value="sent" className={tabClasses}>
            Sent ({sent.length})
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="received" className="mt-4">
          {received.length ? (
            <ul className="divide-y divide-slate-200 dark:divide-slate-800">
              {received.map((invitation) => (
                <ReceivedRow key={invitation.id} invitation={invitation} />
              ))}
            </ul>
          ) : (
            <p className="py-4 text-slate-600 dark:text-slate-400">No pending invitations</p>
          )}
        </Tabs.Content>
        <Tabs.Content value="sent" className="mt-4">
          {sent.length ? (
            <ul className="divide-y divide-slate-200 dark:divide-slate-800">
              {sent.map((invitation) => (
                <SentRow key={invitation.id} invitation={invitation} />
              ))}
            </ul>
          ) : (
            <p className="py-4 text-slate-600 dark:text-slate-400">No sent invitations</p>
          )}
        </Tabs.Content>
      </Tabs.Root>
    </ProfileCard>
  )
}
