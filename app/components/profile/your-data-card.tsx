import { Download, Trash2 } from 'lucide-react'
import { Link } from 'react-router'

import { ProfileCard } from '#app/components/profile/profile-card.tsx'
import { Button } from '#app/components/ui/button.tsx'

/** 'Your data': a JSON copy of everything we keep about you, and deleting the account. */
export function YourDataCard() {
  return (
    <ProfileCard title="Your data" description="Everything we keep about you, yours to take or delete.">
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="outline">
          {/* A file download, not a page: the browser fetches it directly. */}
          <a href="/profile/export" download>
            <Download aria-hidden="true" />
            Download my data
          </a>
        </Button>
        <Button asChild variant="ghost" className="text-red-700 dark:text-red-300">
          <Link to="/profile/delete">
            <Trash2 aria-hidden="true" />
            Delete my account
          </Link>
        </Button>
      </div>
    </ProfileCard>
  )
}
