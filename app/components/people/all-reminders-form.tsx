import { useFetcher } from 'react-router'

import { Button } from '#app/components/ui/button.tsx'
import { useResultToast } from '#app/components/ui/use-result-toast.ts'
import type { PeopleResult } from '#app/lib/people/contract.ts'

/** The account's switch for every reminder email: off after 'Stop all reminder emails', on again here. */
export function AllRemindersForm({ remindersOn }: { remindersOn: boolean }) {
  const fetcher = useFetcher<PeopleResult>({ key: 'all-reminders' })
  useResultToast(fetcher)
  return (
    <fetcher.Form method="post" action="/people" className="flex flex-wrap items-center gap-3">
      <input type="hidden" name="intent" value="all-reminders" />
      <input type="hidden" name="enabled" value={remindersOn ? 'off' : 'on'} />
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {remindersOn
          ? 'Reminder emails are on: we email you at 9am (UK time) before each date.'
          : 'Reminder emails are off for everyone.'}
      </p>
      <Button type="submit" size="sm" variant={remindersOn ? 'outline' : 'default'} disabled={fetcher.state !== 'idle'}>
        {remindersOn ? 'Stop all reminder emails' : 'Turn reminder emails back on'}
      </Button>
    </fetcher.Form>
  )
}
