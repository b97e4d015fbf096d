import { Check, Loader2 } from 'lucide-react'
import { useState } from 'react'
import { useFetcher } from 'react-router'

import { Button } from '#app/components/ui/button.tsx'
import { Label } from '#app/components/ui/input.tsx'
import { Switch } from '#app/components/ui/switch.tsx'
import { FAVOURITE_CATEGORIES, type FavouriteCategory } from '#app/lib/profile/favourite-categories.ts'
import { cn } from '#app/lib/utils.ts'

import { ProfileCard } from '#app/components/profile/profile-card.tsx'
import { useResultToast } from '#app/components/ui/use-result-toast.ts'
import type { ProfileResult } from '#app/lib/profile/contract.ts'

interface Preferences {
  newsletter: { subscribed: boolean; pending: boolean }
  favouriteCategories: FavouriteCategory[]
}

/** 'Preferences': the newsletter switch and the favourite-category chips. */
export function PreferencesCard({ newsletter, favouriteCategories }: Preferences) {
  const fetcher = useFetcher<ProfileResult>({ key: 'update-preferences' })
  const saving = fetcher.state !== 'idle'
  const [subscribed, setSubscribed] = useState(newsletter.subscribed)
  const [chosen, setChosen] = useState<FavouriteCategory[]>(favouriteCategories)
  useResultToast(fetcher)

  const toggle = (category: FavouriteCategory) =>
    setChosen((current) =>
      current.includes(category) ? current.filter((item) => item !== category) : [...current, category],
    )

  return (
    <ProfileCard title="Preferences" description="Choose what we send you and the gifts you care about.">
      <fetcher.Form method="post" action="/profile" className="space-y-6">
        <input type="hidden" name="intent" value="update-preferences" />
        <input type="hidden" name="newsletter" value={subscribed ? 'on' : 'off'} />
        {chosen.map((category) => (
          <input key={category} type="hidden" name="favouriteCategories" value={category} />
        ))}
        <div className="flex items-start justify-between gap-4">
          <div className="space-y-1">
            <Label htmlFor="profile-newsletter">Receive gift ideas and updates</Label>
            <p id="profile-newsletter-hint" className="text-sm text-slate-600 dark:text-slate-400">
              {newsletter.pending && !subscribed
                ? 'A confirmation email is waiting in your inbox; switch this on to subscribe now.'
                : 'The Giftwise newsletter; every email has a link to unsubscribe.'}
            </p>
          </div>
          <Switch
            id="profile-newsletter"
            checked={subscribed}
            onCheckedChange={setSubscribed}
            aria-describedby="profile-newsletter-hint"
          />
        </div>
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">Favourite Categories</legend>
          <div className="flex flex-wrap gap-2">
            {FAVOURITE_CATEGORIES.map((category) => {
              const selected = chosen.includes(category)
              return (
                <button
                  key={category}
                  type="button"
                  aria-pressed={selected}
                  onClick={() => toggle(category)}
                  className={cn(
                    'inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                    selected
                      ? 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800'
                      : 'border-slate-300 bg-white text-slate-800 hover:bg-brand-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800',
                  )}
                >
                  {selected ? <Check aria-hidden="true" className="size-4" /> : null}
                  {category}
                </button>
              )
            })}
          </div>
        </fieldset>
        <Button type="submit" disabled={saving}>
          {saving ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          {saving ? 'Saving...' : 'Save Preferences'}
        </Button>
      </fetcher.Form>
    </ProfileCard>
  )
}
