import { Sparkles } from 'lucide-react'
import { Link } from 'react-router'

import { ProfileCard } from '#app/components/profile/profile-card.tsx'
import { Button } from '#app/components/ui/button.tsx'
import type { UpcomingDate } from '#app/lib/people/contract.ts'

/** 'Upcoming' on the profile: the next dates of the people you buy for, the days left and 'Find a gift'. */
export function UpcomingCard({ upcoming }: { upcoming: UpcomingDate[] }) {
  return (
    <ProfileCard title="Upcoming" description="The next dates of the people you buy for.">
      {upcoming.length ? (
        <ul aria-label="Upcoming dates" className="divide-y divide-slate-200 dark:divide-slate-800">
          {upcoming.map((date) => (
            <li
              key={`${date.personId}-${date.occasionId}`}
              className="flex flex-wrap items-center justify-between gap-3 py-3"
            >
              <div>
                <p className="font-medium">
                  <Link to={`/people/${date.personId}`} className="hover:underline">
                    {date.personName}
                  </Link>
                  : {date.label}
                </p>
                <p className="text-sm text-slate-700 dark:text-slate-300">
                  {date.dateText}, <strong>{date.daysLeftText}</strong>
                </p>
              </div>
              <Button asChild size="sm" variant="outline">
                <Link to={`/gift-finder?person=${date.personId}`}>
                  <Sparkles aria-hidden="true" />
                  Find a gift<span className="sr-only"> for {date.personName}</span>
                </Link>
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-700 dark:text-slate-300">
          No dates coming up. Add the people you buy for and their dates.
        </p>
      )}
      <p className="mt-4">
        <Link to="/people" className="font-medium text-brand-800 hover:underline dark:text-brand-200">
          People you buy for
        </Link>
      </p>
    </ProfileCard>
  )
}
