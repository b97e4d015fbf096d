import { Users } from 'lucide-react'
import { Link } from 'react-router'

import { Card, CardContent, CardHeader, CardTitle } from '#app/components/ui/card.tsx'
import type { CollaboratorView } from '#app/lib/wishlist/contract.ts'
import { displayName } from '#app/lib/wishlist/wishlist.ts'

function Avatar({ person }: { person: CollaboratorView }) {
  const name = displayName(person.name)
  if (person.avatarUrl?.startsWith('/')) {
    return <img src={person.avatarUrl} alt="" width={32} height={32} className="size-8 rounded-full object-cover" />
  }
  return (
    <span
      aria-hidden="true"
      className="flex size-8 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800"
    >
      {name.charAt(0).toUpperCase()}
    </span>
  )
}

/**
 * The read-only collaborator list of /wishlist; it scrolls above 200px and takes
 * focus so keyboard users can scroll it. Collaborators are managed on /profile.
 */
export function CollaboratorList({
  collaborators,
  isOwner,
  ownerName,
}: {
  collaborators: CollaboratorView[]
  isOwner: boolean
  ownerName: string | null
}) {
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2 text-base">
          <Users aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-200" />
          Collaborators
        </CardTitle>
      </CardHeader>
      <CardContent>
        {!isOwner ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Shared with you by {displayName(ownerName)}. You can add, remove and mark items.
          </p>
        ) : collaborators.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            No collaborators yet. Invite people from{' '}
            <Link to="/profile" className="font-medium text-brand-700 underline dark:text-brand-200">
              your profile
            </Link>
            .
          </p>
        ) : (
          <ul aria-label="Collaborators" tabIndex={0} className="max-h-[200px] space-y-2 overflow-auto">
            {collaborators.map((person) => (
              <li key={person.userId} className="flex items-center gap-3">
                <Avatar person={person} />
                <span className="text-sm font-medium">{displayName(person.name)}</span>
                <span className="ml-auto text-xs text-slate-500 dark:text-slate-400">Editor</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
