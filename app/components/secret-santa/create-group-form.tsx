import { Loader2 } from 'lucide-react'
import { Form, useNavigation } from 'react-router'

import { Button } from '#app/components/ui/button.tsx'
import { FormField } from '#app/components/ui/form-field.tsx'
import type { SantaHomeResult } from '#app/lib/secret-santa/contract.ts'
import { SANTA_LIMITS } from '#app/lib/secret-santa/secret-santa.ts'

import { Checkbox, GroupFields } from '#app/components/secret-santa/group-fields.tsx'
import { SantaCard } from '#app/components/secret-santa/santa-card.tsx'

/**
 * 'Start a group': a plain form (it works without JavaScript). Success opens the new group's
 * page; problems come back beside the fields.
 */
export function CreateGroupForm({
  today,
  suggestedName,
  result,
}: {
  today: string
  suggestedName: string
  result: SantaHomeResult | undefined
}) {
  const navigation = useNavigation()
  const creating = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'create-group'
  const errors = result?.intent === 'create-group' && !result.ok ? (result.fieldErrors ?? {}) : {}
  return (
    <SantaCard
      id="start"
      title="Start a group"
      description="Name it, set the date and the budget, then invite everyone by email."
    >
      <Form method="post" className="space-y-4">
        <input type="hidden" name="intent" value="create-group" />
        <GroupFields idPrefix="create" today={today} errors={errors} />
        <Checkbox
          id="create-taking-part"
          name="takingPart"
          label="I am taking part"
          hint="Untick this if you are only organising. An organiser who takes part never sees who buys for whom."
          defaultChecked
        />
        <FormField
          id="create-display-name"
          label="Your name in the group"
          name="displayName"
          maxLength={SANTA_LIMITS.displayName}
          defaultValue={suggestedName}
          hint="How the others see you (when you are taking part)."
          error={errors.displayName}
        />
        <Button type="submit" disabled={creating}>
          {creating ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          {creating ? 'Creating...' : 'Create group'}
        </Button>
      </Form>
    </SantaCard>
  )
}
