import { Link } from 'react-router'

import { Button } from '#app/components/ui/button.tsx'
import { displayName, LIST_KIND_LABELS } from '#app/lib/wishlist/wishlist.ts'

import { CreateWishlistDialog } from '#app/components/wishlist/create-wishlist-dialog.tsx'
import { DeleteWishlistButton } from '#app/components/wishlist/delete-wishlist-button.tsx'
import { LeaveListTileButton } from '#app/components/wishlist/list-settings.tsx'
import { ManageCollaboratorsDialog } from '#app/components/wishlist/manage-collaborators-dialog.tsx'
import type { WishlistCardView } from '#app/lib/wishlist/contract.ts'
import { ProfileCard } from '#app/components/profile/profile-card.tsx'
import { Icon } from '#app/components/ui/icon.tsx'

function WishlistTile({ wishlist }: { wishlist: WishlistCardView }) {
  const headingId = `wishlist-${wishlist.id}`
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
    >
      <div>
        <h3 id={headingId} className="font-semibold break-words">
          {wishlist.name}
        </h3>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {wishlist.itemCount} items
          {wishlist.isOwner ? null : <> · Shared by {displayName(wishlist.ownerName)}</>}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">For: {LIST_KIND_LABELS[wishlist.kind]}</p>
      </div>
      <div className="mt-auto flex flex-wrap gap-2">
        <Button asChild size="sm">
          <Link to={`/wishlist?id=${wishlist.id}`}>
            <Icon name="Eye" />
            View Wishlist
            <span className="sr-only">{wishlist.name}</span>
          </Link>
        </Button>
        {wishlist.isOwner ? (
          <>
            <ManageCollaboratorsDialog wishlist={wishlist} />
            <DeleteWishlistButton wishlist={wishlist} />
          </>
        ) : (
          <LeaveListTileButton wishlistId={wishlist.id} wishlistName={wishlist.name} />
        )}
      </div>
    </li>
  )
}

/** 'My Wishlists' on the profile: create, view, and for owners manage collaborators and delete. */
export function WishlistsCard({ wishlists }: { wishlists: WishlistCardView[] }) {
  return (
    <ProfileCard title="My Wishlists" description="Your wishlists and the ones shared with you.">
      <div className="mb-4 flex justify-end">
        <CreateWishlistDialog />
      </div>
      {wishlists.length ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {wishlists.map((wishlist) => (
            <WishlistTile key={wishlist.id} wishlist={wishlist} />
          ))}
        </ul>
      ) : (
        <div className="flex flex-col items-center gap-2 py-8 text-center text-slate-600 dark:text-slate-400">
          <Icon name="Gift" className="size-10 text-brand-700 dark:text-brand-200" />
          <p>No wishlists yet. Create your first one!</p>
        </div>
      )}
    </ProfileCard>
  )
}
