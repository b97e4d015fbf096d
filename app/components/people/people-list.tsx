import { CalendarDays, Gift, Sparkles } from 'lucide-react'
import { Link } from 'react-router'

import { Button } from '#app/components/ui/button.tsx'
import type { PersonSummary } from '#app/lib/people/contract.ts'

/** The people a user buys for, each with their next date, the days left and 'Find a gift'. */
export function PeopleList({ people }: { people: PersonSummary[] }) {
  if (people.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300">
        No one here yet. Add the people you buy for, and we will remind you before the dates that matter.
      </p>
    )
  }
  return (
    <ul aria-label="People you buy for" className="grid gap-4 sm:grid-cols-2">
      {people.map((person) => (
        <li
          key={person.id}
          className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
        >
          <div>
            <h3 className="text-lg font-semibold">
              <Link to={`/people/${person.id}`} className="hover:underline">
                {person.name}
              </Link>
            </h3>
            {person.relationship ? (
              <p className="text-sm text-slate-600 dark:text-slate-400">{person.relationship}</p>
            ) : null}
          </div>
          <p className="flex items-center gap-2 text-sm">
            <CalendarDays aria-hidden="true" className="size-4 text-brand-700 dark:text-brand-200" />
            {person.next ? (
              <span>
                {person.next.label}: {person.next.dateText} ({person.next.daysLeftText})
              </span>
            ) : (
              <span>No dates yet</span>
            )}
          </p>
          <p className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
            <Gift aria-hidden="true" className="size-4" />
            {person.giftCount === 1 ? '1 gift given' : `${person.giftCount} gifts given`}
          </p>
          <div className="mt-auto flex flex-wrap gap-2">
            <Button asChild size="sm">
              <Link to={`/gift-finder?person=${person.id}`}>
                <Sparkles aria-hidden="true" />
                Find a gift for {person.name}
              </Link>
            </Button>
            <Button asChild size="sm" variant="outline">
              <Link to={`/people/${person.id}`}>
                Open<span className="sr-only"> {person.name}</span>
              </Link>
            </Button>
          </div>
        </li>
      ))}
    </ul>
  )
}
