import { Loader2 } from 'lucide-react'
import { useFetcher } from 'react-router'

import { Button } from '#app/components/ui/button.tsx'
import { FormField } from '#app/components/ui/form-field.tsx'

import { ProfileCard } from '#app/components/profile/profile-card.tsx'
import { useResultToast } from '#app/components/ui/use-result-toast.ts'
import type { ProfileResult } from '#app/lib/profile/contract.ts'

/** 'Profile Information': editable Display Name, read-only Email, 'Save Changes'. */
export function ProfileInformationCard({ name, email }: { name: string; email: string }) {
  const fetcher = useFetcher<ProfileResult>({ key: 'update-profile' })
  const saving = fetcher.state !== 'idle'
  useResultToast(fetcher)

  return (
    <ProfileCard title="Profile Information" description="How you appear to the people you share wishlists with.">
      <fetcher.Form method="post" action="/profile" className="space-y-4">
        <input type="hidden" name="intent" value="update-profile" />
        <FormField
          id="profile-name"
          label="Display Name"
          name="name"
          defaultValue={name}
          required
          maxLength={80}
          autoComplete="name"
        />
        <FormField
          id="profile-email"
          label="Email"
          type="email"
          value={email}
          readOnly
          className="bg-slate-50 text-slate-600 dark:bg-slate-800 dark:text-slate-300"
          hint="You sign in with this address; it cannot be changed here."
        />
        <Button type="submit" disabled={saving}>
          {saving ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
      </fetcher.Form>
    </ProfileCard>
  )
}
